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

    /// Why `plutil -lint` refused a file, and the line it names when it names one.
    /// Por qué `plutil -lint` rechazó un archivo, y la línea que nombra si la nombra.
    public struct LintFailure: Equatable {
        public let line: Int?
        public let reason: String
    }

    /// Lints every file in one run; when that run fails, each file is linted alone, so every failure
    /// is reported with its file even when plutil prints no `path:` line for it.
    /// Valida todo en una ejecución; si falla, valida cada archivo por separado, así cada fallo
    /// queda atribuido a su archivo aunque plutil no imprima una línea `ruta:`.
    public static func lint(_ urls: [URL], tool: URL? = nil) throws -> [URL: LintFailure] {
        guard !urls.isEmpty, try run(["-lint"] + urls.map(\.path), tool: tool).status != 0 else { return [:] }
        var failures: [URL: LintFailure] = [:]
        for url in urls {
            let single = try run(["-lint", url.path], tool: tool)
            guard single.status != 0 else { continue }
            let output = String(decoding: single.output + single.errors, as: UTF8.self)
            failures[url] = failure(output: output, path: url.path, status: single.status)
        }
        return failures
    }

    private static let logPrefix = TextPattern(#"^\d{4}-\d\d-\d\d [0-9:.]+ plutil\[[^\]]*\] "#)
    private static let lineNumber = TextPattern(#"\bline (\d+)"#)

    /// The `path: (reason)` line plutil prints and CoreFoundation's log lines (which name the real
    /// line of a `.strings` error), as one reason; the line is the first one they name.
    /// La línea `ruta: (motivo)` y las del registro de CoreFoundation, como un motivo.
    static func failure(output: String, path: String, status: Int32) -> LintFailure {
        let prefix = path + ": "
        var own: [String] = []
        var logged: [String] = []
        for raw in output.split(separator: "\n") {
            let text = raw.trimmingCharacters(in: .whitespaces)
            if text.hasPrefix(prefix) {
                own.append(String(text.dropFirst(prefix.count)))
            } else if !text.isEmpty {
                let start = logPrefix.firstMatch(in: text).map { $0.range.length } ?? 0
                logged.append(String(text.utf16.dropFirst(start)) ?? text)
            }
        }
        let parts = (own + logged).filter { $0 != "OK" }
        let reason =
            parts.isEmpty
            ? "plutil -lint exited with status \(status) and printed nothing" : parts.joined(separator: "; ")
        let line = (logged + own).lazy.compactMap { lineNumber.firstMatch(in: $0).flatMap { Int($0[1]) } }.first
        return LintFailure(line: line, reason: reason)
    }

    private static func run(_ arguments: [String], tool: URL? = nil) throws -> (
        status: Int32, output: Data, errors: Data
    ) {
        guard let tool = tool ?? executable else { throw Failure.notFound }
        return try Subprocess.run(arguments, tool: tool)
    }
}

/// Runs a program, reading its output and errors without blocking on either (`/usr/bin/env` finds
/// `arguments[0]` on PATH). / Ejecuta un programa y lee su salida y sus errores sin bloquearse.
enum Subprocess {
    static func run(_ arguments: [String], tool: URL = URL(fileURLWithPath: "/usr/bin/env")) throws -> (
        status: Int32, output: Data, errors: Data
    ) {
        let process = Process()
        process.executableURL = tool
        process.arguments = arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        // Waits on the exit itself: Foundation's `waitUntilExit` on Linux polls its run loop every
        // 50 ms, which made every short `plutil` run last at least that long.
        // Espera la salida misma: `waitUntilExit` en Linux consulta cada 50 ms, y cada `plutil`
        // corto duraba al menos eso.
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
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
        exited.wait()
        return (process.terminationStatus, outputData, errorData.data)
    }

    private final class DataBox {
        var data = Data()
    }
}
