import XCTest

@testable import ProjectChecks

/// Rows whose members grow with text must not tie on horizontal compression resistance or hugging.
/// Las filas con miembros que crecen con el texto no deben empatar en resistencia ni en hugging.
final class StoryboardRowTieTests: XCTestCase {
    private let check = StoryboardCheck()
    private let storyboard = FixtureRepository.mainStoryboard
    /// The fixture's table view; snippets go right before it, so their first line is 41.
    /// La tabla del ejemplo; los fragmentos van justo antes, así su primera línea es la 41.
    private let anchor = #"<tableView id="Tv1-00-001">"#

    /// Only this rule's findings (a row's field also joins the scene's form). / Solo los de esta regla.
    private func ties(_ fixture: FixtureRepository) -> [Finding] {
        fixture.run(check).filter { $0.message.contains("have the same horizontal") }
    }

    /// A password row like Persistencia's: field (hugging 249) and "Mostrar" (hugging 750), both
    /// at the default compression resistance unless `buttonResistance` is given.
    /// Una fila de contraseña como la de Persistencia.
    private func passwordRow(buttonResistance: String? = nil, extraAttributes: String = "") -> String {
        let resistance = buttonResistance.map { #" horizontalCompressionResistancePriority="\#($0)""# } ?? ""
        return """
            <stackView opaque="NO" alignment="center" spacing="12"\(extraAttributes) id="Rw1-00-001" userLabel="Password Row">
                <subviews>
                    <textField opaque="NO" horizontalHuggingPriority="249" placeholder="Clave" id="Rw1-TF-001"/>
                    <button opaque="NO" horizontalHuggingPriority="750"\(resistance) buttonType="system" id="Rw1-BT-001">
                        <state key="normal" title="Mostrar"/>
                    </button>
                </subviews>
            </stackView>
            \(anchor)
            """
    }

    func testATiedPasswordRowIsReportedWithItsIDAndLine() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, anchor, with: passwordRow())
        assertOnlyFinding(
            ties(fixture), check: "storyboard", path: storyboard, line: 41,
            contains: [
                "horizontal stack view Rw1-00-001 (\"Password Row\")", "Rw1-TF-001 <textField>, Rw1-BT-001 <button>",
                "same horizontal compression resistance (750)", "truncates is undefined",
            ])
    }

    func testAnExplicitPriorityPasses() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, anchor, with: passwordRow(buttonResistance: "751"))
        XCTAssertEqual(ties(fixture), [])
    }

    func testEqualHuggingIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, anchor, with: passwordRow(buttonResistance: "751"))
        try fixture.replace(
            in: storyboard, #"horizontalHuggingPriority="750""#, with: #"horizontalHuggingPriority="249""#)
        assertOnlyFinding(
            ties(fixture), check: "storyboard", path: storyboard, line: 41,
            contains: ["Rw1-TF-001 <textField>, Rw1-BT-001 <button>", "same horizontal hugging (249)", "stretches"])
    }

    /// Default priorities (no attribute) are 250 and 750, as in UIKit. / Sin atributo: 250 y 750.
    func testALabelAndASwitchAtDefaultPrioritiesTieTwice() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: storyboard, anchor,
            with: """
                <stackView opaque="NO" spacing="12" id="Rw2-00-001">
                    <subviews>
                        <label opaque="NO" text="Sonido" id="Rw2-LB-001"/>
                        <switch opaque="NO" id="Rw2-SW-001"/>
                    </subviews>
                </stackView>
                \(anchor)
                """)
        let findings = ties(fixture)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(findings, check: "storyboard", path: storyboard, line: 41, contains: ["resistance (750)"])
        assertFinding(findings, check: "storyboard", path: storyboard, line: 41, contains: ["hugging (250)"])
    }

    /// Vertical stacks, equal-width rows, rows without text and fixed-width members are not judged.
    /// No se juzgan stacks verticales, filas de igual ancho, filas sin texto ni miembros de ancho fijo.
    func testRowsWherePrioritiesDoNotDecideAreSkipped() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: storyboard, anchor,
            with: """
                <stackView opaque="NO" axis="vertical" id="Rw3-00-001">
                    <subviews>
                        <label opaque="NO" text="Uno" id="Rw3-LB-001"/>
                        <label opaque="NO" text="Dos" id="Rw3-LB-002"/>
                    </subviews>
                </stackView>
                <stackView opaque="NO" distribution="fillEqually" id="Rw4-00-001">
                    <subviews>
                        <button opaque="NO" buttonType="system" id="Rw4-BT-001"/>
                        <button opaque="NO" buttonType="system" id="Rw4-BT-002"/>
                    </subviews>
                </stackView>
                <stackView opaque="NO" id="Rw5-00-001">
                    <subviews>
                        <switch opaque="NO" id="Rw5-SW-001"/>
                        <switch opaque="NO" id="Rw5-SW-002"/>
                    </subviews>
                </stackView>
                <stackView opaque="NO" id="Rw6-00-001">
                    <subviews>
                        <imageView opaque="NO" id="Rw6-IM-001">
                            <constraints>
                                <constraint firstAttribute="width" constant="56" id="Rw6-K1-001"/>
                            </constraints>
                        </imageView>
                        <label opaque="NO" text="Mapa" id="Rw6-LB-001"/>
                    </subviews>
                </stackView>
                \(anchor)
                """)
        XCTAssertEqual(ties(fixture), [])
    }

    func testSiblingsConstrainedSideBySideAreJudgedLikeAStack() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: storyboard, anchor,
            with: """
                <view opaque="NO" id="Rw7-00-001">
                    <subviews>
                        <label opaque="NO" horizontalHuggingPriority="251" text="Nombre" id="Rw7-LB-001"/>
                        <label opaque="NO" horizontalHuggingPriority="252" text="Valor" id="Rw7-LB-002"/>
                    </subviews>
                    <constraints>
                        <constraint firstItem="Rw7-LB-002" firstAttribute="leading" secondItem="Rw7-LB-001" secondAttribute="trailing" constant="8" id="Rw7-K1-001"/>
                        <constraint firstItem="Rw7-LB-002" firstAttribute="top" secondItem="Rw7-LB-001" secondAttribute="top" id="Rw7-K1-002"/>
                    </constraints>
                </view>
                \(anchor)
                """)
        assertOnlyFinding(
            ties(fixture), check: "storyboard", path: storyboard, line: 47,
            contains: [
                "views Rw7-LB-002 and Rw7-LB-001 side by side (constraint Rw7-K1-001)",
                "same horizontal compression resistance (750)",
            ])
        try fixture.replace(
            in: storyboard, #"text="Valor""#, with: #"horizontalCompressionResistancePriority="751" text="Valor""#)
        XCTAssertEqual(ties(fixture), [])
    }
}
