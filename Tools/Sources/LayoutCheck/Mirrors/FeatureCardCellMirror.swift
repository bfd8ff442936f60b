import AppCore
import FeaturesKit

/// Mirror of `FeatureCardCell` (`placeIcon()`, `configure(with:)`): the storyboard's prototype cell
/// (`FeatureList.storyboard`, content view `Ftl-CV-001`, read live) with what the code changes.
/// `CardLayout.iconPlacement(for:)` (AppCore, called, not copied) decides per text size, as
/// `placeIcon()` does from the trait collection: beside the texts up to AX2 (the storyboard's
/// `Ftl-K2-004`, `Ftl-K2-005`), above them from AX3 (those two deactivated; title leading = card + 16,
/// title top = icon bottom + 12, `Style.inset` and `Style.iconSpacing`). Texts: the longest title
/// and the longest description of the cards (`FeatureKind.titleKey` / `descriptionKey`, FeaturesKit),
/// in one card: a worst case no single card has. Context: the first row of the Features table (a
/// scroll view filling the screen) under the bars; the table insets a cell's content view by the
/// safe area (`insetsContentViewsToSafeArea`, UIKit's default), so the content view spans the safe
/// width; its height is what it needs (self-sizing rows), so it is pinned at the top only. Fonts:
/// Lato at the storyboard's styles, as `styleCard()` sets them; both texts hyphenate (`configure(with:)`,
/// `"hyphenates": true` for `Ftl-TT-001` and `Ftl-DS-001` in `runtime.json`). Not modelled: the icon's image
/// (56 × 56 fixed by `Ftl-K1-001/002`), the shadow and the highlight (no layout).
/// Espejo de `FeatureCardCell`: la celda prototipo del storyboard (leída en vivo) con lo que cambia
/// el código. `CardLayout.iconPlacement(for:)` decide por tamaño de texto: icono al lado hasta AX2,
/// encima desde AX3. Textos: el título y la descripción más largos. Contexto: la primera fila de la
/// tabla Features, al ancho seguro (la tabla inserta la vista de contenido en el área segura). Ambos
/// textos llevan guion (`runtime.json`).
extension CodeMirror {
    public static let featureCardCell = CodeMirror(
        source: "Apps/TestApp/Features/FeatureCardCell.swift", typeName: "FeatureCardCell",
        states: ["longest title and description"], storyboard: "Apps/TestApp/Features/Base.lproj/FeatureList.storyboard"
    ) { input in
        let above = CardLayout.iconPlacement(for: input.text) == .above
        func longest(_ keys: [String]) -> String {
            keys.compactMap { input.strings[$0] }.max { ($0.count, $1) < ($1.count, $0) } ?? ""
        }
        var patch = MirrorStoryboard.Patch()
        patch.kinds["Ftl-CV-001"] = "view"
        patch.attributes["Ftl-CV-001"] = ["translatesAutoresizingMaskIntoConstraints": "NO"]
        patch.attributes["Ftl-TT-001"] = ["text": longest(FeatureKind.allCases.map(\.titleKey))]
        patch.attributes["Ftl-DS-001"] = ["text": longest(FeatureKind.allCases.map(\.descriptionKey))]
        // `styleCard()`: `useAppFont(.headline)` / `(.subheadline)`, Lato scaled with Dynamic Type.
        for (id, face, style) in [
            ("Ftl-TT-001", "Lato-Bold", "UICTFontTextStyleHeadline"),
            ("Ftl-DS-001", "Lato-Regular", "UICTFontTextStyleSubhead"),
        ] {
            patch.replacing[id] = [
                "fontDescription": "<fontDescription key=\"fontDescription\" name=\"\(face)\" style=\"\(style)\"/>"
            ]
        }
        if above { patch.removed = ["Ftl-K2-004", "Ftl-K2-005"] }
        let cell = MirrorStoryboard.node("Ftl-CV-001", in: input.storyboard).map { MirrorStoryboard.xml($0, patch) }
        var body = MirrorXML.tableHolding(cell ?? "", item: "Ftl-CV-001", fullWidth: false)
        if above {
            // `titleBelowIcon`: Style.inset 16, Style.iconSpacing 12.
            body.constraints +=
                "\n"
                + [
                    MirrorXML.pin("title-below-icon-leading", "Ftl-TT-001", "leading", "Ftl-CD-001", constant: 16),
                    MirrorXML.pin("title-below-icon-top", "Ftl-TT-001", "top", "Ftl-IM-001", "bottom", constant: 12),
                ].joined(separator: "\n")
        }
        return body
    }
}
