import Foundation

/// Runs `plutil` (shipped with the Swift toolchain on Linux) to lint property lists and to turn
/// the OpenStep-format `project.pbxproj` into JSON.
/// Ejecuta `plutil` (incluido en la toolchain de Swift en Linux) para validar plists y convertir
/// el `project.pbxproj` (formato OpenStep) a JSON.
public enum PlistTool {
    public enum Failure: Error, CustomStringConvertible {
        case notFound
        case failed(String)

        public var description: String {
            switch self {
            case .notFound: return "plutil not found on PATH (it ships with the Swift toolchain, /opt/swift/usr/bin)"
            case .failed(let output): return output
            }
        }
    }

    /// The `plutil` executable found on `PATH`. / El ejecutable `plutil` encontrado en `PATH`.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        let candidates = path.split(separator: ":").map(String.init) + ["/opt/swift/usr/bin", "/usr/bin"]
        return
            candidates
            .map { URL(fileURLWithPath: $0).appendingPathComponent("plutil") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    /// The property list at `url` as a JSON object (used for `project.pbxproj`).
    /// La plist en `url` como objeto JSON (se usa para `project.pbxproj`).
    public static func jsonObject(at url: URL) throws -> Any {
        let result = try run(["-convert", "json", "-o", "-", url.path])
        guard result.status == 0, let object = try? JSONSerialization.jsonObject(with: result.output) else {
            throw Failure.failed(String(decoding: result.output + result.errors, as: UTF8.self))
        }
        return object
    }

    /// Lints every file in one `plutil -lint` run; returns the error text of each invalid file.
    /// Valida todos los archivos con una sola ejecución; devuelve el error de cada archivo inválido.
    public static func lint(_ urls: [URL]) throws -> [URL: String] {
        guard !urls.isEmpty else { return [:] }
        let result = try run(["-lint"] + urls.map(\.path))
        guard result.status != 0 else { return [:] }
        let lines = String(decoding: result.output + result.errors, as: UTF8.self).split(separator: "\n")
        var failures: [URL: String] = [:]
        for url in urls {
            let prefix = url.path + ": "
            let reported = lines.first { $0.hasPrefix(prefix) }.map { String($0.dropFirst(prefix.count)) }
            if let reported, reported != "OK" { failures[url] = reported }
        }
        return failures
    }

    private static func run(_ arguments: [String]) throws -> (status: Int32, output: Data, errors: Data) {
        guard let executable else { throw Failure.notFound }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        // Read both pipes before waiting so a large output cannot block the child.
        // Leer ambas tuberías antes de esperar para que una salida grande no bloquee al hijo.
        let errorData = DataBox()
        let group = DispatchGroup()
        group.enter()
        DispatchQueue.global().async {
            errorData.data = errors.fileHandleForReading.readDataToEndOfFile()
            group.leave()
        }
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        group.wait()
        process.waitUntilExit()
        return (process.terminationStatus, outputData, errorData.data)
    }

    private final class DataBox {
        var data = Data()
    }
}
