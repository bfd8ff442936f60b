import XCTest

@testable import ProjectChecks

/// Headings, switch rows and return keys decided by storyboard attributes.
/// Encabezados, filas con interruptor y teclas Intro que deciden los atributos del storyboard.
final class StoryboardVoiceOverTests: XCTestCase {
    private let check = StoryboardCheck()
    private let storyboard = FixtureRepository.mainStoryboard
    /// Snippets go right before the fixture's table view (line 41). / Los fragmentos van en la línea 41.
    private let anchor = #"<tableView id="Tv1-00-001">"#

    /// The fixture's own field (line 14) says Next, so it joins a form without a finding of its own.
    /// El campo propio del ejemplo dice Siguiente y se suma al formulario sin hallazgo propio.
    private func fixtureFieldSaysNext(_ fixture: FixtureRepository) throws {
        try fixture.replace(
            in: storyboard, #"<textField opaque="NO" placeholder="Tu nombre" id="Tf1-00-001"/>"#,
            with:
                #"<textField opaque="NO" placeholder="Tu nombre" id="Tf1-00-001"><textInputTraits key="textInputTraits" returnKeyType="next"/></textField>"#
        )
    }

    private func insert(_ snippet: String, in fixture: FixtureRepository) throws {
        try fixture.replace(in: storyboard, anchor, with: snippet + "\n" + anchor)
    }

    // MARK: Headings / Encabezados

    func testAHeadingLabelWithoutTheHeaderTraitIsReported() throws {
        let fixture = try FixtureRepository()
        try insert(
            """
            <label opaque="NO" text="Keychain" id="Hd1-LB-001" userLabel="Keychain Header">
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
            </label>
            """, in: fixture)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 41,
            contains: ["heading label Hd1-LB-001 (\"Keychain Header\") has no header trait"])
        try fixture.replace(
            in: storyboard, #"<fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>"#,
            with: """
                <accessibility key="accessibilityConfiguration">
                    <accessibilityTraits key="traits" staticText="YES" header="YES"/>
                </accessibility>
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle2"/>
                """)
        XCTAssertEqual(fixture.run(check), [])
    }

    /// A fixed text in a title style is a heading even without a name; one with an outlet is a value.
    /// Un texto fijo con estilo de título es encabezado; con outlet es un valor que cambia.
    func testAFixedTitleStyledLabelIsAHeadingButAConnectedOneIsNot() throws {
        let fixture = try FixtureRepository()
        try insert(
            """
            <label opaque="NO" text="Ajustes" id="Hd2-LB-001">
                <fontDescription key="fontDescription" style="UICTFontTextStyleTitle1"/>
            </label>
            """, in: fixture)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 41,
            contains: ["heading label Hd2-LB-001 has no header trait"])
        try fixture.replace(in: storyboard, #"destination="Lb1-00-001""#, with: #"destination="Hd2-LB-001""#)
        XCTAssertEqual(fixture.run(check), [])
    }

    // MARK: Switch rows / Filas con interruptor

    private func switchRow(labelAccessibility: String = "", switchAccessibility: String = "") -> String {
        """
        <stackView opaque="NO" spacing="12" id="Sw1-00-001" userLabel="Sound Row">
            <subviews>
                <label opaque="NO" horizontalHuggingPriority="249" text="Sonido" id="Sw1-LB-001">\(labelAccessibility)</label>
                <switch opaque="NO" horizontalHuggingPriority="750" horizontalCompressionResistancePriority="751" id="Sw1-SW-001">\(switchAccessibility)</switch>
            </subviews>
        </stackView>
        """
    }

    func testASwitchRowReadTwiceIsReported() throws {
        let fixture = try FixtureRepository()
        try insert(
            switchRow(switchAccessibility: #"<accessibility key="accessibilityConfiguration" label="Sonido"/>"#),
            in: fixture)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 43,
            contains: ["label Sw1-LB-001 in switch row Sw1-00-001 (\"Sound Row\") is read by VoiceOver and then again"])
    }

    func testASwitchWithoutALabelIsReported() throws {
        let fixture = try FixtureRepository()
        try insert(
            switchRow(
                labelAccessibility:
                    #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#
            ),
            in: fixture)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 44,
            contains: ["switch Sw1-SW-001 in row Sw1-00-001 (\"Sound Row\") has no accessibility label", "\"Sonido\""])
    }

    func testASwitchRowReadOncePasses() throws {
        let fixture = try FixtureRepository()
        try insert(
            switchRow(
                labelAccessibility:
                    #"<accessibility key="accessibilityConfiguration"><bool key="isElement" value="NO"/></accessibility>"#,
                switchAccessibility: #"<accessibility key="accessibilityConfiguration" label="Sonido"/>"#),
            in: fixture)
        XCTAssertEqual(fixture.run(check), [])
    }

    // MARK: Return keys / Teclas Intro

    private func form(_ first: String, _ second: String) -> String {
        """
        <textField opaque="NO" placeholder="Usuario" id="Fm1-TF-001">
            <textInputTraits key="textInputTraits" returnKeyType="\(first)"/>
        </textField>
        <textField opaque="NO" placeholder="Clave" id="Fm1-TF-002">
            <textInputTraits key="textInputTraits" returnKeyType="\(second)"/>
        </textField>
        """
    }

    /// Persistencia's bug: the password, last of the form, says "Siguiente". / El error de Persistencia.
    func testTheLastFieldOfAFormSayingNextIsReported() throws {
        let fixture = try FixtureRepository()
        try fixtureFieldSaysNext(fixture)
        try insert(form("next", "next"), in: fixture)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 44,
            contains: ["text field Fm1-TF-002 is the last field of its form but its return key is \"next\""])
    }

    func testAFieldBeforeTheLastSayingDoneIsReported() throws {
        let fixture = try FixtureRepository()
        try insert(form("done", "go"), in: fixture)
        // The fixture's own field (Tf1-00-001, line 14) comes first in the scene and says nothing.
        // El campo propio del ejemplo va primero en la escena y no dice nada.
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "storyboard", path: storyboard, line: 14,
            contains: ["text field Tf1-00-001 is followed by another field", "\"default\""])
        assertFinding(
            findings, check: "storyboard", path: storyboard, line: 41,
            contains: ["text field Fm1-TF-001 is followed by another field", "\"done\""])
    }

    func testAFormThatSaysNextThenDonePasses() throws {
        let fixture = try FixtureRepository()
        try insert(form("next", "done"), in: fixture)
        try fixtureFieldSaysNext(fixture)
        XCTAssertEqual(fixture.run(check), [])
    }

    /// A lone field (the fixture's own) is judged only when it says Next.
    /// Un campo solo se juzga únicamente si dice Siguiente.
    func testALoneFieldSayingNextIsReported() throws {
        let fixture = try FixtureRepository()
        XCTAssertEqual(fixture.run(check), [])
        try fixtureFieldSaysNext(fixture)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 14,
            contains: ["Tf1-00-001 is the last field of its form but its return key is \"next\""])
    }
}
