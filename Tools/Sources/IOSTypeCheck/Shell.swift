import Foundation

/// A problem with the SDK, the toolchain, a third-party directory or the project: exit status 2.
/// Un problema de preparación (SDK, toolchain, terceros, proyecto): código de salida 2.
public struct SetupError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }
}

/// Runs programs found on `PATH` and collects their output. / Ejecuta programas del `PATH`.
enum Shell {
    struct Result {
        let status: Int32
        let output: Data
        let errors: Data

        var text: String { String(decoding: output, as: UTF8.self) }
        /// Standard output then standard error, as one text. / Salida y error juntos.
        var combined: String { String(decoding: output + errors, as: UTF8.self) }
    }

    /// Runs `arguments` (the first one looked up on `PATH`), feeding `input` to its standard input.
    /// Ejecuta `arguments` (el primero se busca en `PATH`), con `input` como entrada estándar.
    static func run(_ arguments: [String], input: Data? = nil) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        let feed = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input == nil ? FileHandle.nullDevice : feed
        do { try process.run() } catch { throw SetupError("cannot run \(arguments[0]): \(error)") }
        // Both pipes are drained while the input is written, so no side blocks the other.
        // Se vacían ambas tuberías mientras se escribe la entrada, para que nadie se bloquee.
        let group = DispatchGroup()
        let errorData = Box()
        DispatchQueue.global().async(group: group) {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
        }
        if let input {
            DispatchQueue.global().async(group: group) {
                feed.fileHandleForWriting.write(input)
                try? feed.fileHandleForWriting.close()
            }
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: outputData, errors: errorData.data)
    }

    /// The absolute path of `program` on `PATH`, links resolved. / La ruta real de `program` en `PATH`.
    static func which(_ program: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return path.split(separator: ":").map { "\($0)/\(program)" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
            .map { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path }
    }

    private final class Box: @unchecked Sendable {
        var data = Data()
    }
}

/// Short, stable names for cache folders (FNV-1a, 128 bits as two 64-bit halves): not a security
/// hash, only a key. / Nombres cortos y estables para carpetas de caché (FNV-1a), solo una clave.
struct Digest {
    private var low: UInt64 = 0xcbf2_9ce4_8422_2325
    private var high: UInt64 = 0x6c62_272e_07bb_0142

    mutating func add(_ bytes: Data) {
        for byte in bytes {
            low = (low ^ UInt64(byte)) &* 0x100_0000_01b3
            high = (high ^ UInt64(byte)) &* 0x100_0000_01b3 &+ 1
        }
        low = (low ^ 0) &* 0x100_0000_01b3  // a separator between parts / separador entre partes
        high = (high ^ 0xff) &* 0x100_0000_01b3
    }

    mutating func add(_ text: String) { add(Data(text.utf8)) }

    var hex: String { String(format: "%016llx%016llx", high, low) }

    /// The digest of `parts`, each one separated from the next. / El resumen de `parts`.
    static func of(_ parts: [String]) -> String {
        var digest = Digest()
        parts.forEach { digest.add($0) }
        return digest.hex
    }
}

extension FileManager {
    /// Makes `path` and its parents. / Crea `path` y sus carpetas padre.
    func makeFolder(_ path: String) throws {
        try createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func isFolder(_ path: String) -> Bool {
        var folder: ObjCBool = false
        return fileExists(atPath: path, isDirectory: &folder) && folder.boolValue
    }

    /// Replaces `destination` by `source` (a finished `.tmp` folder). / Reemplaza el destino.
    func replaceFolder(_ destination: String, with source: String) throws {
        try? removeItem(atPath: destination)
        try moveItem(atPath: source, toPath: destination)
    }
}
