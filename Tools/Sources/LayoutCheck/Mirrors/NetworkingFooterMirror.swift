/// Mirror of `NetworkingFooterView` (`configure()` and `show(_:)`): a vertical, centred stack
/// (spacing 8) of spinner, message and button, 12 pt above and below, inside the table's side
/// margins (16 pt, the table's default); the message as wide as the stack, the button at most as
/// wide; spinner and button at least 44 pt tall at `minimumPriority`. The footer's height is what
/// the stack needs (`fitFooterToWidth()` asks `systemLayoutSizeFitting`), so it is pinned at the top only.
/// The margins are `addSubviewWithinMargins`' (UIView+MarginPinning.swift, fingerprinted with the footer).
/// Espejo de `NetworkingFooterView`: pila vertical centrada (espaciado 8) con indicador, mensaje y
/// botón; 12 pt arriba y abajo; márgenes laterales de la tabla (16 pt); mínimos de 44 pt con
/// `minimumPriority`. El pie mide lo que pide la pila, así que solo se fija arriba. Los márgenes son
/// los de `addSubviewWithinMargins` (con su huella junto a la del pie).
extension CodeMirror {
    public static let networkingFooter = CodeMirror(
        source: "Apps/TestApp/Networking/NetworkingFooterView.swift",
        dependsOn: ["Apps/TestApp/Styleguide/UIView+MarginPinning.swift"], typeName: "NetworkingFooterView",
        states: ["loading", "failed", "empty", "none"]
    ) { state, strings, minimumPriority in
        let message: String?
        let button: String?
        switch state {
        case "loading": (message, button) = (nil, nil)
        case "failed":
            message = MirrorXML.longest(strings, prefixes: ["webview.error.", "networking.notice."], fallback: "Error")
            button = strings["networking.error.retry"] ?? "Reintentar"
        case "empty":
            message = strings["networking.empty.message"] ?? "No hay Pokémon en esta lista."
            button = MirrorXML.longest(
                strings, prefixes: ["networking.empty.loadMore", "networking.empty.reload"], fallback: "Cargar más")
        default: (message, button) = (nil, nil)
        }
        let spinner = MirrorXML.view(
            "spinner", "activityIndicatorView", hidden: state != "loading",
            inner: MirrorXML.minimumHeight("spinner-min", 44, priority: minimumPriority))
        let label = MirrorXML.view(
            "message", "label", hidden: message == nil,
            attributes: "text=\"\(MirrorXML.escape(message ?? ""))\" textAlignment=\"center\" numberOfLines=\"0\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
        let retry = MirrorXML.view(
            "button", "button", hidden: button == nil, attributes: "buttonType=\"system\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleHeadline\"/>"
                + "<state key=\"normal\" title=\"\(MirrorXML.escape(button ?? ""))\"/>"
                + MirrorXML.minimumHeight("button-min", 44, priority: minimumPriority))
        let stack = MirrorXML.view(
            "stack", "stackView", attributes: "axis=\"vertical\" alignment=\"center\" spacing=\"8\"",
            inner: "<subviews>\(spinner)\(label)\(retry)</subviews>")
        let footer = MirrorXML.view(
            "footer", "view", inner: "<subviews>\(stack)</subviews>")
        let constraints = [
            MirrorXML.pin("footer-top", "footer", "top", "safe"),
            MirrorXML.pin("footer-leading", "footer", "leading", "safe"),
            MirrorXML.pin("footer-trailing", "safe", "trailing", "footer"),
            MirrorXML.pin("stack-top", "stack", "top", "footer", constant: 12),
            MirrorXML.pin("stack-bottom", "footer", "bottom", "stack", constant: 12),
            MirrorXML.pin("stack-leading", "stack", "leading", "footer", constant: 16),
            MirrorXML.pin("stack-trailing", "footer", "trailing", "stack", constant: 16),
            MirrorXML.pin("message-width", "message", "width", "stack"),
            MirrorXML.pin("button-width", "button", "width", "stack", relation: "lessThanOrEqual"),
        ]
        return Body(subviews: footer, constraints: constraints.joined(separator: "\n"))
    }
}
