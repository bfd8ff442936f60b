import Foundation
import ToolsTestSupport
import XCTest

@testable import ProjectChecks

/// The checker on a scratch copy of the real repository (its `git ls-files`): the copy passes with
/// no error, and each planted defect is reported by its rule id at the rule's severity (an error rule
/// makes `project-checks` exit 1); near misses that were reported by mistake before stay silent.
/// El verificador sobre una copia del repositorio real: pasa sin errores, y cada defecto plantado
/// se informa con el id y la severidad de su regla; los casos parecidos que antes se informaban por error, no.
final class PlantedDefectTests: XCTestCase {
    private typealias Edit = (path: String, edit: (String) -> String)

    private struct Plant {
        let edits: [Edit]
        let rule: Rule
        /// False for a near miss the rule must not report. / Falso para un caso parecido que no debe informar.
        var reported = true
    }

    /// The first `old` (a regular expression if `regex`) in `path` replaced. / El primer `old` reemplazado.
    private func edit(_ path: String, _ old: String, _ new: String, regex: Bool = false) -> Edit {
        (
            path,
            { text in
                let range = text.range(of: old, options: regex ? .regularExpression : [])
                XCTAssertNotNil(range, "\(path): \(old) is absent")
                return range.map { text.replacingCharacters(in: $0, with: new) } ?? text
            }
        )
    }

    /// A storyboard snippet inserted as the first subview of the map screen's root view, and a Swift file.
    /// Un fragmento insertado como primera subvista de la pantalla del mapa, y un archivo Swift.
    private func inMap(_ snippet: String) -> Edit {
        edit("Apps/TestApp/Map/Base.lproj/Map.storyboard", "<subviews>", "<subviews>\n" + snippet)
    }

    private func append(_ path: String, _ line: String) -> Edit { (path, { $0 + "\n" + line + "\n" }) }

    private func badge(_ function: String) -> Edit {
        ("Apps/TestApp/Map/Badge.swift", { _ in ModuleShapeCheck.badge(function) })
    }

    private var plants: [Plant] {
        let map = "Apps/TestApp/Map/Base.lproj/Map.storyboard"
        let features = "Apps/TestApp/Features/Base.lproj/FeatureList.storyboard"
        let pbxproj = "Apps/MexicoApps.xcodeproj/project.pbxproj"
        return [
            Plant(
                edits: [
                    edit(
                        "Apps/TestApp/UIComponents/UIComponentsViewController.swift",
                        "class UIComponentsViewController:",
                        "class UIComponentsScreen:")
                ], rule: StoryboardCheck.unknownClass),
            Plant(
                edits: [edit(map, #"firstItem="[^"]+""#, #"firstItem="Zz9-zz-999""#, regex: true)],
                rule: StoryboardCheck.danglingReference),
            Plant(
                edits: [edit(map, #"secondItem="[^"]+""#, #"secondItem="Zz9-zz-999""#, regex: true)],
                rule: StoryboardCheck.danglingReference),
            Plant(
                edits: [edit(features, #"tableViewCell="Ftl-CL-001""#, #"tableViewCell="Ftl-CL-999""#)],
                rule: StoryboardCheck.danglingReference),
            Plant(
                edits: [edit(features, #"reuseIdentifier="FeatureCardCell""#, #"reuseIdentifier="FeatureCell""#)],
                rule: StoryboardCheck.reuseIdentifier),
            Plant(
                edits: [
                    edit(
                        "Package.swift", "products: modules.map {",
                        #"products: modules.filter { $0.name != "WebViewKit" }.map {"#)
                ], rule: ProjectFileCheck.unknownProduct),
            Plant(
                edits: [edit("Apps/TestApp/Info.plist", "</dict>\n</plist>", "</plist>")],
                rule: ProjectFileCheck.plistLint),
            Plant(
                edits: [
                    edit("Config/Deployment.xcconfig", "MEXICO_RAISED_FLOOR = 15.0", "MEXICO_RAISED_FLOOR = 15")
                ],
                rule: ProjectFileCheck.deploymentTarget, reported: false),
            Plant(
                edits: [append("Config/TestApp.xcconfig", "IPHONEOS_DEPLOYMENT_TARGET[sdk=iphoneos*] = 12.0")],
                rule: ProjectFileCheck.deploymentTarget),
            Plant(
                edits: [append("Config/Deployment.xcconfig", "#include \"Nope.xcconfig\"")],
                rule: ProjectFileCheck.missingFile),
            Plant(
                edits: [
                    edit(
                        pbxproj, "PRODUCT_BUNDLE_IDENTIFIER = [^;]+;", "PRODUCT_BUNDLE_IDENTIFIER = \"$(NOPE)\";",
                        regex: true)
                ],
                rule: ProjectFileCheck.bundleIdentifier),
            // The bundle ids moved into an .xcconfig. / Los bundle id movidos a un .xcconfig.
            Plant(
                edits: [
                    (
                        pbxproj,
                        {
                            $0.replacingOccurrences(
                                of: "PRODUCT_BUNDLE_IDENTIFIER = [^;]+;", with: "", options: .regularExpression)
                        }
                    ),
                    append("Config/Base.xcconfig", "PRODUCT_BUNDLE_IDENTIFIER = mx.example.$(TARGET_NAME:lower)"),
                ], rule: ProjectFileCheck.bundleIdentifier, reported: false),
            Plant(
                edits: [
                    edit(
                        "Apps/TestApp/Map/MapViewController.swift", "import UIKit",
                        "// project-checks:disable-next-line no-such-rule -- a plant\nimport UIKit")
                ], rule: Suppressions.unknownRule),
            // Near misses of the issue, each beside a defect at the same place to show the rule looks there.
            // Casos parecidos del issue, cada uno junto a un defecto en el mismo lugar.
            Plant(
                edits: [inMap(StoryboardCheck.form("done", "done", separate: false))], rule: StoryboardCheck.returnKey),
            Plant(
                edits: [inMap(StoryboardCheck.form("default", "default", separate: true))],
                rule: StoryboardCheck.returnKey, reported: false),
            Plant(edits: [badge("func style()")], rule: ModuleShapeCheck.layerColor),
            Plant(edits: [badge("override func layoutSubviews()")], rule: ModuleShapeCheck.layerColor, reported: false),
            Plant(
                edits: [badge("override func draw(_ rect: CGRect)")], rule: ModuleShapeCheck.layerColor, reported: false
            ),
        ]
    }

    func testTheRepositoryPassesAndEveryPlantedDefectIsNamedByItsRule() throws {
        let copy = try TemporaryDirectory()
        try Shell.copyTrackedFiles(to: copy.url)
        let clean = ProjectChecker().report(on: Repository(root: copy.url))
        XCTAssertEqual(clean.errors, 0, clean.findings.map(\.description).joined(separator: "\n"))
        for plant in plants {
            let urls = plant.edits.map { copy.url.appendingPathComponent($0.path) }
            let originals = urls.map { try? String(contentsOf: $0, encoding: .utf8) }
            for ((_, edit), (url, original)) in zip(plant.edits, zip(urls, originals)) {
                try Data(edit(original ?? "").utf8).write(to: url)
            }
            // Only the check that owns the rule runs: the full checker finds all of these and more, so
            // an error here is an error there and `project-checks` exits 1 (the copy has none otherwise).
            // Solo corre el chequeo dueño de la regla: un error aquí también lo es con todos los chequeos.
            let checks = ProjectChecker.allChecks.filter { $0.rules.contains { $0.id == plant.rule.id } }
            let report = ProjectChecker(checks: checks).report(on: Repository(root: copy.url))
            let found = report.findings.filter { $0.rule == plant.rule.id }
            let listing =
                "\(plant.edits.map(\.path)) [\(plant.rule.id)]:\n"
                + report.findings.map(\.description).joined(separator: "\n")
            XCTAssertEqual(!found.isEmpty, plant.reported, listing)
            XCTAssertTrue(found.allSatisfy { $0.severity == plant.rule.severity }, listing)
            if plant.reported && plant.rule.severity == .error { XCTAssertGreaterThan(report.errors, 0, listing) }
            for (url, original) in zip(urls, originals) {
                try original.map { try Data($0.utf8).write(to: url) } ?? FileManager.default.removeItem(at: url)
            }
        }
    }
}
