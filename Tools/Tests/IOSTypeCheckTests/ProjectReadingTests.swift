import Foundation
import IOSTypeCheck
import ProjectChecks
import ToolsTestSupport
import XCTest

/// What the type-check reads from a project, through the one project model and evaluator.
/// Lo que el type-check lee de un proyecto, con el único modelo y evaluador.
final class ProjectReadingTests: XCTestCase {
    private func targets(_ sample: SampleProject, xcode: String = "1600") throws -> [String: CheckedTarget] {
        Dictionary(
            uniqueKeysWithValues: try CheckedTarget.all(in: sample.project, xcodeMajor: xcode).map { ($0.name, $0) })
    }

    private func files(_ sample: SampleProject, _ name: String) throws -> [String] {
        let target = try XCTUnwrap(try targets(sample)[name])
        let (files, missing) = try target.swiftFiles()
        XCTAssertEqual(missing, [])
        return sample.relative(files)
    }

    func testSynchronizedFoldersMinusTheTargetsExceptions() throws {
        // TestApp owns TestApp/ (Excluded/ is an exception for it) and Shared/; hidden files are out.
        // TestApp posee TestApp/ (Excluded/ es excepción) y Shared/; los archivos ocultos no cuentan.
        let sample = try SampleProject()
        XCTAssertEqual(
            try files(sample, "TestApp"), ["Shared/Shared.swift", "TestApp/App.swift", "TestApp/Feature/View.swift"])
    }

    func testAnExceptionAddsAFileFromAFolderTheTargetDoesNotOwn() throws {
        let sample = try SampleProject()
        XCTAssertEqual(
            try files(sample, "Estados"), ["Estados/Main.swift", "Extra/Bonus.swift", "Shared/Shared.swift"])
        let estados = try XCTUnwrap(sample.project.nativeTargets.first { $0.name == "Estados" })
        XCTAssertEqual(estados.borrowedFolders.map(\.path), ["Extra"])
    }

    func testAMissingSynchronizedFolderIsReported() throws {
        let sample = try SampleProject()
        try FileManager.default.removeItem(at: sample.root.appendingPathComponent("Shared"))
        let target = try XCTUnwrap(try targets(sample)["TestApp"])
        XCTAssertEqual(sample.relative(try target.swiftFiles().missing), ["Shared"])
    }

    func testUnitTestsReadTheirOwnFolderAndFindTheirHost() throws {
        let sample = try SampleProject()
        XCTAssertEqual(try files(sample, "TestAppTests"), ["TestAppTests/AppTests.swift"])
        let all = try targets(sample)
        let tests = try XCTUnwrap(all["TestAppTests"])
        XCTAssertTrue(tests.target.isUnitTestBundle)
        XCTAssertEqual(try tests.testHost(among: Array(all.values))?.name, "TestApp")
    }

    func testDeploymentTargetPerXcodeVersion() throws {
        let sample = try SampleProject()
        for (major, expected) in [("1600", "12.0"), ("2600", "12.0"), ("2700", "15.0"), ("2800", "15.0")] {
            let all = try targets(sample, xcode: major)
            XCTAssertEqual(try all["TestApp"]?.deploymentTarget(), expected, major)
            XCTAssertEqual(try all["TestAppTests"]?.deploymentTarget(), expected, major)
            XCTAssertEqual(try all["Estados"]?.deploymentTarget(), expected == "15.0" ? "15.0" : "13.0", major)
        }
    }

    func testModuleNamesConditionsAndSwiftVersion() throws {
        let all = try targets(try SampleProject())
        XCTAssertEqual(try all["TestApp"]?.module(), "TestApp")
        XCTAssertEqual(try all["Estados"]?.module(), "Estados_App")
        XCTAssertEqual(try all["TestApp"]?.conditions(), ["-DDEBUG", "-DBASE"])
        XCTAssertEqual(try all["TestApp"]?.swiftVersion(), "5")
    }

    /// A setting moved into a conditional xcconfig line for the SDK being checked applies there.
    /// Un ajuste condicional para el SDK comprobado se aplica.
    func testConditionalSettingsApplyForTheCheckedSDK() throws {
        let sample = try SampleProject()
        try sample.write(
            "Config/Estados.xcconfig",
            "#include \"Deployment.xcconfig\"\nMEXICO_DOCUMENT_DEPLOYMENT_TARGET = 13.0\n"
                + "SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphoneos*] = $(inherited) DEVICE\n"
                + "SWIFT_ACTIVE_COMPILATION_CONDITIONS[sdk=iphonesimulator*] = $(inherited) SIMULATOR\n")
        let device = try CheckedTarget.all(in: sample.project, xcodeMajor: "1600", sdk: "iphoneos18.5")
        XCTAssertEqual(try device.first { $0.name == "Estados" }?.conditions(), ["-DDEBUG", "-DBASE", "-DDEVICE"])
    }

    func testAMissingRequiredIncludeIsASetupError() throws {
        let sample = try SampleProject()
        try sample.write("Config/Shared/Inner.xcconfig", "#include \"Gone.xcconfig\"\nINNER_ONLY = x\n")
        XCTAssertThrowsError(try CheckedTarget.all(in: sample.project, xcodeMajor: "1600")) { error in
            XCTAssertTrue("\(error)".contains("Inner.xcconfig:1: #include \"Gone.xcconfig\": no such file"), "\(error)")
        }
    }

    func testProductsOfLocalAndRemotePackages() throws {
        let sample = try SampleProject()
        let testApp = try XCTUnwrap(try targets(sample)["TestApp"])
        XCTAssertEqual(
            try testApp.packageProducts(),
            [
                .local(name: "FeatureKit", folder: sample.root.appendingPathComponent("Pkg").standardizedFileURL.path),
                .remote(name: "Lottie", url: "https://github.com/airbnb/lottie-ios.git"),
            ])
        XCTAssertEqual(
            sample.project.remotePackages,
            [
                XcodeProject.RemotePackage(
                    id: "LOTTIEPKG", url: "https://github.com/airbnb/lottie-ios.git", kind: "exactVersion",
                    version: "4.4.1", products: ["Lottie"])
            ])
    }

    func testALocalProductMapsToItsModulesDependenciesFirst() throws {
        let sample = try SampleProject()
        let data = try Data(contentsOf: sample.root.appendingPathComponent("Pkg/describe.json"))
        let describe = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let modules = try LocalPackage.modules(describe: describe, product: "FeatureKit")
        XCTAssertEqual(modules.map(\.name), ["AppCore", "Util", "FeatureKit"])
        XCTAssertEqual(modules[0].sources, ["PKG/Sources/AppCore/A.swift", "PKG/Sources/AppCore/B.swift"])
        XCTAssertThrowsError(try LocalPackage.modules(describe: describe, product: "NoSuchKit"))
    }
}
