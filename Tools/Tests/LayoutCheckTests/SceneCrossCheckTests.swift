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
