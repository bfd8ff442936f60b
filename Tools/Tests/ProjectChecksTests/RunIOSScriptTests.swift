import Foundation
import ToolsTestSupport
import XCTest

/// `Scripts/run-ios` with stand-in `xcodebuild` and `xcrun` that record their arguments: which
/// simulator it picks, boots, builds for, installs on and launches, and its messages when Xcode,
/// the scheme or the device is missing.
/// `Scripts/run-ios` con `xcodebuild` y `xcrun` sustitutos que anotan sus argumentos.
final class RunIOSScriptTests: XCTestCase {
    /// One simulator as `xcrun simctl list -j devices available` prints it (the keys it needs).
    /// Un simulador tal como lo imprime `simctl list -j` (las claves que usa el script).
    static func device(_ name: String, _ udid: String, booted: Bool = false) -> String {
        """
        {
          "udid" : "\(udid)",
          "isAvailable" : true,
          "deviceTypeIdentifier" : "com.apple.CoreSimulator.SimDeviceType.\(name.replacingOccurrences(of: " ", with: "-"))",
          "state" : "\(booted ? "Booted" : "Shutdown")",
          "name" : "\(name)"
        }
        """
    }

    /// `simctl list -j devices available`: runtime identifier → its devices, in no particular order.
    /// La salida JSON de simctl: identificador de runtime → sus dispositivos, sin orden garantizado.
    static func devicesJSON(_ runtimes: [(String, [String])]) -> String {
        let entries = runtimes.map { runtime, devices in
            "\"com.apple.CoreSimulator.SimRuntime.\(runtime)\" : [\n\(devices.joined(separator: ",\n"))\n]"
        }
        return "{\n\"devices\" : {\n\(entries.joined(separator: ",\n"))\n}\n}\n"
    }

    // Xcode 16's simulators; the newer runtime is listed first (JSON keys have no order).
    // Los simuladores de Xcode 16; el runtime más nuevo aparece primero (las claves JSON no tienen orden).
    static func xcode16Devices(booted: String? = nil) -> String {
        devicesJSON([
            (
                "iOS-18-4",
                [
                    device("iPad (A16)", "33333333-3333-3333-3333-333333333333"),
                    device("iPhone 16", "44444444-4444-4444-4444-444444444444"),
                    device("iPhone SE (3rd generation)", "55555555-5555-5555-5555-555555555555"),
                ]
            ),
            (
                "watchOS-11-4",
                [device("Apple Watch Series 10 (46mm)", "66666666-6666-6666-6666-666666666666", booted: true)]
            ),
            (
                "iOS-17-5",
                [
                    device("iPhone 15", "11111111-1111-1111-1111-111111111111"),
                    device(
                        "iPhone SE (3rd generation)", "22222222-2222-2222-2222-222222222222",
                        booted: booted == "22222222-2222-2222-2222-222222222222"),
                ]
            ),
        ])
    }

    /// A sandbox for `script` with the three shared schemes, the scripts it sources and stand-ins for Xcode
    /// `xcodeVersion` whose simulator SDK is `sdk` (empty: `xcrun` does not answer, so no SDK limit).
    /// Un sandbox con los tres esquemas, lo que el script carga y sustitutos de Xcode.
    static func sandbox(
        script: String, devices: String = xcode16Devices(), xcodeVersion: String = "16.4", sdk: String = ""
    ) throws -> ScriptSandbox {
        let sandbox = try ScriptSandbox(script: script)
        try Shell.copy(["Scripts/lib/ios.sh", "Scripts/lib/pick_simulator.py"], to: sandbox.root)
        for scheme in ["Estados", "Productos", "TestApp"] {
            try sandbox.write("Apps/MexicoApps.xcodeproj/xcshareddata/xcschemes/\(scheme).xcscheme", "<Scheme/>\n")
        }
        try sandbox.write("devices.json", devices)
        let devicesPath = sandbox.root.appendingPathComponent("devices.json").path
        // Only the JSON listing and the SDK version are answered. / Solo responde al listado JSON y al SDK.
        try sandbox.stub(
            "xcrun",
            #"""
            if [[ "$*" == "simctl list -j devices available" ]]; then cat '\#(devicesPath)'; fi
            if [[ "$*" == "--sdk iphonesimulator --show-sdk-version" && -n "\#(sdk)" ]]; then echo "\#(sdk)"; fi
            """#)
        // Builds create the .app where run-ios expects it; settings name the bundle id; tests of the schemes
        // in TEST_FAILS fail. / La compilación crea la .app; los ajustes dan el identificador; las pruebas de
        // los esquemas de TEST_FAILS fallan.
        try sandbox.stub(
            "xcodebuild",
            #"""
            scheme=""; derived=""; action=""
            while [[ $# -gt 0 ]]; do
                case "$1" in
                    -version) printf 'Xcode \#(xcodeVersion)\nBuild version 16F6\n'; exit 0 ;;
                    -scheme) scheme="$2"; shift ;;
                    -derivedDataPath) derived="$2"; shift ;;
                    -showBuildSettings) action=settings ;;
                    test) action=test ;;
                esac
                shift
            done
            if [[ "$action" == settings ]]; then
                printf 'Build settings for action build and target %s:\n    PRODUCT_BUNDLE_IDENTIFIER = com.example.%s\n    PRODUCT_NAME = %s\n' \
                    "$scheme" "$(printf '%s' "$scheme" | tr 'A-Z' 'a-z')" "$scheme"
                exit 0
            fi
            if [[ "$action" == test ]]; then
                if [[ " ${TEST_FAILS:-} " == *" $scheme "* ]]; then echo "** TEST FAILED ** ($scheme)"; exit 65; fi
                echo "** TEST SUCCEEDED ** ($scheme)"; exit 0
            fi
            if [[ -n "${BUILD_FAILS:-}" ]]; then echo "error: cannot find type 'Foo' in scope"; exit 65; fi
            mkdir -p "$derived/Build/Products/Debug-iphonesimulator/$scheme.app"
            echo "** BUILD SUCCEEDED **"
            """#)
        return sandbox
    }

    private func sandbox(devices: String = xcode16Devices(), xcodeVersion: String = "16.4", sdk: String = "") throws
        -> ScriptSandbox
    {
        try Self.sandbox(script: "run-ios", devices: devices, xcodeVersion: xcodeVersion, sdk: sdk)
    }

    private func derivedData(_ sandbox: ScriptSandbox) -> String {
        sandbox.root.appendingPathComponent(".build-ios/DerivedData").path
    }

    func testBuildsBootsInstallsAndLaunchesOnTheNewestIPhone() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("run-ios", ["Estados"])
        XCTAssertEqual(result.status, 0, result.error)
        let udid = "44444444-4444-4444-4444-444444444444"
        XCTAssertEqual(sandbox.calls(of: "xcrun").filter { $0.contains("boot") }, [["simctl", "boot", udid]])
        let builds = sandbox.calls(of: "xcodebuild").filter { $0.last == "build" }
        XCTAssertEqual(
            builds,
            [
                [
                    "-project", sandbox.root.appendingPathComponent("Apps/MexicoApps.xcodeproj").path, "-scheme",
                    "Estados", "-configuration", "Debug", "-destination", "platform=iOS Simulator,id=\(udid)",
                    "-derivedDataPath", derivedData(sandbox), "build",
                ]
            ])
        let app = derivedData(sandbox) + "/Build/Products/Debug-iphonesimulator/Estados.app"
        XCTAssertEqual(
            sandbox.calls(of: "xcrun").filter { $0.contains("install") }, [["simctl", "install", udid, app]])
        XCTAssertEqual(
            sandbox.calls(of: "xcrun").filter { $0.contains("launch") },
            [["simctl", "launch", udid, "com.example.estados"]], "the bundle id comes from the build settings")
        let log = sandbox.root.appendingPathComponent(".build-ios/logs/Estados.log").path
        XCTAssertTrue(result.output.contains("Build log: \(log)"), result.output)
        XCTAssertTrue(try sandbox.read(".build-ios/logs/Estados.log").contains("BUILD SUCCEEDED"))
    }

    func testUsesABootedIPhoneWithoutBootingAnother() throws {
        let sandbox = try sandbox(devices: Self.xcode16Devices(booted: "22222222-2222-2222-2222-222222222222"))
        let result = try sandbox.run("run-ios", ["Productos"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertEqual(sandbox.calls(of: "xcrun").filter { $0.contains("boot") }, [])
        XCTAssertEqual(
            sandbox.calls(of: "xcrun").filter { $0.contains("launch") },
            [["simctl", "launch", "22222222-2222-2222-2222-222222222222", "com.example.productos"]])
    }

    func testDeviceOptionPicksThatSimulatorOfTheNewestRuntime() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("run-ios", ["TestApp", "--device", "iPhone SE (3rd generation)"])
        XCTAssertEqual(result.status, 0, result.error)
        let udid = "55555555-5555-5555-5555-555555555555"
        XCTAssertEqual(sandbox.calls(of: "xcrun").filter { $0.contains("boot") }, [["simctl", "boot", udid]])
        XCTAssertTrue(
            sandbox.calls(of: "xcodebuild").contains { $0.contains("platform=iOS Simulator,id=\(udid)") },
            "\(sandbox.calls())")
        XCTAssertEqual(
            sandbox.calls(of: "xcrun").filter { $0.contains("launch") },
            [["simctl", "launch", udid, "com.example.testapp"]])
    }

    func testUnknownDeviceListsTheAvailableOnesAndBuildsNothing() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("run-ios", ["Estados", "--device", "iPhone 99"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.error.contains(
                "no available iOS simulator named \"iPhone 99\"; available: iPad (A16), iPhone 15, iPhone 16, iPhone SE (3rd generation)"
            ), result.error)
        XCTAssertFalse(result.error.contains("Apple Watch"), "only iOS simulators are offered")
        XCTAssertEqual(sandbox.calls(of: "xcodebuild").filter { $0.last == "build" }, [])
    }

    func testWithoutDeviceOnXcode26SimulatorsPicksTheFirstIPhoneOfTheNewestRuntime() throws {
        // Xcode 26 has no "iPhone SE (3rd generation)" nor "iPhone 16"; runtimes come in no order.
        // Xcode 26 no trae esos nombres; los runtimes llegan sin orden.
        let xcode26 = Self.devicesJSON([
            ("iOS-18-6", [Self.device("iPhone 16", "77777777-7777-7777-7777-777777777777")]),
            (
                "iOS-26-1",
                [
                    Self.device("iPad Air 11-inch (M3)", "88888888-8888-8888-8888-888888888888"),
                    Self.device("iPhone 17 Pro", "99999999-9999-9999-9999-999999999999"),
                    Self.device("iPhone Air", "AAAAAAAA-AAAA-AAAA-AAAA-AAAAAAAAAAAA"),
                ]
            ),
            ("iOS-26-0", [Self.device("iPhone 17", "BBBBBBBB-BBBB-BBBB-BBBB-BBBBBBBBBBBB")]),
        ])
        let sandbox = try sandbox(devices: xcode26)
        let result = try sandbox.run("run-ios", ["TestApp"])
        XCTAssertEqual(result.status, 0, result.error)
        let udid = "99999999-9999-9999-9999-999999999999"
        XCTAssertTrue(result.output.contains("Simulator: iPhone 17 Pro (iOS 26.1, \(udid))"), result.output)
        XCTAssertEqual(sandbox.calls(of: "xcrun").filter { $0.contains("boot") }, [["simctl", "boot", udid]])
        XCTAssertEqual(
            sandbox.calls(of: "xcrun").filter { $0.contains("launch") },
            [["simctl", "launch", udid, "com.example.testapp"]])
    }

    /// An image may carry runtimes newer than the selected Xcode can run (Xcode 16.4 beside iOS 26): the
    /// newest runtime not newer than the Xcode's simulator SDK is taken, even over a booted newer iPhone.
    /// Una imagen puede traer runtimes más nuevos que los del Xcode elegido: se toma el más nuevo que su SDK.
    func testRuntimesNewerThanTheSelectedXcodesSDKAreNotPicked() throws {
        let image = Self.devicesJSON([
            ("iOS-26-1", [Self.device("iPhone 17", "99999999-9999-9999-9999-999999999999", booted: true)]),
            ("iOS-18-5", [Self.device("iPhone 16", "44444444-4444-4444-4444-444444444444")]),
            ("iOS-18-6", [Self.device("iPhone 16 Pro", "77777777-7777-7777-7777-777777777777")]),
        ])
        let sandbox = try sandbox(devices: image, sdk: "18.5")
        let result = try sandbox.run("run-ios", ["Estados"])
        XCTAssertEqual(result.status, 0, result.error)
        XCTAssertTrue(result.output.contains("Simulator: iPhone 16 (iOS 18.5, 4444"), result.output)
        let unknown = try sandbox.run("run-ios", ["Estados", "--device", "iPhone 17"])
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(
            unknown.error.contains(
                "no available iOS simulator named \"iPhone 17\" up to iOS 18.5 (the selected Xcode's SDK); available: "
                    + "iPhone 16"), unknown.error)
    }

    func testNoIPhoneSimulatorIsAClearErrorAndBuildsNothing() throws {
        let onlyIPads = Self.devicesJSON([
            ("iOS-26-1", [Self.device("iPad Pro 13-inch (M5)", "CCCCCCCC-CCCC-CCCC-CCCC-CCCCCCCCCCCC")]),
            (
                "watchOS-26-1",
                [Self.device("Apple Watch Series 11 (46mm)", "DDDDDDDD-DDDD-DDDD-DDDD-DDDDDDDDDDDD", booted: true)]
            ),
        ])
        let sandbox = try sandbox(devices: onlyIPads)
        let result = try sandbox.run("run-ios", ["Estados"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("no iPhone simulator is available"), result.error)
        XCTAssertTrue(result.error.contains("Devices and Simulators"), "says where to create one: \(result.error)")
        XCTAssertEqual(sandbox.calls(of: "xcodebuild").filter { $0.last == "build" }, [])
        XCTAssertEqual(sandbox.calls(of: "xcrun").filter { $0.contains("boot") }, [])
    }

    func testNoIOSSimulatorAtAllSaysWhereToAddARuntime() throws {
        let sandbox = try sandbox(devices: Self.devicesJSON([]))
        let result = try sandbox.run("run-ios", ["Estados"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("no iOS simulator is available"), result.error)
        XCTAssertEqual(sandbox.calls(of: "xcodebuild").filter { $0.last == "build" }, [])
    }

    func testUnknownSchemeNamesTheSchemesAndCallsNoTool() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("run-ios", ["Mapas"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.error.contains(
                "unknown scheme \"Mapas\"; the project's shared schemes are: Estados Productos TestApp"),
            result.error)
        XCTAssertEqual(sandbox.calls().count, 0)
    }

    func testNoSchemeShowsUsage() throws {
        let result = try sandbox().run("run-ios", [])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("usage: Scripts/run-ios <scheme>"), result.error)
    }

    func testMissingXcodeSaysWhatToInstall() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("run-ios", ["Estados"], withStubs: false)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("xcodebuild not found: install Xcode 16.3 or newer"), result.error)
    }

    func testTooOldXcodeIsRefused() throws {
        let sandbox = try sandbox(xcodeVersion: "16.2")
        let result = try sandbox.run("run-ios", ["Estados"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.error.contains("Xcode 16.2 is too old"), result.error)
        XCTAssertEqual(sandbox.calls(of: "xcrun"), [])
    }

    func testFailedBuildPrintsTheLogAndInstallsNothing() throws {
        let sandbox = try sandbox()
        let result = try sandbox.run("run-ios", ["Estados"], environment: ["BUILD_FAILS": "1"])
        XCTAssertEqual(result.status, 1)
        let log = sandbox.root.appendingPathComponent(".build-ios/logs/Estados.log").path
        XCTAssertTrue(result.error.contains("build of Estados failed; full log: \(log)"), result.error)
        XCTAssertTrue(result.error.contains("cannot find type 'Foo' in scope"), "the log's tail is shown")
        XCTAssertEqual(sandbox.calls(of: "xcrun").filter { $0.contains("install") || $0.contains("launch") }, [])
    }
}
