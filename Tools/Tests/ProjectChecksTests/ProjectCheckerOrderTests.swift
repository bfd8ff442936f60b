import XCTest

@testable import ProjectChecks

/// The report lists findings check by check, in the checker's order, and within a check by path
/// then line (a finding without a line first), whatever order the check produced them in.
/// El informe lista los hallazgos chequeo por chequeo, en el orden del verificador, y dentro de
/// cada uno por ruta y luego línea (sin línea primero), sin importar el orden en que se produjeron.
final class ProjectCheckerOrderTests: XCTestCase {
    private struct FixedCheck: ProjectCheck {
        let name: String
        let findings: [Finding]
        var rules: [Rule] { [] }
        func run(on repository: Repository) -> [Finding] { findings }
    }

    private static func rule(_ check: String) -> Rule { Rule("\(check)-sample", check, "A sample.", triggers: []) }

    func testFindingsAreGroupedByCheckAndSortedByPathThenLine() {
        let folder = FileManager.default.temporaryDirectory
        let storyboard = FixedCheck(
            name: "storyboard",
            findings: [
                Finding(rule: Self.rule("storyboard"), path: "Apps/B.storyboard", line: 12, message: "b12"),
                Finding(rule: Self.rule("storyboard"), path: "Apps/A.storyboard", line: 30, message: "a30"),
                Finding(rule: Self.rule("storyboard"), path: "Apps/B.storyboard", line: 3, message: "b3"),
                Finding(rule: Self.rule("storyboard"), path: "Apps/A.storyboard", message: "a"),
            ])
        let assets = FixedCheck(
            name: "assets",
            findings: [
                Finding(rule: Self.rule("assets"), path: "Apps/Z.swift", line: 2, message: "z2"),
                Finding(rule: Self.rule("assets"), path: "Apps/A.swift", line: 9, message: "a9"),
            ])

        let findings = ProjectChecker(checks: [storyboard, assets]).run(on: Repository(root: folder))

        XCTAssertEqual(findings.map(\.message), ["a", "a30", "b3", "b12", "a9", "z2"])
    }
}
