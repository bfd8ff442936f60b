import Foundation
import XCTest

/// `Scripts/test-ios` with the stand-in `xcodebuild` and `xcrun` of `RunIOSScriptTests`: every scheme's
/// tests on the simulator run-ios would pick (not newer than the selected Xcode's SDK), every scheme run even
/// after a failure, and `--dry-run`, which needs no Xcode.
/// `Scripts/test-ios` con los sustitutos de Xcode: las pruebas de cada esquema en el simulador elegido.
final class TestIOSScriptTests: XCTestCase {
    private static let iPhone16 = "44444444-4444-4444-4444-444444444444"

    private func sandbox(devices: String = RunIOSScriptTests.xcode16Devices(), sdk: String = "") throws
        -> ScriptSandbox
    {
        try RunIOSScriptTests.sandbox(script: "test-ios", devices: devices, sdk: sdk)
    }

    /// The command test-ios runs for `scheme` on `udid`, as the stand-in records it (arguments after
    /// `xcodebuild`). / El comando que test-ios ejecuta, tal como lo anota el sustituto.
    private static func testCall(_ scheme: String, _ destination: String) -> [String] {
        [
            "test", "-project", "Apps/MexicoApps.xcodeproj", "-scheme", scheme, "-destination", destination,
            "-derivedDataPath", ".build-ios/DerivedData", "CODE_SIGNING_ALLOWED=NO",
        ]
    }

    func testRunsEverySchemesTestsOnTheNewestIPhone() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("test-ios", [])
        XCTAssertEqual(result.status, 0, result.error)
        let destination = "platform=iOS Simulator,id=\(Self.iPhone16)"
        XCTAssertEqual(
            sandbox.calls(of: "xcodebuild").filter { $0.first == "test" },
            ["Estados", "Productos", "TestApp"].map { Self.testCall($0, destination) })
        XCTAssertTrue(result.output.contains("passed: TestApp"), result.output)
        XCTAssertTrue(try sandbox.read(".build-ios/logs/test-Estados.log").contains("TEST SUCCEEDED"))
    }

    func testAFailingSchemeDoesNotStopTheOthersAndFailsTheRun() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("test-ios", [], environment: ["TEST_FAILS": "Productos"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(sandbox.calls(of: "xcodebuild").filter { $0.first == "test" }.count, 3, "TestApp still ran")
        XCTAssertTrue(
            result.output.contains("FAILED: Productos (log: .build-ios/logs/test-Productos.log)"), result.output)
        XCTAssertTrue(result.error.contains("1 scheme(s) failed: Productos"), result.error)
        XCTAssertTrue(result.error.contains("** TEST FAILED ** (Productos)"), "the log's tail is shown")
    }

    /// Xcode 16.4 (simulator SDK 18.5) on an image that also has iOS 26: its iPhone is never picked.
    /// Xcode 16.4 en una imagen con iOS 26: nunca se elige su iPhone.
    func testPicksOnlyARuntimeTheSelectedXcodeCanRun() throws {
        let image = RunIOSScriptTests.devicesJSON([
            ("iOS-26-1", [RunIOSScriptTests.device("iPhone 17", "99999999-9999-9999-9999-999999999999")]),
            ("iOS-18-5", [RunIOSScriptTests.device("iPhone 16", Self.iPhone16)]),
        ])
        let sandbox = try sandbox(devices: image, sdk: "18.5")
        let result = try sandbox.run("test-ios", ["TestApp"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(
            sandbox.calls(of: "xcodebuild").filter { $0.first == "test" },
            [Self.testCall("TestApp", "platform=iOS Simulator,id=\(Self.iPhone16)")])
    }

    func testDryRunPrintsTheCommandsAndRunsNoTest() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("test-ios", ["--dry-run", "Estados", "TestApp"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(
            result.output,
            ["Estados", "TestApp"].map {
                "xcodebuild test -project Apps/MexicoApps.xcodeproj -scheme \($0) -destination "
                    + "'platform=iOS Simulator,id=\(Self.iPhone16)' -derivedDataPath .build-ios/DerivedData "
                    + "CODE_SIGNING_ALLOWED=NO\n"
            }.joined())
        XCTAssertEqual(sandbox.calls(of: "xcodebuild").filter { $0.first == "test" }, [])
    }

    /// Without Xcode (Linux): the commands, with --device's name or SIMULATOR_ID as the destination.
    /// Sin Xcode (Linux): los comandos, con el nombre de --device o SIMULATOR_ID.
    func testDryRunNeedsNoXcode() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("test-ios", ["--dry-run"], withStubs: false)
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(result.output.split(separator: "\n").count, 3, result.output)
        XCTAssertTrue(result.output.contains("-scheme Productos -destination 'platform=iOS Simulator,id=SIMULATOR_ID'"))
        let named = try sandbox.run("test-ios", ["--dry-run", "--device", "iPhone 17", "Estados"], withStubs: false)
        XCTAssertEqual(named.status, 0, named.error)
        XCTAssertTrue(named.output.contains("-destination 'platform=iOS Simulator,name=iPhone 17'"), named.output)
    }

    func testHelpUnknownSchemeAndMissingXcode() throws {
        let sandbox = try sandbox()
        let help = try sandbox.run("test-ios", ["--help"])
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.error.contains("usage: Scripts/test-ios [<scheme> ...]"), help.error)
        let unknown = try sandbox.run("test-ios", ["Mapas"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.error.contains("unknown scheme \"Mapas\""), unknown.error)
        let noXcode = try sandbox.run("test-ios", [], withStubs: false)
        XCTAssertEqual(noXcode.status, 1)
        XCTAssertTrue(noXcode.error.contains("xcodebuild not found: install Xcode 16.3 or newer"), noXcode.error)
        XCTAssertEqual(sandbox.calls(of: "xcodebuild").filter { $0.first == "test" }, [])
    }
}
