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
        let theirs = try HiGHS.solve(problems)
        XCTAssertEqual(theirs.count, problems.count)
        var infeasible = 0
        for (problem, answer) in zip(problems, theirs) {
            do {
                let ours = try LexicographicSolver().solve(problem)
                guard let levels = answer else {
                    return XCTFail("HiGHS found no layout where ours did: \(problem)")
                }
                XCTAssertEqual(ours.levelErrors.map(\.priority), levels.map(\.priority))
                for (a, b) in zip(ours.levelErrors, levels) {
                    XCTAssertEqual(a.error, b.error, accuracy: 1e-5 * max(1, abs(b.error)), "\(problem)")
                }
                for constraint in problem.constraints where constraint.priority == 1000 {
                    XCTAssertLessThanOrEqual(constraint.violation(ours.values), 1e-6)
                }
            } catch {
                XCTAssertNil(answer, "ours: \(error), problem: \(problem)")
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
