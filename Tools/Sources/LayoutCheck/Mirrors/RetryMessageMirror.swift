import AppCore

/// Mirror of `RetryMessageView` (`configure()`, `fillSafeArea(of:above:)`, `show(message:retryTitle:showsRetry:)`):
/// a scroll view filling the safe area; a vertical, centred stack (spacing 12) of message and
/// "Reintentar" 24 pt inside the content guide, as wide as the frame guide minus 48, centred
/// vertically; the content at least as tall as the frame (equal at 250); the button (a
/// `WrappingButton`: one-line width, taller when its title wraps) at least 44 pt tall at `minimumPriority`; the message hyphenates (`runtime.json`).
/// Its users give it the same width, the safe width minus 48: Web View and Perfil pin it to the safe
/// area (`fillSafeArea`; Web View's safe area ends above its toolbar row, a height that no text check
/// depends on, since the panel scrolls); Networking lays it as the table's background under the bars
/// and `keepClear(of: tableView.safeAreaInsets)` adds the covered edges to its 24 pt margins, which
/// leaves the stack the same width and clear region. So one placement serves; the states differ by
/// what each presenter shows there (`MirrorTexts`), the message with the widest word.
/// Espejo de `RetryMessageView`: un scroll que ocupa el área segura; pila vertical centrada (espaciado
/// 12) con mensaje y "Reintentar" a 24 pt de la guía de contenido; el botón de al menos 44 pt con
/// `minimumPriority`; el mensaje se divide con guion. Sus usuarios le dan el mismo ancho (el seguro
/// menos 48); los estados difieren en lo que muestra cada presenter.
extension CodeMirror {
    public static let retryMessage = CodeMirror(
        source: "Apps/TestApp/Styleguide/RetryMessageView.swift", typeName: "RetryMessageView",
        states: RetryMessageMirror.states
    ) { state, strings, minimumPriority in
        let text = RetryMessageMirror.text(state, Localizer.table(strings))
        let label = MirrorXML.message(text?.message)
        let retry = MirrorXML.wrappingButton("retry", title: text?.button, priority: minimumPriority)
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
        return Body(subviews: panel, constraints: MirrorContext.fillingSafeArea("panel").joined(separator: "\n"))
    }
}

/// The panel's users and what each shows. / Los usuarios del panel y lo que muestra cada uno.
enum RetryMessageMirror {
    /// Networking's first-load error, Web View's blocking error (with "Reintentar", and for a refused
    /// address without it), Perfil's "cannot be read".
    /// El error de la primera carga de Networking, el error bloqueante de Web View (con y sin
    /// "Reintentar") y el "no se puede leer" de Perfil.
    static let states = ["networking", "web view", "web view, refused address", "profile"]

    static func text(_ state: String, _ localizer: Localizer) -> MirrorText? {
        switch state {
        case "networking": return MirrorTexts.widestWord(MirrorTexts.networkingErrors(localizer))
        case "web view":
            return MirrorTexts.widestWord(MirrorTexts.webViewErrors(localizer).filter { $0.button != nil })
        case "web view, refused address":
            return MirrorTexts.widestWord(MirrorTexts.webViewErrors(localizer).filter { $0.button == nil })
        case "profile": return MirrorTexts.widestWord(MirrorTexts.profileUnreadable(localizer))
        default: return nil
        }
    }
}
