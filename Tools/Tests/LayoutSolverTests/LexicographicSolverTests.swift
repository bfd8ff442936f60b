import LayoutSolver
import XCTest

/// The solver on problems whose answer is known by hand, Auto Layout's rules one at a time.
/// El solucionador en problemas cuya respuesta se conoce a mano, una regla de Auto Layout a la vez.
final class LexicographicSolverTests: XCTestCase {
    private let solver = LexicographicSolver()

    func testRequiredEdgesGiveTheWidthBetweenTheMargins() throws {
        var problem = LayoutProblem()
        let left = problem.variable("view.left")
        let width = problem.variable("view.width")
        problem.add(.init(left.expression, .equal, .constant(16), label: "leading"))
        problem.add(.init(left.expression + width.expression, .equal, .constant(320 - 16), label: "trailing"))
        let solution = try solver.solve(problem)
        XCTAssertEqual(solution.value(of: width), 288, accuracy: 1e-6)
    }

    /// Ten constraints at 250 never outvote one at 750: a weighted sum of strengths would pick 200.
    /// Diez restricciones a 250 nunca le ganan a una a 750: una suma ponderada elegiría 200.
    func testOneHigherPriorityBeatsManyLowerOnes() throws {
        var problem = LayoutProblem()
        let width = problem.variable("width")
        problem.add(.init(width.expression, .equal, .constant(100), priority: 750, label: "high"))
        for n in 0..<10 {
            problem.add(.init(width.expression, .equal, .constant(200), priority: 250, label: "low\(n)"))
        }
        let solution = try solver.solve(problem)
        XCTAssertEqual(solution.value(of: width), 100, accuracy: 1e-6)
        XCTAssertEqual(solution.levelErrors.map(\.priority), [750, 250])
        XCTAssertEqual(solution.levelErrors[1].error, 1000, accuracy: 1e-6)
    }

    /// A label squeezed below its intrinsic width: compression resistance (750) loses to the
    /// required container, hugging (250) holds.
    /// Una etiqueta apretada bajo su ancho intrínseco: la resistencia a la compresión pierde ante el
    /// contenedor obligatorio.
    func testCompressionResistanceGivesWayToARequiredEdge() throws {
        var problem = LayoutProblem()
        let width = problem.variable("label.width")
        problem.add(.init(width.expression, .lessOrEqual, .constant(200), priority: 250, label: "hugging"))
        problem.add(.init(width.expression, .greaterOrEqual, .constant(200), priority: 750, label: "compression"))
        problem.add(.init(width.expression, .lessOrEqual, .constant(150), label: "container"))
        let solution = try solver.solve(problem)
        XCTAssertEqual(solution.value(of: width), 150, accuracy: 1e-6)
        XCTAssertEqual(solution.levelErrors.first?.error ?? -1, 50, accuracy: 1e-6)
    }

    func testConflictingRequiredWidthsNameTheirIrreducibleSet() {
        var problem = LayoutProblem()
        let width = problem.variable("width")
        let height = problem.variable("height")
        problem.add(.init(height.expression, .equal, .constant(44), label: "height"))
        problem.add(.init(width.expression, .equal, .constant(288), label: "margins"))
        problem.add(.init(width.expression, .lessOrEqual, .constant(700), label: "harmless"))
        problem.add(.init(width.expression, .equal, .constant(600), label: "planted"))
        XCTAssertThrowsError(try solver.solve(problem)) { error in
            XCTAssertEqual(error as? LayoutSolverError, .unsatisfiable(conflict: [1, 3]))
        }
    }

    func testAnUnpinnedViewHasARangeAndAPinnedOneHasAPoint() throws {
        var problem = LayoutProblem()
        let left = problem.variable("left")
        problem.add(.init(left.expression, .greaterOrEqual, .constant(0), label: "min"))
        problem.add(.init(left.expression, .lessOrEqual, .constant(100), label: "max"))
        XCTAssertEqual(try solver.range(of: left.expression, in: problem), 0...100)
        problem.add(.init(left.expression, .equal, .constant(40), priority: 250, label: "preferred"))
        let pinned = try solver.range(of: left.expression, in: problem)
        XCTAssertEqual(pinned.lowerBound, 40, accuracy: 1e-6)
        XCTAssertEqual(pinned.upperBound, 40, accuracy: 1e-6)
    }

    /// Two views sharing 300 pt with equal compression resistance: the split is a tie.
    /// Dos vistas que comparten 300 pt con igual resistencia: el reparto es un empate.
    func testEqualCompressionResistanceLeavesTheSplitOpen() throws {
        var problem = LayoutProblem()
        let a = problem.variable("a.width")
        let b = problem.variable("b.width")
        problem.add(.init(a.expression + b.expression, .equal, .constant(300), label: "row"))
        for (view, name) in [(a, "a"), (b, "b")] {
            problem.add(.init(view.expression, .greaterOrEqual, .constant(200), priority: 750, label: name))
            problem.add(.init(view.expression, .greaterOrEqual, .constant(0), label: "\(name).min"))
        }
        let range = try solver.range(of: a.expression, in: problem)
        XCTAssertEqual(range.lowerBound, 100, accuracy: 1e-6)
        XCTAssertEqual(range.upperBound, 200, accuracy: 1e-6)
    }

    func testTheSameProblemGivesTheSameLayoutEveryTime() throws {
        var problem = LayoutProblem()
        let a = problem.variable("a")
        let b = problem.variable("b")
        problem.add(.init(a.expression + b.expression, .lessOrEqual, .constant(10), label: "sum"))
        problem.add(.init(a.expression, .equal, .constant(8), priority: 500, label: "a"))
        problem.add(.init(b.expression, .equal, .constant(8), priority: 500, label: "b"))
        XCTAssertEqual(try solver.solve(problem), try solver.solve(problem))
    }
}
