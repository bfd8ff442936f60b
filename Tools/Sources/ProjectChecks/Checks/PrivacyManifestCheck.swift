import Foundation

/// Privacy manifests: an app whose Swift code — its own files, or the files of the local package
/// libraries it links (and the local libraries those import) — calls a required-reason API has a
/// `PrivacyInfo.xcprivacy` in its target that declares that API's category with at least one
/// reason, every reason being one Apple defines for that category. Comments and string contents
/// never count as a use. Remote packages ship their own manifests and are not scanned.
///
/// Manifiestos de privacidad: una app cuyo código Swift — sus archivos o los de las bibliotecas
/// del paquete local que enlaza (y las locales que éstas importan) — usa una API de "motivo
/// requerido" tiene en su target un `PrivacyInfo.xcprivacy` que declara la categoría con al menos
/// un motivo, y cada motivo es uno de los que Apple define para ella. Comentarios y textos no
/// cuentan. Los paquetes remotos traen su propio manifiesto y no se analizan.
public struct PrivacyManifestCheck: ProjectCheck {
    public let name = "privacy"

    /// A required-reason API category: its manifest name, Apple's reason codes and the code that
    /// reveals a use. / Una categoría: su nombre en el manifiesto, los motivos y el código que la delata.
    struct Category {
        let name: String
        let reasons: Set<String>
        let pattern: TextPattern
    }

    static let manifestName = "PrivacyInfo.xcprivacy"

    /// Apple's list ("Describing use of required reason API"), matched on code without comments or
    /// string contents. / La lista de Apple, buscada en código sin comentarios ni textos.
    static let categories: [Category] = [
        Category(
            name: "NSPrivacyAccessedAPICategoryUserDefaults", reasons: ["CA92.1", "1C8F.1", "C56D.1", "AC6B.1"],
            pattern: TextPattern(#"\b(UserDefaults|NSUserDefaults)\b|@AppStorage\b"#)),
        Category(
            name: "NSPrivacyAccessedAPICategoryFileTimestamp", reasons: ["DDA9.1", "C617.1", "3B52.1", "0A2A.1"],
            pattern: TextPattern(
                #"\b(creationDateKey|contentModificationDateKey|contentAccessDateKey|attributeModificationDateKey|fileModificationDate|NSFileCreationDate|NSFileModificationDate)\b|\bFileAttributeKey\.(creationDate|modificationDate)\b|\[\s*\.(creationDate|modificationDate)\s*\]|(?<![\w.])(getattrlist|getattrlistbulk|fgetattrlist|getattrlistat|stat|fstat|fstatat|lstat)\s*\("#
            )),
        Category(
            name: "NSPrivacyAccessedAPICategorySystemBootTime", reasons: ["35F9.1", "8FFB.1", "3D61.1"],
            pattern: TextPattern(#"\bsystemUptime\b|(?<![\w.])mach_absolute_time\s*\("#)),
        Category(
            name: "NSPrivacyAccessedAPICategoryDiskSpace", reasons: ["85F4.1", "E174.1", "7D9E.1", "B728.1"],
            pattern: TextPattern(
                #"\b(volumeAvailableCapacityKey|volumeAvailableCapacityForImportantUsageKey|volumeAvailableCapacityForOpportunisticUsageKey|volumeTotalCapacityKey|systemFreeSize|systemSize|NSFileSystemFreeSize|NSFileSystemSize)\b|(?<![\w.])(statfs|statvfs|fstatfs|fstatvfs)\s*\("#
            )),
        Category(
            name: "NSPrivacyAccessedAPICategoryActiveKeyboards", reasons: ["3EC4.1", "54BD.1"],
            pattern: TextPattern(#"\bactiveInputModes\b"#)),
    ]

    /// The first use of a category in an app's code. / El primer uso de una categoría.
    struct Use {
        let path: String
        let line: Int
        let code: String
    }

    public init() {}

    public func run(on repository: Repository) -> [Finding] {
        repository.apps.flatMap { app in check(app, repository) }
    }

    func check(_ app: AppTarget, _ repository: Repository) -> [Finding] {
        let uses = Self.uses(in: Self.swiftFiles(of: app, repository), repository)
        guard !uses.isEmpty else { return [] }
        let manifests = app.files.filter { ($0 as NSString).lastPathComponent == Self.manifestName }
        guard let manifest = manifests.first else {
            return uses.map { category, use in
                finding(
                    Self.manifest, use.path, line: use.line,
                    "\(use.code) is a required-reason API (\(category)) used by app \(app.name), whose target has no \(Self.manifestName)\(excludedNote(app, repository)); add \(app.primaryFolder)/\(Self.manifestName) declaring \(category) with its reason"
                )
            }
        }
        guard let declared = Self.declaredCategories(repository.url(manifest)) else {
            return [
                finding(
                    Self.manifest, manifest,
                    "cannot read the privacy manifest: expected a property list with an NSPrivacyAccessedAPITypes array"
                )
            ]
        }
        var findings: [Finding] = []
        for (category, use) in uses.sorted(by: { $0.key < $1.key }) {
            guard let reasons = declared[category] else {
                findings.append(
                    finding(
                        Self.manifest, manifest,
                        "app \(app.name) uses \(category) (\(use.code) at \(use.path):\(use.line)) but the manifest does not declare it; add an NSPrivacyAccessedAPITypes entry with that NSPrivacyAccessedAPIType and its reason"
                    ))
                continue
            }
            findings += reasonFindings(category, reasons: reasons, manifest: manifest)
        }
        return findings
    }

    /// A declared category needs at least one reason, each one valid for it.
    /// Una categoría declarada necesita al menos un motivo, cada uno válido para ella.
    func reasonFindings(_ category: String, reasons: [String], manifest: String) -> [Finding] {
        guard let known = Self.categories.first(where: { $0.name == category })?.reasons else { return [] }
        guard !reasons.isEmpty else {
            return [
                finding(Self.reason, manifest, "\(category) is declared without a reason; add one of \(known.sorted())")
            ]
        }
        return reasons.filter { !known.contains($0) }.map { reason in
            finding(
                Self.reason, manifest,
                "\"\(reason)\" is not a reason Apple defines for \(category); use one of \(known.sorted())")
        }
    }

    /// Says when a manifest exists in the app's folder but is excluded from the target.
    /// Indica si hay un manifiesto en la carpeta de la app pero excluido del target.
    private func excludedNote(_ app: AppTarget, _ repository: Repository) -> String {
        let excluded = repository.appFiles.first { file in
            (file as NSString).lastPathComponent == Self.manifestName
                && app.folders.contains { file.hasPrefix($0 + "/") } && !app.files.contains(file)
        }
        return excluded.map { " (\($0) exists but is a membership exception of the target)" } ?? ""
    }

    // MARK: Code of an app / Código de una app

    /// The app's own Swift files plus those of the local libraries it links, following their
    /// imports of other local libraries. / Los archivos Swift de la app y de las bibliotecas locales.
    static func swiftFiles(of app: AppTarget, _ repository: Repository) -> [String] {
        var pending = app.target.packageProducts
            .filter { $0.packageKind == "XCLocalSwiftPackageReference" }
            .map(\.productName)
            .filter { repository.packageModules.contains($0) }
        var modules: Set<String> = []
        var files: [String] = []
        while let module = pending.popLast() {
            guard modules.insert(module).inserted else { continue }
            let moduleFiles = repository.packageSwiftFiles.filter { $0.hasPrefix("Sources/\(module)/") }
            files += moduleFiles
            for file in moduleFiles {
                for imported in repository.swiftSource(file).imports.map(\.module)
                where repository.packageModules.contains(imported) && !modules.contains(imported) {
                    pending.append(imported)
                }
            }
        }
        return app.swiftFiles + files.sorted()
    }

    /// The first use of each category in `files`. / El primer uso de cada categoría en `files`.
    static func uses(in files: [String], _ repository: Repository) -> [String: Use] {
        var uses: [String: Use] = [:]
        for file in files {
            let source = repository.swiftSource(file)
            for category in categories where uses[category.name] == nil {
                guard let match = category.pattern.firstMatch(in: source.skeleton) else { continue }
                let code = NSString(string: source.skeleton).substring(with: match.range)
                    .trimmingCharacters(in: CharacterSet(charactersIn: "([ \t"))
                uses[category.name] = Use(path: file, line: source.line(of: match.range.location), code: code)
            }
        }
        return uses
    }

    /// Category → reasons declared in a manifest; nil when it is not a readable manifest.
    /// Categoría → motivos declarados; nil si no es un manifiesto legible.
    static func declaredCategories(_ url: URL) -> [String: [String]]? {
        guard let data = try? Data(contentsOf: url),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        guard let entries = plist["NSPrivacyAccessedAPITypes"] else { return [:] }
        guard let list = entries as? [[String: Any]] else { return nil }
        var declared: [String: [String]] = [:]
        for entry in list {
            guard let type = entry["NSPrivacyAccessedAPIType"] as? String else { continue }
            declared[type, default: []] += entry["NSPrivacyAccessedAPITypeReasons"] as? [String] ?? []
        }
        return declared
    }
}
