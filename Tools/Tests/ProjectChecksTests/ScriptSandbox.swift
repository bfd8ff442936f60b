import Foundation
import ToolsTestSupport
import XCTest

/// A temporary repository for one of `Scripts/` bash scripts: the script is copied into
/// `<root>/Scripts/`, and it runs with a `PATH` made only of stand-in programs (`stubs/`) and links
/// to the few system tools it needs (`tools/`), so a real Xcode or Swift on the machine is never used.
/// Un repositorio temporal para un script de `Scripts/`: se copia en `<root>/Scripts/` y se ejecuta
/// con un `PATH` formado solo por programas sustitutos y enlaces a las herramientas del sistema.
final class ScriptSandbox {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    let folder: TemporaryDirectory
    var root: URL { folder.url.appendingPathComponent("repo") }
    var stubs: URL { folder.url.appendingPathComponent("stubs") }
    var tools: URL { folder.url.appendingPathComponent("tools") }
    /// One line per stand-in call: `tool|arg1|arg2…`. / Una línea por llamada a un sustituto.
    var callLog: URL { folder.url.appendingPathComponent("calls.log") }

    /// System programs the scripts may call. / Programas del sistema que los scripts pueden usar.
    static let systemTools = [
        "awk", "basename", "cat", "cut", "date", "dirname", "env", "git", "grep", "head", "mkdir", "mktemp", "mv",
        "paste", "python3", "rm", "sed", "sort", "tail", "tr", "uname",
    ]

    init(script: String, file: StaticString = #filePath, line: UInt = #line) throws {
        folder = try TemporaryDirectory()
        let manager = FileManager.default
        for url in [root.appendingPathComponent("Scripts"), stubs, tools] {
            try manager.createDirectory(at: url, withIntermediateDirectories: true)
        }
        let source = TestPaths.repositoryRoot.appendingPathComponent("Scripts").appendingPathComponent(script)
        XCTAssertTrue(manager.fileExists(atPath: source.path), "Scripts/\(script) is missing", file: file, line: line)
        let copy = root.appendingPathComponent("Scripts").appendingPathComponent(script)
        try manager.createDirectory(at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
        try manager.copyItem(at: source, to: copy)
        let searchPath = ["/usr/local/bin", "/usr/bin", "/bin"]
        for tool in Self.systemTools {
            guard let found = searchPath.map({ "\($0)/\(tool)" }).first(where: manager.isExecutableFile(atPath:))
            else { continue }
            try manager.createSymbolicLink(
                atPath: tools.appendingPathComponent(tool).path, withDestinationPath: found)
        }
    }

    /// Whether a system tool was found (tests needing git skip without it). / Si se encontró la herramienta.
    func hasTool(_ name: String) -> Bool {
        FileManager.default.fileExists(atPath: tools.appendingPathComponent(name).path)
    }

    /// Writes `root/<path>`. / Escribe `root/<path>`.
    func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A stand-in program: records its arguments in `callLog`, then runs `body` (bash).
    /// Un programa sustituto: anota sus argumentos en `callLog` y ejecuta `body` (bash).
    func stub(_ name: String, _ body: String = "") throws {
        let script = """
            #!/bin/bash
            { printf '%s' '\(name)'; printf '|%s' "$@"; printf '\\n'; } >> '\(callLog.path)'
            \(body)

            """
        let url = stubs.appendingPathComponent(name)
        try Data(script.utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// The recorded calls, each split into its arguments. / Las llamadas anotadas.
    func calls() -> [[String]] {
        let text = (try? String(contentsOf: callLog, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").map { $0.components(separatedBy: "|") }
    }

    func calls(of tool: String) -> [[String]] { calls().filter { $0.first == tool }.map { Array($0.dropFirst()) } }

    /// Runs `Scripts/<script> arguments` with bash; `stubs` is on PATH only when `withStubs`.
    /// Ejecuta el script con bash; los sustitutos están en el PATH solo si `withStubs`.
    func run(
        _ script: String, _ arguments: [String], environment extra: [String: String] = [:], withStubs: Bool = true
    ) throws -> Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = [root.appendingPathComponent("Scripts").appendingPathComponent(script).path] + arguments
        process.currentDirectoryURL = root
        var environment = [
            "PATH": (withStubs ? [stubs.path, tools.path] : [tools.path]).joined(separator: ":"),
            "HOME": folder.url.path, "LC_ALL": "C", "CALL_LOG": callLog.path,
        ]
        environment.merge(extra) { _, new in new }
        process.environment = environment
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        let exit = ProcessExit(process)
        try process.run()
        let outData = output.fileHandleForReading.readDataToEndOfFile()
        let errData = error.fileHandleForReading.readDataToEndOfFile()
        exit.wait()
        return Result(
            status: process.terminationStatus, output: String(decoding: outData, as: UTF8.self),
            error: String(decoding: errData, as: UTF8.self))
    }
}
