import Foundation
import LayoutCheck
import LayoutSolver
import ToolsTestSupport
import XCTest

/// Every scene of the repository — storyboard scenes with their runtime decisions, their screen
/// states, and every state of every code mirror — as the checker builds it (iPhone 15/16 portrait,
/// Large text, the last wrapping pass), solved by the Swift solver and by HiGHS (`Scripts/layout/crosscheck_highs.py`)
/// level by level: each level's least error must agree, and required constraints hold to 1e-6.
/// Skipped, saying so, where `highspy` is missing, unless `LAYOUT_CROSSCHECK_REQUIRED=1`.
/// Cada escena del repositorio resuelta por el solucionador en Swift y por HiGHS, nivel por nivel.
final class SceneCrossCheckTests: XCTestCase {
    /// The configuration every problem is cross-checked in. / La configuración de referencia.
    private static func isReference(_ configuration: LayoutConfiguration) -> Bool {
        configuration.device.id == "i16" && !configuration.landscape && configuration.text == .large
    }

    func testEverySceneAgreesWithHiGHSLevelByLevel() throws {
        let root = TestPaths.repositoryRoot
        let catalog = try DeviceCatalog.bundled()
        let runner = LayoutRunner(root: root, catalog: catalog, facts: try RuntimeFacts.bundled())
        var problems: [LayoutProblem] = []
        var names: [String] = []
        // Every storyboard scene and screen state, as `layout-check` lays it out (runtime decisions
        // applied: the problem solved last). / Cada escena y estado, como los dispone `layout-check`.
        for path in runner.storyboards() {
            for (scene, configurations) in try runner.sceneRuns(path) {
                guard let configuration = configurations.first(where: Self.isReference) else { continue }
                problems.append(try runner.layout(scene, in: configuration).problem.problem)
                names.append("\(path) \(scene.name)\(configuration.state.map { " [\($0.name)]" } ?? "")")
            }
        }
        let storyboardProblems = problems.count
        // Every state of every code mirror. / Cada estado de cada espejo de código.
        for mirror in CodeMirror.all {
            let strings = try mirror.strings(root: root)
            let storyboard = try mirror.storyboard(root: root)
            guard let configuration = mirror.configurations(catalog).first(where: Self.isReference) else { continue }
            for state in mirror.states {
                let scene = try mirror.scene(state, strings: strings, text: configuration.text, storyboard: storyboard)
                try runner.facts.apply(to: scene, root: root)
                problems.append(SceneLayoutEngine().layout(scene, in: configuration).problem.problem)
                names.append("\(mirror.typeName) (\(state))")
            }
        }
        XCTAssertGreaterThan(problems.count, storyboardProblems, "the mirrors are cross-checked too")
        XCTAssertGreaterThanOrEqual(problems.count, 14)
        let theirs = try HiGHS.solve(problems)
        XCTAssertEqual(theirs.count, problems.count)
        for ((name, problem), levels) in zip(zip(names, problems), theirs) {
            let ours = try LexicographicSolver().solve(problem)
            let expected = try XCTUnwrap(levels, "HiGHS found no layout for \(name)")
            XCTAssertEqual(ours.levelErrors.map(\.priority), expected.map(\.priority), name)
            for (a, b) in zip(ours.levelErrors, expected) {
                XCTAssertEqual(a.error, b.error, accuracy: 1e-5 * max(1, abs(b.error)), "\(name) level \(a.priority)")
            }
            for constraint in problem.constraints where constraint.priority == LayoutConstraint.required {
                XCTAssertLessThanOrEqual(constraint.violation(ours.values), 1e-6, "\(name): \(constraint.label)")
            }
        }
    }
}
