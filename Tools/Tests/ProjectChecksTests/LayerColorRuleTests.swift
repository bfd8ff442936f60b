import XCTest

@testable import ProjectChecks

/// A CGColor set on a layer must be set again on a light/dark switch (the Web View notice border kept
/// its light colour in dark mode). / Un CGColor en una capa se vuelve a poner al cambiar de apariencia.
final class LayerColorRuleTests: XCTestCase {
    private let check = ModuleShapeCheck()
    private let badge = "Apps/Demo/Home/Badge.swift"

    private func fixture(badgeSource: String) throws -> FixtureRepository {
        let fixture = try FixtureRepository()
        try fixture.write(badge, badgeSource)
        return fixture
    }

    func testABorderColourNeverSetAgainIsReportedWithItsLine() throws {
        let fixture = try fixture(
            badgeSource: """
                import UIKit

                final class Badge: UIView {
                    func style() {
                        layer.borderWidth = 1
                        layer.borderColor = UIColor.label.cgColor
                    }
                }
                """)
        assertOnlyFinding(
            fixture.run(check), check: "module", path: badge,
            contains: ["Badge sets layer.borderColor from a CGColor", "traitCollectionDidChange"])
        XCTAssertEqual(fixture.run(check).first?.line, 6)
    }

    func testAnOverrideInAnExtensionElsewhereCounts() throws {
        let fixture = try fixture(
            badgeSource: """
                import UIKit

                final class Badge: UIView {
                    func style() { layer.shadowColor = UIColor.label.cgColor }
                }
                """)
        try fixture.write(
            "Apps/Demo/Home/Badge+Traits.swift",
            """
            import UIKit

            extension Badge {
                override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                    super.traitCollectionDidChange(previous)
                    style()
                }
            }
            """)
        XCTAssertEqual(fixture.run(check), [])
    }

    /// The old Web View: a trait override that only refits fonts left the border light in dark mode.
    /// El Web View anterior: su override solo reajustaba fuentes y el borde quedaba claro.
    func testATraitOverrideThatDoesNotSetItAgainIsReported() throws {
        let fixture = try fixture(
            badgeSource: """
                import UIKit

                final class Badge: UIView {
                    func style() { layer.borderColor = UIColor.label.cgColor }
                    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                        super.traitCollectionDidChange(previous)
                        invalidateIntrinsicContentSize()
                    }
                }
                """)
        assertOnlyFinding(
            fixture.run(check), check: "module", path: badge, contains: ["or call style()"])
    }

    func testNamingThePropertyInTheOverrideCounts() throws {
        let fixture = try fixture(
            badgeSource: """
                import UIKit

                final class Badge: UIView {
                    override func layoutSubviews() {
                        super.layoutSubviews()
                        layer.borderColor = UIColor.label.cgColor
                    }
                    override func traitCollectionDidChange(_ previous: UITraitCollection?) {
                        super.traitCollectionDidChange(previous)
                        layer.borderColor = UIColor.label.cgColor
                    }
                }
                """)
        XCTAssertEqual(fixture.run(check), [])
    }

    func testCommentsAndOtherLayersOfColourAreIgnored() throws {
        let fixture = try fixture(
            badgeSource: """
                import UIKit

                // layer.borderColor = UIColor.label.cgColor (comment)
                final class Badge: UIView {
                    func draw(in context: CGContext) { context.setFillColor(UIColor.white.cgColor) }
                    func fixed(_ red: CGFloat) {
                        layer.borderColor = UIColor(red: red, green: 0, blue: 0, alpha: 1).cgColor
                        layer.shadowColor = UIColor.black.cgColor
                    }
                }
                """)
        XCTAssertEqual(fixture.run(check), [])
    }
}
