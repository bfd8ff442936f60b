import Foundation

/// The repository as the checks see it: the Xcode project, its app targets with their files,
/// and cached readers for Swift files, storyboards, strings tables and asset catalogs. Tests
/// point it at fixture folders. / El repositorio tal como lo ven los chequeos: el proyecto Xcode,
/// sus apps con sus archivos y lectores con caché. Las pruebas lo apuntan a carpetas de ejemplo.
public final class Repository {
    public let root: URL
    /// Repository-relative path of `project.pbxproj`, if one exists under `Apps/`.
    /// Ruta relativa de `project.pbxproj`, si existe bajo `Apps/`.
    public let projectPath: String?
    public let project: XcodeProject?
    /// Why the project could not be read. / Por qué no se pudo leer el proyecto.
    public let projectError: String?
    /// Every file under `Apps/`, repository-relative, sorted. / Cada archivo bajo `Apps/`.
    public let appFiles: [String]
    /// The application targets. / Los targets de aplicación.
    public private(set) var apps: [AppTarget] = []

    private var swiftCache: [String: SwiftSource] = [:]
    private var markupCache: [String: Result<MarkupNode, MarkupError>] = [:]
    private var catalogCache: [String: AssetCatalog] = [:]

    public init(root: URL) {
        self.root = root.standardizedFileURL
        appFiles = Self.files(under: root.appendingPathComponent("Apps"), relativeTo: root.standardizedFileURL)
        let pbxproj = appFiles.first {
            $0.hasSuffix(".xcodeproj/project.pbxproj") && $0.split(separator: "/").count == 3
        }
        projectPath = pbxproj
        if let pbxproj {
            do {
                project = try XcodeProject(pbxproj: root.appendingPathComponent(pbxproj))
                projectError = nil
            } catch {
                project = nil
                projectError = "\(error)"
            }
        } else {
            project = nil
            projectError = "no Apps/<Name>.xcodeproj/project.pbxproj found"
        }
        apps = (project?.nativeTargets ?? []).filter(\.isApplication).map { AppTarget(target: $0, repository: self) }
    }

    // MARK: Files / Archivos

    public func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    public func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: url(path).path) }

    public func text(_ path: String) -> String? {
        guard let data = try? Data(contentsOf: url(path)) else { return nil }
        return String(data: data, encoding: .utf8) ?? String(data: data, encoding: .utf16)
    }

    public func json(_ path: String) -> Any? {
        guard let data = try? Data(contentsOf: url(path)) else { return nil }
        return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    }

    /// Repository-relative path of a project path (relative to the project's source root).
    /// Ruta relativa al repositorio de una ruta relativa a la raíz de fuentes del proyecto.
    public func repositoryPath(projectRelative path: String) -> String {
        guard let project else { return path }
        let base = project.sourceRoot.standardizedFileURL.path
        let prefix = base.hasPrefix(root.path) ? String(base.dropFirst(root.path.count)) : ""
        let trimmed = prefix.hasPrefix("/") ? String(prefix.dropFirst()) : prefix
        return trimmed.isEmpty ? path : trimmed + "/" + path
    }

    /// Swift files under `Sources/` (package code), repository-relative. / Archivos Swift del paquete.
    public lazy var packageSwiftFiles: [String] = Self.files(
        under: root.appendingPathComponent("Sources"), relativeTo: root
    ).filter { $0.hasSuffix(".swift") }

    /// Module names of the local package: every folder of `Sources/`. / Módulos del paquete local.
    public lazy var packageModules: Set<String> = {
        let sources = root.appendingPathComponent("Sources")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
        return Set(
            names.filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(
                    atPath: sources.appendingPathComponent(name).path, isDirectory: &isFolder) && isFolder.boolValue
            })
    }()

    // MARK: Cached readers / Lectores con caché

    public func swiftSource(_ path: String) -> SwiftSource {
        if let cached = swiftCache[path] { return cached }
        let source = SwiftSource(text: text(path) ?? "")
        swiftCache[path] = source
        return source
    }

    /// The XML tree of a storyboard or xib. / El árbol XML de un storyboard o xib.
    public func markup(_ path: String) -> Result<MarkupNode, MarkupError> {
        if let cached = markupCache[path] { return cached }
        let result: Result<MarkupNode, MarkupError>
        if let data = try? Data(contentsOf: url(path)) {
            result = Result { try MarkupNode.parse(data) }.mapError {
                $0 as? MarkupError ?? MarkupError(line: 0, reason: "\($0)")
            }
        } else {
            result = .failure(MarkupError(line: 0, reason: "cannot read file"))
        }
        markupCache[path] = result
        return result
    }

    public func catalog(_ path: String) -> AssetCatalog {
        if let cached = catalogCache[path] { return cached }
        let files = appFiles.filter { $0.hasPrefix(path + "/") }
        let catalog = AssetCatalog(path: path, files: files) { self.json($0) }
        catalogCache[path] = catalog
        return catalog
    }

    /// Every `.xcassets` folder under `Apps/`. / Cada carpeta `.xcassets` bajo `Apps/`.
    public var allCatalogPaths: [String] { Self.catalogPaths(in: appFiles) }

    static func catalogPaths(in files: [String]) -> [String] {
        var paths: Set<String> = []
        for file in files {
            guard let range = file.range(of: ".xcassets/") else { continue }
            paths.insert(String(file[..<range.lowerBound]) + ".xcassets")
        }
        return paths.sorted()
    }

    static func files(under folder: URL, relativeTo root: URL) -> [String] {
        let base = root.standardizedFileURL.path
        guard
            let enumerator = FileManager.default.enumerator(
                at: folder, includingPropertiesForKeys: [.isRegularFileKey], options: [.skipsHiddenFiles])
        else { return [] }
        var result: [String] = []
        for case let url as URL in enumerator {
            let path = url.standardizedFileURL.path
            guard (try? url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile) == true,
                path.hasPrefix(base + "/")
            else { continue }
            result.append(String(path.dropFirst(base.count + 1)))
        }
        return result.sorted()
    }
}

/// An application target with the files Xcode compiles into it (synchronized folders minus
/// exceptions). / Un target de aplicación con los archivos que Xcode le asigna.
public struct AppTarget {
    public let target: NativeTarget
    /// Repository-relative synchronized folders. / Carpetas sincronizadas (rutas relativas).
    public let folders: [String]
    /// The folder named like the target (`Apps/TestApp`), else the first one.
    /// La carpeta con el nombre del target, o la primera.
    public let primaryFolder: String
    /// Member files (repository-relative). / Archivos miembros.
    public let files: [String]

    public var name: String { target.name }

    init(target: NativeTarget, repository: Repository) {
        self.target = target
        var folders: [String] = []
        var files: [String] = []
        for folder in target.synchronizedFolders {
            let path = repository.repositoryPath(projectRelative: folder.path)
            folders.append(path)
            files += repository.appFiles.filter { file in
                guard file.hasPrefix(path + "/") else { return false }
                let inner = file.dropFirst(path.count + 1)
                return !folder.membershipExceptions.contains { inner == $0 || inner.hasPrefix($0 + "/") }
            }
        }
        self.folders = folders
        self.files = files
        primaryFolder = folders.first { ($0 as NSString).lastPathComponent == target.name } ?? folders.first ?? ""
    }

    public var swiftFiles: [String] { files.filter { $0.hasSuffix(".swift") } }
    public var interfaceFiles: [String] { files.filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") } }
    public var catalogPaths: [String] { Repository.catalogPaths(in: files) }

    /// The `Info.plist` named by `INFOPLIST_FILE`, repository-relative. / El `Info.plist` del target.
    public func infoPlist(in repository: Repository) -> String? {
        target.setting("INFOPLIST_FILE").map { repository.repositoryPath(projectRelative: $0) }
    }

    /// The contents of that `Info.plist`, when it exists and parses. / El contenido del `Info.plist`.
    public func infoPlistContents(in repository: Repository) -> (path: String, plist: [String: Any])? {
        guard let path = infoPlist(in: repository), let data = try? Data(contentsOf: repository.url(path)),
            let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
        else { return nil }
        return (path, plist)
    }
}
