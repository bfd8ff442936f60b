import XCTest

@testable import ProjectChecks

/// Each test breaks one asset rule in the valid fixture. / Cada prueba rompe una regla de assets.
final class AssetCheckTests: XCTestCase {
    private let check = AssetCheck()
    private let catalog = FixtureRepository.catalog
    private let controller = FixtureRepository.homeController
    private var flagSet: String { catalog + "/Flag.imageset" }

    func testInvalidContentsJSON() throws {
        let fixture = try FixtureRepository()
        try fixture.write(flagSet + "/Contents.json", "{\"images\": [")
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: flagSet + "/Contents.json", contains: ["not a valid JSON object"]
        )
    }

    func testFolderWithoutContentsJSON() throws {
        let fixture = try FixtureRepository()
        try fixture.remove(catalog + "/Brand.colorset/Contents.json")
        try fixture.write(catalog + "/Brand.colorset/notes.txt", "")
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: catalog + "/Brand.colorset", contains: ["has no Contents.json"])
    }

    func testListedImageFileMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.remove(flagSet + "/Flag@3x.png")
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: flagSet + "/Flag@3x.png",
            contains: ["listed by image set \"Flag\" but missing"])
    }

    func testOnlyOneScale() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: flagSet + "/Contents.json", #",{"filename":"Flag@3x.png","idiom":"universal","scale":"3x"}"#, with: "")
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: flagSet + "/Contents.json",
            contains: ["image set \"Flag\" has only scale(s) 2x", "provide both 2x and 3x"])
    }

    func testImageSetWithoutFiles() throws {
        let fixture = try FixtureRepository()
        try fixture.write(flagSet + "/Contents.json", #"{"images":[{"idiom":"universal","scale":"2x"}]}"#)
        assertOnlyFinding(fixture.run(check), check: "assets", path: flagSet, contains: ["lists no image file"])
    }

    func testSingleUniversalImageIsEnough() throws {
        let fixture = try FixtureRepository()
        try fixture.write(flagSet + "/Contents.json", #"{"images":[{"filename":"Flag@2x.png","idiom":"universal"}]}"#)
        XCTAssertEqual(fixture.run(check), [])
    }

    func testAppIconFileMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.remove(catalog + "/AppIcon.appiconset/Icon.png")
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: catalog + "/AppIcon.appiconset/Icon.png",
            contains: ["listed by app icon set \"AppIcon\" but missing"])
    }

    func testAppIconSetMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: FixtureRepository.pbxproj, "ASSETCATALOG_COMPILER_APPICON_NAME = AppIcon;",
            with: "ASSETCATALOG_COMPILER_APPICON_NAME = Icono;")
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: "Apps/Demo", contains: ["no Icono.appiconset exists"])
    }

    func testImageNamedInSwiftMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, #"UIImage(named: "Flag")"#, with: #"UIImage(named: "Bandera")"#)
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: controller, line: 20,
            contains: ["image \"Bandera\" is not an image set of target Demo"])
    }

    func testImageLiteralMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: controller, "    @IBAction func reset() {}",
            with: "    @IBAction func reset() { _ = #imageLiteral(resourceName: \"Escudo\") }")
        assertOnlyFinding(fixture.run(check), check: "assets", path: controller, contains: ["image \"Escudo\""])
    }

    func testColourNamedInSwiftMissing() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: controller, #"UIColor(named: "Brand")"#, with: #"UIColor(named: "Marca")"#)
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: controller, contains: ["colour \"Marca\" is not a .colorset"])
    }

    func testImageNamesInJSONData() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: "Apps/Demo/Data/items.json", #""Icons/Logo""#, with: #""Logo""#)
        try fixture.replace(
            in: "Apps/Demo/Data/items.json", #"{"imageName": "Flag"}"#, with: #"{"imageName": "Flag2"}"#)
        let findings = fixture.run(check)
        XCTAssertEqual(findings.count, 2, findings.map(\.description).joined(separator: "\n"))
        assertFinding(
            findings, check: "assets", path: "Apps/Demo/Data/items.json", contains: ["\"imageNames\": \"Logo\""])
        assertFinding(
            findings, check: "assets", path: "Apps/Demo/Data/items.json", contains: ["\"imageName\": \"Flag2\""])
    }

    func testNamespacedGroupRequiresPrefix() throws {
        let fixture = try FixtureRepository()
        try fixture.write(catalog + "/Icons/Contents.json", #"{"info":{"author":"xcode","version":1}}"#)
        assertOnlyFinding(
            fixture.run(check), check: "assets", path: "Apps/Demo/Data/items.json", contains: ["\"Icons/Logo\""])
    }
}
