import UIKit
import XCTest

// The same file sits in EstadosTests, ProductosTests and TestAppTests (each bundle compiles its own
// copy; `CalibrationDumpTests` on Linux checks the three copies are identical).
// El mismo archivo está en los tres paquetes de pruebas (cada uno compila su copia; una prueba en
// Linux comprueba que las tres copias son idénticas).

/// Calibration for `layout-check` (docs/layout.md): lays out every storyboard scene of the host app
/// in a window of the device it runs on and writes every view's frame, in the root view's
/// coordinates, as JSON to the folder named by `LAYOUT_DUMP_DIR`. Without that variable the test is
/// skipped, so ordinary runs do not change. A view's key is its subview index path from the scene's
/// root view ("" is the root, "0.2" the third subview of the first subview): storyboard object ids do
/// not exist at run time, and the storyboard's `<subviews>` order is the run-time `subviews` order.
/// Calibración de `layout-check`: dispone cada escena de la app anfitriona en una ventana del
/// dispositivo donde corre y escribe el marco de cada vista, en coordenadas de la vista raíz, como
/// JSON en la carpeta de `LAYOUT_DUMP_DIR`. Sin esa variable se omite. La clave de una vista es su
/// ruta de índices de subvistas desde la raíz: los ids del storyboard no existen en ejecución.
final class LayoutFrameDumpTests: XCTestCase {
    /// The bars the model puts over each app's scenes (`devices.json` → `contexts`): "App/Storyboard"
    /// first, then "App". / Las barras que el modelo pone sobre las escenas de cada app.
    private static let bars: [String: (navigation: Bool, tabBar: Bool)] = [
        "TestApp/ProfileEdit": (true, false), "TestApp": (true, true),
    ]

    func testDumpEveryStoryboardSceneFrames() throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUT_DUMP_DIR"], !folder.isEmpty else {
            throw XCTSkip("LAYOUT_DUMP_DIR is not set: no calibration dump (see docs/layout.md)")
        }
        let app = Bundle.main.object(forInfoDictionaryKey: "CFBundleName") as? String ?? "App"
        var written = 0
        for (storyboard, identifiers) in try Self.compiledStoryboards() {
            for identifier in identifiers {
                guard let dump = try dumpScene(app: app, storyboard: storyboard, identifier: identifier) else {
                    continue
                }
                let name = "\(app)-\(storyboard)-\(identifier)-\(dump.slug).json"
                try dump.data.write(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
                written += 1
            }
        }
        XCTAssertGreaterThan(written, 0, "no scene of \(app) was dumped")
    }

    /// The Dynamic Type sizes of this device, for `TypeMetricsKit.DynamicType` (the table the model
    /// sizes text with; the apps scale Lato with `UIFontMetrics`): for each text style and each of the
    /// 12 text sizes, `preferredFont`'s point size and how much `UIFontMetrics` scales 100 pt.
    /// Written as `DynamicType/dynamic-type-<width>x<height>.json` under `LAYOUT_DUMP_DIR`.
    /// Los tamaños de Dynamic Type de este dispositivo, para la tabla con que el modelo mide el texto:
    /// por estilo y tamaño, el de `preferredFont` y cuánto escala `UIFontMetrics` 100 pt.
    func testDumpTheDynamicTypeSizes() throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUT_DUMP_DIR"], !folder.isEmpty else {
            throw XCTSkip("LAYOUT_DUMP_DIR is not set: no calibration dump (see docs/layout.md)")
        }
        let styles: [UIFont.TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .body, .callout, .subheadline, .footnote, .caption1,
            .caption2,
        ]
        let categories: [UIContentSizeCategory] = [
            .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
            .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        var sizes: [[String: Any]] = []
        for style in styles {
            for category in categories {
                let traits = UITraitCollection(preferredContentSizeCategory: category)
                sizes.append([
                    "style": style.rawValue, "contentSizeCategory": category.rawValue,
                    "pointSize": Double(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize),
                    "metricsScaledHundred": Double(
                        UIFontMetrics(forTextStyle: style).scaledValue(for: 100, compatibleWith: traits)),
                ])
            }
        }
        let size = UIScreen.main.bounds.size
        let object: [String: Any] = [
            "device": UIDevice.current.model, "system": UIDevice.current.systemVersion, "sizes": sizes,
        ]
        let directory = URL(fileURLWithPath: folder).appendingPathComponent("DynamicType")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: directory.appendingPathComponent("dynamic-type-\(Int(size.width))x\(Int(size.height)).json"))
    }

    /// UIKit's own font metrics, for TypeMetricsKit's faces (docs/layout.md "How each metric was
    /// obtained"): for the system font (regular, semibold, bold), Futura-Medium and Lato (where the
    /// bundle has it), at every whole size from 6 to 80 pt, `lineHeight`, `ascender`, `descender`,
    /// `leading` and the `NSString.size(withAttributes:)` width of each printable ASCII character and
    /// of sample strings. Written as `FontMetrics/font-metrics-<system version>.json`.
    /// Las métricas de fuente de UIKit para las fuentes del modelo: alto de línea, ascendente,
    /// descendente y el ancho de cada carácter ASCII y de textos de muestra, de 6 a 80 pt.
    func testDumpTheFontMetrics() throws {
        guard let folder = ProcessInfo.processInfo.environment["LAYOUT_DUMP_DIR"], !folder.isEmpty else {
            throw XCTSkip("LAYOUT_DUMP_DIR is not set: no calibration dump (see docs/layout.md)")
        }
        let faces: [(String, (CGFloat) -> UIFont?)] = [
            ("system", { .systemFont(ofSize: $0) }), ("systemSemibold", { .systemFont(ofSize: $0, weight: .semibold) }),
            ("systemBold", { .boldSystemFont(ofSize: $0) }),
            ("Futura-Medium", { UIFont(name: "Futura-Medium", size: $0) }),
            ("Lato-Regular", { UIFont(name: "Lato-Regular", size: $0) }),
            ("Lato-Bold", { UIFont(name: "Lato-Bold", size: $0) }),
        ]
        let characters = (0x20...0x7E).compactMap { UnicodeScalar($0) }.map { String(Character($0)) }
        let samples = ["This is a test string", "Hello", "Baja California Sur", "16,992,418", "automáticamente"]
        var entries: [[String: Any]] = []
        for (name, make) in faces {
            for size in 6...80 {
                guard let font = make(CGFloat(size)) else { continue }
                let width = { (text: String) in Double((text as NSString).size(withAttributes: [.font: font]).width) }
                entries.append([
                    "face": name, "fontName": font.fontName, "pointSize": size, "lineHeight": Double(font.lineHeight),
                    "ascender": Double(font.ascender), "descender": Double(font.descender),
                    "leading": Double(font.leading),
                    "widths": Dictionary(uniqueKeysWithValues: (characters + samples).map { ($0, width($0)) }),
                ])
            }
        }
        let object: [String: Any] = [
            "device": UIDevice.current.model, "system": UIDevice.current.systemVersion, "fonts": entries,
        ]
        let directory = URL(fileURLWithPath: folder).appendingPathComponent("FontMetrics")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        try data.write(to: directory.appendingPathComponent("font-metrics-\(UIDevice.current.systemVersion).json"))
        XCTAssertFalse(entries.isEmpty, "no font was measured")
    }

    // MARK: - Scenes / Escenas

    /// Each compiled storyboard in the app with its controllers' identifiers (from the `.storyboardc`
    /// Info.plist: a storyboard id, or `Class-<object id>` for a scene without one).
    /// Cada storyboard compilado con los identificadores de sus controladores.
    private static func compiledStoryboards() throws -> [(String, [String])] {
        let root = Bundle.main.bundleURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else {
            return []
        }
        var result: [(String, [String])] = []
        for case let url as URL in walker where url.pathExtension == "storyboardc" {
            let info = url.appendingPathComponent("Info.plist")
            let plist = try PropertyListSerialization.propertyList(from: Data(contentsOf: info), format: nil)
            let map = (plist as? [String: Any])?["UIViewControllerIdentifiersToNibNames"] as? [String: Any] ?? [:]
            result.append((url.deletingPathExtension().lastPathComponent, map.keys.sorted()))
        }
        return result.sorted { $0.0 < $1.0 }
    }

    /// Lays one scene out under the model's bars and returns its JSON; nil for containers.
    /// Dispone una escena bajo las barras del modelo y devuelve su JSON; nil para contenedores.
    private func dumpScene(app: String, storyboard: String, identifier: String) throws -> (slug: String, data: Data)? {
        let controller = UIStoryboard(name: storyboard, bundle: .main).instantiateViewController(
            withIdentifier: identifier)
        if controller is UINavigationController || controller is UITabBarController
            || controller is UISplitViewController
        {
            return nil
        }
        let bars = Self.bars["\(app)/\(storyboard)"] ?? Self.bars[app] ?? (false, false)
        var top: UIViewController = controller
        if bars.navigation { top = UINavigationController(rootViewController: top) }
        if bars.tabBar {
            let tabs = UITabBarController()
            tabs.viewControllers = [top]
            top = tabs
        }
        let window = Self.makeWindow()
        window.rootViewController = top
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        window.layoutIfNeeded()
        Self.scrollToOrigin(controller.view)
        controller.view.layoutIfNeeded()
        return try Self.json(app: app, storyboard: storyboard, identifier: identifier, root: controller.view)
    }

    /// A window on the app's screen (its scene from iOS 13). / Una ventana en la pantalla de la app.
    private static func makeWindow() -> UIWindow {
        if #available(iOS 13.0, *),
            let scene = UIApplication.shared.connectedScenes.compactMap({ $0 as? UIWindowScene }).first
        {
            let window = UIWindow(windowScene: scene)
            window.frame = scene.coordinateSpace.bounds
            return window
        }
        return UIWindow(frame: UIScreen.main.bounds)
    }

    /// The model lays scroll content out at content offset 0 (`SceneProblem`); UIKit starts it at
    /// minus the adjusted inset (under the bars). Each entry keeps that inset; the frames use offset 0.
    /// El modelo dispone el contenido con desplazamiento 0; UIKit empieza en menos el margen ajustado.
    private static func scrollToOrigin(_ view: UIView) {
        if let scroll = view as? UIScrollView { scroll.contentOffset = .zero }
        view.subviews.forEach(scrollToOrigin)
    }

    // MARK: - JSON

    private static func json(app: String, storyboard: String, identifier: String, root: UIView) throws
        -> (slug: String, data: Data)
    {
        let size = root.window?.bounds.size ?? root.bounds.size
        let landscape = size.width > size.height
        let category = root.traitCollection.preferredContentSizeCategory.rawValue
        let insets = root.safeAreaInsets
        var views: [[String: Any]] = []
        collect(root, path: "", root: root, into: &views)
        let object: [String: Any] = [
            "app": app, "storyboard": storyboard, "controller": identifier,
            "device": UIDevice.current.model, "width": Double(size.width), "height": Double(size.height),
            "orientation": landscape ? "landscape" : "portrait", "contentSizeCategory": category,
            "safeArea": [insets.top, insets.left, insets.bottom, insets.right].map(Double.init), "views": views,
        ]
        let data = try JSONSerialization.data(withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
        let slug = "\(Int(size.width))x\(Int(size.height))-\(category)"
        return (slug, data)
    }

    /// Depth first, in `subviews` order. / En profundidad, en el orden de `subviews`.
    private static func collect(_ view: UIView, path: String, root: UIView, into views: inout [[String: Any]]) {
        let frame = view.convert(view.bounds, to: root)
        var classes: [String] = []
        var next: AnyClass? = type(of: view)
        while let current = next, current != UIResponder.self {
            classes.append(NSStringFromClass(current))
            next = class_getSuperclass(current)
        }
        let inset = (view as? UIScrollView)?.adjustedContentInset ?? .zero
        views.append([
            "adjustedContentInset": [inset.top, inset.left, inset.bottom, inset.right].map(Double.init),
            "path": path, "classes": classes, "accessibilityIdentifier": view.accessibilityIdentifier ?? "",
            "hidden": view.isHidden,
            "frame": [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map(Double.init),
        ])
        for (index, subview) in view.subviews.enumerated() {
            collect(subview, path: path.isEmpty ? "\(index)" : "\(path).\(index)", root: root, into: &views)
        }
    }
}
