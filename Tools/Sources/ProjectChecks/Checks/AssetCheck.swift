import Foundation

/// Asset catalogs and the names that use them: valid `Contents.json` in every folder; image sets
/// with existing files in 2x+3x or one universal/vector image; app icon files that exist; the
/// target's app icon set; and every image/colour name used by Swift code or JSON data present in
/// the app's catalogs. (Storyboard image names are checked by the storyboard check.)
/// Catálogos de assets y los nombres que los usan: `Contents.json` válido en cada carpeta;
/// imágenes con archivos existentes en 2x+3x o una universal/vectorial; iconos existentes; y cada
/// nombre de imagen o color usado por Swift o por datos JSON presente en los catálogos de la app.
public struct AssetCheck: ProjectCheck {
    public let name = "assets"

    /// JSON keys whose string (or string-array) values are image names. / Claves con nombres de imagen.
    static let imageKeys: Set<String> = ["image", "imageName", "imageNames"]

    public init() {}

    public func run(on repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for path in repository.allCatalogPaths {
            let catalog = repository.catalog(path)
            findings += contentsFiles(catalog, repository)
            findings += imageSets(catalog, repository)
            findings += appIconSets(catalog, repository)
        }
        for app in repository.apps {
            let assets = AppAssets(app: app, repository: repository)
            findings += appIcon(app, assets)
            findings += namesInSwift(app, assets, repository)
            findings += namesInData(app, assets, repository)
        }
        return findings.uniqued()
    }

    // MARK: Catalog structure / Estructura del catálogo

    func contentsFiles(_ catalog: AssetCatalog, _ repository: Repository) -> [Finding] {
        catalog.folders.compactMap { folder in
            let file = folder + "/Contents.json"
            guard repository.exists(file) else {
                return finding(
                    Self.contentsJSON, folder,
                    "asset catalog folder has no Contents.json; add one (`{\"info\":{\"author\":\"xcode\",\"version\":1}}`)"
                )
            }
            guard repository.json(file) is [String: Any] else {
                return finding(Self.contentsJSON, file, "is not a valid JSON object; fix the syntax")
            }
            return nil
        }
    }

    /// The `images` entries of a set's Contents.json. / Las entradas `images` de un conjunto.
    private func entries(_ folder: String, _ repository: Repository) -> [[String: Any]]? {
        (repository.json(folder + "/Contents.json") as? [String: Any])?["images"] as? [[String: Any]]
    }

    func imageSets(_ catalog: AssetCatalog, _ repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for (name, folder) in catalog.imageSets.sorted(by: { $0.key < $1.key }) {
            guard let images = entries(folder, repository) else { continue }
            let withFiles = images.filter { $0["filename"] is String }
            if withFiles.isEmpty {
                findings.append(
                    finding(
                        Self.imageSet, folder,
                        "image set \"\(name)\" lists no image file; add the image(s) to Contents.json"))
                continue
            }
            for entry in withFiles {
                let file = folder + "/" + (entry["filename"] as? String ?? "")
                if !repository.exists(file) {
                    findings.append(
                        finding(
                            Self.imageSet, file,
                            "listed by image set \"\(name)\" but missing; add the file or fix Contents.json"))
                }
            }
            if !Self.hasUsableRepresentation(withFiles, properties: setProperties(folder, repository)) {
                let scales = withFiles.compactMap { $0["scale"] as? String }.sorted().joined(separator: ", ")
                findings.append(
                    finding(
                        Self.imageSet, folder + "/Contents.json",
                        "image set \"\(name)\" has only scale(s) \(scales); provide both 2x and 3x, or a single universal image (no scale) or a PDF/SVG with preserves-vector-representation"
                    ))
            }
        }
        return findings
    }

    private func setProperties(_ folder: String, _ repository: Repository) -> [String: Any] {
        (repository.json(folder + "/Contents.json") as? [String: Any])?["properties"] as? [String: Any] ?? [:]
    }

    /// 2x and 3x, or one image without scale, or a vector file. / 2x y 3x, universal o vectorial.
    static func hasUsableRepresentation(_ images: [[String: Any]], properties: [String: Any]) -> Bool {
        let scales = Set(images.compactMap { $0["scale"] as? String })
        if scales.isSuperset(of: ["2x", "3x"]) { return true }
        if images.contains(where: { $0["scale"] == nil }) { return true }
        let vector = images.contains { entry in
            let file = (entry["filename"] as? String ?? "").lowercased()
            return file.hasSuffix(".pdf") || file.hasSuffix(".svg")
        }
        return vector && (properties["preserves-vector-representation"] as? Bool == true || scales.count <= 1)
    }

    func appIconSets(_ catalog: AssetCatalog, _ repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for (name, folder) in catalog.appIconSets.sorted(by: { $0.key < $1.key }) {
            guard let images = entries(folder, repository) else { continue }
            let files = images.compactMap { $0["filename"] as? String }
            if files.isEmpty {
                findings.append(
                    finding(Self.appIcon, folder, "app icon set \"\(name)\" lists no icon file; add a 1024×1024 PNG"))
            }
            for file in files where !repository.exists(folder + "/" + file) {
                findings.append(
                    finding(
                        Self.appIcon, folder + "/" + file,
                        "listed by app icon set \"\(name)\" but missing; add the file or fix Contents.json"))
            }
        }
        return findings
    }

    func appIcon(_ app: AppTarget, _ assets: AppAssets) -> [Finding] {
        guard let icon = app.target.setting("ASSETCATALOG_COMPILER_APPICON_NAME"), !icon.isEmpty,
            !assets.catalogs.contains(where: { $0.appIconSets[icon] != nil })
        else { return [] }
        return [
            finding(
                Self.appIcon, app.primaryFolder,
                "target \(app.name) sets ASSETCATALOG_COMPILER_APPICON_NAME = \(icon) but no \(icon).appiconset exists (\(assets.catalogDescription))"
            )
        ]
    }

    // MARK: Names used / Nombres usados

    private static let imagePatterns = [
        TextPattern(#"UIImage\(\s*named:\s*""#), TextPattern(#"#imageLiteral\(\s*resourceName:\s*""#),
    ]
    private static let colorPattern = TextPattern(#"UIColor\(\s*named:\s*""#)

    func namesInSwift(_ app: AppTarget, _ assets: AppAssets, _ repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for path in app.swiftFiles {
            let source = repository.swiftSource(path)
            for pattern in Self.imagePatterns {
                for literal in source.literals(after: pattern) where !literal.isInterpolated && !literal.value.isEmpty {
                    // `UIImage(named:in:…)` loads from another bundle: not this app's catalog.
                    // `UIImage(named:in:…)` carga de otro bundle: no del catálogo de la app.
                    guard !Self.callNamesBundle(source, literal), !assets.hasImage(literal.value) else { continue }
                    findings.append(
                        finding(
                            Self.nameInCode, path, line: literal.line,
                            "image \"\(literal.value)\" is not an image set of target \(app.name) (\(assets.catalogDescription)); add it or fix the name"
                        ))
                }
            }
            for literal in source.literals(after: Self.colorPattern) where !literal.isInterpolated {
                guard !Self.callNamesBundle(source, literal), !assets.hasColor(literal.value) else { continue }
                findings.append(
                    finding(
                        Self.nameInCode, path, line: literal.line,
                        "colour \"\(literal.value)\" is not a .colorset of target \(app.name) (\(assets.catalogDescription)); add it or fix the name"
                    ))
            }
        }
        return findings
    }

    private static func callNamesBundle(_ source: SwiftSource, _ literal: SwiftSource.StringLiteral) -> Bool {
        let after = source.skeleton.utf16.dropFirst(literal.offset).prefix(200)
        let text = String(decoding: after, as: UTF16.self)
        let call = text.prefix { $0 != ")" }
        return call.contains("in:")
    }

    func namesInData(_ app: AppTarget, _ assets: AppAssets, _ repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for path in app.files where path.hasSuffix(".json") && !path.contains(".xcassets/") {
            guard let json = repository.json(path) else {
                findings.append(finding(Self.nameInCode, path, "is not valid JSON"))
                continue
            }
            for (key, name) in Self.imageNames(in: json) where !assets.hasImage(name) {
                findings.append(
                    finding(
                        Self.nameInCode, path,
                        "\"\(key)\": \"\(name)\" is not an image set of target \(app.name) (\(assets.catalogDescription)); add it or fix the name"
                    ))
            }
        }
        return findings
    }

    /// (key, value) pairs of image names anywhere in a JSON value. / Pares (clave, nombre) de imagen.
    static func imageNames(in json: Any) -> [(String, String)] {
        if let array = json as? [Any] { return array.flatMap(imageNames) }
        guard let object = json as? [String: Any] else { return [] }
        return object.keys.sorted().flatMap { key -> [(String, String)] in
            let value = object[key] as Any
            guard imageKeys.contains(key) else { return imageNames(in: value) }
            let names = (value as? String).map { [$0] } ?? (value as? [String] ?? [])
            return names.filter { !$0.isEmpty && !$0.contains("://") }.map { (key, $0) }
        }
    }
}
