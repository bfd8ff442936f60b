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

    /// The sample project as `Apps/MexicoApps.xcodeproj` of a repository, a folder shaped like an SDK
    /// and a work folder: enough to reach the choice of targets.
    /// El proyecto de ejemplo dentro de un repositorio, una carpeta con forma de SDK y una de trabajo.
    private func sampleRepository() throws -> (sample: SampleProject, repository: URL, sdk: String, work: String) {
        let sample = try SampleProject(projectName: "MexicoApps")
        let repository = sample.folder.url.appendingPathComponent("repo")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: repository.appendingPathComponent("Apps"), withDestinationURL: sample.root)
        let sdk = sample.folder.url.appendingPathComponent("iPhoneOS.sdk")
        try FileManager.default.createDirectory(
            at: sdk.appendingPathComponent("usr/lib/swift/Swift.swiftmodule"), withIntermediateDirectories: true)
        return (sample, repository, sdk.path, sample.folder.url.appendingPathComponent("work").path)
    }

    func testAnUnknownTargetIsASetupErrorThatNamesIt() throws {
        let (sample, repository, sdk, work) = try sampleRepository()
        defer { withExtendedLifetime(sample) {} }  // its folder lives as long as the test / su carpeta vive
        let result = try run(
            ["--sdk", sdk, "--work", work, "--target", "TestApp", "--target", "Nope"], root: repository)
        XCTAssertEqual(result.status, 2, result.output + result.errors)
        XCTAssertEqual(
            result.errors, "ios-typecheck: unknown target Nope; targets: TestApp, TestAppTests, Estados\n")
    }

    /// A wrong target or Xcode version is named before the SDK is looked at (preparing it and the
    /// third-party sources can take minutes): here the SDK does not even exist.
    /// Un target o versión de Xcode erróneos se nombran antes de mirar el SDK (que aquí ni existe).
    func testAWrongTargetOrXcodeIsNamedBeforeTheSDKIsPrepared() throws {
        let (sample, repository, sdk, work) = try sampleRepository()
        defer { withExtendedLifetime(sample) {} }
        let missingSDK = sdk + "-missing"
        let target = try run(["--sdk", missingSDK, "--work", work, "--target", "Nope"], root: repository)
        XCTAssertEqual(target.status, 2, target.output + target.errors)
        XCTAssertEqual(
            target.errors, "ios-typecheck: unknown target Nope; targets: TestApp, TestAppTests, Estados\n")
        let xcode = try run(["--sdk", missingSDK, "--work", work, "--xcode", "abc"], root: repository)
        XCTAssertEqual(xcode.status, 2, xcode.output + xcode.errors)
        XCTAssertEqual(xcode.errors, "ios-typecheck: not an Xcode version: abc\n")
    }

    /// Xcode versions that give a target the same deployment target but other settings (here its
    /// compilation conditions) check it again; versions that evaluate it alike check it once.
    /// Mismo deployment target con otros ajustes: se comprueba otra vez; evaluación igual: una vez.
    func testAResultIsReusedOnlyWhenTheEvaluatedSettingsAreTheSame() throws {
        let (sample, repository, sdk, work) = try sampleRepository()
        // TestApp links only Lottie, whose sources are not given: a quick "not checked", no compiler run
        // TestApp enlaza solo Lottie, sin fuentes: un "no comprobado" rápido, sin compilar
        let pbxproj = sample.root.appendingPathComponent("MexicoApps.xcodeproj/project.pbxproj")
        let text = try String(contentsOf: pbxproj, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "\t\t\t\tDEPFEATUREKIT,\n", with: "").utf8).write(to: pbxproj)
        let xcconfig = sample.root.appendingPathComponent("Config/TestApp.xcconfig")
        let conditions = """
            MEXICO_CONDITION_1600 = OLD_XCODE
            MEXICO_CONDITION_2600 = NEW_XCODE
            SWIFT_ACTIVE_COMPILATION_CONDITIONS = $(MEXICO_CONDITION_$(XCODE_VERSION_MAJOR))

            """
        try Data((try String(contentsOf: xcconfig, encoding: .utf8) + conditions).utf8).write(to: xcconfig)
        final class Lines { var all: [String] = [] }
        let lines = Lines()
        let options = Options(sdk: sdk, thirdparty: [], xcode: ["16", "26", "16.4"], targets: ["TestApp"], work: work)
        let check = try TypeCheck(options: options, root: repository.path) { lines.all.append($0) }
        XCTAssertEqual(try check.run(), 1)
        let headers = lines.all.filter { $0.hasPrefix("\n=== TestApp") }
        XCTAssertEqual(
            headers,
            [
                "\n=== TestApp (iOS 12.0, Xcode 16, module TestApp)",
                "\n=== TestApp (iOS 12.0, Xcode 26, module TestApp)",
                "\n=== TestApp (iOS 12.0, Xcode 16.4): as checked above",
            ])
    }
}
