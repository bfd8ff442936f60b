import Foundation

/// What Xcode would rewrite or warn about on first open: `compatibilityVersion` in format 77,
/// `TargetAttributes` (`CreatedOnToolsVersion`, the test bundles' `TestTargetID`), shared schemes
/// that match the project (`LastUpgradeVersion`, target ids), and base configuration files.
/// Lo que Xcode reescribiría o avisaría al abrir el proyecto: `compatibilityVersion` en el formato
/// 77, `TargetAttributes`, esquemas compartidos coherentes con el proyecto y archivos `.xcconfig`.
extension ProjectFileCheck {
    static let testBundleTypes: Set<String> = [
        "com.apple.product-type.bundle.unit-test", "com.apple.product-type.bundle.ui-testing",
    ]

    /// Format 77 (Xcode 16) has no `compatibilityVersion`; Xcode removes it on first open.
    /// El formato 77 no tiene `compatibilityVersion`; Xcode lo borra al abrir.
    func formatAttributes(_ project: XcodeProject, path: String) -> [Finding] {
        guard let version = project.objectVersion, version >= 77,
            let compatibility = project.project["compatibilityVersion"] as? String
        else { return [] }
        return [
            finding(
                Self.firstOpen, path,
                "compatibilityVersion \"\(compatibility)\" in a project of objectVersion \(version): this format has none and Xcode removes it on first open; drop it from Scripts/generate_xcodeproj.py and regenerate"
            )
        ]
    }

    /// Every target has `TargetAttributes` with `CreatedOnToolsVersion`; every test bundle names
    /// its host app in `TestTargetID`. / Cada target tiene `TargetAttributes`; cada bundle de
    /// pruebas nombra su app anfitriona en `TestTargetID`.
    func targetAttributes(_ project: XcodeProject, path: String) -> [Finding] {
        let attributes = project.project["attributes"] as? [String: Any] ?? [:]
        let entries = attributes["TargetAttributes"] as? [String: Any] ?? [:]
        let targets = Dictionary(project.nativeTargets.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var findings: [Finding] = []
        for id in entries.keys.sorted() where targets[id] == nil {
            findings.append(
                finding(
                    Self.firstOpen, path,
                    "TargetAttributes names \(id), which is not a target of the project; regenerate with Scripts/generate_xcodeproj.py"
                ))
        }
        for target in project.nativeTargets {
            guard let entry = entries[target.id] as? [String: Any] else {
                findings.append(
                    finding(
                        Self.firstOpen, path,
                        "target \(target.name) has no TargetAttributes entry (CreatedOnToolsVersion\(Self.testBundleTypes.contains(target.productType) ? ", TestTargetID" : "")); Xcode adds it on first open — write it in Scripts/generate_xcodeproj.py"
                    ))
                continue
            }
            if entry["CreatedOnToolsVersion"] == nil {
                findings.append(
                    finding(
                        Self.firstOpen, path, "target \(target.name): TargetAttributes has no CreatedOnToolsVersion"))
            }
            guard Self.testBundleTypes.contains(target.productType) else { continue }
            findings += testTargetID(entry["TestTargetID"] as? String, of: target, targets: targets, path: path)
        }
        return findings
    }

    private func testTargetID(_ id: String?, of bundle: NativeTarget, targets: [String: NativeTarget], path: String)
        -> [Finding]
    {
        guard let id else {
            return [
                finding(
                    Self.firstOpen, path,
                    "test bundle \(bundle.name): TargetAttributes has no TestTargetID (the app that hosts it); Xcode adds it on first open"
                )
            ]
        }
        let host = Self.hostApp(of: bundle)
        guard let target = targets[id] else {
            return [
                finding(
                    Self.firstOpen, path,
                    "test bundle \(bundle.name): TestTargetID \(id) is not a target of the project")
            ]
        }
        if !target.isApplication || (host != nil && host != target.name) {
            let expected = host.map { "the app its TEST_HOST runs (\($0).app)" } ?? "an application target"
            return [
                finding(
                    Self.firstOpen, path,
                    "test bundle \(bundle.name): TestTargetID \(id) is \(target.name), but should be \(expected)")
            ]
        }
        return []
    }

    /// The app named by `TEST_HOST` (`…/Estados.app/…`). / La app que nombra `TEST_HOST`.
    static func hostApp(of bundle: NativeTarget) -> String? {
        guard let host = bundle.setting("TEST_HOST"), let range = host.range(of: ".app/") ?? host.range(of: ".app")
        else { return nil }
        return host[..<range.lowerBound].split(separator: "/").last.map(String.init)
    }

    /// Shared schemes: one per app target (CI runs `xcodebuild -scheme`), `LastUpgradeVersion`
    /// equal to the project's `LastUpgradeCheck`, every `BlueprintIdentifier` a target of that name.
    /// Esquemas compartidos: uno por app, `LastUpgradeVersion` igual a `LastUpgradeCheck` y cada
    /// `BlueprintIdentifier` un target con ese nombre.
    func sharedSchemes(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        let folder = (path as NSString).deletingLastPathComponent + "/xcshareddata/xcschemes/"
        let schemes = repository.appFiles.filter { $0.hasPrefix(folder) && $0.hasSuffix(".xcscheme") }
        let attributes = project.project["attributes"] as? [String: Any] ?? [:]
        let upgradeCheck = attributes["LastUpgradeCheck"] as? String
        let targets = Dictionary(project.nativeTargets.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var findings: [Finding] = []
        var built: Set<String> = []
        for scheme in schemes {
            let root: MarkupNode
            switch repository.markup(scheme) {
            case .success(let node): root = node
            case .failure(let error):
                findings.append(finding(Self.scheme, scheme, line: error.line, "cannot read the scheme: \(error)"))
                continue
            }
            let version = root["LastUpgradeVersion"]
            if version != upgradeCheck {
                findings.append(
                    finding(
                        Self.scheme, scheme, line: root.line,
                        "LastUpgradeVersion \(version ?? "(none)") differs from the project's LastUpgradeCheck \(upgradeCheck ?? "(none)"); Xcode rewrites one of them on first open — regenerate with Scripts/generate_xcodeproj.py"
                    ))
            }
            for reference in root.allNodes where reference.name == "BuildableReference" {
                let id = reference["BlueprintIdentifier"] ?? ""
                let name = reference["BlueprintName"] ?? "?"
                guard let target = targets[id], target.name == name else {
                    let actual = targets[id].map { "is target \($0.name)" } ?? "is not a target of the project"
                    findings.append(
                        finding(
                            Self.scheme, scheme, line: reference.line,
                            "BuildableReference \(name) (BlueprintIdentifier \(id)) \(actual); regenerate with Scripts/generate_xcodeproj.py"
                        ))
                    continue
                }
                if reference.ancestors.contains(where: { $0.name == "BuildAction" }) { built.insert(target.name) }
            }
        }
        for app in project.nativeTargets where app.isApplication && !built.contains(app.name) {
            findings.append(
                finding(
                    Self.scheme, path,
                    "app target \(app.name) has no shared scheme that builds it (\(folder)\(app.name).xcscheme); `xcodebuild -scheme \(app.name)` on CI and Scripts/run-ios need one"
                ))
        }
        return findings
    }

    /// Every `baseConfigurationReference` file exists, and so does every file it `#include`s at any
    /// depth without `?` (an optional `#include?`, like the git-ignored Signing.xcconfig, may be absent).
    /// Cada archivo `baseConfigurationReference` existe, y también lo que incluye sin `?` a cualquier profundidad.
    func baseConfigurations(_ project: XcodeProject, repository: Repository, path: String) -> [Finding] {
        var findings: [Finding] = []
        var reported: Set<String> = []
        for id in project.baseConfigurationReferences {
            let file = Self.repositoryRelative(
                project.sourceRoot.appendingPathComponent(project.path(ofGroup: id)), root: repository.root)
            guard repository.exists(file) else {
                findings.append(
                    finding(
                        Self.missingFile, path,
                        "baseConfigurationReference \(id) points to \(file), which does not exist; restore it or regenerate the project"
                    ))
                continue
            }
            for problem in XCConfigFile(path: file, repository: repository).problems
            where reported.insert(problem.description).inserted {
                findings.append(
                    finding(
                        Self.missingFile, problem.path, line: problem.line,
                        "\(problem.reason) (read from \(file)); builds fail without it — use #include? for an optional file"
                    ))
            }
        }
        return findings
    }

    /// `url` relative to the repository root, with `..` resolved. / `url` relativa a la raíz.
    static func repositoryRelative(_ url: URL, root: URL) -> String {
        let path = url.standardizedFileURL.path
        let base = root.standardizedFileURL.path
        return path.hasPrefix(base + "/") ? String(path.dropFirst(base.count + 1)) : path
    }
}
