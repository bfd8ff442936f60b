import Foundation
import ToolsTestSupport
import XCTest

/// The repository's Mac set-up stays consistent: one Xcode minimum (from swift-tools) in the generator
/// and in `Scripts/run-ios`'s gate, signing kept out of git, a changelog `Scripts/release` can work with.
/// La configuración para Mac es coherente: un único Xcode mínimo (generador y `Scripts/run-ios`), la
/// firma fuera de git y un changelog con el que `Scripts/release` puede trabajar.
final class MacSetupTests: XCTestCase {
    private let root = TestPaths.repositoryRoot

    private func read(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The first Xcode that ships each swift-tools version. / El primer Xcode de cada swift-tools.
    private static let firstXcode = ["5.9": "15.0", "5.10": "15.3", "6.0": "16.0", "6.1": "16.3", "6.2": "26.0"]

    func testXcodeMinimumFollowsSwiftToolsEverywhere() throws {
        let manifest = try read("Package.swift")
        let tools = try XCTUnwrap(
            manifest.split(separator: "\n").first?.components(separatedBy: "swift-tools-version:").last?
                .trimmingCharacters(in: .whitespaces))
        let xcode = try XCTUnwrap(Self.firstXcode[tools], "add swift-tools \(tools) to the table")
        XCTAssertTrue(
            try read("Scripts/generate_xcodeproj.py").contains("XCODE_VERSION = \"\(xcode)\""),
            "the generator writes CreatedOnToolsVersion/LastUpgradeCheck for Xcode \(xcode)")
        // Scripts/run-ios and Scripts/test-ios refuse an older Xcode: their shared gate (Scripts/lib/ios.sh) is
        // `MAJOR < 16 || (MAJOR == 16 && MINOR < 3)`. / run-ios y test-ios rechazan un Xcode anterior.
        let gate = try NSRegularExpression(
            pattern: #"MAJOR:-0\} < (\d+) \|\| \(\$\{MAJOR:-0\} == (\d+) && \$\{MINOR:-0\} < (\d+)\)"#)
        let script = try read("Scripts/lib/ios.sh")
        let match = try XCTUnwrap(
            gate.firstMatch(in: script, range: NSRange(script.startIndex..., in: script)), "Scripts/lib/ios.sh's gate")
        for user in ["Scripts/run-ios", "Scripts/test-ios"] {
            XCTAssertTrue(try read(user).contains("ios_require_xcode"), "\(user) uses the shared gate")
        }
        let parts = (1...3).compactMap { Range(match.range(at: $0), in: script).map { String(script[$0]) } }
        XCTAssertEqual(parts[0], parts[1])
        XCTAssertEqual("\(parts[0]).\(parts[2])", xcode, "the gate refuses Xcode older than \(xcode)")
    }

    func testSigningFileIsOptionalAndIgnored() throws {
        XCTAssertTrue(
            try read(".gitignore").split(separator: "\n").contains("Config/Signing.xcconfig"),
            "a developer's team id never reaches git")
        let base = try read("Config/Base.xcconfig")
        XCTAssertTrue(base.contains("#include? \"Signing.xcconfig\""), "optional, so fresh clones build")
        let example = try read("Config/Signing.example.xcconfig")
        for key in ["DEVELOPMENT_TEAM =", "CODE_SIGN_STYLE = Automatic", "BUNDLE_ID_PREFIX ="] {
            XCTAssertTrue(example.contains(key), "the example sets \(key)")
        }
        let project = try read("Apps/MexicoApps.xcodeproj/project.pbxproj")
        XCTAssertFalse(project.contains("DEVELOPMENT_TEAM"), "no team in the committed project")
        XCTAssertFalse(project.contains("CODE_SIGN_STYLE"), "target settings would override the xcconfig")
    }

    /// Headings `Scripts/release` relies on: one `## [Unreleased]` first, then `## [X.Y] - YYYY-MM-DD`
    /// newest first. / Los encabezados de los que depende `Scripts/release`.
    func testChangelogHasUnreleasedThenVersionsNewestFirst() throws {
        let headings = try read("CHANGELOG.md").split(separator: "\n").filter { $0.hasPrefix("## ") }
        XCTAssertEqual(headings.first, "## [Unreleased]")
        XCTAssertEqual(headings.filter { $0.hasPrefix("## [Unreleased]") }.count, 1)
        let pattern = try NSRegularExpression(pattern: #"^## \[(\d+)\.(\d+)\] - \d{4}-\d{2}-\d{2}$"#)
        var versions: [[Int]] = []
        for heading in headings.dropFirst().map(String.init) {
            let range = NSRange(heading.startIndex..., in: heading)
            let match = try XCTUnwrap(pattern.firstMatch(in: heading, range: range), "malformed heading \(heading)")
            versions.append(
                (1...2).compactMap { Range(match.range(at: $0), in: heading).flatMap { Int(heading[$0]) } })
        }
        XCTAssertFalse(versions.isEmpty)
        XCTAssertEqual(versions, versions.sorted { $0.lexicographicallyPrecedes($1) }.reversed(), "newest first")
    }
}
