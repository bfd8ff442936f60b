import Foundation
import XCTest

/// `Scripts/run-ios` with stand-in `xcodebuild` and `xcrun` that record their arguments: which
/// simulator it picks, boots, builds for, installs on and launches, and its messages when Xcode,
/// the scheme or the device is missing.
/// `Scripts/run-ios` con `xcodebuild` y `xcrun` sustitutos que anotan sus argumentos.
final class RunIOSScriptTests: XCTestCase {
    private static let devices = """
        == Devices ==
        -- iOS 17.5 --
            iPhone 15 (11111111-1111-1111-1111-111111111111) (Shutdown) 
            iPhone SE (3rd generation) (22222222-2222-2222-2222-222222222222) (Shutdown) 
        -- iOS 18.4 --
            iPad (A16) (33333333-3333-3333-3333-333333333333) (Shutdown) 
            iPhone 16 (44444444-4444-4444-4444-444444444444) (Shutdown) 
            iPhone SE (3rd generation) (55555555-5555-5555-5555-555555555555) (Shutdown) 
        -- watchOS 11.4 --
            Apple Watch Series 10 (46mm) (66666666-6666-6666-6666-666666666666) (Booted) 

        """

    /// A sandbox with the three shared schemes and stand-ins for Xcode `version`.
    /// Un sandbox con los tres esquemas y sustitutos de Xcode.
    private func sandbox(devices: String = devices, xcodeVersion: String = "16.4") throws -> ScriptSandbox {
        let sandbox = try ScriptSandbox(script: "run-ios")
        for scheme in ["Estados", "Productos", "TestApp"] {
            try sandbox.write("Apps/MexicoApps.xcodeproj/xcshareddata/xcschemes/\(scheme).xcscheme", "<Scheme/>\n")
        }
        try sandbox.write("devices.txt", devices)
        let devicesPath = sandbox.root.appendingPathComponent("devices.txt").path
        try sandbox.stub("xcrun", #"if [[ "$1 $2 $3" == "simctl list devices" ]]; then cat '\#(devicesPath)'; fi"#)
        // Builds create the .app where run-ios expects it; settings name the bundle id.
        // La compilación crea la .app donde run-ios la busca; los ajustes dan el identificador.
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
                esac
                shift
            done
            if [[ "$action" == settings ]]; then
                printf 'Build settings for action build and target %s:\n    PRODUCT_BUNDLE_IDENTIFIER = com.example.%s\n    PRODUCT_NAME = %s\n' \
                    "$scheme" "$(printf '%s' "$scheme" | tr 'A-Z' 'a-z')" "$scheme"
                exit 0
            fi
            if [[ -n "${BUILD_FAILS:-}" ]]; then echo "error: cannot find type 'Foo' in scope"; exit 65; fi
            mkdir -p "$derived/Build/Products/Debug-iphonesimulator/$scheme.app"
            echo "** BUILD SUCCEEDED **"
            """#)
        return sandbox
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
        let booted = Self.devices.replacingOccurrences(
            of: "(22222222-2222-2222-2222-222222222222) (Shutdown)",
            with: "(22222222-2222-2222-2222-222222222222) (Booted)")
        let sandbox = try sandbox(devices: booted)
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
