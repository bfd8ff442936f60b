import Foundation
import ProjectChecks

/// A target of the project as the type-check sees it for one Xcode version: its settings
/// (Debug, evaluated by `BuildSettingsResolver`), module name, Swift files and package products.
/// Un target del proyecto como lo ve el type-check para una versión de Xcode.
public struct CheckedTarget {
    public let target: NativeTarget
    public let settings: BuildSettingsResolver
    public let project: XcodeProject

    public var name: String { target.name }

    /// Every native target with its Debug settings for `XCODE_VERSION_MAJOR` = `xcodeMajor`;
    /// a missing required `#include` or configuration is a setup error.
    /// Cada target con sus ajustes de Debug para esa versión de Xcode.
    public static func all(in project: XcodeProject, xcodeMajor: String, sdk: String = "iphoneos") throws
        -> [CheckedTarget]
    {
        try project.nativeTargets.map { target in
            guard target.configurations.contains(where: { $0.name == "Debug" }) else {
                throw SetupError("\(target.name): no build configuration named Debug")
            }
            let settings = target.settings(
                configuration: "Debug", environment: ["XCODE_VERSION_MAJOR": xcodeMajor, "SDK_NAME": sdk],
                conditions: ["sdk": sdk, "arch": "arm64"])
            if !settings.problems.isEmpty { throw SetupError(settings.problems.joined(separator: "\n")) }
            return CheckedTarget(target: target, settings: settings, project: project)
        }
    }

    /// A setting's value ("" when unset); an evaluation error is a setup error.
    /// El valor de un ajuste ("" si no está); un error de evaluación es de preparación.
    public func setting(_ key: String) throws -> String {
        do { return try settings.evaluate(key) ?? "" } catch { throw SetupError("\(name): \(error)") }
    }

    /// PRODUCT_MODULE_NAME, else PRODUCT_NAME, else the target's name, as a C99 identifier.
    public func module() throws -> String {
        let module = try setting("PRODUCT_MODULE_NAME")
        let product = try setting("PRODUCT_NAME")
        let name = !module.isEmpty ? module : !product.isEmpty ? product : target.name
        return String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// IPHONEOS_DEPLOYMENT_TARGET as "12.0", or nil when unset or not a version.
    /// El deployment target como "12.0", o nil si falta o no es una versión.
    public func deploymentTarget() throws -> String? {
        let value = try setting("IPHONEOS_DEPLOYMENT_TARGET")
        let parts = value.split(separator: ".", omittingEmptySubsequences: false)
        guard !value.isEmpty, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) else { return nil }
        return parts.count > 1 ? value : value + ".0"
    }

    /// `-D` flags of SWIFT_ACTIVE_COMPILATION_CONDITIONS. / Las condiciones de compilación.
    public func conditions() throws -> [String] {
        try setting("SWIFT_ACTIVE_COMPILATION_CONDITIONS").split(separator: " ").map { "-D\($0)" }
    }

    /// SWIFT_VERSION without ".0" ("5" when unset). / La versión de Swift.
    public func swiftVersion() throws -> String {
        let value = try setting("SWIFT_VERSION")
        return value.isEmpty ? "5" : value.hasSuffix(".0") ? String(value.dropLast(2)) : value
    }

    /// The app a unit-test bundle runs in (TEST_HOST names its .app). / La app anfitriona.
    public func testHost(among targets: [CheckedTarget]) throws -> CheckedTarget? {
        let host = try setting("TEST_HOST")
        return targets.first { $0.target.isApplication && host.contains("/\($0.name).app/") }
    }

    /// (Swift files, missing synchronized folders), absolute and sorted. Only Xcode 16 synchronized
    /// folders are read: an exception set for the target takes files out of a folder it owns, or adds
    /// them from one it does not own (`NativeTarget.borrowedFolders`).
    /// Archivos Swift del target: carpetas sincronizadas y sus excepciones de pertenencia.
    public func swiftFiles() throws -> (files: [String], missing: [String]) {
        guard target.sourcesPhaseFileCount == 0 else {
            throw SetupError("\(name): files listed in the Sources phase; this tool reads synchronized folders only")
        }
        var files: Set<String> = []
        var missing: [String] = []
        for folder in target.synchronizedFolders {
            let root = absolute(folder.path)
            guard FileManager.default.isFolder(root) else {
                missing.append(root)
                continue
            }
            for file in Self.walk(root) where !folder.membershipExceptions.contains(where: { Self.listed(file, $0) }) {
                files.insert(root + "/" + file)
            }
        }
        for folder in target.borrowedFolders {
            let root = absolute(folder.path)
            for entry in folder.membershipExceptions.map({ $0.trimmingCharacters(in: CharacterSet(charactersIn: "/")) })
            {
                let path = root + "/" + entry
                if FileManager.default.isFolder(path) {
                    Self.walk(path).forEach { files.insert(path + "/" + $0) }
                } else {
                    files.insert(path)
                }
            }
        }
        return (files.filter { $0.hasSuffix(".swift") }.sorted(), missing)
    }

    /// A package product a target links. / Un producto de paquete que enlaza un target.
    public enum Product: Equatable {
        case local(name: String, folder: String)
        case remote(name: String, url: String)

        public var name: String {
            switch self {
            case .local(let name, _), .remote(let name, _): return name
            }
        }
    }

    public func packageProducts() throws -> [Product] {
        try target.packageProducts.map { product in
            switch product.packageKind {
            case "XCLocalSwiftPackageReference":
                return .local(name: product.productName, folder: absolute(product.packageLocation ?? ""))
            case "XCRemoteSwiftPackageReference":
                return .remote(name: product.productName, url: product.packageLocation ?? "")
            default: throw SetupError("\(name): product \(product.productName) has no package reference")
            }
        }
    }

    private func absolute(_ projectRelative: String) -> String {
        project.sourceRoot.appendingPathComponent(projectRelative).standardizedFileURL.path
    }

    private static func listed(_ file: String, _ exception: String) -> Bool {
        let name = exception.trimmingCharacters(in: CharacterSet(charactersIn: "/"))
        return file == name || file.hasPrefix(name + "/")
    }

    /// Files below `top` as a synchronized folder lists them: relative, sorted, hidden ones out,
    /// bundle folders (.xcassets, .bundle, .xcdatamodeld, .docc) not entered.
    /// Archivos bajo `top` como los lista una carpeta sincronizada.
    static func walk(_ top: String) -> [String] {
        let manager = FileManager.default
        var out: [String] = []
        func visit(_ relative: String) {
            let folder = relative.isEmpty ? top : top + "/" + relative
            for name in ((try? manager.contentsOfDirectory(atPath: folder)) ?? []).sorted() where !name.hasPrefix(".") {
                let path = relative.isEmpty ? name : relative + "/" + name
                let bundle = [".xcassets", ".bundle", ".xcdatamodeld", ".docc"].contains { name.hasSuffix($0) }
                if manager.isFolder(top + "/" + path) && !bundle { visit(path) } else { out.append(path) }
            }
        }
        visit("")
        return out.sorted()
    }
}

/// A local package product's Swift modules, dependencies first, from `swift package describe
/// --type json`. / Los módulos de un producto local, dependencias antes.
public enum LocalPackage {
    public struct Module: Equatable {
        public let name: String
        public let sources: [String]
    }

    public static func modules(describe: [String: Any], product: String) throws -> [Module] {
        let targets = (describe["targets"] as? [[String: Any]] ?? []).reduce(into: [String: [String: Any]]()) {
            $0[$1["name"] as? String ?? ""] = $1
        }
        let products = describe["products"] as? [[String: Any]] ?? []
        guard let found = products.first(where: { $0["name"] as? String == product }) else {
            throw SetupError("the local package has no product \(product)")
        }
        let root = describe["path"] as? String ?? ""
        var order: [Module] = []
        var visited: Set<String> = []
        func visit(_ name: String) throws {
            guard let target = targets[name], visited.insert(name).inserted else { return }
            for dependency in target["target_dependencies"] as? [String] ?? [] { try visit(dependency) }
            if !(target["product_dependencies"] as? [String] ?? []).isEmpty {
                throw SetupError("package target \(name) uses products of other packages; not supported")
            }
            let folder = root + "/" + (target["path"] as? String ?? "")
            order.append(
                Module(
                    name: target["c99name"] as? String ?? name,
                    sources: (target["sources"] as? [String] ?? []).map { folder + "/" + $0 }))
        }
        for name in found["targets"] as? [String] ?? [] { try visit(name) }
        return order
    }
}
