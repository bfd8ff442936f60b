import Foundation
import ToolsTestSupport
import XCTest

/// Every command in the `sh` blocks of README.md and CONTRIBUTING.md exists, and each one that can run
/// here without doing its work runs with `--help` or a dry run (with the arguments shown, so an unknown
/// option fails). README's first screen is the four commands of issue 33: two for Linux, two for a Mac.
/// Cada comando de los bloques `sh` de README y CONTRIBUTING existe, y los que pueden se ejecutan con
/// `--help` o en ensayo.
final class DocumentedCommandsTests: XCTestCase {
    private let root = TestPaths.repositoryRoot

    /// How a documented program is tried. / Cómo se prueba cada programa documentado.
    private enum Probe {
        /// Run with the arguments shown plus these. / Con los argumentos mostrados y estos.
        case run(extra: [String], expect: String)
        /// Run with only these arguments. / Solo con estos argumentos.
        case help([String])
        /// Only checked to exist and be executable, for the reason given. / Solo se comprueba que exista.
        case exists(because: String)
        /// Not this repository's. / No es de este repositorio.
        case external
    }

    private static let probes: [String: Probe] = [
        "Scripts/bootstrap": .run(extra: ["--dry-run"], expect: "(dry run: nothing was changed)"),
        "Scripts/test-ios": .run(extra: ["--dry-run"], expect: "xcodebuild test -project Apps/MexicoApps.xcodeproj"),
        "Scripts/run-ios": .help(["--help"]),
        "Scripts/release": .help(["--help"]),
        "swift": .run(extra: ["--help"], expect: "USAGE"),
        ".ci/run": .help(["--help"]),
        "Scripts/check": .help(["--help"]),
        "Scripts/ios-typecheck/run": .exists(
            because: "it builds the tools package, which would wait for this test run's SwiftPM lock; "
                + "`TypeCheckEntryPointTests` runs it"),
        "git": .external,
    ]

    /// The commands of the `sh` blocks of `file`: continuation lines joined, comments dropped, split at `&&`.
    /// Los comandos de los bloques `sh`: líneas continuadas unidas, sin comentarios, separados en `&&`.
    private func commands(in file: String) throws -> [[String]] {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        var inside = false
        var lines: [String] = []
        var pending = ""
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                inside = line == "```sh"
                continue
            }
            guard inside else { continue }
            let code = line.range(of: " #").map { String(line[..<$0.lowerBound]) } ?? line
            if code.trimmingCharacters(in: .whitespaces).hasPrefix("#") { continue }
            pending += code
            if pending.hasSuffix("\\") {
                pending.removeLast()
                continue
            }
            lines.append(pending)
            pending = ""
        }
        let parts: [String] = lines.flatMap { (line: String) -> [String] in line.components(separatedBy: "&&") }
        return parts.map { $0.split(separator: " ").map(String.init) }.filter { !$0.isEmpty }
    }

    private func program(_ command: [String]) -> String {
        command[0].hasPrefix("./") ? String(command[0].dropFirst(2)) : command[0]
    }

    func testReadmeFirstScreenIsTwoLinuxAndTwoMacCommands() throws {
        let text = try String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = text.components(separatedBy: "\n")
        XCTAssertTrue(lines[0].hasPrefix("# "), "the title")
        XCTAssertEqual(lines[1], "")
        XCTAssertEqual(lines[2], "```sh", "nothing but the title before the commands")
        let first = try XCTUnwrap(try commands(in: "README.md").prefix(4).map { $0.joined(separator: " ") })
        XCTAssertEqual(
            Array(first), ["Scripts/bootstrap", ".ci/run", "./Scripts/run-ios Estados", "./Scripts/test-ios"])
        let block = lines.dropFirst(3).prefix { $0 != "```" }
        XCTAssertTrue(block.first?.hasPrefix("# Linux") ?? false, "\(block)")
        XCTAssertTrue(block.contains { $0.hasPrefix("# Mac") }, "\(block)")
    }

    func testEveryDocumentedCommandExistsAndRunsWithHelpOrADryRun() throws {
        for file in ["README.md", "CONTRIBUTING.md"] {
            let commands = try commands(in: file)
            XCTAssertFalse(commands.isEmpty, file)
            for command in commands {
                let name = program(command)
                let probe = try XCTUnwrap(Self.probes[name], "\(file): add a probe for `\(name)`")
                try check(probe, command, file: file)
            }
        }
    }

    private func check(_ probe: Probe, _ command: [String], file: String) throws {
        let name = program(command)
        let shown = command.joined(separator: " ")
        if name.contains("/") {
            XCTAssertTrue(
                FileManager.default.isExecutableFile(atPath: root.appendingPathComponent(name).path),
                "\(file): \(name) is not an executable file of the repository")
        }
        switch probe {
        case .external, .exists:
            return
        case .help(let arguments):
            let result = try run(name, arguments)
            XCTAssertEqual(result.status, 0, "\(file): \(name) \(arguments.joined(separator: " ")): \(result.output)")
        case .run(let extra, let expect):
            let arguments = Array(command.dropFirst()) + extra
            let result = try run(name, arguments)
            XCTAssertEqual(result.status, 0, "\(file): \(shown) \(extra.joined(separator: " ")): \(result.output)")
            XCTAssertTrue(result.output.contains(expect), "\(file): \(shown): \(result.output)")
        }
    }

    /// A repository script runs from its path; other programs are looked up on PATH.
    /// Un script del repositorio se ejecuta por su ruta; los demás se buscan en el PATH.
    private func run(_ name: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        guard name.contains("/") else { return try Shell.run([name] + arguments, in: root) }
        return try Shell.run(arguments, in: root, executable: root.appendingPathComponent(name))
    }
}
