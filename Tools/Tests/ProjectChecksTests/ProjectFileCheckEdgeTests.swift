import Foundation
import XCTest

@testable import ProjectChecks

/// Project-file damage the other project-file tests leave out: a target without build
/// configurations, a test bundle hosted by a target that does not exist, and a shared scheme that
/// is not XML. Each must be reported, by file, not crash the check nor pass silently.
/// Daños del archivo de proyecto que las otras pruebas no cubren: un target sin configuraciones,
/// un paquete de pruebas alojado por un target inexistente y un esquema compartido que no es XML.
/// Cada uno se informa, con su archivo; ni rompe la comprobación ni pasa en silencio.
final class ProjectFileCheckEdgeTests: XCTestCase {
    private let check = ProjectFileCheck()
    private let pbxproj = FixtureRepository.pbxproj
    private static let scheme = "Apps/Demo.xcodeproj/xcshareddata/xcschemes/Demo.xcscheme"
    /// The app target and the test bundle of the fixture. / El target de la app y el de pruebas.
    private static let app = "155495E2C28C3C6F6B7BA647"
    private static let unknown = "0123456789ABCDEF01234567"

    func testATargetWithoutBuildConfigurationsIsReported() throws {
        let fixture = try FixtureRepository()
        // DemoTests' configuration list (006452E6…) loses both configurations.
        // La lista de configuraciones de DemoTests (006452E6…) pierde sus dos configuraciones.
        try fixture.replace(
            in: pbxproj,
            "006452E63EF4B47339B3AF42 = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n"
                + "\t\t\t\t61AEDCBD614182438B844F45,\n\t\t\t\tA23E4F68355142773AFBB01A,\n\t\t\t);",
            with:
                "006452E63EF4B47339B3AF42 = {\n\t\t\tisa = XCConfigurationList;\n\t\t\tbuildConfigurations = (\n\t\t\t);"
        )

        assertFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["target DemoTests has no build configurations"])
        XCTAssertFalse(
            fixture.run(check).contains { $0.message.contains("target Demo has no build configurations") },
            "the app target keeps its configurations")
    }

    func testATestBundleHostedByAnUnknownTargetIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: pbxproj, "TestTargetID = \(Self.app);", with: "TestTargetID = \(Self.unknown);")

        assertOnlyFinding(
            fixture.run(check), check: "project", path: pbxproj,
            contains: ["test bundle DemoTests: TestTargetID \(Self.unknown) is not a target of the project"])
    }

    func testASharedSchemeThatIsNotXMLIsReportedWithItsPath() throws {
        let fixture = try FixtureRepository()
        // A closing tag that does not match (line 10). / Una etiqueta de cierre que no coincide (línea 10).
        try fixture.replace(in: Self.scheme, "   </BuildAction>", with: "   </BuildActions>")

        let findings = fixture.run(check)

        assertFinding(
            findings, check: "project", path: Self.scheme, contains: ["cannot read the scheme", "malformed XML"])
        XCTAssertEqual(
            findings.filter { $0.path == Self.scheme }.count, 1,
            findings.map(\.description).joined(separator: "\n"))
    }
}
