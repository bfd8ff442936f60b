import AppCore

/// Mirror of `NetworkingFooterView` (`configure()` and `show(_:)`) where it lives: the footer of
/// Networking's table (`MirrorContext.table`), as wide as the table, which scrolls. A vertical, centred
/// stack (spacing 8) of spinner, message and button, 12 pt above and below, between the table's side
/// margins (`MirrorContext.withinTableMargins`); the message as wide as the stack, the button at most as
/// wide; spinner and button at least 44 pt tall at `minimumPriority`. The button is a `WrappingButton`
/// (its title wraps, `lineBreakMode="wordWrap"` here); the message hyphenates (`runtime.json`). The
/// footer's height is what the stack needs (`fitFooterToWidth()` asks `systemLayoutSizeFitting`).
/// Texts: what `NetworkingPresenter` shows in each state (`MirrorTexts`), the worst case for a line —
/// the message with the widest word. The stack is placed by `addSubviewWithinMargins`
/// (UIView+MarginPinning.swift, fingerprinted with the footer).
/// Espejo de `NetworkingFooterView` donde vive: el pie de la tabla de Networking, del ancho de la tabla,
/// que se desplaza. Pila vertical centrada (espaciado 8) con indicador, mensaje y botón; 12 pt arriba y
/// abajo; márgenes laterales de la tabla; mínimos de 44 pt con `minimumPriority`. El botón parte su
/// título; el mensaje se divide con guion. Textos: lo que muestra `NetworkingPresenter` en cada estado.
extension CodeMirror {
    public static let networkingFooter = CodeMirror(
        source: "Apps/TestApp/Networking/NetworkingFooterView.swift",
        dependsOn: ["Apps/TestApp/Styleguide/UIView+MarginPinning.swift"], typeName: "NetworkingFooterView",
        states: ["loading", "failed", "empty, list ended", "empty, more to load", "none"]
    ) { state, strings, minimumPriority in
        let text = NetworkingFooterMirror.text(state, Localizer.table(strings))
        let spinner = MirrorXML.view(
            "spinner", "activityIndicatorView", hidden: state != "loading",
            inner: MirrorXML.minimumHeight("spinner-min", 44, priority: minimumPriority))
        let label = MirrorXML.message(text?.message, hidden: text == nil)
        let retry = MirrorXML.wrappingButton("button", title: text?.button, priority: minimumPriority)
        let stack = MirrorXML.view(
            "stack", "stackView", attributes: "axis=\"vertical\" alignment=\"center\" spacing=\"8\"",
            inner: "<subviews>\(spinner)\(label)\(retry)</subviews>")
        let footer = MirrorXML.view("footer", "view", inner: "<subviews>\(stack)</subviews>")
        let table = MirrorContext.table(holding: footer, id: "footer")
        let constraints =
            table.constraints + MirrorContext.withinTableMargins("stack", of: "footer", vertical: 12) + [
                MirrorXML.pin("message-width", "message", "width", "stack"),
                MirrorXML.pin("button-width", "button", "width", "stack", relation: "lessThanOrEqual"),
            ]
        return Body(subviews: table.subviews, constraints: constraints.joined(separator: "\n"))
    }
}

/// The footer's texts per mirrored state. / Los textos del pie por estado reflejado.
enum NetworkingFooterMirror {
    /// nil for the states without text (loading, none). / nil en los estados sin texto.
    static func text(_ state: String, _ localizer: Localizer) -> MirrorText? {
        switch state {
        case "failed": return MirrorTexts.widestWord(MirrorTexts.networkingFooterFailures(localizer))
        case "empty, list ended": return MirrorTexts.networkingFooterEmpty(localizer, listEnded: true).last
        case "empty, more to load": return MirrorTexts.networkingFooterEmpty(localizer, listEnded: false).last
        default: return nil
        }
    }
}
