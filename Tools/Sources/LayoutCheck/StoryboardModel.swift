import Foundation
import LayoutSolver
import ProjectChecks

/// One `<constraint>` as Interface Builder writes it. A constraint inside a view's `<constraints>`
/// with no `firstItem` refers to that view (the owner), and likewise for a missing `secondItem`
/// when it has a `secondAttribute`.
/// Una `<constraint>` como la escribe Interface Builder. Sin `firstItem`, se refiere a la vista
/// dueña de la lista; lo mismo para `secondItem` cuando hay `secondAttribute`.
public struct StoryboardConstraint: Equatable, Sendable {
    public var id: String
    public var line: Int
    public var firstItem: String
    public var firstAttribute: String
    public var relation: Relation
    public var secondItem: String?
    public var secondAttribute: String?
    public var multiplier: Double
    public var constant: Double
    public var priority: Double

    /// `"1:2"` or `"0.5"`; anything else (missing) is 1. / `"1:2"` o `"0.5"`; si falta, 1.
    static func multiplier(_ text: String?) -> Double {
        guard let text else { return 1 }
        let parts = text.split(separator: ":").compactMap { Double($0) }
        if parts.count == 2, parts[1] != 0 { return parts[0] / parts[1] }
        return Double(text) ?? 1
    }
}

/// A stack view's settings. / Los ajustes de una vista de pila.
public struct StackSettings: Equatable, Sendable {
    public enum Axis: String, Sendable { case horizontal, vertical }
    public var axis: Axis
    public var distribution: String  // fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    public var alignment: String  // fill, leading, top, center, trailing, bottom, firstBaseline, lastBaseline
    public var spacing: Double
    public var marginsRelative: Bool
}

/// Text a view shows and how (labels, buttons, fields, text views).
/// El texto que muestra una vista y cómo.
public struct TextSettings: Equatable, Sendable {
    public var text: String
    /// A Dynamic Type style name (`UICTFontTextStyleBody`), or nil for a fixed size.
    public var style: String?
    public var fixedSize: Double?
    public var bold: Bool
    public var fontName: String?
    /// 0 = no limit. / 0 = sin límite.
    public var numberOfLines: Int
    /// `adjustsFontSizeToFitWidth`: a text field's `minimumFontSize`, a label's `minimumScaleFactor`.
    /// Cuánto puede reducirse la fuente para caber en una línea.
    public var minimumFontSize: Double?
    public var minimumScaleFactor: Double?
    /// Shown with `setHyphenatedText` in code (from `runtime.json`): a word wider than the line is
    /// hyphenated (`HyphenationRule`, the app's own rule), which is accepted. / Guion puesto en código: se acepta partir la palabra.
    public var hyphenates = false
    /// Every text a screen state's code may show here (`SceneState`); the tallest at the laid-out
    /// width is shown. / Cada texto que el código puede mostrar aquí en un estado; se muestra el más alto.
    public var candidates: [String] = []
}

/// One view of a scene, as the storyboard declares it. / Una vista de una escena.
public final class StoryboardView {
    public let id: String
    /// The XML element (`label`, `stackView`…). / El elemento XML.
    public let kind: String
    public let customClass: String?
    public let userLabel: String?
    public let line: Int
    /// `<rect key="frame">` (x, y, width, height), relative to the superview.
    public let frame: (x: Double, y: Double, width: Double, height: Double)
    /// No `translatesAutoresizingMaskIntoConstraints="NO"`: the frame is fixed by its mask.
    public let autoresizes: Bool
    public let widthSizable: Bool
    public let heightSizable: Bool
    public let hidden: Bool
    public let hugging: (horizontal: Double, vertical: Double)
    public let compression: (horizontal: Double, vertical: Double)
    public let stack: StackSettings?
    public internal(set) var text: TextSettings?
    public let imageName: String?
    public let scrollEnabled: Bool
    public let segments: [String]
    /// `isElement` YES in its accessibility settings (an image VoiceOver reads is content, not decoration).
    /// Un elemento de accesibilidad (una imagen que VoiceOver lee es contenido, no decoración).
    public let accessibilityElement: Bool
    /// A scroll view's `contentInsetAdjustmentBehavior` (nil: automatic). / El ajuste de insets del scroll.
    public let insetAdjustment: String?
    /// What the model does not model about this view's layout margins: custom margins, readable width,
    /// `insetsLayoutMarginsFromSafeArea` off (nil: UIKit's defaults).
    /// Lo que el modelo no modela de los márgenes de esta vista.
    public let unmodelledMargins: String?
    public internal(set) var subviews: [StoryboardView] = []
    public internal(set) var constraints: [StoryboardConstraint] = []
    /// `safeArea`, `contentLayoutGuide`, `frameLayoutGuide` → guide id.
    public internal(set) var guides: [String: String] = [:]
    public internal(set) weak var superview: StoryboardView?

    init(node: MarkupNode) {
        id = node["id"] ?? "?"
        kind = node.name
        customClass = node["customClass"]
        userLabel = node["userLabel"]
        line = node.line
        let rect = node.children.first { $0.name == "rect" && $0["key"] == "frame" }
        func number(_ key: String) -> Double { rect?[key].flatMap(Double.init) ?? 0 }
        frame = (number("x"), number("y"), number("width"), number("height"))
        autoresizes = node["translatesAutoresizingMaskIntoConstraints"] != "NO"
        let mask = node.children.first { $0.name == "autoresizingMask" }
        widthSizable = mask?["widthSizable"] == "YES"
        heightSizable = mask?["heightSizable"] == "YES"
        hidden = node["hidden"] == "YES"
        let defaultHugging = Self.defaultHugging(node.name)
        func priority(_ key: String, _ fallback: Double) -> Double { node[key].flatMap(Double.init) ?? fallback }
        hugging = (
            priority("horizontalHuggingPriority", defaultHugging),
            priority("verticalHuggingPriority", defaultHugging)
        )
        compression = (
            priority("horizontalCompressionResistancePriority", 750),
            priority("verticalCompressionResistancePriority", 750)
        )
        stack = node.name == "stackView" ? Self.stackSettings(node) : nil
        text = Self.textSettings(node)
        imageName = node["image"]
        scrollEnabled = node["scrollEnabled"] != "NO"
        segments = node.allNodes.filter { $0.name == "segment" }.compactMap { $0["title"] }
        let accessibility = node.children.first { $0.name == "accessibility" }
        accessibilityElement =
            accessibility?.children.contains { $0.name == "bool" && $0["key"] == "isElement" && $0["value"] == "YES" }
            ?? false
        insetAdjustment = node["contentInsetAdjustmentBehavior"]
        unmodelledMargins = Self.unmodelledMargins(node)
    }

    /// The margin settings the model approximates (it takes 8 pt, and the root's 16/20 pt from its
    /// safe area). / Los ajustes de márgenes que el modelo aproxima.
    private static func unmodelledMargins(_ node: MarkupNode) -> String? {
        var found: [String] = []
        if node.children.contains(where: { ["layoutMargins", "directionalLayoutMargins"].contains($0["key"] ?? "") }) {
            found.append("custom layout margins")
        }
        if node["layoutMarginsFollowReadableWidth"] == "YES" { found.append("readable width") }
        if node["insetsLayoutMarginsFromSafeArea"] == "NO" { found.append("insetsLayoutMarginsFromSafeArea off") }
        return found.isEmpty ? nil : found.joined(separator: ", ")
    }

    /// Interface Builder's default hugging: 250, except 750 for switches, steppers and the like.
    /// El abrazo por omisión de Interface Builder: 250 (750 para interruptores y similares).
    private static func defaultHugging(_ kind: String) -> Double {
        switch kind {
        case "switch", "stepper", "activityIndicatorView", "pageControl": return 750
        default: return 250
        }
    }

    private static func stackSettings(_ node: MarkupNode) -> StackSettings {
        StackSettings(
            axis: node["axis"] == "vertical" ? .vertical : .horizontal,
            distribution: node["distribution"] ?? "fill",
            alignment: node["alignment"] ?? "fill",
            spacing: node["spacing"].flatMap(Double.init) ?? 0,
            marginsRelative: node["layoutMarginsFollowReadableWidth"] == "YES"
                || node["layoutMarginsRelativeArrangement"] == "YES")
    }

    private static func textSettings(_ node: MarkupNode) -> TextSettings? {
        let font = node.children.first { $0.name == "fontDescription" }
        let title = node.children.first { $0.name == "state" && $0["key"] == "normal" }?["title"]
        let string = node.children.first { $0.name == "string" && $0["key"] == "text" }?.text
        let text: String?
        switch node.name {
        case "label": text = node["text"] ?? ""
        case "button": text = title ?? ""
        case "textField": text = node["text"] ?? node["placeholder"] ?? ""
        case "textView": text = node["text"] ?? string ?? ""
        default: text = nil
        }
        guard let text else { return nil }
        let type = font?["type"]
        let lines: Int
        switch node.name {
        case "label": lines = node["numberOfLines"].flatMap(Int.init) ?? 1
        case "button": lines = node["lineBreakMode"] == "wordWrap" ? 0 : 1
        case "textView": lines = 0
        default: lines = 1
        }
        return TextSettings(
            text: text, style: font?["style"], fixedSize: font?["pointSize"].flatMap(Double.init),
            bold: type == "boldSystem" || font?["style"] == "UICTFontTextStyleHeadline",
            fontName: font?["name"], numberOfLines: lines,
            minimumFontSize: node["adjustsFontSizeToFit"] == "YES" && node.name == "textField"
                ? node["minimumFontSize"].flatMap(Double.init) : nil,
            minimumScaleFactor: node["adjustsFontSizeToFit"] == "YES" && node.name == "label"
                ? node["minimumScaleFactor"].flatMap(Double.init) : nil)
    }

    /// This view and every view below it, depth first. / Esta vista y todas las de abajo.
    public var allViews: [StoryboardView] { [self] + subviews.flatMap(\.allViews) }

    /// A name for messages: the id and the user label when there is one.
    /// Un nombre para los mensajes: el id y la etiqueta de usuario si la hay.
    public var displayName: String {
        let name = userLabel ?? text.map { $0.text.isEmpty ? nil : "\"\($0.text.prefix(24))\"" } ?? nil
        return name.map { "\(kind) \(id) (\($0))" } ?? "\(kind) \(id)"
    }

    /// True when this view or an ancestor is hidden. / Si esta vista o un ancestro está oculta.
    public var isEffectivelyHidden: Bool { hidden || (superview?.isEffectivelyHidden ?? false) }

    var ancestorsCount: Int { superview.map { $0.ancestorsCount + 1 } ?? 0 }

    public func isDescendant(of ancestor: StoryboardView) -> Bool {
        var current = superview
        while let view = current {
            if view === ancestor { return true }
            current = view.superview
        }
        return false
    }
}

/// One view controller scene with a view tree. / Una escena de controlador con árbol de vistas.
public struct StoryboardScene {
    /// Repository-relative storyboard path. / Ruta del storyboard relativa al repositorio.
    public let path: String
    public let controllerID: String
    public let storyboardIdentifier: String?
    public let customClass: String?
    public let line: Int
    public let root: StoryboardView
    /// Asset sizes declared in `<resources>`. / Tamaños de imágenes declarados en `<resources>`.
    public let imageSizes: [String: (width: Double, height: Double)]

    public var name: String { storyboardIdentifier ?? customClass ?? controllerID }

    public func view(_ id: String) -> StoryboardView? { root.allViews.first { $0.id == id } }
}

/// Reads the scenes of a storyboard. / Lee las escenas de un storyboard.
public enum StoryboardReader {
    /// The elements that are views (everything inside `<subviews>` is; this lists what the model
    /// knows how to size). / Los elementos que son vistas y que el modelo sabe medir.
    public static let knownKinds: Set<String> = [
        "view", "label", "button", "textField", "textView", "switch", "imageView", "stackView", "scrollView",
        "tableView", "collectionView", "pickerView", "datePicker", "activityIndicatorView", "segmentedControl",
        "progressView", "mapView", "slider", "stepper", "pageControl", "wkWebView", "visualEffectView",
    ]

    public static func scenes(path: String, data: Data) throws -> [StoryboardScene] {
        let document = try MarkupNode.parse(data)
        var images: [String: (Double, Double)] = [:]
        for image in document.allNodes where image.name == "image" && image.parent?.name == "resources" {
            if let name = image["name"], let width = image["width"].flatMap(Double.init),
                let height = image["height"].flatMap(Double.init)
            {
                images[name] = (width, height)
            }
        }
        return document.allNodes.filter { $0.name == "scene" }.compactMap { scene in
            guard let objects = scene.children.first(where: { $0.name == "objects" }),
                let controller = objects.children.first(where: { $0["sceneMemberID"] == "viewController" }),
                let viewNode = controller.children.first(where: { $0["key"] == "view" })
            else { return nil }
            let root = buildView(viewNode, superview: nil)
            return StoryboardScene(
                path: path, controllerID: controller["id"] ?? "?",
                storyboardIdentifier: controller["storyboardIdentifier"], customClass: controller["customClass"],
                line: controller.line, root: root, imageSizes: images.mapValues { (width: $0.0, height: $0.1) })
        }
    }

    private static func buildView(_ node: MarkupNode, superview: StoryboardView?)
        -> StoryboardView
    {
        let view = StoryboardView(node: node)
        view.superview = superview
        for child in node.children {
            switch child.name {
            case "subviews":
                view.subviews = child.children.filter { $0["id"] != nil }.map {
                    buildView($0, superview: view)
                }
            case "constraints":
                view.constraints = child.children.filter { $0.name == "constraint" }.map { constraint(view.id, $0) }
            case "viewLayoutGuide":
                if let key = child["key"], let id = child["id"] { view.guides[key] = id }
            default: break
            }
        }
        return view
    }

    private static func constraint(_ owner: String, _ node: MarkupNode) -> StoryboardConstraint {
        let second = node["secondAttribute"]
        return StoryboardConstraint(
            id: node["id"] ?? "?", line: node.line, firstItem: node["firstItem"] ?? owner,
            firstAttribute: node["firstAttribute"] ?? "?",
            relation: node["relation"] == "greaterThanOrEqual"
                ? .greaterOrEqual : node["relation"] == "lessThanOrEqual" ? .lessOrEqual : .equal,
            secondItem: second == nil ? nil : (node["secondItem"] ?? owner), secondAttribute: second,
            multiplier: StoryboardConstraint.multiplier(node["multiplier"]),
            constant: node["constant"].flatMap(Double.init) ?? 0,
            priority: node["priority"].flatMap(Double.init) ?? 1000)
    }
}
