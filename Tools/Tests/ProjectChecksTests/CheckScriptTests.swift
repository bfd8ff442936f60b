import Foundation
import XCTest

/// `Scripts/check` with a stand-in `swift`: every argument reaches `layout-check` (README:
/// `./Scripts/check --out .build-layout`), nothing is built in release, and a failing step fails it.
/// `Scripts/check` con un `swift` sustituto: cada argumento llega a `layout-check`, nada se compila en
/// release y un paso que falla hace fallar el script.
final class CheckScriptTests: XCTestCase {
    func testEveryArgumentReachesLayoutCheckFromTheDebugBuild() throws {
        let sandbox = try ScriptSandbox(script: "check")
        try sandbox.stub("swift")
        let result = try sandbox.run("check", ["--out", ".build-layout", "--report", "report.json"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(
            sandbox.calls(of: "swift"),
            [
                ["run", "--package-path", "Tools", "project-checks", "."],
                [
                    "run", "--package-path", "Tools", "layout-check", "--out", ".build-layout", "--report",
                    "report.json",
                ],
                [
                    "format", "lint", "--strict", "-r", "Package.swift", "Sources", "Tests", "Apps",
                    "Tools/Package.swift", "Tools/Sources", "Tools/Tests",
                ],
            ])
        XCTAssertTrue(result.output.hasSuffix("project checks: OK\n"), result.output)
    }

    func testALayoutErrorFailsTheCheckBeforeTheFormatting() throws {
        let sandbox = try ScriptSandbox(script: "check")
        try sandbox.stub("swift", #"[ "$3 $4" = "Tools layout-check" ] && exit 1; exit 0"#)
        let result = try sandbox.run("check", [])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(sandbox.calls(of: "swift").last, ["run", "--package-path", "Tools", "layout-check"])
        XCTAssertFalse(result.output.contains("project checks: OK"))
    }
}
