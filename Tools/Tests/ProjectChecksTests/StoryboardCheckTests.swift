import XCTest

@testable import ProjectChecks

/// Each test breaks one storyboard rule in the valid fixture. / Cada prueba rompe una regla.
final class StoryboardCheckTests: XCTestCase {
    private let check = StoryboardCheck()
    private let storyboard = FixtureRepository.mainStoryboard
    private let controller = FixtureRepository.homeController

    func testDuplicateObjectID() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, #"id="Lb2-00-002""#, with: #"id="Lb1-00-001""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, contains: ["duplicate object id \"Lb1-00-001\""])
    }

    func testDuplicateStoryboardIdentifier() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: storyboard, #"<viewController id="Dt1-VC-001""#,
            with: #"<viewController storyboardIdentifier="HomeViewController" id="Dt1-VC-001""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: ["storyboardIdentifier \"HomeViewController\" is used again (first on line 6)"])
    }

    func testTwoStoryboardsWithOneNameInATarget() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            "Apps/Demo/Home/Base.lproj/LaunchScreen.storyboard",
            try fixture.read("Apps/Demo/Base.lproj/LaunchScreen.storyboard"))
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: "Apps/Demo/Home/Base.lproj/LaunchScreen.storyboard",
            contains: ["target Demo has another LaunchScreen.storyboard (Apps/Demo/Base.lproj/LaunchScreen.storyboard)"]
        )
    }

    func testMalformedXML() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, "</scenes>", with: "</scene>")
        assertOnlyFinding(fixture.run(check), check: "storyboard", path: storyboard, contains: ["malformed XML"])
    }

    func testSceneStoryboardWithoutInitialViewController() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, #" initialViewController="Hm1-VC-001""#, with: "")
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: ["UISceneStoryboardFile", "no initial view controller"])
    }

    func testMainStoryboardFileWithoutInitialViewController() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: "Apps/Demo/Info.plist", "<key>UILaunchStoryboardName</key>",
            with: "<key>UIMainStoryboardFile</key><string>Main</string><key>UILaunchStoryboardName</key>")
        try fixture.replace(in: "Apps/Demo/Info.plist", "<key>UISceneStoryboardFile</key>", with: "<key>Unused</key>")
        XCTAssertEqual(fixture.run(check), [])
        try fixture.replace(in: storyboard, #" initialViewController="Hm1-VC-001""#, with: "")
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: ["UIMainStoryboardFile", "no initial view controller"])
    }

    func testInfoPlistNamesMissingStoryboard() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: "Apps/Demo/Info.plist", "<string>Main</string>", with: "<string>Principal</string>")
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: "Apps/Demo/Info.plist",
            contains: ["UISceneStoryboardFile names storyboard \"Principal\"", "no Principal.storyboard"])
    }

    func testConnectionToAMissingObject() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: storyboard, #"<outlet property="dataSource" destination="Hm1-VC-001""#,
            with: #"<outlet property="dataSource" destination="Hm1-VC-999""#)
        try fixture.replace(
            in: storyboard, #"<segue destination="Dt1-VC-001""#, with: #"<segue destination="Dt1-VC-999""#)
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "storyboard", path: storyboard, line: 43,
            contains: ["<outlet> \"dataSource\" destination \"Hm1-VC-999\" is not an object of this file"])
        assertFinding(
            findings, check: "storyboard", path: storyboard, line: 54,
            contains: ["<segue> \"showDetail\" destination \"Dt1-VC-999\""])
    }

    func testInitialViewControllerIsNotAnObjectOfTheFile() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: storyboard, #" initialViewController="Hm1-VC-001""#, with: #" initialViewController="Hm1-VC-999""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 2,
            contains: ["initialViewController \"Hm1-VC-999\" is not an object of this file"])
    }

    func testCustomClassNotDeclared() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: storyboard, #"customClass="HomeViewController""#, with: #"customClass="HomeController""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, line: 6,
            contains: [
                "customClass \"HomeController\"", "no Swift file of target Demo declares `class HomeController`",
            ])
    }

    func testCustomClassWithoutModule() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, #" customModule="Demo" customModuleProvider="target""#, with: "")
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: ["Hm1-VC-001", "without customModule/customModuleProvider"])
    }

    func testOutletMissingFromClass() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, #"property="nameField""#, with: #"property="nameText""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: [
                "outlet \"nameText\"", "not an @IBOutlet of HomeViewController", "flagView, nameField, titleLabel",
            ])
    }

    func testInheritedOutletIsFollowedThroughSuperclass() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, "@IBOutlet weak var titleLabel", with: "weak var titleLabel")
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, contains: ["outlet \"titleLabel\""])
    }

    func testActionMissingFromClass() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, #"selector="save:""#, with: #"selector="store:""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: ["action \"store:\"", "no @IBAction of HomeViewController"])
    }

    func testActionSelectorFollowsArgumentLabels() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, "func share(sender: Any)", with: "func share(_ sender: Any)")
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: ["action \"shareWithSender:\"", "declared: reset, save:, share:, tap:forEvent:"])
    }

    func testStoryboardIDIdentifierNotDefined() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, #"identifier: "HomeViewController""#, with: #"identifier: "Home""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: controller, line: 10,
            contains: [
                "StoryboardID(storyboard: \"Main\", identifier: \"Home\")",
                "no element with storyboardIdentifier=\"Home\"",
            ])
    }

    func testStoryboardIDStoryboardMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, #"storyboard: "Main""#, with: #"storyboard: "Home""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: controller, contains: ["target Demo has no Home.storyboard"])
    }

    func testSegueIdentifierNotDefined() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, #"withIdentifier: "showDetail""#, with: #"withIdentifier: "showDetails""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: controller, contains: ["segue identifier \"showDetails\""])
    }

    func testInstantiatedIdentifierNotDefined() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: controller, "    @IBAction func reset() {}",
            with: """
                    @IBAction func reset() {
                        _ = storyboard?.instantiateViewController(withIdentifier: "Settings")
                        _ = storyboard?.instantiateViewController(withIdentifier: "HomeViewController")
                    }
                """)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: controller,
            contains: ["instantiateViewController(withIdentifier: \"Settings\")"])
    }

    func testImageNotInCatalog() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, #"<imageView image="Flag""#, with: #"<imageView image="Bandera""#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard,
            contains: ["image=\"Bandera\"", "Iv1-00-001", "catalogs: Apps/Demo/Assets.xcassets"])
    }

    func testNamedColourNotInCatalog() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: storyboard, #"<namedColor name="Brand">"#, with: #"<namedColor name="Marca">"#)
        assertOnlyFinding(
            fixture.run(check), check: "storyboard", path: storyboard, contains: ["named colour \"Marca\""])
    }

    func testStoryboardReferences() throws {
        let fixture = try FixtureRepository()
        let anchor = #"<placeholder placeholderIdentifier="IBFirstResponder" id="Fr2-00-002""#
        try fixture.replace(
            in: storyboard, anchor,
            with: """
                <viewControllerPlaceholder storyboardName="Main" referencedIdentifier="HomeViewController" id="Rf1-00-001" sceneMemberID="viewController"/>
                <viewControllerPlaceholder storyboardName="LaunchScreen" id="Rf2-00-002" sceneMemberID="viewController"/>
                \(anchor)
                """)
        XCTAssertEqual(fixture.run(check), [])
        try fixture.replace(
            in: storyboard, #"referencedIdentifier="HomeViewController""#, with: #"referencedIdentifier="Perfil""#)
        try fixture.replace(in: storyboard, #"storyboardName="LaunchScreen""#, with: #"storyboardName="Ajustes""#)
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "storyboard", path: storyboard,
            contains: ["storyboard reference Rf1-00-001", "no element with storyboardIdentifier=\"Perfil\""])
        assertFinding(
            findings, check: "storyboard", path: storyboard,
            contains: ["storyboard reference Rf2-00-002 names storyboard \"Ajustes\""])
    }

    func testStoryboardAndNibNamesUsedInCode() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: controller, "    @IBAction func reset() {}",
            with: """
                    @IBAction func reset() {
                        _ = UIStoryboard(name: "Main", bundle: nil)
                        _ = UIStoryboard(name: "Ajustes", bundle: nil)
                        _ = UINib(nibName: "Celda", bundle: nil)
                    }
                """)
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "storyboard", path: controller, line: 27,
            contains: ["UIStoryboard(name: \"Ajustes\"): target Demo has no Ajustes.storyboard"])
        assertFinding(
            findings, check: "storyboard", path: controller, line: 28,
            contains: ["UINib(nibName: \"Celda\"): target Demo has no Celda.xib"])
    }
}
