import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// The `project-checks` executable (exit status and output) and the model on the real repository.
/// El ejecutable `project-checks` (código de salida y salida) y el modelo sobre el repositorio real.
final class ExecutableTests: XCTestCase {
    /// `.build/<config>/project-checks`, beside the test bundle (macOS: `.xctest` bundle; Linux: the
    /// test executable's folder). / Junto al bundle de pruebas.
    private func executable() throws -> URL {
        guard let url = TestPaths.builtExecutable("project-checks") else {
            throw XCTSkip("project-checks was not built next to the tests")
        }
        return url
    }

    private func run(on root: URL, _ options: [String] = []) throws -> (status: Int32, output: String) {
        try Shell.run([root.path] + options, executable: executable())
    }

    func testCleanRepositoryExitsZero() throws {
        let fixture = try FixtureRepository()
        let result = try run(on: fixture.root)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            result.output,
            "project-checks: 0 error(s), 0 warning(s), 0 suppressed (\(Self.zeroCounts))\n")
    }

    func testFindingsArePrintedAndExitOne() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(in: FixtureRepository.mainStoryboard, #"id="Lb2-00-002""#, with: #"id="Lb1-00-001""#)
        try fixture.remove("Apps/DemoTests")
        let result = try run(on: fixture.root)
        XCTAssertEqual(result.status, 1)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.output)
        XCTAssertTrue(lines[0].hasPrefix("Apps/Demo/Base.lproj/Main.storyboard:13:1: error: duplicate object id"))
        XCTAssertTrue(lines[0].hasSuffix(" [storyboard-duplicate-id]"), lines[0])
        XCTAssertTrue(lines[1].hasPrefix("Apps/Demo.xcodeproj/project.pbxproj:1:1: error: synchronized folder"))
        XCTAssertEqual(
            lines[2],
            "project-checks: 2 error(s), 0 warning(s), 0 suppressed (storyboard 1, project 1, assets 0, localization 0, module 0, privacy 0, paths 0, suppression 0)"
        )
    }

    private static let zeroCounts =
        "storyboard 0, project 0, assets 0, localization 0, module 0, privacy 0, paths 0, suppression 0"

    /// A warning is printed and does not fail; a suppressed error is listed and does not fail.
    /// Un aviso se imprime sin fallar; un error suprimido se lista sin fallar.
    func testWarningsAndSuppressedErrorsDoNotFail() throws {
        let fixture = try FixtureRepository()
        try StoryboardCheck.returnKey.triggers[0].apply(to: fixture.root)
        try fixture.replace(
            in: FixtureRepository.homeController, #"        nameField.placeholder = """#,
            with: """
                        // project-checks:disable-next-line localization-literal-in-code -- a sample value
                        nameField.placeholder = "Ana"
                """)
        let result = try run(on: fixture.root)
        XCTAssertEqual(result.status, 0, result.output)
        let lines = result.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, result.output)
        XCTAssertTrue(lines[0].contains(": warning: ") && lines[0].hasSuffix("[storyboard-return-key]"), lines[0])
        XCTAssertEqual(
            lines[1], "suppressed: \(FixtureRepository.homeController):20 [localization-literal-in-code] a sample value"
        )
        XCTAssertEqual(
            lines[2],
            "project-checks: 0 error(s), 1 warning(s), 1 suppressed (storyboard 1, project 0, assets 0, localization 0, module 0, privacy 0, paths 0, suppression 0)"
        )
    }

    /// `--write-docs` replaces only the generated section. / `--write-docs` solo reemplaza la sección generada.
    func testWriteDocsRewritesTheGeneratedSection() throws {
        let folder = try TemporaryDirectory()
        let document = folder.url.appendingPathComponent(RuleCatalog.document)
        try FileManager.default.createDirectory(
            at: document.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data("# Title\n\n\(RuleCatalog.begin)\nstale\n\(RuleCatalog.end)\n\nAfter.\n".utf8).write(to: document)
        let result = try run(on: folder.url, ["--write-docs"])
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(
            try String(contentsOf: document, encoding: .utf8), "# Title\n\n\(RuleCatalog.markdown())\n\nAfter.\n")
    }

    /// `--help` prints the usage and checks nothing; an unknown option is refused with status 2.
    /// `--help` imprime el uso sin chequear nada; una opción desconocida termina con 2.
    func testHelpAndUnknownOptions() throws {
        let fixture = try FixtureRepository()
        try fixture.remove("Apps/DemoTests")
        let help = try run(on: fixture.root, ["--help"])
        XCTAssertEqual(help.status, 0, help.output)
        XCTAssertTrue(help.output.hasPrefix("usage: project-checks [root] [--write-docs]\n"), help.output)
        XCTAssertFalse(help.output.contains("project-checks: "), "no check ran: \(help.output)")
        let unknown = try run(on: fixture.root, ["--strict"])
        XCTAssertEqual(unknown.status, 2, unknown.output)
        XCTAssertTrue(unknown.output.hasPrefix("project-checks: unknown option --strict\nusage:"), unknown.output)
    }

    /// The model reads the real project: three app targets, each with its own folder and SharedUI.
    /// El modelo lee el proyecto real: tres apps, cada una con su carpeta y SharedUI.
    func testRealRepositoryModel() throws {
        let root = TestPaths.repositoryRoot
        guard FileManager.default.fileExists(atPath: root.appendingPathComponent("Apps").path) else {
            throw XCTSkip("no Apps/ folder beside \(root.path)")
        }
        let repository = Repository(root: root)
        XCTAssertNil(repository.projectError)
        XCTAssertEqual(repository.apps.map(\.name).sorted(), ["Estados", "Productos", "TestApp"])
        for app in repository.apps {
            XCTAssertEqual(Set(app.folders), ["Apps/\(app.name)", "Apps/SharedUI"])
            XCTAssertTrue(app.swiftFiles.contains("Apps/SharedUI/StoryboardInstantiable.swift"))
        }
    }
}
