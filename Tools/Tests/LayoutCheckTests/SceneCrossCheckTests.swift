import Foundation
import LayoutCheck
import LayoutSolver
import ToolsTestSupport
import XCTest

/// Every scene of the repository, as the checker builds it (iPhone 15/16 portrait, Large text, the
/// last wrapping pass), solved by the Swift solver and by HiGHS (`Scripts/layout/crosscheck_highs.py`)
/// level by level: each level's least error must agree, and required constraints hold to 1e-6.
/// Skipped, saying so, where `highspy` is missing, unless `LAYOUT_CROSSCHECK_REQUIRED=1`.
/// Cada escena del repositorio resuelta por el solucionador en Swift y por HiGHS, nivel por nivel.
final class SceneCrossCheckTests: XCTestCase {
    func testEverySceneAgreesWithHiGHSLevelByLevel() throws {
        let root = TestPaths.repositoryRoot
        let catalog = try DeviceCatalog.bundled()
        let runner = LayoutRunner(root: root, catalog: catalog, facts: try RuntimeFacts.bundled())
        var problems: [LayoutProblem] = []
        var names: [String] = []
        for path in runner.storyboards() {
            guard
                let configuration = catalog.configurations(for: path).first(where: {
                    $0.device.id == "i16" && !$0.landscape && $0.text == .large
                })
            else { continue }
            for scene in try runner.scenes(path) {
                problems.append(SceneLayoutEngine().layout(scene, in: configuration).problem.problem)
                names.append("\(path) \(scene.name)")
            }
        }
        XCTAssertGreaterThanOrEqual(problems.count, 14)
        let theirs = try Self.highs(problems)
        XCTAssertEqual(theirs.count, problems.count)
        for ((name, problem), levels) in zip(zip(names, problems), theirs) {
            let ours = try LexicographicSolver().solve(problem)
            let expected = try XCTUnwrap(levels, "HiGHS found no layout for \(name)")
            XCTAssertEqual(ours.levelErrors.map(\.priority), expected.map(\.priority), name)
            for (a, b) in zip(ours.levelErrors, expected) {
                XCTAssertEqual(a.error, b.error, accuracy: 1e-5 * max(1, abs(b.error)), "\(name) level \(a.priority)")
            }
            for constraint in problem.constraints where constraint.priority == LayoutConstraint.required {
                let d = Self.value(constraint.lhs, ours.values) - Self.value(constraint.rhs, ours.values)
                let violation =
                    constraint.relation == .equal
                    ? abs(d) : constraint.relation == .lessOrEqual ? max(0, d) : max(0, -d)
                XCTAssertLessThanOrEqual(violation, 1e-6, "\(name): \(constraint.label)")
            }
        }
    }

    private static func value(_ expression: LinearExpression, _ values: [Double]) -> Double {
        expression.terms.reduce(expression.constant) { $0 + $1.value * values[$1.key] }
    }

    private struct Level: Decodable {
        let priority: Int
        let error: Double
    }

    /// Levels per problem from HiGHS; nil where it finds no layout. / Niveles según HiGHS.
    private static func highs(_ problems: [LayoutProblem]) throws -> [[Level]?] {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import highspy"]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        if check.terminationStatus != 0 {
            if ProcessInfo.processInfo.environment["LAYOUT_CROSSCHECK_REQUIRED"] == "1" {
                XCTFail("highspy is missing but LAYOUT_CROSSCHECK_REQUIRED=1: pip install highspy")
            }
            throw XCTSkip("highspy is not installed (python3 -m pip install highspy): cross-check not run")
        }
        let script = TestPaths.repositoryRoot.appendingPathComponent("Scripts/layout/crosscheck_highs.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
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
