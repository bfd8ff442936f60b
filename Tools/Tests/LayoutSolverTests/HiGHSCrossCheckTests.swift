import Foundation
import LayoutSolver
import ToolsTestSupport
import XCTest

/// The Swift solver against an independent one: HiGHS (`highspy`), solving the same priority-by-
/// priority sequence in `Scripts/layout/crosscheck_highs.py`. Each optional level's least error and
/// every "no layout" must agree. Skipped, saying so, where `highspy` is missing, unless
/// `LAYOUT_CROSSCHECK_REQUIRED=1` (`.ci/run` installs it in `.venv-ci`, sets `LAYOUT_PYTHON` and that).
/// El solucionador en Swift frente a uno independiente: HiGHS, con la misma secuencia por niveles.
final class HiGHSCrossCheckTests: XCTestCase {
    func testRandomProblemsAgreeWithHiGHSLevelByLevel() throws {
        var generator = SplitMix(seed: 2026)
        let problems = (0..<300).map { _ in Self.randomProblem(&generator) }
        let theirs = try Self.highs(problems)
        XCTAssertEqual(theirs.count, problems.count)
        var infeasible = 0
        for (problem, answer) in zip(problems, theirs) {
            do {
                let ours = try LexicographicSolver().solve(problem)
                guard case .levels(let levels) = answer else {
                    return XCTFail("HiGHS found no layout where ours did: \(problem)")
                }
                XCTAssertEqual(ours.levelErrors.map(\.priority), levels.map(\.priority))
                for (a, b) in zip(ours.levelErrors, levels) {
                    XCTAssertEqual(a.error, b.error, accuracy: 1e-5 * max(1, abs(b.error)), "\(problem)")
                }
                for constraint in problem.constraints where constraint.priority == 1000 {
                    XCTAssertLessThanOrEqual(Self.violation(constraint, ours.values), 1e-6)
                }
            } catch {
                XCTAssertEqual(answer, .infeasible, "ours: \(error), problem: \(problem)")
                infeasible += 1
            }
        }
        XCTAssertGreaterThan(infeasible, 0, "the sample should hold some unsatisfiable problems")
        XCTAssertLessThan(infeasible, problems.count / 2, "most should have a layout")
    }

    // MARK: - Random problems / Problemas al azar

    private static let priorities = [1000, 999, 750, 500, 251, 250, 1]

    static func randomProblem(_ g: inout SplitMix) -> LayoutProblem {
        var problem = LayoutProblem()
        let count = Int(g.next() % 4) + 2
        let variables = (0..<count).map { problem.variable("v\($0)") }
        for v in variables {  // a screen bounds every frame value / la pantalla acota cada valor
            problem.add(.init(v.expression, .greaterOrEqual, .constant(-1000), label: "\(v.index).min"))
            problem.add(.init(v.expression, .lessOrEqual, .constant(1000), label: "\(v.index).max"))
        }
        for n in 0..<(Int(g.next() % 6) + 2) {
            var lhs = LinearExpression()
            for v in variables where g.next() % 2 == 0 {
                lhs = lhs + v.expression * Double(Int(g.next() % 5) - 2)
            }
            let relation: Relation = [.lessOrEqual, .equal, .greaterOrEqual][Int(g.next() % 3)]
            let priority = priorities[Int(g.next() % UInt64(priorities.count))]
            let rhs = LinearExpression.constant(Double(Int(g.next() % 401) - 200))
            problem.add(.init(lhs, relation, rhs, priority: priority, label: "c\(n)"))
        }
        return problem
    }

    static func violation(_ c: LayoutConstraint, _ values: [Double]) -> Double {
        func value(_ e: LinearExpression) -> Double { e.terms.reduce(e.constant) { $0 + $1.value * values[$1.key] } }
        let d = value(c.lhs) - value(c.rhs)
        switch c.relation {
        case .equal: return abs(d)
        case .lessOrEqual: return max(0, d)
        case .greaterOrEqual: return max(0, -d)
        }
    }

    // MARK: - HiGHS

    enum Answer: Equatable {
        case infeasible
        case levels([Level])
        struct Level: Equatable, Decodable {
            let priority: Int
            let error: Double
        }
    }

    /// `LAYOUT_PYTHON` (`.ci/run` sets it to its virtual environment's), else `python3` on PATH.
    /// El Python de `LAYOUT_PYTHON` (el del entorno virtual de `.ci/run`), si no, `python3`.
    static let python =
        ProcessInfo.processInfo.environment["LAYOUT_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "python3"

    static func highs(_ problems: [LayoutProblem]) throws -> [Answer] {
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
            if item as? String == "infeasible" { return .infeasible }
            let levels = try JSONDecoder().decode(
                [Answer.Level].self, from: JSONSerialization.data(withJSONObject: item))
            return .levels(levels)
        }
    }
}

/// A small seeded generator, so every run draws the same problems.
/// Un generador con semilla, para que cada corrida saque los mismos problemas.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
