import Foundation
import LayoutCheck
import XCTest

/// What checking ambiguity and ties in every constraint system the code makes found in the apps, each
/// shown on the code before its fix and gone today.
/// Lo que halló comprobar cada sistema de restricciones que arma el código, antes y después del arreglo.
final class ConstraintSystemFindingsTests: XCTestCase {
    /// The feature card on an iPad in landscape at the default size: short texts beside the taller icon.
    /// Before: the card's bottom equal to the description's (+16), both labels hugging at 251 — their
    /// heights undefined. Today: `≥ 16`, and `= 16` only at 250.
    func testTheFeatureCardsTextsHadNoSingleHeightBesideTheIcon() throws {
        let probe = try MirrorProbe(.featureCardCell)
        let configuration = try probe.configuration("ipad", landscape: true)
        let state = "longest title and description"
        let before = try probe.layout(state, configuration) { body in
            body.remove(constraint: "Ftl-K2-011")
            body.subviews = body.subviews.replacingOccurrences(
                of: #"id="Ftl-K2-010" relation="greaterThanOrEqual""#, with: #"id="Ftl-K2-010""#)
        }
        let ambiguous = LayoutChecks.ambiguity(before).map(\.message)
        XCTAssertTrue(ambiguous.contains { $0.contains("Ftl-TT-001") }, "\(ambiguous)")
        XCTAssertTrue(ambiguous.contains { $0.contains("Ftl-DS-001") }, "\(ambiguous)")
        XCTAssertEqual(LayoutChecks.ambiguity(try probe.layout(state, configuration)), [])
    }

    /// Web View's notice with its buttons stacked (AX1) on an SE, capped at half the safe area. Before:
    /// its height-to-content pin at 750 tied with the content's compression resistance (750) — "Cerrar"
    /// squeezed, the content height undefined. Today: 700, the content keeps its size and scrolls.
    func testTheWebNoticesHeightPinTiedWithItsContent() throws {
        let probe = try MirrorProbe(.webViewScreen)
        let configuration = try probe.configuration("se1", text: .accessibilityMedium)
        let state = "notice over the page"
        let before = try probe.layout(state, configuration) { body in
            body.subviews = body.subviews.replacingOccurrences(
                of: #"id="Wb7-cs-3d3" priority="700""#, with: #"id="Wb7-cs-3d3" priority="750""#)
        }
        let found = MirrorProbe.findings(before, ambiguity: true) + LayoutChecks.ties(before)
        XCTAssertTrue(
            found.contains { $0.rule == "layout-text-truncated" && $0.message.contains("Wb7-nd-3a7") }, "\(found)")
        XCTAssertTrue(found.contains { $0.rule == "layout-ambiguous" && $0.message.contains("Wb7-ns-3a2") }, "\(found)")
        let today = try probe.layout(state, configuration)
        XCTAssertEqual(
            (MirrorProbe.findings(today, ambiguity: true) + LayoutChecks.ties(today)).filter { $0.severity == .error },
            [])
    }
}
