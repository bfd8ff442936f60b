import AppServicesKit
import FeaturesKit

/// Mirror of `UIView.addSubviewWithinMargins(_:vertical:)` (UIView+MarginPinning.swift) in the two
/// table headers that call it and build no other constraint: `WelcomeHeaderView` (Features; a
/// Subheadline label, `vertical` 8) and `NetworkingNoticeView` (Networking; a centred Footnote label,
/// `vertical` 12), both Lato (`AppFont`), wrapping. The content is `vertical` points from the
/// header's top and bottom and between its layout margins at the sides; the header is the table's
/// `tableHeaderView`, as wide as the table, at the top of its content under the bars, as tall as its
/// content (`fitHeaderToWidth()` asks `systemLayoutSizeFitting`), so it is pinned at the top only.
/// Layout margins: 16 pt inside the safe area, the reading `NetworkingFooterMirror` makes of "the
/// table's margins" (the footer calls the same helper and its mirror depends on this file too);
/// UIKit may give a plain header view other margins (8 pt, `UIView`'s default, inset from its safe
/// area) — not verified on a device. Texts: the welcome message is Remote Config's, unknown here, so
/// a text of `RemoteSettingsParser.maximumWelcomeLength` characters (AppServicesKit's cap) stands
/// for it; the notice is the longest `networking.notice.*`.
/// Espejo de `addSubviewWithinMargins(_:vertical:)` en las dos cabeceras de tabla que lo llaman:
/// `WelcomeHeaderView` (8 pt) y `NetworkingNoticeView` (12 pt). El contenido queda a `vertical` puntos
/// arriba y abajo y entre los márgenes a los lados (16 pt dentro del área segura, como en el espejo
/// del pie; no verificado en un dispositivo). El saludo es de Remote Config: se usa un texto del
/// largo máximo que acepta `RemoteSettingsParser`.
extension CodeMirror {
    public static let marginPinning = CodeMirror(
        source: "Apps/TestApp/Styleguide/UIView+MarginPinning.swift",
        dependsOn: [
            "Apps/TestApp/Features/WelcomeHeaderView.swift", "Apps/TestApp/Networking/NetworkingNoticeView.swift",
        ],
        typeName: "addSubviewWithinMargins", states: ["WelcomeHeaderView", "NetworkingNoticeView"]
    ) { input in
        let welcome = input.state == "WelcomeHeaderView"
        let label =
            welcome
            ? MirrorXML.appLabel(
                "content", text: MarginPinningTexts.welcome, style: "UICTFontTextStyleSubhead", alignment: nil)
            : MirrorXML.appLabel(
                "content", text: MirrorXML.longest(input.strings, prefixes: ["networking.notice."], fallback: "Aviso"),
                style: "UICTFontTextStyleFootnote")
        let vertical: Double = welcome ? 8 : 12
        let header = MirrorXML.view("header", "view", inner: "<subviews>\(label)</subviews>")
        var body = MirrorXML.tableHolding(header, item: "header", fullWidth: true)
        body.constraints +=
            "\n"
            + [
                MirrorXML.pin("content-top", "content", "top", "header", constant: vertical),
                MirrorXML.pin("content-bottom", "header", "bottom", "content", "bottom", constant: vertical),
                MirrorXML.pin("content-leading", "content", "leading", "safe", constant: 16),
                MirrorXML.pin("content-trailing", "safe", "trailing", "content", constant: 16),
            ].joined(separator: "\n")
        return body
    }
}

/// The welcome header's stand-in text. / El texto que representa el saludo.
enum MarginPinningTexts {
    /// Whole words up to Remote Config's longest accepted welcome (`maximumWelcomeLength`).
    /// Palabras completas hasta el saludo más largo que se acepta.
    static var welcome: String {
        let sentence = "¡Hola! Te damos la bienvenida a las funciones de esta app de ejemplo. "
        var text = ""
        for word in String(repeating: sentence, count: 3).split(separator: " ") {
            let next = text.isEmpty ? String(word) : text + " " + word
            guard next.count <= RemoteSettingsParser<FeatureKind>.maximumWelcomeLength else { break }
            text = next
        }
        return text
    }
}
