import AppCore
import Foundation
import LayoutCheck
import ToolsTestSupport
import XCTest

/// One scene's frames as a hosted test measured them on a simulator (`LayoutFrameDumpTests`).
/// Los marcos de una escena medidos en un simulador por la prueba alojada.
struct CalibrationDump: Decodable {
    struct View: Decodable {
        /// Subview index path from the root ("" root, "0.2" third subview of the first).
        /// Ruta de índices de subvistas desde la raíz.
        let path: String
        /// The run-time class and its superclasses. / La clase en ejecución y sus superclases.
        let classes: [String]
        let hidden: Bool
        /// x, y, width, height in the root view's coordinates. / En coordenadas de la vista raíz.
        let frame: [Double]
    }
    let app: String
    let storyboard: String
    let controller: String
    let width: Double
    let height: Double
    let orientation: String
    let contentSizeCategory: String
    let safeArea: [Double]
    let views: [View]
}

/// Calibration: every committed dump (`Calibration/*.json`, made by `Scripts/layout/dump_frames.sh`
/// on a Mac) against the model in the same device, orientation and text size — within 0.5 pt for a
/// view without text, and never smaller than the device for a text (the unsafe side).
/// Calibración: cada volcado versionado contra el modelo en el mismo dispositivo, orientación y
/// tamaño de texto: a 0,5 pt para vistas sin texto; un texto nunca menor que en el dispositivo.
final class CalibrationDumpTests: XCTestCase {
    static let tolerance = 0.5
    private static let folder = TestPaths.repositoryRoot.appendingPathComponent(
        "Tools/Tests/LayoutCheckTests/Calibration")

    private func runner() throws -> LayoutRunner {
        LayoutRunner(
            root: TestPaths.repositoryRoot, catalog: try DeviceCatalog.bundled(), facts: try RuntimeFacts.bundled())
    }

    func testEveryCommittedDumpMatchesTheModel() throws {
        let files = try FileManager.default.contentsOfDirectory(at: Self.folder, includingPropertiesForKeys: nil)
            .filter { $0.pathExtension == "json" }.sorted { $0.path < $1.path }
        guard !files.isEmpty else {
            throw XCTSkip(
                "No calibration dump yet: run Scripts/layout/dump_frames.sh on a Mac and commit its JSON "
                    + "(docs/layout.md, \"Calibration\"); until then the model is not compared with a device.")
        }
        let runner = try runner()
        for file in files {
            let dump = try JSONDecoder().decode(CalibrationDump.self, from: Data(contentsOf: file))
            let (scene, configuration) = try model(for: dump, runner)
            let layout = try runner.layout(scene, in: configuration)
            XCTAssertEqual(Self.mismatches(dump, layout), [], file.lastPathComponent)
        }
    }

    /// The three bundles compile the same dumper. / Los tres paquetes compilan el mismo volcador.
    func testTheThreeHostedDumpersAreTheSameFile() throws {
        let copies = try ["EstadosTests", "ProductosTests", "TestAppTests"].map {
            try String(
                contentsOf: TestPaths.repositoryRoot.appendingPathComponent("Apps/\($0)/LayoutFrameDumpTests.swift"))
        }
        XCTAssertEqual(Set(copies).count, 1)
        XCTAssertTrue(copies[0].contains("LAYOUT_DUMP_DIR"))
    }

    /// The comparison itself, on a dump made from the model: it matches; a view without text moved
    /// by 1 pt and a text 1 pt taller on the device are each reported; a text the model gives more
    /// room is not. / La comparación misma, sobre un volcado hecho con el modelo.
    func testTheComparisonReportsEachUnsafeDifference() throws {
        let runner = try runner()
        let path = "Apps/Estados/Base.lproj/Main.storyboard"
        let scene = try XCTUnwrap(runner.scenes(path).first)
        let configuration = try XCTUnwrap(
            runner.catalog.configurations(for: path).first { $0.device.id == "se1" && !$0.landscape })
        let layout = try runner.layout(scene, in: configuration)
        let paths = Self.indexPaths(scene.root)
        let views = scene.root.allViews.compactMap { view -> CalibrationDump.View? in
            guard let frame = layout.frames[view.id], let path = paths[view.id] else { return nil }
            return .init(
                path: path, classes: [view.customClass ?? Self.uiKitClass(view.kind) ?? "UIView", "UIView"],
                hidden: false, frame: [frame.x, frame.y, frame.width, frame.height])
        }
        let safe = configuration.safeArea
        func dump(_ views: [CalibrationDump.View]) -> CalibrationDump {
            .init(
                app: "Estados", storyboard: "Main", controller: "UIViewController-\(scene.controllerID)",
                width: configuration.width,
                height: configuration.height, orientation: "portrait", contentSizeCategory: "UICTContentSizeCategoryL",
                safeArea: [safe.top, safe.left, safe.bottom, safe.right], views: views)
        }
        XCTAssertEqual(Self.mismatches(dump(views), layout), [])
        // The dump finds its scene (by ibtool's `Class-<object id>`) and configuration.
        let (found, measuredIn) = try model(for: dump(views), runner)
        XCTAssertEqual(found.controllerID, scene.controllerID)
        XCTAssertEqual(measuredIn.slug, configuration.slug)
        let byPath = Dictionary(
            uniqueKeysWithValues: scene.root.allViews.compactMap { v in paths[v.id].map { ($0, v) } })
        let plain = try XCTUnwrap(views.firstIndex { $0.path != "" && byPath[$0.path]?.text == nil })
        let text = try XCTUnwrap(views.firstIndex { byPath[$0.path]?.text != nil })
        func changed(_ index: Int, _ change: (inout [Double]) -> Void) -> [CalibrationDump.View] {
            var copy = views
            var frame = copy[index].frame
            change(&frame)
            copy[index] = .init(path: copy[index].path, classes: copy[index].classes, hidden: false, frame: frame)
            return copy
        }
        XCTAssertEqual(Self.mismatches(dump(changed(plain) { $0[0] += 1 }), layout).count, 1)
        XCTAssertEqual(Self.mismatches(dump(changed(text) { $0[3] += 1 }), layout).count, 1)
        XCTAssertEqual(Self.mismatches(dump(changed(text) { $0[3] -= 1 }), layout), [])
    }

    // MARK: - Mapping / Correspondencia

    /// The scene and configuration a dump was measured in; fails when the model has none.
    /// La escena y la configuración de un volcado; falla si el modelo no las tiene.
    private func model(for dump: CalibrationDump, _ runner: LayoutRunner) throws -> (
        StoryboardScene, LayoutConfiguration
    ) {
        let path = try XCTUnwrap(
            runner.storyboards().first {
                $0.hasPrefix("Apps/\(dump.app)/") && $0.hasSuffix("/\(dump.storyboard).storyboard")
            }, "no storyboard \(dump.storyboard) in \(dump.app)")
        // A storyboard id, or `Class-<object id>` for a scene without one (what ibtool writes).
        let scene = try XCTUnwrap(
            runner.scenes(path).first {
                $0.storyboardIdentifier == dump.controller || dump.controller.hasSuffix("-\($0.controllerID)")
            }, "no scene \(dump.controller) in \(path)")
        let text = try XCTUnwrap(TextSizeCategory(uiKitName: dump.contentSizeCategory), dump.contentSizeCategory)
        let configuration = try XCTUnwrap(
            runner.catalog.configurations(for: path).first {
                abs($0.width - dump.width) < 0.5 && abs($0.height - dump.height) < 0.5 && $0.text == text
                    && $0.landscape == (dump.orientation == "landscape")
            }, "the device table has no \(dump.width)×\(dump.height) \(dump.orientation) \(text)")
        return (scene, configuration)
    }

    /// Each storyboard view's subview index path from the root, the key the hosted test writes.
    /// La ruta de índices de cada vista, la clave que escribe la prueba alojada.
    static func indexPaths(_ root: StoryboardView) -> [String: String] {
        var paths = [root.id: ""]
        func walk(_ view: StoryboardView, _ path: String) {
            for (index, subview) in view.subviews.enumerated() {
                let child = path.isEmpty ? "\(index)" : "\(path).\(index)"
                paths[subview.id] = child
                walk(subview, child)
            }
        }
        walk(root, "")
        return paths
    }

    /// The UIKit class a storyboard element makes; nil when any view will do (`view`).
    /// La clase de UIKit que crea un elemento; nil si vale cualquier vista.
    static func uiKitClass(_ kind: String) -> String? {
        switch kind {
        case "view": return nil
        case "mapView": return "MKMapView"
        case "wkWebView": return "WKWebView"
        default: return "UI" + kind.prefix(1).uppercased() + kind.dropFirst()
        }
    }

    /// Every difference the model must not have: the safe area, a misaligned path (wrong class),
    /// a view without text off by more than 0.5 pt, a text smaller in the model than on the device.
    /// Cada diferencia que el modelo no debe tener.
    static func mismatches(_ dump: CalibrationDump, _ layout: SceneLayout) -> [String] {
        var found: [String] = []
        let safe = layout.configuration.safeArea
        if zip([safe.top, safe.left, safe.bottom, safe.right], dump.safeArea).contains(where: {
            abs($0 - $1) > tolerance
        }) {
            found.append("safe area: model \(safe), device \(dump.safeArea)")
        }
        let measured = Dictionary(dump.views.map { ($0.path, $0) }) { first, _ in first }
        let paths = indexPaths(layout.scene.root)
        for view in layout.scene.root.allViews where !view.isEffectivelyHidden {
            guard let path = paths[view.id], let device = measured[path], !device.hidden,
                let model = layout.frames[view.id]
            else { continue }
            let expected = view.customClass ?? uiKitClass(view.kind)
            if let expected, !device.classes.contains(where: { $0 == expected || $0.hasSuffix(".\(expected)") }) {
                found.append(
                    "\(view.displayName) [\(view.id)] at \(path) is a \(device.classes.first ?? "?") on the device")
                continue
            }
            let values = [model.x, model.y, model.width, model.height]
            let name = "\(view.displayName) [\(view.id)]"
            if view.text != nil {
                if values[2] < device.frame[2] - tolerance || values[3] < device.frame[3] - tolerance {
                    found.append("\(name): text smaller in the model \(values) than on the device \(device.frame)")
                }
            } else if zip(values, device.frame).contains(where: { abs($0 - $1) > tolerance }) {
                found.append("\(name): model \(values), device \(device.frame)")
            }
        }
        return found
    }
}
