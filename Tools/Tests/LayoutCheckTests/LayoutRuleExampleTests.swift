import Foundation
import LayoutCheck
import Testing

/// Every example of every layout rule is a test: each "fails" example reports its rule, each
/// "passes" example does not; the same examples are the rules' entry in `docs/layout.md`.
/// Cada ejemplo de cada regla de layout es una prueba, y su entrada en la documentación.
@Suite struct LayoutRuleExampleTests {
    @Test func everyRuleHasAKnownIDAndExamplesBothWays() {
        let rules = LayoutRuleCatalog.all
        #expect(Set(rules.map(\.id)).count == rules.count)
        for rule in rules {
            #expect(LayoutFinding.rules[rule.id] != nil, "\(rule.id) is not listed in LayoutFinding.rules")
            #expect(!rule.triggers.isEmpty, "\(rule.id) has no example that fails")
            #expect(!rule.passes.isEmpty, "\(rule.id) has no example that comes close and passes")
        }
    }

    @Test(arguments: LayoutRuleCatalog.all.map(\.id))
    func everyExampleFailsOrPassesItsRule(_ id: String) throws {
        let catalog = try DeviceCatalog.bundled()
        let rule = try #require(LayoutRuleCatalog.all.first { $0.id == id })
        for (expected, examples) in [(true, rule.triggers), (false, rule.passes)] {
            for example in examples {
                let findings = try example.findings(catalog)
                let matching = findings.filter { $0.rule == rule.id }
                #expect(
                    !matching.isEmpty == expected,
                    "\(rule.id), \(expected ? "fails" : "passes"): \(example.note)\n\(findings.map(\.description).joined(separator: "\n"))"
                )
                #expect(matching.allSatisfy { $0.severity == rule.severity }, "\(matching)")
            }
        }
    }

    /// The planted tie names the member that gives way by index, and what it does then.
    /// El empate sembrado nombra al miembro que cede por índice y lo que le pasa.
    @Test func theTieNamesTheLaterMemberAndWhatItDoes() throws {
        let found = try LayoutRuleCatalog.tie.triggers[0].findings(DeviceCatalog.bundled())
            .filter { $0.rule == "layout-tie" }
        #expect(found.count == 1)
        #expect(found.first?.message.contains("button save (\"Guardar\") gives way to label name") == true, "\(found)")
        #expect(found.first?.message.contains("is then cut off") == true, "\(found)")
    }

    /// Wrapping stopped before it settled is reported (one pass allowed, one text that wraps).
    /// Un ajuste de texto que no se estabilizó se informa.
    @Test func wrappingThatDoesNotSettleCannotBeJudged() throws {
        let example = LayoutRuleCatalog.aboveSafeArea.passes[0]
        guard case .scene(let subviews, let constraints, _) = example.kind else { return }
        let xml = CodeMirror.Body(subviews: subviews, constraints: constraints).document(identifier: "Example")
        let scene = try StoryboardReader.scenes(path: "Example.storyboard", data: Data(xml.utf8))[0]
        let configuration = try example.configuration(DeviceCatalog.bundled())
        let cut = SceneLayoutEngine().layout(scene, in: configuration, maximumPasses: 1)
        #expect(!cut.settled)
        #expect(
            LayoutChecks.findings(cut).contains {
                $0.rule == "layout-cannot-judge" && $0.message.contains("did not settle")
            })
        let full = SceneLayoutEngine().layout(scene, in: configuration)
        #expect(full.settled)
        #expect(!LayoutChecks.findings(full).contains { $0.rule == "layout-cannot-judge" })
    }
}
