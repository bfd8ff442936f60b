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

    /// `MexicoApps` for `MexicoApps.xcodeproj` (Xcode's PROJECT_NAME). / El nombre del proyecto.
    public var name: String {
        (fileURL.deletingLastPathComponent().lastPathComponent as NSString).deletingPathExtension
    }

    /// The `.xcconfig` references of every build configuration (ids, sorted, once each).
    /// Las referencias `.xcconfig` de cada configuración (ids, ordenados, una vez).
    public var baseConfigurationReferences: [String] {
        Set(
            objects.values.compactMap { object -> String? in
                guard object["isa"] as? String == "XCBuildConfiguration",
                    let id = object["baseConfigurationReference"] as? String, objects[id] != nil
                else { return nil }
                return id
            }
        ).sorted()
    }

    /// A remote package the project pins. / Un paquete remoto que fija el proyecto.
    public struct RemotePackage: Equatable {
        public let id: String
        public let url: String
        /// `exactVersion`, `upToNextMajorVersion`… / El tipo de requisito.
        public let kind: String
        /// `version`, else `minimumVersion`. / La versión, o la mínima.
        public let version: String
        /// The products targets take from it, in the project's order. / Los productos que usan los targets.
        public let products: [String]

        public init(id: String, url: String, kind: String, version: String, products: [String]) {
            self.id = id
            self.url = url
            self.kind = kind
            self.version = version
            self.products = products
        }
    }

    /// Every `XCRemoteSwiftPackageReference`, by URL. / Cada paquete remoto, por URL.
    public var remotePackages: [RemotePackage] {
        let products = objects.keys.sorted().compactMap { id -> (package: String, name: String)? in
            let object = objects[id] ?? [:]
            guard object["isa"] as? String == "XCSwiftPackageProductDependency",
                let package = object["package"] as? String, let name = object["productName"] as? String
            else { return nil }
            return (package, name)
        }
        return objects.compactMap { id, object -> RemotePackage? in
            guard object["isa"] as? String == "XCRemoteSwiftPackageReference" else { return nil }
            let requirement = object["requirement"] as? [String: Any] ?? [:]
            var names: [String] = []
            for product in products where product.package == id && !names.contains(product.name) {
                names.append(product.name)
            }
            return RemotePackage(
                id: id, url: object["repositoryURL"] as? String ?? "", kind: requirement["kind"] as? String ?? "",
                version: requirement["version"] as? String ?? requirement["minimumVersion"] as? String ?? "",
                products: names)
        }.sorted { ($0.url, $0.id) < ($1.url, $1.id) }
    }

    /// The string or string-array value of `key`, as a list. / El valor de `key` como lista.
    static func references(_ value: Any?) -> [String] {
        if let single = value as? String { return [single] }
        return value as? [String] ?? []
    }

    /// A build configuration by name: its settings are read through the evaluator
    /// (`NativeTarget.settings(configuration:…)`), never raw.
    /// Una configuración por nombre: sus ajustes se leen con el evaluador, nunca en crudo.
    public struct Configuration {
        public let name: String
    }

    /// The build configurations of a configuration list. / Las configuraciones de una lista.
    public func configurations(list id: String?) -> [Configuration] {
        guard let id, let list = objects[id] else { return [] }
        return Self.references(list["buildConfigurations"]).compactMap { configID in
            objects[configID].map { Configuration(name: $0["name"] as? String ?? configID) }
        }
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
        /// The local package's `relativePath` (to the source root) or the remote one's `repositoryURL`.
        /// El `relativePath` del paquete local o el `repositoryURL` del remoto.
        public let packageLocation: String?
    }

    public let id: String
    public let name: String
    public let productType: String
    public let configurations: [XcodeProject.Configuration]
    /// The target's `XCConfigurationList` id. / El id de su lista de configuraciones.
    public let configurationListID: String?
    public let synchronizedFolders: [SynchronizedFolder]
    /// Folders the target does not own but takes files from: their exception set for this target
    /// lists the files it adds (`membershipExceptions` flip membership either way).
    /// Carpetas que el target no posee pero de las que toma archivos: su excepción los añade.
    public let borrowedFolders: [SynchronizedFolder]
    public let packageProducts: [PackageProduct]
    /// Files listed in a Sources build phase (this project uses synchronized folders only).
    /// Archivos listados en una fase Sources (este proyecto solo usa carpetas sincronizadas).
    public let sourcesPhaseFileCount: Int
    /// The project, for settings evaluated through `BuildSettingsResolver`. / El proyecto.
    let project: XcodeProject

    init(id: String, object: [String: Any], project: XcodeProject) {
        self.id = id
        name = object["name"] as? String ?? id
        productType = object["productType"] as? String ?? ""
        configurationListID = object["buildConfigurationList"] as? String
        configurations = project.configurations(list: configurationListID)
        self.project = project
        func folder(_ folderID: String) -> SynchronizedFolder {
            let folder = project.objects[folderID] ?? [:]
            let exceptions = XcodeProject.references(folder["exceptions"]).flatMap { exceptionID -> [String] in
                let set = project.objects[exceptionID] ?? [:]
                guard set["target"] as? String == id else { return [] }
                return XcodeProject.references(set["membershipExceptions"])
            }
            return SynchronizedFolder(
                id: folderID, path: project.path(ofGroup: folderID), membershipExceptions: exceptions)
        }
        let owned = XcodeProject.references(object["fileSystemSynchronizedGroups"])
        synchronizedFolders = owned.map(folder)
        borrowedFolders = project.objects.keys.sorted().filter {
            project.objects[$0]?["isa"] as? String == "PBXFileSystemSynchronizedRootGroup" && !owned.contains($0)
        }.map(folder).filter { !$0.membershipExceptions.isEmpty }
        packageProducts = XcodeProject.references(object["packageProductDependencies"]).map { dependencyID in
            let dependency = project.objects[dependencyID] ?? [:]
            let packageID = dependency["package"] as? String
            let package = packageID.flatMap { project.objects[$0] }
            return PackageProduct(
                productName: dependency["productName"] as? String ?? dependencyID, packageID: packageID,
                packageKind: package?["isa"] as? String,
                packageLocation: (package?["relativePath"] ?? package?["repositoryURL"]) as? String)
        }
        sourcesPhaseFileCount = XcodeProject.references(object["buildPhases"]).reduce(0) { count, phaseID in
            let phase = project.objects[phaseID] ?? [:]
            guard phase["isa"] as? String == "PBXSourcesBuildPhase" else { return count }
            return count + XcodeProject.references(phase["files"]).count
        }
    }

    public var isApplication: Bool { productType == "com.apple.product-type.application" }
    public var isUnitTestBundle: Bool { productType == "com.apple.product-type.bundle.unit-test" }

    /// The first value of a build setting across configurations for a device build (`sdk` =
    /// `iphoneos`, `arch` = `arm64`), evaluated as Xcode does (pbxproj and `.xcconfig` levels,
    /// references expanded), so moving it into an `.xcconfig` keeps it.
    /// El primer valor de un ajuste entre configuraciones para un dispositivo, evaluado como en Xcode.
    public func setting(_ key: String) -> String? {
        configurations.lazy.compactMap {
            settings(configuration: $0.name, environment: [:], sdk: "iphoneos").value(key)
        }.first
    }

    /// The settings of configuration `name` for `environment` (e.g. `XCODE_VERSION_MAJOR`).
    /// Los ajustes de la configuración `name` para `environment`.
    public func settings(
        configuration name: String, environment: [String: String], conditions: [String: String] = [:]
    ) -> BuildSettingsResolver {
        BuildSettingsResolver(
            target: self, configuration: name, project: project, environment: environment, conditions: conditions)
    }

    /// The same for one SDK on arm64 (`sdk` and `arch` conditions). / Igual para un SDK en arm64.
    public func settings(configuration name: String, environment: [String: String], sdk: String)
        -> BuildSettingsResolver
    {
        settings(configuration: name, environment: environment, conditions: ["sdk": sdk, "arch": "arm64"])
    }
}
