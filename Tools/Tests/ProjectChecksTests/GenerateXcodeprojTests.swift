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
        let root = TestPaths.repositoryRoot
        // The generator reads only the test bundles' imports and the apps' own settings in their
        // xcconfig files. / Solo lee los import de las pruebas y los ajustes propios de cada app.
        try runGenerator(in: folder, copying: Self.apps.map { "Config/\($0).xcconfig" })
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
        let config = folder.url.appendingPathComponent("Config/Estados.xcconfig")
        try FileManager.default.createDirectory(
            at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "// old header\nMEXICO_DOCUMENT_DEPLOYMENT_TARGET = 11.0\n\n// ours\nESTADOS_GOODBYE_BUTTON = hidden\n"
            .write(to: config, atomically: true, encoding: .utf8)
        try runGenerator(in: folder)
        let written = try String(contentsOf: config, encoding: .utf8)
        XCTAssertTrue(
            written.hasSuffix("MEXICO_DOCUMENT_DEPLOYMENT_TARGET = 13.0\n\n// ours\nESTADOS_GOODBYE_BUTTON = hidden\n"))
        XCTAssertFalse(written.contains("old header"))
    }

    /// Copies the generator, the test bundles it reads and `extra` into `folder`, and runs it there.
    /// Copia el generador, las pruebas que lee y `extra` a `folder`, y lo corre ahí.
    private func runGenerator(in folder: TemporaryDirectory, copying extra: [String] = []) throws {
        let manager = FileManager.default
        for path in ["Scripts/generate_xcodeproj.py"] + Self.apps.map({ "Apps/\($0)Tests" }) + extra {
            let target = folder.url.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: TestPaths.repositoryRoot.appendingPathComponent(path), to: target)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", folder.url.appendingPathComponent("Scripts/generate_xcodeproj.py").path]
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0)
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
