import Foundation
import XCTest

/// `Scripts/ios-typecheck/run`, the thin entry point: it builds the `ios-typecheck` product of the
/// tools package and runs it with the same arguments and the repository's root, keeping its exit
/// status; a tool that does not build is a setup problem (2). `swift` is a stand-in here.
/// El punto de entrada: compila la herramienta y la ejecuta con los mismos argumentos; si no compila, 2.
final class TypeCheckEntryPointTests: XCTestCase {
    private func sandbox(buildStatus: Int) throws -> ScriptSandbox {
        let sandbox = try ScriptSandbox(script: "ios-typecheck/run")
        let bin = sandbox.folder.url.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        try sandbox.stub(
            "swift",
            """
            if [[ "$*" == *--show-bin-path* ]]; then echo '\(bin.path)'; exit 0; fi
            echo "compiling ios-typecheck"; exit \(buildStatus)
            """)
        let tool = bin.appendingPathComponent("ios-typecheck")
        try Data(
            "#!/bin/bash\nprintf 'root=%s args=' \"$IOS_TYPECHECK_ROOT\"; printf '[%s]' \"$@\"; echo\nexit 1\n".utf8
        ).write(to: tool)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tool.path)
        return sandbox
    }

    func testRunsTheBuiltToolWithTheSameArgumentsAndItsExitStatus() throws {
        let sandbox = try sandbox(buildStatus: 0)
        let result = try sandbox.run("ios-typecheck/run", ["--target", "My App", "--sdk", "S"])
        XCTAssertEqual(result.status, 1, result.error)
        XCTAssertEqual(result.output, "root=\(sandbox.root.path) args=[--target][My App][--sdk][S]\n")
        XCTAssertEqual(result.error, "", "the build's log is shown only when it fails")
        XCTAssertEqual(
            sandbox.calls(of: "swift").first,
            ["build", "--package-path", sandbox.root.path + "/Tools", "--product", "ios-typecheck"])
    }

    func testAToolThatDoesNotBuildIsASetupProblem() throws {
        let result = try sandbox(buildStatus: 1).run("ios-typecheck/run", ["--help"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "")
        XCTAssertTrue(
            result.error.hasPrefix("compiling ios-typecheck\nios-typecheck: the tool does not build"), result.error)
    }
}
