import Foundation
import ProjectChecks

/// One run over the targets and Xcode versions: PASS/FAIL per target and version, exit 0/1.
/// Una pasada por targets y versiones de Xcode: PASS/FAIL por cada uno, salida 0/1.
public final class TypeCheck {
    struct Need: Hashable {
        let module: String
        let files: [String]
        let flags: [String]
        let isOurs: Bool
    }

    struct Outcome {
        let status: String
        let detail: String
    }

    /// Everything the compiler is given for one target at one Xcode version: the evaluated settings
    /// that matter (deployment target, Swift version, module, conditions, files, needed modules).
    /// Two Xcode versions that give the same plan are checked once.
    /// Todo lo que recibe el compilador para un target y una versión de Xcode; un plan igual se comprueba una vez.
    struct Plan: Hashable {
        let module: String
        let version: String
        let swiftVersion: String
        let files: [String]
        let flags: [String]
        let needs: [Need]
        let problems: [String]
    }

    let options: Options
    let root: String
    let work: String
    let project: XcodeProject
    let sdk: String
    let sdkName: String
    let compilerVersion: String
    let thirdParty: [String: ThirdParty.Module]
    private var describes: [String: [String: Any]] = [:]
    private var compilers: [String: Compiler] = [:]
    /// Plan → outcome, so Xcode versions that evaluate a target alike check it once.
    /// Plan → resultado: las versiones de Xcode que evalúan igual un target lo comprueban una vez.
    private var done: [Plan: Outcome] = [:]
    private let log: (String) -> Void

    public init(options: Options, root: String, log: @escaping (String) -> Void = { print($0) }) throws {
        self.options = options
        self.root = root
        self.log = log
        let workFolder = options.work.isEmpty ? root + "/.build-ios-typecheck" : options.work
        work = URL(fileURLWithPath: workFolder).standardizedFileURL.path
        try FileManager.default.makeFolder(work)
        do {
            project = try XcodeProject(
                pbxproj: URL(fileURLWithPath: root + "/Apps/MexicoApps.xcodeproj/project.pbxproj"))
        } catch { throw SetupError("cannot read Apps/MexicoApps.xcodeproj: \(error)") }
        // before the SDK and the third-party sources, which can take minutes / antes de lo que tarda minutos
        let names = project.nativeTargets.map(\.name)
        let unknown = options.targets.filter { !names.contains($0) }
        guard unknown.isEmpty else {
            throw SetupError(
                "unknown target \(unknown.joined(separator: ", ")); targets: \(names.joined(separator: ", "))")
        }
        sdk = try Compiler.prepareSDK(options.sdk, work: work)
        sdkName = Compiler.canonicalName(sdk: sdk)
        compilerVersion = try Compiler.version()
        let pins = Dictionary(
            project.remotePackages.map { package in
                let last = package.url.split(separator: "/").last.map(String.init) ?? ""
                return (last.hasSuffix(".git") ? String(last.dropLast(4)) : last, package.version)
            }, uniquingKeysWith: { first, _ in first })
        let prepared = try ThirdParty.prepare(options.thirdparty, pins: pins, work: work)
        thirdParty = prepared.modules
        prepared.report.forEach { log("== third party: \($0)") }
    }

    /// Checks every chosen target at every Xcode version; prints the summary; returns the exit status.
    /// Comprueba cada target en cada versión de Xcode; imprime el resumen; devuelve el código de salida.
    public func run() throws -> Int32 {
        var results: [(status: String, name: String, xcode: String, version: String, detail: String)] = []
        for xcode in options.xcode {
            let targets = try CheckedTarget.all(
                in: project, xcodeMajor: try Options.xcodeVersionMajor(xcode), sdk: sdkName)
            let chosen = targets.filter {
                options.targets.isEmpty
                    ? $0.target.isApplication || $0.target.isUnitTestBundle : options.targets.contains($0.name)
            }
            for target in chosen {
                guard let version = try target.deploymentTarget() else {
                    results.append(("FAIL", target.name, xcode, "?", "IPHONEOS_DEPLOYMENT_TARGET is not a version"))
                    continue
                }
                let plan = try plan(target, version: version, among: targets)
                if let outcome = done[plan] {
                    log("\n=== \(target.name) (iOS \(version), Xcode \(xcode)): as checked above")
                    results.append((outcome.status, target.name, xcode, version, outcome.detail))
                    continue
                }
                log("\n=== \(target.name) (iOS \(version), Xcode \(xcode), module \(plan.module))")
                let outcome = try check(plan)
                log("   \(outcome.status): \(outcome.detail)")
                done[plan] = outcome
                results.append((outcome.status, target.name, xcode, version, outcome.detail))
            }
        }
        log("\n== summary (Xcode version: deployment target)")
        for result in results {
            log(
                "\(pad(result.status, 4)) \(pad(result.name, 16)) Xcode \(pad(result.xcode, 3)) iOS \(pad(result.version, 5)) \(result.detail)"
            )
        }
        return results.allSatisfy { $0.status == "PASS" } ? 0 : 1
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
    }

    private func countOurs(_ output: String, _ kind: String) -> Int {
        Diagnostics.countOurs(output, kind: kind, root: root, work: work)
    }

    /// The modules `target` needs, dependencies first, and the problems that stop its check.
    /// Los módulos que necesita el target, dependencias antes, y los problemas que impiden comprobarlo.
    func needs(of target: CheckedTarget, among targets: [CheckedTarget]) throws -> (needs: [Need], problems: [String]) {
        var needs: [Need] = []
        var problems: [String] = []
        let host = target.target.isUnitTestBundle ? try target.testHost(among: targets) : nil
        var products = try target.packageProducts()
        for product in try host?.packageProducts() ?? [] where !products.contains(product) { products.append(product) }
        for product in products {
            switch product {
            case .local(let name, let folder):
                for module in try LocalPackage.modules(describe: try describe(folder), product: name) {
                    needs.append(Need(module: module.name, files: module.sources, flags: [], isOurs: true))
                }
            case .remote(let name, let url):
                guard let found = thirdParty[name] else {
                    problems.append("\(name) (\(url)): pass its sources with --thirdparty (see --help)")
                    continue
                }
                needs.insert(
                    Need(
                        module: name, files: Self.swiftFiles(in: found.folder),
                        flags: found.flags + ["-suppress-warnings"],
                        isOurs: false), at: 0)
            }
        }
        if let host {
            if let xctest = thirdParty["XCTest"] {
                // its open-source API uses Swift concurrency without availability guards
                // su API de código abierto usa concurrencia sin guardas de disponibilidad
                let flags = ["-Xfrontend", "-disable-availability-checking", "-suppress-warnings"]
                needs.insert(
                    Need(module: "XCTest", files: Self.swiftFiles(in: xctest.folder), flags: flags, isOurs: false),
                    at: 0)
            } else {
                problems.append("XCTest: pass swift-corelibs-xctest with --thirdparty (see --help)")
            }
            needs.append(
                Need(
                    module: try host.module(), files: try host.swiftFiles().files,
                    flags: ["-enable-testing"] + (try host.conditions()), isOurs: true))
        }
        var seen: Set<String> = []
        return (needs.filter { seen.insert($0.module).inserted }, problems)
    }

    /// What checking `target` at iOS `version` gives the compiler. / Lo que recibe el compilador.
    func plan(_ target: CheckedTarget, version: String, among targets: [CheckedTarget]) throws -> Plan {
        let (files, missing) = try target.swiftFiles()
        let (needs, problems) = try needs(of: target, among: targets)
        return Plan(
            module: try target.module(), version: version, swiftVersion: try target.swiftVersion(), files: files,
            flags: try target.conditions(), needs: needs,
            problems: problems + missing.map { "synchronized folder \($0) does not exist" })
    }

    /// Checks one target at one iOS version. / Comprueba un target en una versión de iOS.
    func check(_ plan: Plan) throws -> Outcome {
        plan.problems.forEach { log("   error: \($0)") }
        guard plan.problems.isEmpty else {
            return Outcome(status: "FAIL", detail: "not checked: \(plan.problems.count) setup problems above")
        }
        let key = "\(plan.version)|\(plan.swiftVersion)"
        if compilers[key] == nil {
            compilers[key] = try Compiler(
                sdk: sdk, work: work, version: plan.version, swiftVersion: plan.swiftVersion,
                compilerVersion: compilerVersion)
        }
        guard let compiler = compilers[key] else { fatalError("compiler just made") }
        var inputs: [(String, String)] = []
        var warnings = 0
        var search: [String] = []
        for need in plan.needs {
            // a clang module search path (Firebase's headers) serves every later module too
            // una ruta de módulos clang (cabeceras de Firebase) sirve a todos los módulos siguientes
            search += need.flags.filter { $0.hasPrefix("-I") && !search.contains($0) }
            let built = try compiler.buildModule(
                need.module, files: need.files, inputs: inputs, flags: need.flags + search)
            let output = built.output.trimmingCharacters(in: .whitespacesAndNewlines)
            if !output.isEmpty, need.isOurs || !built.ok { log(output) }
            guard built.ok, let folder = built.folder else {
                return Outcome(status: "FAIL", detail: "module \(need.module) does not compile")
            }
            warnings += need.isOurs ? countOurs(built.output, "warning") : 0
            log("   module \(need.module): \(need.files.count) files")
            inputs.removeAll { $0.0 == need.module }
            inputs.append((need.module, folder))
        }
        let checked = try compiler.check(plan.module, files: plan.files, inputs: inputs, flags: plan.flags + search)
        let output = checked.output.trimmingCharacters(in: .whitespacesAndNewlines)
        if !output.isEmpty { log(output) }
        warnings += countOurs(checked.output, "warning")
        let detail = "\(plan.files.count) files" + (warnings > 0 ? ", \(warnings) warnings from our code" : "")
        guard checked.ok else {
            return Outcome(status: "FAIL", detail: "\(countOurs(checked.output, "error")) errors, " + detail)
        }
        return Outcome(status: warnings > 0 ? "FAIL" : "PASS", detail: detail)
    }

    /// `swift package describe` of a local package (its own scratch folder: .build is untouched).
    /// La descripción de un paquete local (con su propia carpeta de trabajo).
    private func describe(_ folder: String) throws -> [String: Any] {
        if let known = describes[folder] { return known }
        let result = try Shell.run([
            "swift", "package", "--package-path", folder, "--scratch-path", work + "/describe", "describe", "--type",
            "json",
        ])
        let text = result.text
        guard result.status == 0, let brace = text.firstIndex(of: "{"),
            let json = try? JSONSerialization.jsonObject(with: Data(text[brace...].utf8)) as? [String: Any]
        else { throw SetupError("`swift package describe` failed in \(folder):\n\(result.combined)") }
        describes[folder] = json
        return json
    }

    static func swiftFiles(in folder: String) -> [String] {
        let manager = FileManager.default
        var out: [String] = []
        func visit(_ path: String) {
            for name in ((try? manager.contentsOfDirectory(atPath: path)) ?? []).sorted() {
                let child = path + "/" + name
                var isFolder: ObjCBool = false
                guard manager.fileExists(atPath: child, isDirectory: &isFolder) else { continue }
                if isFolder.boolValue, (try? manager.destinationOfSymbolicLink(atPath: child)) == nil {
                    visit(child)
                } else if name.hasSuffix(".swift") {
                    out.append(child)
                }
            }
        }
        visit(folder)
        return out
    }
}
