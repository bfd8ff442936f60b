import Foundation
import ToolsTestSupport
import XCTest

/// `.ci/run` with stand-in `swift`, `plutil`, `Scripts/check` and virtual environment: the order that
/// builds and lays out once (root libraries into `Tools/.build`, `./Scripts/check --report` before the
/// tools' tests, which read it), SwiftPM's copy of swift-property-based kept in `.build/repositories`,
/// the closing summary line `--parallel` does not print, and a non-zero exit when the tools' tests fail.
/// `.ci/run` con sustitutos: el orden que compila y dispone una vez, la línea de resumen y la salida
/// distinta de cero cuando fallan las pruebas de las herramientas.
final class CIRunScriptTests: XCTestCase {
    /// `failures` failing tests of 3 in the tools' xUnit file; the stand-in `swift test` exits 1 then.
    /// `failures` pruebas fallidas de 3 en el archivo xUnit de las herramientas.
    private func run(failures: Int) throws -> (ScriptSandbox, ScriptSandbox.Result) {
        let sandbox = try ScriptSandbox(script: "check")
        let source = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        try sandbox.write(".ci/run", source)
        try sandbox.write(".venv-ci/bin/python", "#!/bin/bash\nexit 0\n")
        // SwiftPM's copy of swift-property-based, as the root's build leaves it. / La copia de SwiftPM.
        try sandbox.write("Tools/.build/repositories/swift-property-based-1/HEAD", "ref: refs/heads/main\n")
        try sandbox.write(
            "Scripts/check", "#!/bin/bash\nprintf 'check|%s\\n' \"$*\" >> \"$CALL_LOG\"\necho 'project checks: OK'\n")
        for path in [".ci/run", ".venv-ci/bin/python", "Scripts/check"] {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: sandbox.root.appendingPathComponent(path).path)
        }
        try FileManager.default.createSymbolicLink(
            atPath: sandbox.tools.appendingPathComponent("cp").path, withDestinationPath: "/bin/cp")
        try sandbox.stub("plutil")
        // `swift test … --xunit-output FILE` writes FILE as SwiftPM does, and the tools' build removes
        // the root's copy of swift-property-based from Tools/.build as SwiftPM does (their graph does not
        // use it). / Escribe el xUnit y borra la copia de swift-property-based como SwiftPM.
        try sandbox.stub(
            "swift",
            """
            [ "$1 $2 $3" = "build --build-tests --package-path" ] && rm -rf Tools/.build/repositories/*
            for (( i = 1; i <= $#; i++ )); do
              if [ "${!i}" = --xunit-output ]; then
                next=$((i + 1))
                printf '<testsuites><testsuite name="TestResults" errors="0" tests="3" failures="\(failures)" time="1.0"></testsuite></testsuites>' > "${!next}"
                exit \(failures == 0 ? 0 : 1)
              fi
            done
            """)
        let result = try sandbox.run("../.ci/run", [], environment: ["CI": "true"])
        return (sandbox, result)
    }

    func testTheRootBuildsIntoToolsBuildAndTheCheckRunsBeforeTheToolsTests() throws {
        let (sandbox, result) = try run(failures: 0)
        XCTAssertEqual(result.status, 0, result.output + result.error)
        let steps = sandbox.calls().filter { ["swift", "check"].contains($0.first) }.map {
            $0.joined(separator: " ")
        }
        XCTAssertEqual(
            steps,
            [
                "swift build --build-tests --scratch-path Tools/.build",
                "swift test --skip-build --scratch-path Tools/.build",
                "swift build --build-tests --package-path Tools",
                "check --report Tools/.build/layout-report.json",
                "swift test --package-path Tools --skip-build --parallel --xunit-output Tools/.build/tools-tests.xml",
            ])
        XCTAssertTrue(
            result.output.contains("Executed 3 tests, with 0 failures (--parallel: Tools/.build/tools-tests.xml"),
            result.output)
        // Where NewModuleEndToEndTests looks for it, after the tools' build removed it from Tools/.build.
        // Donde NewModuleEndToEndTests lo busca.
        XCTAssertEqual(try sandbox.read(".build/repositories/swift-property-based-1/HEAD"), "ref: refs/heads/main\n")
    }

    func testAFailingToolsTestFailsTheRunAfterItsSummaryLine() throws {
        let (_, result) = try run(failures: 1)
        XCTAssertNotEqual(result.status, 0)
        XCTAssertTrue(result.output.contains("Executed 3 tests, with 1 failures"), result.output)
        XCTAssertTrue(result.error.contains("swift test --package-path Tools failed"), result.error)
        XCTAssertFalse(result.output.contains("iOS type-check: skipped"), "nothing runs after a failure")
    }
}
