import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// The evaluator against real Xcode: a committed golden `xcodebuild -showBuildSettings -json` dump
/// (`Tools/Tests/Calibration/showBuildSettings-<scheme>-<configuration>.json`, saved by the GitHub
/// macOS job; Scripts/README.md says how to refresh it) must give, for every setting the project and
/// its `.xcconfig` files assign, the value the evaluator gives. Skipped, saying so, until a dump exists.
/// El evaluador frente a Xcode real: un volcado de `xcodebuild -showBuildSettings` versionado debe dar
/// el mismo valor para cada ajuste que asignan el proyecto y sus `.xcconfig`. Se omite hasta que exista.
final class CalibrationTests: XCTestCase {
    static let folder = TestPaths.repositoryRoot.appendingPathComponent("Tools/Tests/Calibration")

    func testTheEvaluatorGivesWhatXcodeShows() throws {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: Self.folder.path)) ?? []).filter {
            $0.hasPrefix("showBuildSettings-") && $0.hasSuffix(".json")
        }.sorted()
        guard !names.isEmpty else {
            throw XCTSkip(
                "no golden dump Tools/Tests/Calibration/showBuildSettings-<scheme>-<configuration>.json yet: "
                    + "the evaluator is not calibrated against Xcode (Scripts/README.md says how to add one)")
        }
        let repository = Repository(root: TestPaths.repositoryRoot)
        let project = try XCTUnwrap(repository.project)
        for name in names {
            let dump = try Data(contentsOf: Self.folder.appendingPathComponent(name))
            XCTAssertEqual(try Self.mismatches(dump: dump, project: project), [], name)
        }
    }

    /// A dump made from the evaluator's own values agrees; one changed value is named.
    /// Un volcado con los valores del propio evaluador coincide; un valor cambiado se nombra.
    func testAMismatchNamesTargetSettingAndBothValues() throws {
        let project = try XCTUnwrap(Repository(root: TestPaths.repositoryRoot).project)
        let target = try XCTUnwrap(project.nativeTargets.first { $0.name == "TestApp" })
        let xcode = ["XCODE_VERSION_MAJOR": "1600", "CONFIGURATION": "Debug", "SDK_NAME": "iphoneos18.5"]
        let resolver = target.settings(
            configuration: "Debug", environment: xcode, conditions: ["sdk": "iphoneos18.5"])
        var settings = xcode
        for key in Set(resolver.chain.map(\.key)) { settings[key] = resolver.value(key) ?? "" }
        func dump(_ settings: [String: String]) throws -> Data {
            try JSONSerialization.data(withJSONObject: [
                ["action": "build", "target": "TestApp", "buildSettings": settings]
            ])
        }
        XCTAssertEqual(settings["IPHONEOS_DEPLOYMENT_TARGET"], "12.0")
        XCTAssertEqual(try Self.mismatches(dump: dump(settings), project: project), [])
        settings["IPHONEOS_DEPLOYMENT_TARGET"] = "15.0"
        XCTAssertEqual(
            try Self.mismatches(dump: dump(settings), project: project),
            ["TestApp Debug IPHONEOS_DEPLOYMENT_TARGET: evaluator \"12.0\", Xcode \"15.0\""])
    }

    /// Every difference between the dump and the evaluator, for the settings the project assigns.
    /// What Xcode defines itself (XCODE_VERSION_MAJOR, BUILT_PRODUCTS_DIR…) is the evaluator's
    /// environment; a setting the project assigns starts from nothing below it.
    /// Cada diferencia entre el volcado y el evaluador, para los ajustes que asigna el proyecto.
    static func mismatches(dump: Data, project: XcodeProject) throws -> [String] {
        let entries = try XCTUnwrap(try JSONSerialization.jsonObject(with: dump) as? [[String: Any]])
        var found: [String] = []
        for entry in entries {
            let name = entry["target"] as? String ?? ""
            let xcode = (entry["buildSettings"] as? [String: Any] ?? [:]).compactMapValues { $0 as? String }
            guard let target = project.nativeTargets.first(where: { $0.name == name }) else {
                found.append("\(name): no such target in the project")
                continue
            }
            let configuration = xcode["CONFIGURATION"] ?? "Debug"
            var conditions = ["sdk": xcode["SDK_NAME"] ?? "iphoneos"]
            conditions["arch"] = xcode["CURRENT_ARCH"]
            let assigned = target.settings(configuration: configuration, environment: [:]).chain.map(\.key)
            let resolver = target.settings(
                configuration: configuration, environment: xcode.filter { !assigned.contains($0.key) },
                conditions: conditions)
            for key in Set(assigned).sorted() {
                let ours = normalized(try resolver.evaluate(key) ?? "")
                let theirs = normalized(xcode[key] ?? "")
                if ours != theirs {
                    found.append("\(name) \(configuration) \(key): evaluator \"\(ours)\", Xcode \"\(theirs)\"")
                }
            }
        }
        return found
    }

    private static func normalized(_ value: String) -> String {
        value.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
