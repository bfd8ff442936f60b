import Foundation
import LayoutSolver
import XCTest

/// The independent solver the layout tests compare with: HiGHS through `Scripts/layout/crosscheck_highs.py`,
/// run by the Python of `LAYOUT_PYTHON` (`.ci/run` sets it to its virtual environment's), else `python3`.
/// Where `highspy` is missing the caller's test is skipped, saying so, unless
/// `LAYOUT_CROSSCHECK_REQUIRED=1` (`.ci/run` sets it), where it fails instead.
/// El solucionador independiente de las pruebas de layout: HiGHS, con el Python de `LAYOUT_PYTHON`.
public enum HiGHS {
    /// One optional priority level's least error. / El menor error de un nivel opcional.
    public struct Level: Equatable, Decodable, Sendable {
        public let priority: Int
        public let error: Double
    }

    static var python: String {
        ProcessInfo.processInfo.environment["LAYOUT_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "python3"
    }

    /// Levels per problem, highest priority first; nil where HiGHS finds no layout.
    /// Niveles por problema, del más alto; nil donde HiGHS no encuentra layout.
    public static func solve(_ problems: [LayoutProblem]) throws -> [[Level]?] {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = [python, "-c", "import highspy"]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        if check.terminationStatus != 0 {
            if ProcessInfo.processInfo.environment["LAYOUT_CROSSCHECK_REQUIRED"] == "1" {
                XCTFail("highspy is missing from \(python) but LAYOUT_CROSSCHECK_REQUIRED=1 (.ci/run installs it)")
            }
            throw XCTSkip(
                "highspy is not in \(python) (.ci/run installs it, or set LAYOUT_PYTHON): cross-check not run")
        }
        let script = TestPaths.repositoryRoot.appendingPathComponent("Scripts/layout/crosscheck_highs.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, script.path]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONEncoder().encode(problems))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let raw = try JSONSerialization.jsonObject(with: data) as? [Any] ?? []
        return try raw.map { item in
            if item as? String == "infeasible" { return nil }
            return try JSONDecoder().decode([Level].self, from: JSONSerialization.data(withJSONObject: item))
        }
    }
}
