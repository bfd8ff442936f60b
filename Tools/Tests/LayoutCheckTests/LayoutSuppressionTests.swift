import LayoutCheck
import XCTest

/// `<!-- layout-check:disable-next-line <rule-id> -- <reason> -->` above the element a finding
/// points at: suppressed with its reason; without a reason or with an unknown id, an error; unused,
/// a warning.
/// Supresiones en línea de `layout-check`: con motivo suprimen; sin motivo o con id desconocido,
/// error; sin uso, aviso.
final class LayoutSuppressionTests: XCTestCase {
    typealias F = LayoutFixtures

    /// A 330 pt wide image: past the side of an SE (`layout-below-screen`), fine on an iPhone 8;
    /// `directive` is written on the line above the image's element.
    private func run(_ directive: String?, on device: String = "se1") throws
        -> (
            active: [GroupedFinding], suppressed: [(finding: GroupedFinding, suppression: LayoutSuppressions.Directive)]
        )
    {
        let image = F.view(
            "banner", "imageView",
            inner: "<constraints>\(F.size("w330", "width", 330))\(F.size("h80", "height", 80))</constraints>")
        let xml = F.xml(
            (directive.map { "<!-- layout-check:disable-next-line \($0) -->\n" } ?? "") + image,
            [F.pin("c1", "banner", "leading", "safe"), F.pin("c2", "banner", "top", "safe")].joined(separator: "\n"))
        let scene = try XCTUnwrap(StoryboardReader.scenes(path: "Fixture.storyboard", data: Data(xml.utf8)).first)
        let configuration = try F.configuration(device)
        let found = F.findings(scene, configuration).map { ($0, configuration.name) }
        return LayoutSuppressions(texts: ["Fixture.storyboard": xml]).apply(to: GroupedFinding.group(found))
    }

    func testASuppressionWithAReasonSilencesTheFindingBelowIt() throws {
        XCTAssertEqual(try run(nil).active.map(\.finding.rule), ["layout-below-screen"])
        let result = try run("layout-below-screen — a banner meant to scroll sideways")
        XCTAssertEqual(result.active.map(\.finding.rule), [], "\(result.active)")
        XCTAssertEqual(result.suppressed.map(\.finding.finding.rule), ["layout-below-screen"])
        XCTAssertEqual(result.suppressed.first?.suppression.reason, "a banner meant to scroll sideways")
        XCTAssertTrue(result.suppressed.first?.finding.finding.message.contains("banner") ?? false)
    }

    func testASuppressionWithoutAReasonSilencesNothingAndIsAnError() throws {
        let result = try run("layout-below-screen")
        XCTAssertEqual(
            result.active.map(\.finding.rule), ["layout-below-screen", "layout-suppression-without-reason"])
        XCTAssertEqual(result.active.last?.finding.severity, .error)
        XCTAssertEqual(result.suppressed.count, 0)
    }

    func testASuppressionNamingAnUnknownRuleIsAnError() throws {
        let result = try run("below-screen — a typo in the id")
        XCTAssertEqual(result.active.map(\.finding.rule), ["layout-below-screen", "layout-suppression-unknown-rule"])
        XCTAssertEqual(result.active.last?.finding.severity, .error)
        XCTAssertTrue(result.active.last?.description.contains("below-screen\", which is not") ?? false)
    }

    func testASuppressionThatSilencesNothingIsAWarning() throws {
        let result = try run("layout-below-screen — stale", on: "i8")
        XCTAssertEqual(result.active.map(\.finding.rule), ["layout-suppression-unused"])
        XCTAssertEqual(result.active.first?.finding.severity, .warning)
        XCTAssertTrue(result.active.first?.description.hasPrefix("Fixture.storyboard:") ?? false)
    }
}
