import Foundation

/// Paths of the repository, so tests can read the apps' real resources (strings, JSON, assets).
/// Rutas del repositorio, para que las pruebas lean los recursos reales de las apps.
public enum TestPaths {
    /// The repository root (the folder holding Package.swift). / La raíz del repositorio.
    public static let repositoryRoot: URL = {
        var url = URL(fileURLWithPath: #filePath)
        while url.path != "/" {
            url.deleteLastPathComponent()
            if FileManager.default.fileExists(atPath: url.appendingPathComponent("Package.swift").path) {
                return url
            }
        }
        fatalError("Package.swift not found above \(#filePath)")
    }()

    /// `Apps/<app>/...`. / `Apps/<app>/...`.
    public static func app(_ name: String, _ components: String...) -> URL {
        components.reduce(repositoryRoot.appendingPathComponent("Apps").appendingPathComponent(name)) {
            $0.appendingPathComponent($1)
        }
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
