import Foundation

/// A state a storyboard scene is put in by its code, laid out in every configuration besides the
/// scene as the storyboard leaves it: the texts the code fills in (every candidate from the strings
/// and data; the tallest at the width the label gets is laid out), the views it hides or shows, and
/// an input view covering the bottom of the screen. Findings name it in the configuration
/// (`… AX5 [picker up]`). Hand-kept like `RuntimeDecision`; the code it mirrors is fingerprinted
/// (`DecisionFingerprints`).
/// Un estado en el que el código pone una escena, dispuesto en cada configuración además de la escena
/// tal como la deja el storyboard: los textos que llena el código (cada candidato de las cadenas y los
/// datos; se dispone el más alto al ancho de la etiqueta), las vistas que oculta o muestra y una vista
/// de entrada que tapa la parte baja. Los hallazgos lo nombran en la configuración.
public struct SceneState: Sendable {
    public let storyboard: String
    /// Short, for configuration names. / Corto, para los nombres de configuración.
    public let name: String
    /// Where the code puts the scene in this state. / Dónde el código pone la escena en este estado.
    public let source: String
    /// The input view up (a picker and its toolbar), nil for none. / La vista de entrada arriba.
    public let inputView: InputViewCover?
    /// `isHidden` as the code sets it in this state. / `isHidden` como lo fija el código.
    public let hidden: [String: Bool]
    /// View id → every text the code may show there. / Cada texto que el código puede mostrar ahí.
    let texts: @Sendable (_ root: URL, _ strings: [String: String]) throws -> [String: [String]]

    init(
        storyboard: String, name: String, source: String, inputView: InputViewCover? = nil,
        hidden: [String: Bool] = [:],
        texts: @escaping @Sendable (URL, [String: String]) throws -> [String: [String]]
    ) {
        self.storyboard = storyboard
        self.name = name
        self.source = source
        self.inputView = inputView
        self.hidden = hidden
        self.texts = texts
    }

    /// File-name friendly. / Apto para nombre de archivo.
    public var slug: String { name.replacingOccurrences(of: " ", with: "-") }

    /// The states this checker lays out. / Los estados que este chequeo dispone.
    public static let all: [SceneState] = [estadosPickerUp, productosLaunch, productosLongest]

    static let estados = "Apps/Estados/Base.lproj/Main.storyboard"
    static let productos = "Apps/Productos/Base.lproj/Main.storyboard"

    /// The states picker up after a choice (`textFieldDidBeginEditing` → `didBeginEditing` chooses
    /// row 0 at once): any state's name, population and description; the invitation badge hidden.
    /// El picker arriba tras elegir: el nombre, la población y la descripción de cualquier estado.
    static let estadosPickerUp = SceneState(
        storyboard: estados, name: "picker up",
        source: "EstadosViewController: nombreEstado.inputView = picker, inputAccessoryView = toolbar; "
            + "render(_ selection:); KeyboardAvoider insets the scroll view by the covered height",
        inputView: .picker, hidden: ["EsV-iv-aaa": true]
    ) { root, strings in
        let selections = try ScreenTexts.estadosSelections(root: root, strings: strings)
        return [
            "EsT-fd-aaa": selections.map(\.fieldText), "EsL-pb-aaa": selections.map(\.populationText),
            "EsL-in-aaa": selections.map(\.informationText),
        ]
    }

    /// What Productos shows on launch. / Lo que Productos muestra al abrir.
    static let productosLaunch = SceneState(
        storyboard: productos, name: "launch", source: "ProductosViewController.render(_:) on viewDidLoad"
    ) { root, strings in
        productosLabels(try ScreenTexts.productosLaunch(root: root, strings: strings))
    }

    /// Every product, colour and price, and every rates caption with its failure reason: each label
    /// at its tallest. / Cada etiqueta en su versión más alta, la leyenda con su motivo de falla.
    static let productosLongest = SceneState(
        storyboard: productos, name: "longest texts",
        source: "ProductosViewController.render(_:) with ProductosStateMapper.state(…, problem:)"
    ) { root, strings in
        productosLabels(try ScreenTexts.productosEvery(root: root, strings: strings))
    }

    private static func productosLabels(_ texts: ScreenTexts.Productos) -> [String: [String]] {
        [
            "PrL-pd-aaa": texts.productNames, "PrL-co-aaa": texts.colorNames, "PrL-pt-aaa": texts.priceHeadings,
            "PrL-pr-aaa": texts.amounts, "PrL-tc-aaa": texts.captions,
        ]
    }
}

/// A view that replaces the keyboard (`inputView`) with an accessory above it, covering the bottom of
/// the screen from above the home indicator (the keyboard's frame includes the device's bottom inset).
/// Una vista que reemplaza al teclado, con un accesorio encima, que tapa la parte baja de la pantalla.
public struct InputViewCover: Sendable {
    public let regularHeight: Double
    public let compactHeight: Double
    public let accessoryHeight: Double
    public let source: String

    /// `UIPickerView` as an input view: 216 pt, 162 pt in compact height, and a 44 pt `UIToolbar`
    /// above it. Published values, not measured here; whether the toolbar shrinks to 32 pt in compact
    /// height is not known (assumed 44, the larger).
    /// `UIPickerView` como vista de entrada: 216 pt, 162 pt con altura compacta, y una barra de 44 pt.
    public static let picker = InputViewCover(
        regularHeight: 216, compactHeight: 162, accessoryHeight: 44,
        source: "UIPickerView 216 pt (162 pt in compact height) and UIToolbar 44 pt: published values, not measured")

    /// The keyboard's frame on the screen of `configuration`. / El marco del teclado en la pantalla.
    public func frame(in configuration: LayoutConfiguration) -> Frame {
        let height =
            (configuration.isCompactHeight ? compactHeight : regularHeight) + accessoryHeight
            + configuration.orientation.safeArea[2]
        return Frame(x: 0, y: configuration.height - height, width: configuration.width, height: height)
    }
}

extension LayoutConfiguration {
    /// `verticalSizeClass == .compact`: a phone in landscape (UIKit's size classes: every iPhone is
    /// compact in height in landscape, an iPad never, Slide Over included).
    /// Un teléfono en horizontal (clases de tamaño de UIKit).
    public var isCompactHeight: Bool { device.idiom == "phone" && landscape }
}
