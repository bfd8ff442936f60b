import Foundation

/// The Xcode project and property lists: `plutil -lint` on the pbxproj, every Info.plist and
/// `.strings` file; every object reference resolves; object ids are 24 upper-case hex digits;
/// every target has a deployment target and a bundle id in every configuration; every app target
/// links the package products it imports; synchronized folders and Info.plist files exist; what
/// Xcode would rewrite on first open (see `ProjectFileCheck+Xcode.swift`).
/// El proyecto Xcode y las plists: `plutil -lint`, referencias resueltas, ids bien formados,
/// deployment target y bundle id, productos enlazados según los `import`, carpetas existentes.
public struct ProjectFileCheck: ProjectCheck {
    public let name = "project"

    /// Keys whose values are object ids. / Claves cuyos valores son ids de objetos.
    static let referenceKeys: Set<String> = [
        "buildConfigurationList", "buildConfigurations", "buildPhases", "dependencies", "target", "targetProxy",
        "files", "fileRef", "productRef", "package", "packageReferences", "packageProductDependencies",
        "fileSystemSynchronizedGroups", "exceptions", "children", "mainGroup", "productRefGroup",
        "productReference", "rootObject", "containerPortal", "remoteGlobalIDString", "targets",
        "baseConfigurationReference",
    ]

    public init() {}

    public func run(on repository: Repository) -> [Finding] {
        var findings = lint(repository)
        guard let projectPath = repository.projectPath else {
            return findings + [
                finding(Self.unreadable, "Apps", "no Xcode project: expected Apps/<Name>.xcodeproj/project.pbxproj")
            ]
        }
        guard let project = repository.project else {
            return findings + [
                finding(Self.unreadable, projectPath, "cannot read the project: \(repository.projectError ?? "?")")
            ]
        }
        findings += references(project, path: projectPath)
        findings += objectIDs(project, path: projectPath)
        findings += settings(project, repository: repository, path: projectPath)
        findings += folders(project, repository: repository, path: projectPath)
        findings += linkedProducts(project, repository: repository, path: projectPath)
        findings += localProducts(project, repository: repository, path: projectPath)
        findings += formatAttributes(project, path: projectPath)
        findings += targetAttributes(project, path: projectPath)
        findings += sharedSchemes(project, repository: repository, path: projectPath)
        findings += baseConfigurations(project, repository: repository, path: projectPath)
        findings += resolvedPins(project, repository: repository, path: projectPath)
        for app in repository.apps {
            guard let (plistPath, plist) = app.infoPlistContents(in: repository) else { continue }
            findings += infoPlistClasses(app, plist: plist, path: plistPath, repository: repository)
            findings += infoPlistFonts(app, plist: plist, path: plistPath)
            findings += usageDescriptions(app, plist: plist, path: plistPath, repository: repository)
        }
        return findings
    }

    // MARK: Rules / Reglas

    func lint(_ repository: Repository) -> [Finding] {
        let files = repository.appFiles.filter {
            $0.hasSuffix("project.pbxproj") || ($0 as NSString).lastPathComponent == "Info.plist"
                || $0.hasSuffix(".strings") || $0.hasSuffix(".stringsdict") || $0.hasSuffix(".plist")
        }
        do {
            let failures = try PlistTool.lint(files.map(repository.url))
            return files.compactMap { path in
                failures[repository.url(path)].map {
                    finding(Self.plistLint, path, line: $0.line, "plutil -lint fails: \($0.reason)")
                }
            }
        } catch {
            return [finding(Self.plistLint, repository.projectPath ?? "Apps", "cannot run plutil: \(error)")]
        }
    }

    func references(_ project: XcodeProject, path: String) -> [Finding] {
        var findings: [Finding] = []
        if project.objects[project.rootObject] == nil {
            findings.append(
                finding(
                    Self.danglingReference, path, "rootObject \"\(project.rootObject)\" is not an object of the project"
                ))
        }
        for (id, object) in project.objects.sorted(by: { $0.key < $1.key }) {
            let isa = object["isa"] as? String ?? "object"
            for key in Self.referenceKeys.sorted() {
                for reference in XcodeProject.references(object[key]) where project.objects[reference] == nil {
                    findings.append(
                        finding(
                            Self.danglingReference, path,
                            "\(isa) \(id): \(key) refers to \"\(reference)\", which is not an object of the project; remove the reference or restore the object (Scripts/generate_xcodeproj.py rewrites the file)"
                        ))
                }
            }
        }
        return findings
    }

    func objectIDs(_ project: XcodeProject, path: String) -> [Finding] {
        project.objects.keys.sorted().filter { !Self.isWellFormedID($0) }.map {
            finding(
                Self.objectID, path,
                "object id \"\($0)\" (\(project.objects[$0]?["isa"] as? String ?? "object")) is not 24 upper-case hexadecimal digits"
            )
        }
    }

    static func isWellFormedID(_ id: String) -> Bool {
        id.count == 24 && id.allSatisfy { ("0"..."9").contains($0) || ("A"..."F").contains($0) }
    }

    /// Every configuration of every target has a non-empty PRODUCT_BUNDLE_IDENTIFIER for each SDK,
    /// read through the evaluator (an `.xcconfig` may set it; `$(NOPE)` expands to nothing).
    /// Cada configuración tiene un PRODUCT_BUNDLE_IDENTIFIER no vacío tras evaluarlo, para cada SDK.
    func settings(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        var findings: [Finding] = []
        for target in project.nativeTargets {
            if target.configurations.isEmpty {
                findings.append(
                    finding(Self.bundleIdentifier, path, "target \(target.name) has no build configurations"))
            }
            for configuration in target.configurations {
                let empty = Self.sdks.filter { sdk in
                    let settings = target.settings(configuration: configuration.name, environment: [:], sdk: sdk)
                    return (settings.value("PRODUCT_BUNDLE_IDENTIFIER") ?? "").isEmpty
                }
                guard !empty.isEmpty else { continue }
                findings.append(
                    finding(
                        Self.bundleIdentifier, path,
                        "target \(target.name), configuration \(configuration.name): PRODUCT_BUNDLE_IDENTIFIER is unset or empty once expanded (\(empty.joined(separator: ", ")))"
                    ))
            }
        }
        return findings + deploymentTargets(project, repository: repository, path: path)
    }

    /// The SDKs every setting is evaluated for (arm64), as the type-check does; a condition such as
    /// `KEY[sdk=iphoneos*]` applies where it matches. / Los SDK para los que se evalúa cada ajuste.
    static let sdks = ["iphoneos", "iphonesimulator"]

    /// Xcode versions the deployment target is resolved for (`XCODE_VERSION_MAJOR`): 16 and 26 build
    /// iOS 12, 27 builds 15.0 and up, and 99 stands for any Xcode not yet released.
    /// Versiones de Xcode para las que se resuelve el deployment target; 99 = una aún no publicada.
    static let xcodeVersions = ["1600", "2600", "2700", "9900"]
    /// The lowest iOS that Xcode 27 (and so any later one) builds. / El iOS más bajo que compila Xcode 27.
    static let raisedFloor = [15, 0]
    static let firstXcodeWithRaisedFloor = "2700"
    static let scopes = sdks.flatMap { sdk in xcodeVersions.map { (sdk: sdk, xcode: $0) } }

    /// Every target resolves IPHONEOS_DEPLOYMENT_TARGET (pbxproj and `.xcconfig` levels, as Xcode
    /// does) to a version for every SDK and Xcode above; from Xcode 27 on it is at least 15.0; a test bundle
    /// deploys where its host app does.
    /// Cada target resuelve su deployment target en cada Xcode; desde Xcode 27 es al menos 15.0;
    /// las pruebas siguen a su app anfitriona.
    func deploymentTargets(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        let targets = project.nativeTargets
        var resolved: [String: [String: String]] = [:]  // target -> "config/sdk/xcode" -> value
        var findings: [Finding] = []
        for target in targets {
            for configuration in target.configurations {
                for (sdk, xcode) in Self.scopes {
                    let value = target.settings(
                        configuration: configuration.name, environment: ["XCODE_VERSION_MAJOR": xcode], sdk: sdk
                    ).value("IPHONEOS_DEPLOYMENT_TARGET")
                    let context =
                        "target \(target.name), configuration \(configuration.name), \(sdk), Xcode \(xcode.prefix(2))"
                    guard let value, let version = Self.version(value) else {
                        findings.append(
                            finding(
                                Self.deploymentTarget, path,
                                "\(context): no IPHONEOS_DEPLOYMENT_TARGET (target or project level, pbxproj or .xcconfig)\(value.map { " — got \"\($0)\"" } ?? "")"
                            ))
                        continue
                    }
                    resolved[target.name, default: [:]]["\(configuration.name)/\(sdk)/\(xcode)"] = value
                    if xcode >= Self.firstXcodeWithRaisedFloor, Self.isBelow(version, Self.raisedFloor) {
                        findings.append(
                            finding(
                                Self.deploymentTarget, path,
                                "\(context): IPHONEOS_DEPLOYMENT_TARGET \(value) is below 15.0, which Xcode 27 refuses; decide it by XCODE_VERSION_MAJOR in the target's .xcconfig (see Config/Deployment.xcconfig)"
                            ))
                    }
                }
            }
        }
        for bundle in targets where Self.testBundleTypes.contains(bundle.productType) {
            guard let host = Self.hostApp(of: bundle), let hostValues = resolved[host],
                let own = resolved[bundle.name], own != hostValues
            else { continue }
            let differing = own.keys.sorted().filter { own[$0] != hostValues[$0] }.map {
                "\($0): \(own[$0] ?? "-") vs \(hostValues[$0] ?? "-")"
            }
            findings.append(
                finding(
                    Self.testBundleDeployment, path,
                    "test bundle \(bundle.name) deploys elsewhere than its host \(host) (\(differing.joined(separator: ", "))); give it the host's .xcconfig"
                ))
        }
        return findings
    }

    /// "12.0" → [12, 0]. / "12.0" → [12, 0].
    static func version(_ text: String) -> [Int]? {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
        guard !parts.isEmpty, parts.count <= 3, parts.allSatisfy({ $0 != nil }) else { return nil }
        return parts.compactMap { $0 }
    }

    /// Compares versions as numbers, missing components being 0 (`15` is 15.0).
    /// Compara versiones como números; un componente ausente vale 0 (`15` es 15.0).
    static func isBelow(_ version: [Int], _ floor: [Int]) -> Bool {
        let count = max(version.count, floor.count)
        let pad = { (parts: [Int]) in parts + Array(repeating: 0, count: count - parts.count) }
        return pad(version).lexicographicallyPrecedes(pad(floor))
    }

    func folders(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        var findings: [Finding] = []
        let synchronized = project.objects.filter { $0.value["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" }
        for id in synchronized.keys.sorted() {
            let folder = repository.repositoryPath(projectRelative: project.path(ofGroup: id))
            var isFolder: ObjCBool = false
            if !FileManager.default.fileExists(atPath: repository.url(folder).path, isDirectory: &isFolder)
                || !isFolder.boolValue
            {
                findings.append(
                    finding(
                        Self.missingFile, path,
                        "synchronized folder \(id) points to \(folder), which does not exist; create it or remove the folder"
                    ))
            }
        }
        for target in project.nativeTargets {
            guard let plist = target.setting("INFOPLIST_FILE") else { continue }
            let file = repository.repositoryPath(projectRelative: plist)
            if !repository.exists(file) {
                findings.append(
                    finding(
                        Self.missingFile, path,
                        "target \(target.name): INFOPLIST_FILE \(plist) does not exist (expected \(file))"))
            }
        }
        for (id, object) in project.objects where object["isa"] as? String == "XCLocalSwiftPackageReference" {
            let relative = object["relativePath"] as? String ?? ""
            let folder = repository.repositoryPath(projectRelative: relative)
            let package = project.sourceRoot.appendingPathComponent(relative).appendingPathComponent("Package.swift")
            if !FileManager.default.fileExists(atPath: package.path) {
                findings.append(
                    finding(
                        Self.missingFile, path,
                        "local package \(id): relativePath \"\(relative)\" (\(folder)) has no Package.swift"))
            }
        }
        return findings
    }

    func linkedProducts(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        // Products of remote packages named anywhere in the project. / Productos de paquetes remotos.
        let remoteProducts = Set(
            project.objects.values.filter { object in
                object["isa"] as? String == "XCSwiftPackageProductDependency"
                    && (object["package"] as? String).flatMap { project.objects[$0]?["isa"] as? String }
                        == "XCRemoteSwiftPackageReference"
            }.compactMap { $0["productName"] as? String })
        var findings: [Finding] = []
        // Apps link what they import; a hosted test bundle declares it too (built before it, its code
        // reached through the host). / Las apps enlazan lo que importan; las pruebas lo declaran.
        let bundles = (repository.project?.nativeTargets ?? []).filter { Self.testBundleTypes.contains($0.productType) }
            .map { AppTarget(target: $0, repository: repository) }
        for app in repository.apps + bundles {
            let linked = Set(app.target.packageProducts.map(\.productName))
            var reported: Set<String> = []
            for file in app.swiftFiles {
                for (module, line) in repository.swiftSource(file).imports {
                    let isLocal = repository.packageModules.contains(module)
                    guard isLocal || remoteProducts.contains(module), !linked.contains(module),
                        reported.insert(module).inserted
                    else { continue }
                    let origin = isLocal ? "the local package (Sources/\(module))" : "a remote package of the project"
                    findings.append(
                        finding(
                            Self.unlinkedImport, file, line: line,
                            "target \(app.name) imports \(module), a product of \(origin), but does not link it; add it to the target's packageProductDependencies in Scripts/generate_xcodeproj.py and regenerate"
                        ))
                }
            }
        }
        return findings
    }

    /// When the project's `Package.resolved` is committed, it pins every remote package at the exact
    /// version the project requires (Xcode would otherwise re-resolve on open and rewrite it).
    /// Si el `Package.resolved` del proyecto está versionado, fija cada paquete remoto en la versión exacta.
    func resolvedPins(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        let resolved =
            (path as NSString).deletingLastPathComponent + "/project.xcworkspace/xcshareddata/swiftpm/Package.resolved"
        guard repository.exists(resolved) else { return [] }
        let regenerate = "; regenerate it with Scripts/resolve_app_packages.py"
        guard let data = try? Data(contentsOf: repository.url(resolved)),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let pins = json["pins"] as? [[String: Any]]
        else {
            return [
                finding(Self.resolvedPins, resolved, "cannot read the pins (JSON with a \"pins\" list)\(regenerate)")
            ]
        }
        // Same repository whatever the case or a trailing ".git". / Mismo repositorio con o sin ".git".
        func key(_ url: String) -> String {
            var text = url.lowercased()
            while text.hasSuffix("/") { text.removeLast() }
            return text.hasSuffix(".git") ? String(text.dropLast(4)) : text
        }
        var pinned: [String: String] = [:]
        for pin in pins {
            guard let location = pin["location"] as? String else { continue }
            pinned[key(location)] = (pin["state"] as? [String: Any])?["version"] as? String ?? "(no version)"
        }
        let remotes = project.objects.values.filter { $0["isa"] as? String == "XCRemoteSwiftPackageReference" }
        return remotes.compactMap { object -> (String, String)? in
            guard let url = object["repositoryURL"] as? String,
                let requirement = object["requirement"] as? [String: Any],
                requirement["kind"] as? String == "exactVersion", let version = requirement["version"] as? String
            else { return nil }
            return (url, version)
        }.sorted { $0.0 < $1.0 }.compactMap { url, version in
            guard let found = pinned[key(url)] else {
                return finding(
                    Self.resolvedPins, resolved,
                    "no pin for \(url), which the project requires at exactly \(version)\(regenerate)")
            }
            guard found != version else { return nil }
            return finding(
                Self.resolvedPins, resolved,
                "\(url) pinned at \(found), but the project requires exactly \(version)\(regenerate)")
        }
    }

    // MARK: Info.plist contents / Contenido del Info.plist

    /// Scene delegate classes named by the scene manifest exist in the target (else: black screen).
    /// Las clases de scene delegate del manifiesto existen en el target (si no: pantalla negra).
    func infoPlistClasses(_ app: AppTarget, plist: [String: Any], path: String, repository: Repository) -> [Finding] {
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        let names = roles.values.compactMap { $0 as? [[String: Any]] }.joined().compactMap {
            $0["UISceneDelegateClassName"] as? String
        }
        let classes = ClassIndex(swiftFiles: app.swiftFiles, repository: repository)
        return Set(names).sorted().compactMap { name in
            let className = String(name.split(separator: ".").last ?? "")
            guard classes.classes[className] == nil else { return nil }
            return finding(
                Self.infoPlistClass, path,
                "UISceneDelegateClassName \"\(name)\": no Swift file of target \(app.name) declares `class \(className)`"
            )
        }
    }

    /// Every font in `UIAppFonts` is a file of the target. / Cada fuente de `UIAppFonts` está en el target.
    func infoPlistFonts(_ app: AppTarget, plist: [String: Any], path: String) -> [Finding] {
        let bundled = Set(app.files.map { ($0 as NSString).lastPathComponent })
        return (plist["UIAppFonts"] as? [String] ?? []).filter { !bundled.contains(($0 as NSString).lastPathComponent) }
            .map {
                finding(
                    Self.infoPlistFont, path, "UIAppFonts lists \"\($0)\", which is not a file of target \(app.name)")
            }
    }

    /// Privacy-sensitive APIs and the Info.plist key iOS requires before using them.
    /// APIs sensibles y la clave de Info.plist que iOS exige antes de usarlas.
    static let usageRequirements: [(key: String, pattern: TextPattern, what: String)] = [
        (
            "NSFaceIDUsageDescription", TextPattern(#"(?m)^\s*import\s+LocalAuthentication\b"#),
            "LocalAuthentication (Face ID)"
        ),
        (
            "NSCameraUsageDescription", TextPattern(#"sourceType\s*=\s*\.camera\b|AVCaptureDevice\.requestAccess"#),
            "the camera"
        ),
        ("NSPhotoLibraryUsageDescription", TextPattern(#"PHPhotoLibrary\.requestAuthorization"#), "the photo library"),
        (
            "NSPhotoLibraryAddUsageDescription", TextPattern(#"UIImageWriteToSavedPhotosAlbum|PHAssetChangeRequest"#),
            "saving to the photo library"
        ),
        (
            "NSLocationWhenInUseUsageDescription", TextPattern(#"requestWhenInUseAuthorization\("#),
            "location when in use"
        ),
        (
            "NSLocationAlwaysAndWhenInUseUsageDescription", TextPattern(#"requestAlwaysAuthorization\("#),
            "location always"
        ),
        ("NSMicrophoneUsageDescription", TextPattern(#"requestRecordPermission"#), "the microphone"),
    ]

    func usageDescriptions(_ app: AppTarget, plist: [String: Any], path: String, repository: Repository) -> [Finding] {
        Self.usageRequirements.filter { plist[$0.key] == nil }.compactMap { requirement in
            for file in app.swiftFiles {
                let source = repository.swiftSource(file)
                if let match = requirement.pattern.firstMatch(in: source.skeleton) {
                    return finding(
                        Self.usageDescription, file, line: source.line(of: match.range.location),
                        "target \(app.name) uses \(requirement.what) but \(path) has no \(requirement.key); iOS refuses or terminates the app without it"
                    )
                }
            }
            return nil
        }
    }
}
