import Foundation

/// Programs run by the tools' tests, and scratch copies of the repository.
/// Programas que ejecutan las pruebas de las herramientas y copias de trabajo del repositorio.
public enum Shell {
    public struct Failure: Error, CustomStringConvertible {
        public let description: String
        public init(_ description: String) { self.description = description }
    }

    /// Runs `arguments` with `executable` (default `/usr/bin/env`, so `arguments[0]` is looked up on
    /// PATH) in `folder`; standard output and error together.
    /// Ejecuta `arguments` en `folder`; la salida estándar y la de error juntas.
    public static func run(_ arguments: [String], in folder: URL? = nil, executable: URL? = nil) throws -> (
        status: Int32, output: String
    ) {
        let process = Process()
        process.executableURL = executable ?? URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        if let folder { process.currentDirectoryURL = folder }
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        let exit = ProcessExit(process)
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    /// Copies the repository-relative `paths` of `root` to the same places under `destination`.
    /// Copia esas rutas relativas del repositorio a los mismos lugares bajo `destination`.
    public static func copy<Paths: Sequence>(
        _ paths: Paths, of root: URL = TestPaths.repositoryRoot, to destination: URL
    ) throws where Paths.Element == String {
        for path in paths {
            let target = destination.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: root.appendingPathComponent(path), to: target)
        }
    }

    /// Copies every file `git ls-files` lists in `root` (as it is in the working tree) to `destination`.
    /// Copia cada archivo que lista `git ls-files` (tal como está en el árbol de trabajo).
    public static func copyTrackedFiles(of root: URL = TestPaths.repositoryRoot, to destination: URL) throws {
        let listing = try run(["git", "-C", root.path, "ls-files", "-z"])
        guard listing.status == 0 else { throw Failure("git ls-files in \(root.path): \(listing.output)") }
        let manager = FileManager.default
        for path in listing.output.split(separator: "\0").map(String.init) {
            let from = root.appendingPathComponent(path)
            guard manager.fileExists(atPath: from.path) else { continue }
            let to = destination.appendingPathComponent(path)
            try manager.createDirectory(at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: from, to: to)
        }
    }
}

/// Waits for a process's exit itself: Foundation's `waitUntilExit` on Linux polls its run loop every
/// 50 ms, so every short program lasted at least that long. Made before `run()`.
/// Espera la salida del proceso misma: `waitUntilExit` en Linux consulta cada 50 ms. Se crea antes de `run()`.
public final class ProcessExit {
    private let exited = DispatchSemaphore(value: 0)

    public init(_ process: Process) {
        process.terminationHandler = { [exited] _ in exited.signal() }
    }

    /// Returns once the process has exited (its status is then set). / Vuelve cuando el proceso terminó.
    public func wait() { exited.wait() }
}
