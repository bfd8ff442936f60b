import XCTest

@testable import ProjectChecks

/// Findings no other test reaches: each breaks one more rule in the valid fixture and expects the
/// exact finding. / Hallazgos que ninguna otra prueba alcanza: cada una rompe una regla más.
final class ProjectChecksEdgeTests: XCTestCase {
    private let infoPlist = FixtureRepository.app + "/Info.plist"

    func testALaunchStoryboardThatDoesNotExist() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: infoPlist, "<string>LaunchScreen</string>", with: "<string>Splash</string>")
        assertFinding(
            fixture.run(StoryboardCheck()), check: "storyboard", path: infoPlist,
            contains: ["UILaunchStoryboardName names \"Splash\" but target Demo has no Splash.storyboard"])
    }

    func testASegueComparedInPrepareThatNoStoryboardDefines() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            FixtureRepository.app + "/Home/HomeSegues.swift",
            """
            import UIKit

            extension HomeViewController {
                func isDetail(_ segue: UIStoryboardSegue) -> Bool {
                    segue.identifier == "showMissing"
                }
            }

            """)
        assertOnlyFinding(
            fixture.run(StoryboardCheck()), check: "storyboard", path: FixtureRepository.app + "/Home/HomeSegues.swift",
            line: 5, contains: ["segue identifier \"showMissing\" is not defined"])
    }

    func testARootObjectThatIsNotInTheProject() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: FixtureRepository.pbxproj, "rootObject = 46F86FAA6BBF9AC94A7E4595;",
            with: "rootObject = 000000000000000000000000;")
        assertFinding(
            fixture.run(ProjectFileCheck()), check: "project", path: FixtureRepository.pbxproj,
            contains: ["rootObject \"000000000000000000000000\" is not an object of the project"])
    }

    func testAStringsFileThatCannotBeParsedSaysWhere() throws {
        let fixture = try FixtureRepository()
        let strings = try fixture.read(FixtureRepository.englishStrings)
        try fixture.write(FixtureRepository.englishStrings, strings + "\n\"broken\" = \"no semicolon\"\n")
        let lines = strings.split(separator: "\n", omittingEmptySubsequences: false).count
        assertFinding(
            fixture.run(LocalizationCheck()), check: "localization", path: FixtureRepository.englishStrings,
            line: lines + 2, contains: ["cannot parse .strings: expected `;`"])
    }

    func testAnAppIconSetWithoutAnyFile() throws {
        let fixture = try FixtureRepository()
        let iconSet = FixtureRepository.catalog + "/AppIcon.appiconset"
        try fixture.write(
            iconSet + "/Contents.json",
            #"{"images":[{"idiom":"universal","platform":"ios","size":"1024x1024"}],"info":{"author":"xcode","version":1}}"#
        )
        assertFinding(
            fixture.run(AssetCheck()), check: "assets", path: iconSet,
            contains: ["app icon set \"AppIcon\" lists no icon file; add a 1024×1024 PNG"])
    }

    func testAnAppDataFileThatIsNotJSON() throws {
        let fixture = try FixtureRepository()
        let data = FixtureRepository.app + "/Data/items.json"
        try fixture.write(data, "[{\"image\": ")
        assertOnlyFinding(fixture.run(AssetCheck()), check: "assets", path: data, contains: ["is not valid JSON"])
    }

    func testNoXcodeProjectAtAll() throws {
        let fixture = try FixtureRepository()
        try fixture.remove("Apps/Demo.xcodeproj")
        assertFinding(
            fixture.run(ProjectFileCheck()), check: "project", path: "Apps",
            contains: ["no Xcode project: expected Apps/<Name>.xcodeproj/project.pbxproj"])
    }

    func testAProjectFileWithoutObjects() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: FixtureRepository.pbxproj, "\tobjects = {", with: "\tthings = {")
        assertFinding(
            fixture.run(ProjectFileCheck()), check: "project", path: FixtureRepository.pbxproj,
            contains: ["cannot read the project:", "has no `objects` dictionary"])
    }

    /// iOS 15 button configurations carry their own title and subtitle, which need English too.
    /// Las configuraciones de botón de iOS 15 tienen su propio título y subtítulo.
    func testButtonConfigurationTextsNeedEnglishEntries() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: FixtureRepository.mainStoryboard, #"<state key="normal" image="star" catalog="system"/>"#,
            with: #"""
                <state key="normal" image="star" catalog="system"/>
                <buttonConfiguration key="configuration" style="plain" title="Compartir" subtitle="Con amigos"/>
                """#)
        let findings = fixture.run(LocalizationCheck())
        for (key, text) in [
            ("Bt2-00-002.configuration.title", "Compartir"), ("Bt2-00-002.configuration.subtitle", "Con amigos"),
        ] {
            assertFinding(
                findings, check: "localization", path: FixtureRepository.mainStoryboard,
                contains: ["text \"\(text)\" has no English entry \"\(key)\""])
        }
        XCTAssertEqual(findings.count, 2)
    }

    /// A string left open at the end of a line does not swallow the next lines' literals.
    /// Un texto sin cerrar al final de una línea no se traga los literales de las líneas siguientes.
    func testAnUnterminatedStringRecoversAtTheEndOfItsLine() {
        let source = SwiftSource(text: "let a = \"open\nlet b = \"closed\"\n")
        XCTAssertEqual(source.literals.last?.value, "closed")
        XCTAssertEqual(source.literals.last?.line, 2)
    }

    /// A reference without `referencedIdentifier` opens the other storyboard's initial view
    /// controller, so that storyboard must have one.
    /// Una referencia sin `referencedIdentifier` abre el controlador inicial del otro storyboard.
    func testAReferenceToTheInitialControllerOfAStoryboardWithoutOne() throws {
        let fixture = try FixtureRepository()
        let launch = FixtureRepository.app + "/Base.lproj/LaunchScreen.storyboard"
        try fixture.replace(in: launch, #" initialViewController="Ls1-VC-001""#, with: "")
        let anchor = #"<placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-002""#
        try fixture.replace(
            in: FixtureRepository.mainStoryboard, anchor,
            with: """
                <viewControllerPlaceholder storyboardName="LaunchScreen" id="Rf2-00-002" sceneMemberID="viewController"/>
                \(anchor)
                """)
        assertFinding(
            fixture.run(StoryboardCheck()), check: "storyboard", path: FixtureRepository.mainStoryboard,
            contains: ["storyboard reference Rf2-00-002 opens the initial view controller of \(launch), which has none"]
        )
    }

    /// Interface Builder stores a multi-line label text as `<string key="text">`; it needs English too.
    /// Interface Builder guarda un texto de varias líneas como `<string key="text">`.
    func testAMultiLineLabelTextNeedsAnEnglishEntry() throws {
        let fixture = try FixtureRepository()
        let storyboardStrings = FixtureRepository.app + "/en.lproj/Main.strings"
        try fixture.replace(
            in: FixtureRepository.mainStoryboard,
            #"<label opaque="NO" text="Hola" textAlignment="natural" id="Lb1-00-001">"#,
            with: """
                <label opaque="NO" textAlignment="natural" id="Lb1-00-001">
                    <string key="text">Hola
                mundo</string>
                """)
        try fixture.replace(in: storyboardStrings, #""Lb1-00-001.text" = "Hello";"#, with: "")
        assertOnlyFinding(
            fixture.run(LocalizationCheck()), check: "localization", path: FixtureRepository.mainStoryboard,
            contains: ["text \"Hola\nmundo\" has no English entry \"Lb1-00-001.text\""])
    }
}
