import Foundation
import IOSTypeCheck
import ToolsTestSupport
import XCTest

/// Third-party sources from a local git repository (made here, no network).
/// Fuentes de terceros desde un repositorio git local (creado aquí, sin red).
final class ThirdPartyTests: XCTestCase {
    private var folder: TemporaryDirectory!
    private var repository: String { folder.url.appendingPathComponent("lottie-ios").path }
    private var work: String { folder.url.appendingPathComponent("work").path }

    private func shell(_ script: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", "set -e; cd '\(folder.url.path)'; " + script]
        process.environment = ProcessInfo.processInfo.environment.merging([
            "GIT_CONFIG_NOSYSTEM": "1", "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t", "GIT_COMMITTER_NAME": "t",
            "GIT_COMMITTER_EMAIL": "t@t",
        ]) { $1 }
        try process.run()
        process.waitUntilExit()
        XCTAssertEqual(process.terminationStatus, 0, script)
    }

    override func setUpWithError() throws {
        folder = try TemporaryDirectory()
        try shell(
            """
            mkdir lottie-ios && cd lottie-ios && git init -q
            echo spec > lottie-ios.podspec
            mkdir -p Sources/Public Tests && echo '// 4.4.1' > Sources/Public/Animation.swift && echo '// tests' > Tests/T.swift
            ln -s Public/Animation.swift Sources/Link.swift
            git add -A && git commit -qm 4.4.1 && git tag 4.4.1
            echo '// newer' > Sources/Public/Animation.swift && git commit -qam newer
            """)
    }

    func testThePinnedTagIsExtractedNotTheCheckout() throws {
        let (modules, report) = try ThirdParty.prepare([repository], pins: ["lottie-ios": "4.4.1"], work: work)
        let lottie = try XCTUnwrap(modules["Lottie"])
        XCTAssertEqual(
            try String(contentsOfFile: lottie.folder + "/Public/Animation.swift", encoding: .utf8), "// 4.4.1\n")
        XCTAssertEqual(
            try FileManager.default.destinationOfSymbolicLink(atPath: lottie.folder + "/Link.swift"),
            "Public/Animation.swift")
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: (lottie.folder as NSString).deletingLastPathComponent + "/Tests"))
        XCTAssertEqual(lottie.flags, [])
        XCTAssertTrue(report[0].hasPrefix("lottie-ios 4.4.1 ("), report[0])
    }

    func testAVersionWithoutATagOrAnUnknownFolderIsRefused() throws {
        XCTAssertThrowsError(try ThirdParty.prepare([repository], pins: ["lottie-ios": "9.9.9"], work: work)) {
            XCTAssertTrue("\($0)".contains("no tag 9.9.9"), "\($0)")
        }
        XCTAssertThrowsError(try ThirdParty.prepare([repository + "/Sources"], pins: [:], work: work)) {
            XCTAssertTrue("\($0)".contains("not one of"), "\($0)")
        }
    }
}
