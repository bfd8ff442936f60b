import Foundation

/// The image and colour names an app can load: its asset catalogs' sets plus loose image files
/// bundled from its folders (`UIImage(named:)` finds both).
/// Los nombres de imagen y color que una app puede cargar: los conjuntos de sus catálogos y las
/// imágenes sueltas de sus carpetas (`UIImage(named:)` encuentra ambos).
public struct AppAssets {
    public let catalogs: [AssetCatalog]
    public let imageNames: Set<String>
    public let colorNames: Set<String>
    private let looseImages: Set<String>

    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "pdf", "svg", "heic", "gif"]

    public init(app: AppTarget, repository: Repository) {
        catalogs = app.catalogPaths.map(repository.catalog)
        imageNames = Set(catalogs.flatMap { $0.imageSets.keys })
        colorNames = Set(catalogs.flatMap { $0.colorSets.keys })
        looseImages = Set(
            app.files.filter { !$0.contains(".xcassets/") }.compactMap { path -> String? in
                let file = (path as NSString).lastPathComponent
                guard Self.imageExtensions.contains((file as NSString).pathExtension.lowercased()) else { return nil }
                return Self.baseName(file)
            })
    }

    /// True when `name` is an image set or a bundled image file (`logo`, `logo.png`).
    /// Verdadero si `name` es un conjunto de imagen o un archivo de imagen incluido.
    public func hasImage(_ name: String) -> Bool {
        imageNames.contains(name) || looseImages.contains(Self.baseName(name))
    }

    public func hasColor(_ name: String) -> Bool { colorNames.contains(name) }

    /// `logo@2x~ipad.png` → `logo`.
    private static func baseName(_ file: String) -> String {
        var name = file
        let fileExtension = (name as NSString).pathExtension.lowercased()
        if imageExtensions.contains(fileExtension) { name = (name as NSString).deletingPathExtension }
        if let tilde = name.range(of: "~") { name = String(name[..<tilde.lowerBound]) }
        for scale in ["@1x", "@2x", "@3x"] where name.hasSuffix(scale) { name = String(name.dropLast(3)) }
        return name
    }

    /// Where an app's images live, for messages. / Dónde viven las imágenes, para los mensajes.
    public var catalogDescription: String {
        "catalogs: " + (catalogs.isEmpty ? "none" : catalogs.map(\.path).joined(separator: ", "))
    }
}
