import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// Every rule's examples are its tests: each "fails" example, applied to the valid fixture, makes the
/// rule report; each "passes" example does not. The same examples are its entry in
/// `docs/project-checks.md`, which must match what the rules generate.
/// Los ejemplos de cada regla son sus pruebas y su entrada en la documentación.
final class RuleExampleTests: XCTestCase {
    func testEveryRuleHasAUniqueIDAndExamplesBothWays() {
        let rules = ProjectChecker.allRules
        XCTAssertEqual(Set(rules.map(\.id)).count, rules.count, "rule ids repeat")
        for rule in rules {
            XCTAssertFalse(rule.triggers.isEmpty, "\(rule.id) has no example that fails")
            XCTAssertFalse(rule.passes.isEmpty, "\(rule.id) has no example that comes close and passes")
            XCTAssertNotNil(rule.id.range(of: #"^[a-z]+(-[a-z0-9]+)+$"#, options: .regularExpression), rule.id)
            XCTAssertFalse(rule.summary.contains("\n"), "\(rule.id): one line of description")
        }
    }

    /// Only the check that owns the rule runs (all of them for the suppression rules, which judge the
    /// others' findings), and it reports only rules it lists.
    /// One copy of the fixture serves every example: it is put back as it was after each one.
    /// Solo corre el chequeo dueño de la regla, y solo informa reglas que declara. Una sola copia del
    /// ejemplo sirve para todos: se devuelve a su estado tras cada uno.
    func testEveryExampleFailsOrPassesItsRule() throws {
        let fixture = try FixtureRepository()
        let pristine = try FixtureSnapshot(of: fixture.root)
        for rule in ProjectChecker.allRules {
            let owners = ProjectChecker.allChecks.filter { $0.name == rule.check }
            let checker = ProjectChecker(checks: owners.isEmpty ? ProjectChecker.allChecks : owners)
            let known = Set((checker.checks.flatMap(\.rules) + Suppressions.rules).map(\.id))
            for (expected, examples) in [(true, rule.triggers), (false, rule.passes)] {
                for (index, example) in examples.enumerated() {
                    try example.apply(to: fixture.root)
                    let findings = checker.run(on: Repository(root: fixture.root))
                    let listing = findings.map(\.description).joined(separator: "\n")
                    XCTAssertEqual(
                        findings.contains { $0.rule == rule.id }, expected,
                        "\(rule.id), \(expected ? "fails" : "passes") example \(index + 1):\n\(listing)")
                    for finding in findings where !known.contains(finding.rule) {
                        XCTFail("\(finding.rule) is reported but not listed by its check: \(finding)")
                    }
                    try pristine.restore()
                }
            }
        }
    }

    /// One pass of every check over two defects: every rule reported is a listed rule.
    /// Una pasada de todos los chequeos: cada regla informada está en la lista.
    func testEveryCheckReportsOnlyListedRules() throws {
        let fixture = try FixtureRepository()
        try StoryboardCheck.returnKey.triggers[0].apply(to: fixture.root)
        try ProjectFileCheck.missingFile.triggers[0].apply(to: fixture.root)
        let findings = ProjectChecker().run(on: Repository(root: fixture.root))
        XCTAssertGreaterThanOrEqual(findings.count, 2)
        let known = Set(ProjectChecker.allRules.map(\.id))
        for finding in findings {
            XCTAssertTrue(known.contains(finding.rule), "\(finding.rule) is not listed: \(finding)")
        }
    }

    /// The generated section of the document is current; `swift run --package-path Tools
    /// project-checks --write-docs` rewrites it. / La sección generada está al día.
    func testDocumentationListsEveryRuleAsGenerated() throws {
        let url = TestPaths.repositoryRoot.appendingPathComponent(RuleCatalog.document)
        let text = try String(contentsOf: url, encoding: .utf8)
        let rewritten = try XCTUnwrap(RuleCatalog.rewrite(text), "\(RuleCatalog.document) lacks the markers")
        XCTAssertTrue(
            rewritten == text,
            "\(RuleCatalog.document) is stale: run `swift run --package-path Tools project-checks --write-docs`")
        for rule in ProjectChecker.allRules { XCTAssertTrue(text.contains("**`\(rule.id)`**"), rule.id) }
    }
}
