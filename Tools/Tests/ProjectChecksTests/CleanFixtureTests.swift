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

    func testSummaryCountsErrorsWarningsAndSuppressionsPerCheck() throws {
        let checker = ProjectChecker()
        let warning = Rule("assets-sample", "assets", .warning, "A sample.", triggers: [])
        let findings = [
            Finding(rule: AssetCheck.imageSet, path: "a", message: "x"),
            Finding(rule: warning, path: "b", line: 3, column: 7, message: "y"),
        ]
        let suppression = Suppression(path: "c", line: 4, target: 5, rule: "assets-sample", reason: "known")
        let report = ProjectChecker.Report(
            findings: findings, suppressed: [(Finding(rule: warning, path: "c", line: 5, message: "z"), suppression)])
        XCTAssertEqual(
            checker.summary(of: report),
            """
            suppressed: c:5 [assets-sample] known
            project-checks: 1 error(s), 1 warning(s), 1 suppressed (storyboard 0, project 0, assets 2, localization 0, module 0, privacy 0, paths 0, suppression 0)
            """)
        XCTAssertEqual(findings[0].description, "a:1:1: error: x [asset-image-set]")
        XCTAssertEqual(findings[1].description, "b:3:7: warning: y [assets-sample]")
    }
}
