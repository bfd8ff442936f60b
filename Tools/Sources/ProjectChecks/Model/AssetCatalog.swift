import Foundation

/// An `.xcassets` folder: its asset sets by name (with group namespaces applied) and its folders.
/// Una carpeta `.xcassets`: sus conjuntos por nombre (con espacios de nombres de grupo) y carpetas.
public struct AssetCatalog {
    /// Repository-relative path of the `.xcassets` folder. / Ruta relativa del `.xcassets`.
    public let path: String
    /// Every folder inside the catalog, the catalog itself included. / Cada carpeta del catálogo.
    public let folders: [String]
    /// Asset name → set folder, per set type (`imageset`, `colorset`, `appiconset`, …).
    /// Nombre → carpeta del conjunto, por tipo.
    public let sets: [String: [String: String]]

    public var imageSets: [String: String] { sets["imageset"] ?? [:] }
    public var colorSets: [String: String] { sets["colorset"] ?? [:] }
    public var appIconSets: [String: String] { sets["appiconset"] ?? [:] }

    /// Builds the catalog from the repository's file list (files below `path`).
    /// Construye el catálogo a partir de la lista de archivos del repositorio.
    init(path: String, files: [String], readJSON: (String) -> Any?) {
        self.path = path
        var folders: Set<String> = [path]
        for file in files {
            var folder = (file as NSString).deletingLastPathComponent
            while folder.count > path.count, folders.insert(folder).inserted {
                folder = (folder as NSString).deletingLastPathComponent
            }
        }
        self.folders = folders.sorted()
        var sets: [String: [String: String]] = [:]
        for folder in self.folders where folder != path {
            let fileExtension = (folder as NSString).pathExtension
            guard !fileExtension.isEmpty else { continue }
            let name = Self.assetName(of: folder, catalog: path, readJSON: readJSON)
            sets[fileExtension, default: [:]][name] = folder
        }
        self.sets = sets
    }

    /// `Flags/Jalisco` when group `Flags` provides a namespace, else `Jalisco`.
    /// `Flags/Jalisco` si el grupo `Flags` aporta espacio de nombres; si no, `Jalisco`.
    private static func assetName(of folder: String, catalog: String, readJSON: (String) -> Any?) -> String {
        let relative = folder.dropFirst(catalog.count + 1).split(separator: "/").map(String.init)
        var components: [String] = []
        var current = catalog
        for group in relative.dropLast() {
            current += "/" + group
            let contents = readJSON(current + "/Contents.json") as? [String: Any]
            let properties = contents?["properties"] as? [String: Any]
            if properties?["provides-namespace"] as? Bool == true { components.append(group) }
        }
        components.append(((relative.last ?? "") as NSString).deletingPathExtension)
        return components.joined(separator: "/")
    }
}
