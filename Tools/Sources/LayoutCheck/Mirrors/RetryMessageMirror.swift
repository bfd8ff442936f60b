/// Mirror of `RetryMessageView` (`configure()`, `fillSafeArea(of:above:)`, `show(message:retryTitle:showsRetry:)`):
/// a scroll view filling the safe area; a vertical, centred stack (spacing 12) of message and
/// "Reintentar" 24 pt inside the content guide, as wide as the frame guide minus 48, centred
/// vertically; the content at least as tall as the frame (equal at 250); the button at least 44 pt
/// tall at `minimumPriority`. States: with the button, and without it (`showsRetry: false`).
/// Espejo de `RetryMessageView`: un scroll que ocupa el área segura; pila vertical centrada
/// (espaciado 12) con mensaje y "Reintentar" a 24 pt de la guía de contenido; el botón de al menos
/// 44 pt con `minimumPriority`. Estados: con botón y sin él.
extension CodeMirror {
    public static let retryMessage = CodeMirror(
        source: "Apps/TestApp/Styleguide/RetryMessageView.swift", typeName: "RetryMessageView",
        states: ["retry", "no-retry"]
    ) { state, strings, minimumPriority in
        let message = MirrorXML.longest(
            strings, prefixes: ["webview.error.", "profile.unreadable.message"], fallback: "Error")
        let title = strings["webview.retry"] ?? "Reintentar"
        let label = MirrorXML.view(
            "message", "label",
            attributes: "text=\"\(MirrorXML.escape(message))\" textAlignment=\"center\" numberOfLines=\"0\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
        let retry = MirrorXML.view(
            "retry", "button", hidden: state != "retry", attributes: "buttonType=\"system\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleHeadline\"/>"
                + "<state key=\"normal\" title=\"\(MirrorXML.escape(title))\"/>"
                + MirrorXML.minimumHeight("retry-min", 44, priority: minimumPriority))
        let stack = MirrorXML.view(
            "stack", "stackView", attributes: "axis=\"vertical\" alignment=\"center\" spacing=\"12\"",
            inner: "<subviews>\(label)\(retry)</subviews>")
        let panelConstraints = [
            MirrorXML.pin("leading", "stack", "leading", "content", constant: 24),
            MirrorXML.pin("trailing", "content", "trailing", "stack", constant: 24),
            MirrorXML.pin("width", "stack", "width", "frame", constant: -48),
            MirrorXML.pin("top", "stack", "top", "content", constant: 24, relation: "greaterThanOrEqual"),
            MirrorXML.pin("bottom", "content", "bottom", "stack", constant: 24, relation: "greaterThanOrEqual"),
            MirrorXML.pin("centerY", "stack", "centerY", "content"),
            MirrorXML.pin("content-min", "content", "height", "frame", relation: "greaterThanOrEqual"),
            MirrorXML.pin("fills-frame", "content", "height", "frame", priority: 250),
        ]
        let panel = MirrorXML.view(
            "panel", "scrollView",
            inner: "<subviews>\(stack)</subviews>"
                + "<viewLayoutGuide key=\"contentLayoutGuide\" id=\"content\"/>"
                + "<viewLayoutGuide key=\"frameLayoutGuide\" id=\"frame\"/>"
                + "<constraints>\(panelConstraints.joined(separator: "\n"))</constraints>")
        let constraints = [
            MirrorXML.pin("panel-top", "panel", "top", "safe"),
            MirrorXML.pin("panel-leading", "panel", "leading", "safe"),
            MirrorXML.pin("panel-trailing", "panel", "trailing", "safe"),
            MirrorXML.pin("panel-bottom", "panel", "bottom", "safe"),
        ]
        return Body(subviews: panel, constraints: constraints.joined(separator: "\n"))
    }
}
