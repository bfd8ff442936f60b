import Foundation
import XCTest

@testable import ProjectChecks

/// The valid fixture passes every check, so each failing test below is caused by its one edit.
/// El ejemplo válido pasa todos los chequeos: cada fallo de las demás pruebas se debe a su edición.
final class CleanFixtureTests: XCTestCase {
    func testValidFixtureHasNoFindings() throws {
        let fixture = try FixtureRepository()
        let findings = ProjectChecker().run(on: Repository(root: fixture.root))
        XCTAssertEqual(findings.map(\.description), [])
    }

    func testModelReadsTheAppTargetAndItsFiles() throws {
        let fixture = try FixtureRepository()
        let repository = Repository(root: fixture.root)
        XCTAssertNil(repository.projectError)
        XCTAssertEqual(repository.apps.map(\.name), ["Demo"])
        let app = try XCTUnwrap(repository.apps.first)
        XCTAssertEqual(app.folders, ["Apps/Demo", "Apps/SharedUI"])
        XCTAssertEqual(app.primaryFolder, "Apps/Demo")
        XCTAssertFalse(app.files.contains("Apps/Demo/Info.plist"), "Info.plist is a membership exception")
        XCTAssertEqual(
            app.swiftFiles.sorted(),
            [
                "Apps/Demo/AppDelegate.swift", "Apps/Demo/Home/HomeViewController.swift",
                "Apps/Demo/SceneDelegate.swift",
                "Apps/Demo/Services/Biometrics.swift", "Apps/SharedUI/StoryboardInstantiable.swift",
            ])
        XCTAssertEqual(app.infoPlist(in: repository), "Apps/Demo/Info.plist")
        let assets = AppAssets(app: app, repository: repository)
        XCTAssertEqual(assets.imageNames, ["Flag", "Icons/Logo"])
        XCTAssertEqual(assets.colorNames, ["Brand"])
    }

    func testSummaryCountsFindingsPerCheck() {
        let checker = ProjectChecker()
        let findings = [
            Finding(check: "assets", path: "a", message: "x"),
            Finding(check: "assets", path: "b", line: 3, message: "y"),
        ]
        XCTAssertEqual(
            checker.summary(of: findings),
            "project-checks: 2 finding(s) (storyboard 0, project 0, assets 2, localization 0, module 0, privacy 0, paths 0)"
        )
        XCTAssertEqual(
            checker.summary(of: []),
            "project-checks: OK (storyboard 0, project 0, assets 0, localization 0, module 0, privacy 0, paths 0)")
        XCTAssertEqual(findings[1].description, "b:3: [assets] y")
    }
}
