import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// Every `plutil -lint` failure is reported with its file, line and reason, even when plutil prints
/// no `path:` line for it. / Cada fallo de `plutil -lint` se informa con archivo, línea y motivo.
final class PlistLintTests: XCTestCase {
    /// A stand-in plutil that fails printing only `message` on standard error.
    /// Un plutil sustituto que falla imprimiendo solo `message` en la salida de errores.
    private func silentPlutil(in folder: URL, message: String) throws -> URL {
        let url = folder.appendingPathComponent("plutil")
        try Data("#!/bin/sh\nprintf '%s\\n' '\(message)' >&2\nexit 1\n".utf8).write(to: url)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
        return url
    }

    func testAFailureWithoutAPathLineIsReportedForItsFile() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("Info.plist")
        try Data("x".utf8).write(to: file)
        let tool = try silentPlutil(in: folder.url, message: "")
        XCTAssertEqual(
            try PlistTool.lint([file], tool: tool),
            [file: PlistTool.LintFailure(line: nil, reason: "plutil -lint exited with status 1 and printed nothing")])
    }

    func testCoreFoundationsLineAndReasonAreKept() throws {
        let folder = try TemporaryDirectory()
        let file = folder.url.appendingPathComponent("Localizable.strings")
        try Data("x".utf8).write(to: file)
        let tool = try silentPlutil(
            in: folder.url,
            message:
                "2026-11-26 09:25:21.564 plutil[11239:660a2800] CFPropertyListCreateFromXMLData(): Old-style plist parser: missing semicolon in dictionary on line 3."
        )
        let failure = try XCTUnwrap(try PlistTool.lint([file], tool: tool)[file])
        XCTAssertEqual(failure.line, 3)
        XCTAssertTrue(failure.reason.hasPrefix("CFPropertyListCreateFromXMLData(): Old-style"), failure.reason)
    }

    /// The real plutil on a `.strings` missing a semicolon: the line of the error, not line 1.
    /// El plutil real con un `.strings` sin punto y coma: la línea del error, no la 1.
    func testAStringsFileIsReportedAtTheLineOfItsError() throws {
        let fixture = try FixtureRepository()
        try fixture.replace(
            in: FixtureRepository.englishStrings, #""home.title" = "Home";"#, with: #""home.title" = "Home""#)
        let findings = fixture.run(ProjectFileCheck()).filter { $0.rule == "plist-lint" }
        XCTAssertEqual(findings.map(\.path), [FixtureRepository.englishStrings])
        XCTAssertEqual(findings.first?.line, 5, findings.first?.message ?? "")
    }
}
