import Foundation

/// Paths into the repository for the tools' tests. / Rutas del repositorio para las pruebas de las herramientas.
public enum TestPaths {
    /// The repository's root: the folder that holds `Tools/Package.swift` (this package is nested in it).
    /// La raíz del repositorio: la carpeta que contiene `Tools/Package.swift` (este paquete está dentro).
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Tools/Package.swift").path) {
                return url
            }
        }
        fatalError("Tools/Package.swift not found above \(#filePath)")
    }()

    /// `Apps/<app>/...`. / `Apps/<app>/...`.
    public static func app(_ name: String, _ components: String...) -> URL {
        components.reduce(repositoryRoot.appendingPathComponent("Apps").appendingPathComponent(name)) {
            $0.appendingPathComponent($1)
        }
    }
}

extension TestPaths {
    /// The executable `name` the package built next to the tests (macOS: beside the `.xctest` bundle;
    /// Linux: in the test executable's folder), or nil when it was not built.
    /// El ejecutable que el paquete compiló junto a las pruebas, o nil si no se compiló.
    public static func builtExecutable(_ name: String) -> URL? {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        return [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()]
            .map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }
}

/// A fresh temporary folder removed on deinit. / Carpeta temporal nueva que se borra al liberar.
public final class TemporaryDirectory {
    public let url: URL

    public init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("test-" + UUID().uuidString)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }
}
