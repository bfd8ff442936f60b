import Foundation

/// The few file operations the profile store needs, so tests can make any one of them fail
/// (permission denied, disk full) — something a real folder cannot do for a root test runner.
/// Las pocas operaciones de archivos que necesita el almacén, para que las pruebas hagan fallar
/// cualquiera (permiso denegado, disco lleno), algo que una carpeta real no permite si se corre como root.
public protocol ProfileFileSystem {
    func fileExists(at url: URL) -> Bool
    func contentsOfDirectory(at url: URL) throws -> [String]
    func read(_ url: URL) throws -> Data
    /// Writes the whole file or nothing (atomic) with complete file protection.
    /// Escribe el archivo entero o nada (atómico) con protección completa.
    func write(_ data: Data, to url: URL) throws
    func createDirectory(at url: URL) throws
    func moveItem(at source: URL, to destination: URL) throws
    func removeItem(at url: URL) throws
}

/// The real disk through `FileManager` and `Data.write`. / El disco real con `FileManager` y `Data.write`.
public struct LocalProfileFileSystem: ProfileFileSystem {
    /// Atomic, and unreadable while the device is locked (`NSFileProtectionComplete`; Linux ignores
    /// the protection flag and still writes).
    /// Atómico e ilegible con el dispositivo bloqueado (`NSFileProtectionComplete`; Linux ignora la
    /// protección y escribe igual).
    public static let writeOptions: Data.WritingOptions = [.atomic, .completeFileProtection]

    private let fileManager: FileManager

    public init(fileManager: FileManager = .default) {
        self.fileManager = fileManager
    }

    public func fileExists(at url: URL) -> Bool {
        fileManager.fileExists(atPath: url.path)
    }

    public func contentsOfDirectory(at url: URL) throws -> [String] {
        try fileManager.contentsOfDirectory(atPath: url.path)
    }

    public func read(_ url: URL) throws -> Data {
        try Data(contentsOf: url)
    }

    public func write(_ data: Data, to url: URL) throws {
        try data.write(to: url, options: Self.writeOptions)
    }

    public func createDirectory(at url: URL) throws {
        try fileManager.createDirectory(at: url, withIntermediateDirectories: true)
    }

    public func moveItem(at source: URL, to destination: URL) throws {
        try fileManager.moveItem(at: source, to: destination)
    }

    public func removeItem(at url: URL) throws {
        try fileManager.removeItem(at: url)
    }
}
