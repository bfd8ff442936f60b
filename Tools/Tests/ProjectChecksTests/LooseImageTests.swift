import XCTest

@testable import ProjectChecks

/// An image bundled as a plain file (not in an asset catalog) satisfies `UIImage(named:)` by its
/// base name, whatever its scale and device suffixes or extension case; other files do not.
/// Una imagen incluida como archivo suelto (fuera del catálogo) satisface `UIImage(named:)` por su
/// nombre base, con cualquier sufijo de escala o dispositivo y extensión; otros archivos no.
final class LooseImageTests: XCTestCase {
    private let check = AssetCheck()
    private let controller = FixtureRepository.homeController

    func testALooseImageFileCountsAsAnImageByItsBaseName() throws {
        let fixture = try FixtureRepository()
        try fixture.write("Apps/Demo/Home/Sello@2x~ipad.PNG", "not decoded, only named")
        try fixture.write("Apps/Demo/Home/Notas.txt", "not an image")
        try fixture.replace(
            in: controller, #"UIImage(named: "Flag")"#,
            with: #"UIImage(named: "Sello") ?? UIImage(named: "Sello.png") ?? UIImage(named: "Notas")"#)

        assertOnlyFinding(
            fixture.run(check), check: "assets", path: controller, line: 20,
            contains: ["image \"Notas\" is not an image set of target Demo"])
    }
}
