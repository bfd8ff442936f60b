import Foundation

/// An Xcode project file read through `plutil -convert json`: its raw objects plus the typed
/// view the checks need (native targets, synchronized folders, settings, package products).
/// Un archivo de proyecto Xcode leído con `plutil -convert json`: sus objetos crudos y la vista
/// tipada que usan los chequeos (targets, carpetas sincronizadas, ajustes, productos de paquetes).
public struct XcodeProject {
    /// The `project.pbxproj` file. / El archivo `project.pbxproj`.
    public let fileURL: URL
    /// The folder holding the `.xcodeproj` (Xcode's SOURCE_ROOT). / La carpeta del `.xcodeproj`.
    public let sourceRoot: URL
    public let objects: [String: [String: Any]]
    public let rootObject: String
    /// The file format (`objectVersion`, 77 for Xcode 16 synchronized folders). / El formato del archivo.
    public let objectVersion: Int?
    private let parentGroup: [String: String]

    public init(pbxproj: URL) throws {
        let json = try PlistTool.jsonObject(at: pbxproj)
        guard let top = json as? [String: Any], let objects = top["objects"] as? [String: [String: Any]] else {
            throw PlistTool.Failure.failed("\(pbxproj.path) has no `objects` dictionary")
        }
        fileURL = pbxproj
        sourceRoot = pbxproj.deletingLastPathComponent().deletingLastPathComponent()
        self.objects = objects
        rootObject = top["rootObject"] as? String ?? ""
        objectVersion = (top["objectVersion"] as? String).flatMap { Int($0) }
        var parents: [String: String] = [:]
        for (id, object) in objects {
            for child in Self.references(object["children"]) { parents[child] = id }
        }
        parentGroup = parents
    }

    public var project: [String: Any] { objects[rootObject] ?? [:] }

    /// The string or string-array value of `key`, as a list. / El valor de `key` como lista.
    static func references(_ value: Any?) -> [String] {
        if let single = value as? String { return [single] }
        return value as? [String] ?? []
    }

    /// Build configurations (name, settings) of a configuration list.
    /// Configuraciones (nombre, ajustes) de una lista de configuraciones.
    public func configurations(list id: String?) -> [(name: String, settings: [String: Any])] {
        guard let id, let list = objects[id] else { return [] }
        return Self.references(list["buildConfigurations"]).compactMap { configID in
            guard let config = objects[configID] else { return nil }
            return (config["name"] as? String ?? configID, config["buildSettings"] as? [String: Any] ?? [:])
        }
    }

    public var projectConfigurations: [(name: String, settings: [String: Any])] {
        configurations(list: project["buildConfigurationList"] as? String)
    }

    /// Every `PBXNativeTarget`, in the project's order. / Cada `PBXNativeTarget`, en orden.
    public var nativeTargets: [NativeTarget] {
        Self.references(project["targets"]).compactMap { id in
            guard let object = objects[id], object["isa"] as? String == "PBXNativeTarget" else { return nil }
            return NativeTarget(id: id, object: object, project: self)
        }
    }

    /// Path (relative to `sourceRoot`) of a group or synchronized folder, following parent groups.
    /// Ruta (relativa a `sourceRoot`) de un grupo o carpeta sincronizada, siguiendo a sus padres.
    public func path(ofGroup id: String) -> String {
        let own = objects[id]?["path"] as? String
        let tree = objects[id]?["sourceTree"] as? String ?? "<group>"
        if tree == "SOURCE_ROOT" || tree == "<absolute>" { return own ?? "" }
        guard let parent = parentGroup[id] else { return own ?? "" }
        let base = path(ofGroup: parent)
        guard let own else { return base }
        return base.isEmpty ? own : base + "/" + own
    }
}

/// A target of the project. / Un target del proyecto.
public struct NativeTarget {
    public struct SynchronizedFolder {
        public let id: String
        /// Relative to the project's source root. / Relativa a la raíz de fuentes del proyecto.
        public let path: String
        /// Paths (relative to the folder) excluded from this target. / Rutas excluidas del target.
        public let membershipExceptions: [String]
    }

    public struct PackageProduct {
        public let productName: String
        public let packageID: String?
        /// `XCLocalSwiftPackageReference` or `XCRemoteSwiftPackageReference`.
        public let packageKind: String?
    }

    public let id: String
    public let name: String
    public let productType: String
    public let configurations: [(name: String, settings: [String: Any])]
    /// The target's `XCConfigurationList` id. / El id de su lista de configuraciones.
    public let configurationListID: String?
    public let synchronizedFolders: [SynchronizedFolder]
    public let packageProducts: [PackageProduct]

    init(id: String, object: [String: Any], project: XcodeProject) {
        self.id = id
        name = object["name"] as? String ?? id
        productType = object["productType"] as? String ?? ""
        configurationListID = object["buildConfigurationList"] as? String
        configurations = project.configurations(list: configurationListID)
        synchronizedFolders = XcodeProject.references(object["fileSystemSynchronizedGroups"]).map { folderID in
            let folder = project.objects[folderID] ?? [:]
            let exceptions = XcodeProject.references(folder["exceptions"]).flatMap { exceptionID -> [String] in
                let set = project.objects[exceptionID] ?? [:]
                guard set["target"] as? String == id else { return [] }
                return XcodeProject.references(set["membershipExceptions"])
            }
            return SynchronizedFolder(
                id: folderID, path: project.path(ofGroup: folderID), membershipExceptions: exceptions)
        }
        packageProducts = XcodeProject.references(object["packageProductDependencies"]).map { dependencyID in
            let dependency = project.objects[dependencyID] ?? [:]
            let packageID = dependency["package"] as? String
            return PackageProduct(
                productName: dependency["productName"] as? String ?? dependencyID, packageID: packageID,
                packageKind: packageID.flatMap { project.objects[$0]?["isa"] as? String })
        }
    }

    public var isApplication: Bool { productType == "com.apple.product-type.application" }

    /// The first value of a build setting across configurations. / El primer valor de un ajuste.
    public func setting(_ key: String) -> String? {
        configurations.lazy.compactMap { $0.settings[key] as? String }.first
    }
}
