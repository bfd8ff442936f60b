import LayoutCheck
import XCTest

/// The expansion against the constraint lists kean printed from a real `UIStackView` in "Let's
/// Build UIStackView" (2017): three arranged views, horizontal axis. His `H:[A]-(s)-[B]` is written
/// here as `B.leading == A.trailing + s`; `UISV-fill-proportionally` uses his intrinsic widths
/// 160/80/40 (shares 0.571429, 0.285714, 0.142857).
/// La expansión frente a las listas que kean imprimió de un `UIStackView` real.
final class StackExpansionTests: XCTestCase {
    private func expanded(
        _ distribution: String, _ alignment: String = "fill", spacing: Double = 0,
        hidden: [Bool] = [false, false, false],
        intrinsic: [Double?] = []
    ) -> Set<String> {
        Set(
            StackExpansion.rules(
                .init(
                    horizontal: true, distribution: distribution, alignment: alignment, spacing: spacing,
                    hidden: hidden,
                    intrinsic: intrinsic)
            ).map { normalised($0.description) })
    }

    /// `A == B` with no multiplier or constant is the same constraint as `B == A`.
    /// `A == B` sin multiplicador ni constante es la misma restricción que `B == A`.
    private func normalised(_ line: String) -> String {
        let parts = line.components(separatedBy: " == ")
        guard parts.count == 2, let colon = parts[0].range(of: ": ") else { return line }
        let left = String(parts[0][colon.upperBound...])
        let right = parts[1]
        guard !right.contains(" "), !right.contains("*"), right.contains(".") else { return line }
        let sides = [left, right].sorted()
        return "\(parts[0][..<colon.upperBound])\(sides[0]) == \(sides[1])"
    }

    private func kean(_ lines: [String]) -> Set<String> { Set(lines.map(normalised)) }

    private let fillAlignment = [
        "UISV-alignment: Subview0.top == Subview1.top", "UISV-alignment: Subview0.top == Subview2.top",
        "UISV-alignment: Subview0.bottom == Subview1.bottom", "UISV-alignment: Subview0.bottom == Subview2.bottom",
        "UISV-canvas-connection: StackView.top == Subview0.top",
        "UISV-canvas-connection: Subview0.bottom == StackView.bottom",
    ]
    private let canvasAlongAxis = [
        "UISV-canvas-connection: StackView.leading == Subview0.leading",
        "UISV-canvas-connection: Subview2.trailing == StackView.trailing",
    ]
    private let spacingZero = [
        "UISV-spacing: Subview1.leading == Subview0.trailing", "UISV-spacing: Subview2.leading == Subview1.trailing",
    ]

    func testFillMatchesKean() {
        XCTAssertEqual(expanded("fill"), kean(fillAlignment + canvasAlongAxis + spacingZero))
    }

    func testFillEquallyMatchesKean() {
        XCTAssertEqual(
            expanded("fillEqually"),
            kean(
                fillAlignment + canvasAlongAxis + spacingZero + [
                    "UISV-fill-equally: Subview1.width == Subview0.width",
                    "UISV-fill-equally: Subview2.width == Subview0.width",
                ]))
    }

    func testFillProportionallyMatchesKean() {
        XCTAssertEqual(
            expanded("fillProportionally", intrinsic: [160, 80, 40]),
            kean(
                fillAlignment + canvasAlongAxis + spacingZero + [
                    "UISV-fill-proportionally: Subview0.width == 0.571429*StackView.width priority:999",
                    "UISV-fill-proportionally: Subview1.width == 0.285714*StackView.width priority:998",
                    "UISV-fill-proportionally: Subview2.width == 0.142857*StackView.width priority:997",
                ]))
    }

    func testEqualSpacingMatchesKean() {
        XCTAssertEqual(
            expanded("equalSpacing", spacing: 10),
            kean(
                fillAlignment + canvasAlongAxis + [
                    "UISV-distributing-edge: _UIOLAGapGuide0.leading == Subview0.trailing",
                    "UISV-distributing-edge: _UIOLAGapGuide0.trailing == Subview1.leading",
                    "UISV-distributing-edge: _UIOLAGapGuide1.leading == Subview1.trailing",
                    "UISV-distributing-edge: _UIOLAGapGuide1.trailing == Subview2.leading",
                    "UISV-fill-equally: _UIOLAGapGuide1.width == _UIOLAGapGuide0.width",
                    "UISV-spacing: Subview1.leading >= Subview0.trailing + 10",
                    "UISV-spacing: Subview2.leading >= Subview1.trailing + 10",
                ]))
    }

    func testEqualCenteringMatchesKean() {
        XCTAssertEqual(
            expanded("equalCentering"),
            kean(
                fillAlignment + canvasAlongAxis + [
                    "UISV-distributing-edge: _UIOLAGapGuide0.leading == Subview0.centerX",
                    "UISV-distributing-edge: _UIOLAGapGuide0.trailing == Subview1.centerX",
                    "UISV-distributing-edge: _UIOLAGapGuide1.leading == Subview1.centerX",
                    "UISV-distributing-edge: _UIOLAGapGuide1.trailing == Subview2.centerX",
                    "UISV-fill-equally: _UIOLAGapGuide1.width == _UIOLAGapGuide0.width priority:149",
                    "UISV-spacing: Subview1.leading >= Subview0.trailing",
                    "UISV-spacing: Subview2.leading >= Subview1.trailing",
                ]))
    }

    private let suppression = [
        "UISV-ambiguity-suppression: Subview0.height == 0 priority:25",
        "UISV-ambiguity-suppression: Subview1.height == 0 priority:25",
        "UISV-ambiguity-suppression: Subview2.height == 0 priority:25",
        "UISV-spanning-fit: _UILayoutSpacer.height == 0 priority:51",
    ]

    func testLeadingAlignmentMatchesKean() {
        XCTAssertEqual(
            expanded("fill", "leading"),
            kean(
                canvasAlongAxis + spacingZero + suppression + [
                    "UISV-alignment: Subview0.top == Subview1.top", "UISV-alignment: Subview0.top == Subview2.top",
                    "UISV-spanning-boundary: _UILayoutSpacer.top == Subview0.top priority:999.5",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom >= Subview0.bottom",
                    "UISV-spanning-boundary: _UILayoutSpacer.top == Subview1.top priority:999.5",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom >= Subview1.bottom",
                    "UISV-spanning-boundary: _UILayoutSpacer.top == Subview2.top priority:999.5",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom >= Subview2.bottom",
                    "UISV-canvas-connection: StackView.top == Subview0.top",
                    "UISV-canvas-connection: _UILayoutSpacer.bottom == StackView.bottom",
                ]))
    }

    func testCenterAlignmentMatchesKean() {
        XCTAssertEqual(
            expanded("fill", "center"),
            kean(
                canvasAlongAxis + spacingZero + suppression + [
                    "UISV-alignment: Subview0.centerY == Subview1.centerY",
                    "UISV-alignment: Subview0.centerY == Subview2.centerY",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom >= Subview0.bottom",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom >= Subview1.bottom",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom >= Subview2.bottom",
                    "UISV-spanning-boundary: _UILayoutSpacer.top <= Subview0.top",
                    "UISV-spanning-boundary: _UILayoutSpacer.top <= Subview1.top",
                    "UISV-spanning-boundary: _UILayoutSpacer.top <= Subview2.top",
                    "UISV-canvas-connection: StackView.top == _UILayoutSpacer.top",
                    "UISV-canvas-connection: _UILayoutSpacer.bottom == StackView.bottom",
                    "UISV-canvas-connection: StackView.centerY == Subview0.centerY",
                ]))
    }

    func testTrailingAlignmentMatchesKean() {
        XCTAssertEqual(
            expanded("fill", "trailing"),
            kean(
                canvasAlongAxis + spacingZero + suppression + [
                    "UISV-alignment: Subview0.bottom == Subview1.bottom",
                    "UISV-alignment: Subview0.bottom == Subview2.bottom",
                    "UISV-spanning-boundary: _UILayoutSpacer.top <= Subview0.top",
                    "UISV-spanning-boundary: _UILayoutSpacer.top <= Subview1.top",
                    "UISV-spanning-boundary: _UILayoutSpacer.top <= Subview2.top",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom == Subview0.bottom priority:999.5",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom == Subview1.bottom priority:999.5",
                    "UISV-spanning-boundary: _UILayoutSpacer.bottom == Subview2.bottom priority:999.5",
                    "UISV-canvas-connection: StackView.top == _UILayoutSpacer.top",
                    "UISV-canvas-connection: Subview0.bottom == StackView.bottom",
                ]))
    }

    /// kean's "Hiding Subviews": the first view hidden, spacing 10.
    /// "Hiding Subviews" de kean: la primera vista oculta, espaciado 10.
    func testHiddenSubviewMatchesKean() {
        XCTAssertEqual(
            expanded("fill", spacing: 10, hidden: [true, false, false]),
            kean(
                fillAlignment + canvasAlongAxis + [
                    "UISV-hiding: Subview0.width == 0", "UISV-spacing: Subview1.leading == Subview0.trailing",
                    "UISV-spacing: Subview2.leading == Subview1.trailing + 10",
                ]))
    }

    func testSingleCenteredSubviewMatchesKean() {
        let rules = Set(
            StackExpansion.rules(
                .init(horizontal: true, distribution: "fill", alignment: "center", spacing: 0, hidden: [false])
            ).map(\.description))
        XCTAssertEqual(
            rules,
            [
                "UISV-canvas-connection: StackView.leading == Subview0.leading",
                "UISV-canvas-connection: Subview0.trailing == StackView.trailing",
                "UISV-canvas-connection: StackView.top <= Subview0.top",
                "UISV-canvas-connection: StackView.bottom >= Subview0.bottom",
                "UISV-canvas-connection: StackView.centerY == Subview0.centerY",
                "UISV-canvas-fit: StackView.height == 0 priority:49",
                "UISV-ambiguity-suppression: Subview0.height == 0 priority:25",
            ])
    }

    /// A vertical stack is the same list with x and y swapped. / Una pila vertical: x e y intercambiadas.
    func testVerticalStackSwapsAxes() {
        let rules = StackExpansion.rules(
            .init(horizontal: false, distribution: "fill", alignment: "fill", spacing: 8, hidden: [false, true]))
        let lines = Set(rules.map(\.description))
        XCTAssertTrue(lines.contains("UISV-hiding: Subview1.height == 0"), "\(lines)")
        XCTAssertTrue(lines.contains("UISV-canvas-connection: StackView.top == Subview0.top"), "\(lines)")
        XCTAssertTrue(lines.contains("UISV-spacing: Subview1.top == Subview0.bottom"), "\(lines)")
        XCTAssertTrue(lines.contains("UISV-alignment: Subview0.leading == Subview1.leading"), "\(lines)")
    }
}
