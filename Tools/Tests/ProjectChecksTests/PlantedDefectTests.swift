import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// The checker on a scratch copy of the real repository (its `git ls-files`): the copy passes with
/// no error, and each planted defect is reported by its rule id; near misses that were reported by
/// mistake before stay silent.
/// El verificador sobre una copia del repositorio real: pasa sin errores, y cada defecto plantado
/// se informa con el id de su regla; los casos parecidos que antes se informaban por error, no.
final class PlantedDefectTests: XCTestCase {
    private struct Plant {
        let path: String
        let edit: (String) -> String
        let rule: String
        /// False for a near miss the rule must not report. / Falso para un caso parecido que no debe informar.
        var reported = true
    }

    private func replacing(_ old: String, _ new: String) -> (String) -> String {
        { text in
            XCTAssertTrue(text.contains(old), "\(old) is absent")
            return text.replacingOccurrences(of: old, with: new)
        }
    }

    /// The first match of `pattern` replaced. / La primera coincidencia reemplazada.
    private func replacingFirst(_ pattern: String, _ new: String) -> (String) -> String {
        { text in
            guard let range = text.range(of: pattern, options: .regularExpression) else {
                XCTFail("\(pattern) is absent")
                return text
            }
            return text.replacingCharacters(in: range, with: new)
        }
    }

    private var plants: [Plant] {
        [
            Plant(
                path: "Apps/TestApp/UIComponents/UIComponentsViewController.swift",
                edit: replacing("class UIComponentsViewController:", "class UIComponentsScreen:"),
                rule: "storyboard-unknown-class"),
            Plant(
                path: "Apps/TestApp/Map/Base.lproj/Map.storyboard",
                edit: replacingFirst(#"firstItem="[^"]+""#, #"firstItem="Zz9-zz-999""#),
                rule: "storyboard-dangling-reference"),
            Plant(
                path: "Apps/TestApp/Map/Base.lproj/Map.storyboard",
                edit: replacingFirst(#"secondItem="[^"]+""#, #"secondItem="Zz9-zz-999""#),
                rule: "storyboard-dangling-reference"),
            Plant(
                path: "Apps/TestApp/Features/Base.lproj/FeatureList.storyboard",
                edit: replacing(#"tableViewCell="Ftl-CL-001""#, #"tableViewCell="Ftl-CL-999""#),
                rule: "storyboard-dangling-reference"),
            Plant(
                path: "Apps/TestApp/Features/Base.lproj/FeatureList.storyboard",
                edit: replacing(#"reuseIdentifier="FeatureCardCell""#, #"reuseIdentifier="FeatureCell""#),
                rule: "storyboard-reuse-identifier"),
            Plant(
                path: "Package.swift",
                edit: replacing(
                    "products: modules.map {", #"products: modules.filter { $0.name != "WebViewKit" }.map {"#),
                rule: "project-unknown-product"),
            Plant(
                path: "Apps/TestApp/Info.plist", edit: replacingFirst("</dict>\n</plist>", "</plist>"),
                rule: "plist-lint"),
            Plant(
                path: "Config/Deployment.xcconfig",
                edit: replacing("MEXICO_RAISED_FLOOR = 15.0", "MEXICO_RAISED_FLOOR = 15"),
                rule: "project-deployment-target", reported: false),
            Plant(
                path: "Apps/TestApp/Map/MapViewController.swift",
                edit: replacing(
                    "import UIKit", "// project-checks:disable-next-line no-such-rule -- a plant\nimport UIKit"),
                rule: "suppression-unknown-rule"),
        ]
    }

    func testTheRepositoryPassesAndEveryPlantedDefectIsNamedByItsRule() throws {
        let copy = try TemporaryDirectory()
        try copyTrackedFiles(to: copy.url)
        let clean = ProjectChecker().report(on: Repository(root: copy.url))
        XCTAssertEqual(clean.errors, 0, clean.findings.map(\.description).joined(separator: "\n"))
        for plant in plants {
            let url = copy.url.appendingPathComponent(plant.path)
            let original = try String(contentsOf: url, encoding: .utf8)
            try Data(plant.edit(original).utf8).write(to: url)
            // Only the check that owns the rule runs (the suppression rules need none).
            // Solo corre el chequeo dueño de la regla.
            let checks = ProjectChecker.allChecks.filter { $0.rules.contains { $0.id == plant.rule } }
            let findings = ProjectChecker(checks: checks).run(on: Repository(root: copy.url))
            XCTAssertEqual(
                findings.contains { $0.rule == plant.rule }, plant.reported,
                "\(plant.path) [\(plant.rule)]:\n\(findings.map(\.description).joined(separator: "\n"))")
            try Data(original.utf8).write(to: url)
        }
    }

    /// `git ls-files` of the repository, copied file by file. / Los archivos seguidos por git, copiados.
    private func copyTrackedFiles(to destination: URL) throws {
        let root = TestPaths.repositoryRoot
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", root.path, "ls-files", "-z"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw XCTSkip("\(root.path) is not a git work tree") }
        let manager = FileManager.default
        for path in String(decoding: output, as: UTF8.self).split(separator: "\0").map(String.init) {
            let source = root.appendingPathComponent(path)
            guard manager.fileExists(atPath: source.path) else { continue }
            let target = destination.appendingPathComponent(path)
            try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.copyItem(at: source, to: target)
        }
    }
}
