import AppCore
import WebViewKit

/// Mirror of `WebHistoryToolbar` (`init`, `configure(_:symbol:action:)`, `install(in:)`,
/// `apply(_:to:)`), placed as the web screen places it (`WebViewViewController`): the bar from the
/// bottom of the screen's safe area to the bottom of the view, edge to edge; inside it a 1/scale-pt
/// hairline along its top (0.5 pt here: the screen scale is not in `devices.json`; nothing depends
/// on it) and a horizontal row (spacing 8, centred) of back, forward, a flexible empty view and
/// reload, 8 pt inside the safe area's sides, pinned at its top; every button at least
/// `WebToolbarViewModel.minimumButtonSide` (44) wide and tall, required. The screen extends its safe
/// area at the bottom by the row's compressed height (`viewDidLayoutSubviews`:
/// `additionalSafeAreaInsets.bottom = reservedHeight`), so the bar's top is that height above the
/// safe area's old bottom: the view `web-safe` is that extended safe area (top and sides the safe
/// area's, bottom the bar's top) and the row ends at the old bottom. States: iOS 13+ (an SF Symbol per
/// button, not measured: assumed within 44 × 44, so each button is 44 × 44) and iOS 12 (titles in
/// Lato Body, the full word or, at accessibility sizes, the one-character short title, as
/// `WebToolbarButton.face(symbolsAvailable:textSize:)` — WebViewKit, called — picks them). The
/// buttons are the presenter's own (`WebViewScreenStates`, a loaded page).
/// Espejo de `WebHistoryToolbar`, colocada como la coloca la pantalla web: la barra desde el pie del
/// área segura hasta el pie de la vista; una fila horizontal (espaciado 8, centrada) con atrás,
/// adelante, un espacio flexible y recargar, cada botón de al menos 44 × 44 pt. La pantalla amplía su
/// área segura con la altura de la fila: `web-safe` es esa área ampliada. Estados: iOS 13+ (símbolos)
/// e iOS 12 (títulos, cortos con textos de accesibilidad, según `WebToolbarButton.face`).
extension CodeMirror {
    public static let webHistoryToolbar = CodeMirror(
        source: "Apps/TestApp/WebView/WebHistoryToolbar.swift", typeName: "WebHistoryToolbar",
        states: [WebHistoryToolbarMirror.symbols, WebHistoryToolbarMirror.titles]
    ) { input in
        let toolbar = WebViewScreenStates.viewModel("loaded", strings: input.strings)?.toolbar ?? .disabled
        return WebHistoryToolbarMirror.body(
            toolbar, text: input.text, symbolsAvailable: input.state == WebHistoryToolbarMirror.symbols)
    }
}

/// The toolbar's views and constraints, shared by its mirror and the web screen's.
/// Las vistas y restricciones de la barra, compartidas por su espejo y el de la pantalla web.
enum WebHistoryToolbarMirror {
    static let symbols = "symbols (iOS 13+)"
    static let titles = "titles (iOS 12)"
    /// The web screen's safe area as its controller extends it. / El área segura ampliada.
    static let safeArea = "web-safe"

    static func body(_ toolbar: WebToolbarViewModel, text: TextSizeCategory, symbolsAvailable: Bool)
        -> CodeMirror.Body
    {
        let hairline = MirrorXML.view(
            "toolbar-hairline", "view", inner: MirrorXML.sizeConstraints("toolbar-hairline", width: nil, height: 0.5))
        let bar = MirrorXML.view(
            "toolbar", "view",
            inner: "<subviews>\(row(toolbar, text: text, symbolsAvailable: symbolsAvailable))\(hairline)</subviews>")
        let extended = MirrorXML.view(safeArea, "view")
        let constraints = [
            // The extended safe area (`additionalSafeAreaInsets.bottom = reservedHeight`).
            MirrorXML.pin("web-safe-top", safeArea, "top", "safe"),
            MirrorXML.pin("web-safe-leading", safeArea, "leading", "safe"),
            MirrorXML.pin("web-safe-trailing", safeArea, "trailing", "safe"),
            MirrorXML.pin("reserved-height", "toolbar-row", "bottom", "safe"),
            // `install(in:)`.
            MirrorXML.pin("toolbar-leading", "toolbar", "leading", "root"),
            MirrorXML.pin("toolbar-trailing", "toolbar", "trailing", "root"),
            MirrorXML.pin("toolbar-top", "toolbar", "top", safeArea, "bottom"),
            MirrorXML.pin("toolbar-bottom", "toolbar", "bottom", "root"),
            MirrorXML.pin("toolbar-row-top", "toolbar-row", "top", "toolbar"),
            MirrorXML.pin("toolbar-row-leading", "toolbar-row", "leading", safeArea, constant: 8),
            MirrorXML.pin("toolbar-row-trailing", "toolbar-row", "trailing", safeArea, constant: -8),
            MirrorXML.pin("toolbar-hairline-top", "toolbar-hairline", "top", "toolbar"),
            MirrorXML.pin("toolbar-hairline-leading", "toolbar-hairline", "leading", "toolbar"),
            MirrorXML.pin("toolbar-hairline-trailing", "toolbar-hairline", "trailing", "toolbar"),
        ]
        return CodeMirror.Body(subviews: extended + bar, constraints: constraints.joined(separator: "\n"))
    }

    /// The row of buttons (`init`, `configure(_:symbol:action:)`, `apply(_:to:)`).
    /// La fila de botones.
    static func row(_ toolbar: WebToolbarViewModel, text: TextSizeCategory, symbolsAvailable: Bool) -> String {
        let side = WebToolbarViewModel.minimumButtonSide
        func button(_ id: String, _ model: WebToolbarButton) -> String {
            var title = ""
            if case .title(let face) = model.face(symbolsAvailable: symbolsAvailable, textSize: text) { title = face }
            let font =
                symbolsAvailable
                ? ""
                : "<fontDescription key=\"fontDescription\" name=\"Lato-Regular\" style=\"UICTFontTextStyleBody\"/>"
            return MirrorXML.view(
                id, "button", attributes: "buttonType=\"system\"",
                inner: font + "<state key=\"normal\" title=\"\(MirrorXML.escape(title))\"/>"
                    + MirrorXML.sizeConstraints(
                        "\(id)-minimum", width: side, height: side, relation: "greaterThanOrEqual"))
        }
        let members = [
            button("toolbar-back", toolbar.back), button("toolbar-forward", toolbar.forward),
            MirrorXML.view("toolbar-space", "view"), button("toolbar-reload", toolbar.reload),
        ]
        return MirrorXML.view(
            "toolbar-row", "stackView", attributes: "spacing=\"8\" alignment=\"center\"",
            inner: "<subviews>\(members.joined())</subviews>")
    }

    /// `reservedHeight`: the row's compressed height (`systemLayoutSizeFitting(layoutFittingCompressedSize)`),
    /// solved on the row alone as UIKit does (its height does not depend on the screen's width).
    /// La altura comprimida de la fila, resuelta sobre la fila sola como hace UIKit.
    static func reservedHeight(_ toolbar: WebToolbarViewModel, text: TextSizeCategory, symbolsAvailable: Bool)
        -> Double
    {
        guard let device = fittingDevice else { preconditionFailure("the bundled device table does not load") }
        let body = CodeMirror.Body(
            subviews: row(toolbar, text: text, symbolsAvailable: symbolsAvailable),
            constraints: MirrorXML.pin("fit-top", "toolbar-row", "top", "root") + "\n"
                + MirrorXML.pin("fit-leading", "toolbar-row", "leading", "root"))
        guard let scene = try? CodeMirror.webHistoryToolbar.scene(body, state: "reservedHeight") else {
            preconditionFailure("the toolbar's row does not parse")
        }
        let context = DeviceCatalog.Context(
            pathPrefix: "", navigationBar: false, tabBar: false, source: "systemLayoutSizeFitting: the row alone")
        let configuration = LayoutConfiguration(device: device, landscape: false, context: context, text: text)
        return SceneLayoutEngine().layout(scene, in: configuration).frames["toolbar-row"]?.height ?? 0
    }

    /// Any device: the fitting size is the row's own. / Cualquier dispositivo: el tamaño es el de la fila.
    private static let fittingDevice = (try? DeviceCatalog.bundled())?.devices.first
}
