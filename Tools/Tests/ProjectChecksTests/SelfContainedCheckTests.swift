import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// What the rule's examples (`SelfContainedCheck.outside`) cannot show: in a git work tree only
/// tracked files are read. / Lo que los ejemplos de la regla no muestran: en git solo se leen los
/// archivos seguidos.
final class SelfContainedCheckTests: XCTestCase {
    private let check = SelfContainedCheck()
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

    private func git(_ arguments: [String], in folder: URL) throws {
        let result = try Shell.run(["git", "-C", folder.path] + arguments)
        guard result.status == 0 else { throw XCTSkip("git \(arguments) failed: \(result.output)") }
    }
}
