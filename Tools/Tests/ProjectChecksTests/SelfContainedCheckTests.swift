import Foundation
import XCTest

@testable import ProjectChecks

/// A clone holds only the repository: each test writes a file naming a path into the valid fixture
/// and expects a finding only when the path climbs above the root or points into the machine.
/// Un clon tiene solo el repositorio: cada prueba escribe un archivo que nombra una ruta y espera un
/// hallazgo solo si la ruta sube por encima de la raíz o apunta a la máquina.
final class SelfContainedCheckTests: XCTestCase {
    private let check = SelfContainedCheck()
    /// A machine path assembled here so this file itself names none. / Ruta de la máquina armada aquí.
    private let machinePath = "/" + "home/someone/tools/typecheck"

    func testValidFixtureIncludingItsPackageReferenceHasNoFindings() throws {
        let fixture = try FixtureRepository()
        XCTAssertTrue(try fixture.read(FixtureRepository.pbxproj).contains("relativePath = ..;"))
        XCTAssertEqual(fixture.run(check), [])
    }

    func testReferenceLeavingTheRootFromTheRootIsReportedWithFileAndLine() throws {
        let fixture = try FixtureRepository()
        try fixture.write("README.md", "# Demo\n\nThe documents are in `../elsewhere/spec/demo.txt`.\n")
        assertOnlyFinding(
            fixture.run(check), check: "paths", path: "README.md", line: 3,
            contains: ["../elsewhere/spec/demo.txt", "leaves the repository"])
    }

    /// Resolved from the file's folder: three steps up from `docs/apps` leave, two do not.
    /// Se resuelve desde la carpeta del archivo: tres pasos desde `docs/apps` salen, dos no.
    func testStepsAreCountedFromTheFilesFolder() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            "docs/apps/demo.md",
            "[← README](../../README.md)\n[layout](../layout.md)\nFacts: ../../../elsewhere/data/demo.json\n")
        assertOnlyFinding(
            fixture.run(check), check: "paths", path: "docs/apps/demo.md", line: 3,
            contains: ["../../../elsewhere/data/demo.json"])
    }

    /// The documents name paths from the root (`Scripts/check`), so in Markdown a path in the text is
    /// also read from the root; a link target only from the file's folder, as a Markdown viewer does.
    /// Los documentos nombran rutas desde la raíz; en Markdown el texto se lee también desde la raíz y
    /// el destino de un enlace solo desde la carpeta del archivo.
    func testMarkdownTextIsReadFromTheRootAndLinksFromTheFilesFolder() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            "docs/apps/demo.md",
            """
            [layout](../layout.md) and [checks][1]; the local package is `..` from the project.
            The facts come from `../elsewhere/data/demo.json`.

            [1]: ../project-checks.md

            """)
        assertOnlyFinding(
            fixture.run(check), check: "paths", path: "docs/apps/demo.md", line: 2,
            contains: ["../elsewhere/data/demo.json", "from the root"])
    }

    func testRelativePathsStayingInsidePass() throws {
        let fixture = try FixtureRepository()
        try fixture.write("Apps/Paths.xcconfig", "// Library code.\nLIBRARY = ../Sources/DemoKit\nAPP = ../Apps/Demo\n")
        try fixture.write(
            "Sources/DemoKit/Paths.swift",
            """
            // Refuses names like "profile-image-../../etc/passwd" or "../secret.jpg".
            let prefix = name[..<name.endIndex]
            let parent = "../DemoKit/../DemoKit"

            """)
        try fixture.write("Package.swift", "// Fixture package manifest.\nlet tail = text[..<end]\n")
        XCTAssertEqual(fixture.run(check), [])
    }

    func testPathClimbingThroughAFolderStillLeaves() throws {
        let fixture = try FixtureRepository()
        try fixture.write("Scripts/tool.py", "FACTS = \"../Scripts/../../elsewhere/data/demo.json\"\n")
        assertOnlyFinding(
            fixture.run(check), check: "paths", path: "Scripts/tool.py", line: 1,
            contains: ["../Scripts/../../elsewhere/data/demo.json"])
    }

    func testAbsolutePathIntoTheMachineIsReported() throws {
        let fixture = try FixtureRepository()
        try fixture.write(
            "Config/Tools.xcconfig",
            "// Demo.\nTYPECHECK = \(machinePath)\nENV = /usr/bin/env\nSHEET = /tmp/sheet.png\nURL = https://example.com/home/x\n"
        )
        assertOnlyFinding(
            fixture.run(check), check: "paths", path: "Config/Tools.xcconfig", line: 2,
            contains: [machinePath, "outside the repository"])
    }

    func testExtensionlessScriptsAreRead() throws {
        let fixture = try FixtureRepository()
        try fixture.write("Scripts/run", "#!/usr/bin/env bash\nset -e\nexec ../../elsewhere/run \"$@\"\n")
        try fixture.write("Scripts/blob", "no shebang: ../../elsewhere/run\n")
        assertOnlyFinding(
            fixture.run(check), check: "paths", path: "Scripts/run", line: 3, contains: ["../../elsewhere/run"])
    }

    func testEveryKindOfTextFileIsRead() throws {
        let fixture = try FixtureRepository()
        let files = [
            "Apps/Demo/Extra.storyboard", "Apps/Demo/Extra.plist", "Apps/Demo/extra.json", "Scripts/extra.sh",
            "Config/Extra.xcconfig", "Apps/Demo/Extra.swift", "Apps/Demo/Extra.xib", "Apps/Demo/Extra.strings",
        ]
        // Three steps up leave every folder above (at most two deep). / Tres pasos salen de cada carpeta.
        for file in files { try fixture.write(file, "<!-- x -->\n  \"../../../outside/file\"\n") }
        let findings = fixture.run(check)
        XCTAssertEqual(Set(findings.map(\.path)), Set(files), findings.map(\.description).joined(separator: "\n"))
        XCTAssertEqual(Set(findings.compactMap(\.line)), [2])
    }

    /// In a git work tree only tracked files count (a developer's ignored files are theirs).
    /// En un árbol de git solo cuentan los archivos seguidos.
    func testInAGitWorkTreeOnlyTrackedFilesAreRead() throws {
        let fixture = try FixtureRepository()
        try fixture.write("README.md", "See ../elsewhere/spec/demo.txt\n")
        try fixture.write("Config/Signing.xcconfig", "// See ../elsewhere/spec/demo.txt\n")
        try git(["init", "-q"], in: fixture.root)
        try git(["add", "README.md", "Apps"], in: fixture.root)
        assertOnlyFinding(fixture.run(check), check: "paths", path: "README.md", line: 1, contains: ["../elsewhere"])
    }

    func testTheCheckRunsWithTheOthers() {
        XCTAssertTrue(ProjectChecker.allChecks.contains { $0.name == "paths" })
    }

    private func git(_ arguments: [String], in folder: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", folder.path] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("git \(arguments) failed") }
    }
}
