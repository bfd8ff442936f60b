import Foundation
import ToolsTestSupport
import XCTest

/// `Scripts/generate_xcodeproj.py` run in a scratch folder writes exactly the committed project, and that
/// project archives with dSYMs, profiles each app and carries the workspace Xcode would otherwise create
/// on first open (left untracked). / El generador escribe exactamente el proyecto versionado, con dSYM en
/// Release, la app como ejecutable de Profile y el workspace que Xcode crearía al abrirlo.
final class GenerateXcodeprojTests: XCTestCase {
    private static let apps = ["Estados", "Productos", "TestApp"]
    private static let project = "Apps/MexicoApps.xcodeproj"

    private var generated: [String] {
        ["\(Self.project)/project.pbxproj", "\(Self.project)/project.xcworkspace/contents.xcworkspacedata"]
            + Self.apps.map { "\(Self.project)/xcshareddata/xcschemes/\($0).xcscheme" }
            + Self.apps.map { "Config/\($0).xcconfig" }
    }

    func testTheCommittedProjectIsTheGeneratorsOutput() throws {
        let folder = try TemporaryDirectory()
        let manager = FileManager.default
        let root = TestPaths.repositoryRoot
        // The generator reads only the test bundles' imports and the apps' own settings in their
        // xcconfig files. / Solo lee los import de las pruebas y los ajustes propios de cada app.
        let sources = ["Scripts/generate_xcodeproj.py"] + Self.apps.map { "Apps/\($0)Tests" }
        for path in sources + Self.apps.map({ "Config/\($0).xcconfig" }) {
            let target = folder.url.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: root.appendingPathComponent(path), to: target)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.url.appendingPathComponent("Scripts/generate_xcodeproj.py").path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)

        for path in generated {
            let written = try String(contentsOf: folder.url.appendingPathComponent(path), encoding: .utf8)
            let committed = try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            XCTAssertEqual(committed, written, "\(path): run python3 Scripts/generate_xcodeproj.py")
        }
    }

    /// A setting of the app's own below the floor line (Estados' `ESTADOS_GOODBYE_BUTTON`) survives
    /// regeneration, so a team's one-line change is not undone. / Un ajuste propio sobrevive al generador.
    func testAnAppsOwnSettingSurvivesRegeneration() throws {
        let folder = try TemporaryDirectory()
        let manager = FileManager.default
        let root = TestPaths.repositoryRoot
        for path in ["Scripts/generate_xcodeproj.py"] + Self.apps.map({ "Apps/\($0)Tests" }) {
            let target = folder.url.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: root.appendingPathComponent(path), to: target)
        }
        let config = folder.url.appendingPathComponent("Config/Estados.xcconfig")
        try manager.createDirectory(at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// old header\nMEXICO_DOCUMENT_DEPLOYMENT_TARGET = 11.0\n\n// ours\nESTADOS_GOODBYE_BUTTON = hidden\n"
            .write(to: config, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.url.appendingPathComponent("Scripts/generate_xcodeproj.py").path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
        let written = try String(contentsOf: config, encoding: .utf8)
        XCTAssertTrue(
            written.hasSuffix("MEXICO_DOCUMENT_DEPLOYMENT_TARGET = 13.0\n\n// ours\nESTADOS_GOODBYE_BUTTON = hidden\n"))
        XCTAssertFalse(written.contains("old header"))
    }

    func testReleaseWritesDSYMsAndEachSchemeProfilesItsApp() throws {
        let project = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent("\(Self.project)/project.pbxproj"),
            encoding: .utf8)
        // Debug keeps plain DWARF; Release archives with a dSYM. / Debug: DWARF; Release: dSYM.
        XCTAssertEqual(project.components(separatedBy: #"DEBUG_INFORMATION_FORMAT = "dwarf-with-dsym";"#).count, 2)
        XCTAssertEqual(project.components(separatedBy: "DEBUG_INFORMATION_FORMAT = dwarf;").count, 2)
        for app in Self.apps {
            let scheme = try String(
                contentsOf: TestPaths.repositoryRoot.appendingPathComponent(
                    "\(Self.project)/xcshareddata/xcschemes/\(app).xcscheme"),
                encoding: .utf8)
            let profile = try XCTUnwrap(scheme.range(of: "<ProfileAction").map { scheme[$0.lowerBound...] })
            let body = try XCTUnwrap(profile.range(of: "</ProfileAction>").map { profile[..<$0.lowerBound] })
            XCTAssertTrue(body.contains("<BuildableProductRunnable"), "\(app): Profile has a runnable")
            XCTAssertTrue(body.contains("BuildableName = \"\(app).app\""), "\(app): Profile runs \(app).app")
        }
    }
}
