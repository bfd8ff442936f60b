import Foundation
import IOSTypeCheck
import ToolsTestSupport
import XCTest

/// The `ios-typecheck` executable as `Scripts/ios-typecheck/run` runs it: help, exit status 2 for
/// setup problems (an unknown option, an unknown target named), on a sample repository.
/// El ejecutable como lo corre el script: ayuda y salida 2 ante problemas de preparación.
final class TypeCheckExecutableTests: XCTestCase {
    private struct Result {
        let status: Int32
        let output: String
        let errors: String
    }

    /// `.build/<config>/ios-typecheck`, beside the test bundle. / Junto al bundle de pruebas.
    private func executable() throws -> URL {
        let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
        let candidates = [bundle.bundleURL, bundle.bundleURL.deletingLastPathComponent()].map {
            $0.appendingPathComponent("ios-typecheck")
        }
        guard let url = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            throw XCTSkip("ios-typecheck was not built next to the tests (\(candidates[0].path))")
        }
        return url
    }

    private func run(_ arguments: [String], root: URL? = nil) throws -> Result {
        let process = Process()
        process.executableURL = try executable()
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["IOS_SDK"] = nil
        environment["IOS_TYPECHECK_ROOT"] = root?.path
        process.environment = environment
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        try process.run()
        let errorText = errors.fileHandleForReading.readDataToEndOfFile()
        let outputText = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus, output: String(decoding: outputText, as: UTF8.self),
            errors: String(decoding: errorText, as: UTF8.self))
    }

    func testHelpAndSetupErrors() throws {
        let help = try run(["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertEqual(help.output, Options.help)
        let unknown = try run(["--colour", "red"])
        XCTAssertEqual(unknown.status, 2)
        XCTAssertEqual(unknown.errors, "ios-typecheck: unknown option or missing value: --colour (see --help)\n")
        let noSDK = try run(["--target", "TestApp"])
        XCTAssertEqual(noSDK.status, 2)
        XCTAssertTrue(noSDK.errors.contains("no SDK"), noSDK.errors)
    }

    /// The sample project as `Apps/MexicoApps.xcodeproj` of a repository, and a folder shaped like
    /// an SDK: enough to reach the choice of targets. / Lo justo para llegar a elegir los targets.
    func testAnUnknownTargetIsASetupErrorThatNamesIt() throws {
        let sample = try SampleProject(projectName: "MexicoApps")
        let repository = sample.folder.url.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: repository.appendingPathComponent("Apps"), withDestinationURL: sample.root)
        let sdk = sample.folder.url.appendingPathComponent("iPhoneOS.sdk")
        try FileManager.default.createDirectory(
            at: sdk.appendingPathComponent("usr/lib/swift/Swift.swiftmodule"), withIntermediateDirectories: true)
        let work = sample.folder.url.appendingPathComponent("work").path
        let result = try run(
            ["--sdk", sdk.path, "--work", work, "--target", "TestApp", "--target", "Nope"], root: repository)
        XCTAssertEqual(result.status, 2, result.output + result.errors)
        XCTAssertEqual(
            result.errors, "ios-typecheck: unknown target Nope; targets: TestApp, TestAppTests, Estados\n")
    }
}
