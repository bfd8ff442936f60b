/// Mirror of `AccessNoticeBanner` (`NoticeViewController.viewDidLoad()`): a card 8 pt below the top
/// of the safe area and 16 pt inside its sides, holding one centred, wrapping Footnote label (Lato,
/// `AppFont`) 10 pt from the card's top and bottom and 12 pt from its sides; the card's height is the
/// label's. Context: the root view of its own window at status-bar level, over every bar, so its
/// safe area is the device's alone (no navigation or tab bar). Text: the longest notice
/// `BiometricPolicy` shows (`biometric.notice.*`). Not modelled: the window's appearance and the
/// timer that hides it (no layout).
/// Espejo de `AccessNoticeBanner`: una tarjeta 8 pt bajo el área segura y 16 pt dentro de sus lados,
/// con una etiqueta Footnote centrada que se parte en líneas, a 10 pt arriba y abajo y 12 pt a los
/// lados. Contexto: la vista raíz de su propia ventana sobre todas las barras (área segura del
/// dispositivo). Texto: el aviso más largo de `BiometricPolicy`.
extension CodeMirror {
    public static let accessNoticeBanner = CodeMirror(
        source: "Apps/TestApp/App/AccessNoticeBanner.swift", typeName: "AccessNoticeBanner", states: ["notice"],
        context: DeviceCatalog.Context(
            pathPrefix: "Apps/TestApp/App/AccessNoticeBanner.swift", navigationBar: false, tabBar: false,
            source: "its own window at status-bar level over every bar (AccessNoticeBanner.makeWindow)")
    ) { input in
        let text = MirrorXML.longest(input.strings, prefixes: ["biometric.notice."], fallback: "Aviso")
        let label = MirrorXML.appLabel("label", text: text, style: "UICTFontTextStyleFootnote")
        let card = MirrorXML.view("card", "view", inner: "<subviews>\(label)</subviews>")
        let constraints = [
            MirrorXML.pin("card-top", "card", "top", "safe", constant: 8),
            MirrorXML.pin("card-leading", "card", "leading", "safe", constant: 16),
            MirrorXML.pin("card-trailing", "card", "trailing", "safe", constant: -16),
            MirrorXML.pin("label-top", "label", "top", "card", constant: 10),
            MirrorXML.pin("label-bottom", "label", "bottom", "card", constant: -10),
            MirrorXML.pin("label-leading", "label", "leading", "card", constant: 12),
            MirrorXML.pin("label-trailing", "label", "trailing", "card", constant: -12),
        ]
        return Body(subviews: card, constraints: constraints.joined(separator: "\n"))
    }
}
