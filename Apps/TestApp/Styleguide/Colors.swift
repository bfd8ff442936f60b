import UIKit

// TestApp's colours, in one place: the asset-catalog names (`ColorName`) and the UIKit colours code
// draws with (`AdaptivePalette`, built from those names, with iOS 12 fallbacks).
// Los colores de TestApp en un solo lugar: los nombres del catálogo (`ColorName`) y los colores de
// UIKit con los que dibuja el código (`AdaptivePalette`, hechos con esos nombres, con respaldo para iOS 12).

/// Named colours of `Assets.xcassets/Colors/` (each with a dark variant), used from code.
/// Colores con nombre de `Assets.xcassets/Colors/` (cada uno con variante oscura), usados en código.
enum ColorName {
    static let accent = "AccentColor"
    static let screenBackground = "ScreenBackground"
    static let cardBackground = "CardBackground"
    static let cardShadow = "CardShadow"
    static let primaryText = "PrimaryText"
    static let secondaryText = "SecondaryText"
    static let errorText = "ErrorText"
}

/// Colours of the Networking, Map, Web View screens, the retry panel and the loading overlay, in code.
/// Colores de las pantallas Networking, Mapa, Web, del panel de reintento y del overlay de carga.
enum AdaptivePalette {
    /// The app's named colours (asset catalog, with dark variants) — the same ones the
    /// storyboards use, so every screen matches; white/black only if the catalog lacks them.
    /// Los colores con nombre de la app (catálogo, con variante oscura), los mismos de los
    /// storyboards, para que todas las pantallas coincidan.
    static var background: UIColor { named(ColorName.screenBackground, fallback: .white) }

    static var card: UIColor { named(ColorName.cardBackground, fallback: .white) }

    static var primaryText: UIColor { named(ColorName.primaryText, fallback: .darkText) }

    static var secondaryText: UIColor { named(ColorName.secondaryText, fallback: .darkGray) }

    /// Error messages: the same red as the storyboards' `ErrorText` (readable on both backgrounds).
    /// Mensajes de error: el mismo rojo que `ErrorText` de los storyboards (legible en ambos fondos).
    static var error: UIColor {
        named(ColorName.errorText, fallback: UIColor(red: 0.78, green: 0.11, blue: 0.11, alpha: 1))
    }

    /// A notice's hairline border (secondary text at 30 %) resolved for `traits`, for a layer's CGColor,
    /// which does not follow dark mode by itself; iOS 12 has one appearance, so nothing to resolve.
    /// El borde fino de un aviso (texto secundario al 30 %) resuelto para `traits`, para el CGColor de
    /// una capa, que no sigue el modo oscuro solo; iOS 12 tiene una sola apariencia.
    static func noticeBorder(for traits: UITraitCollection) -> UIColor {
        let color = secondaryText.withAlphaComponent(0.3)
        if #available(iOS 13, *) { return color.resolvedColor(with: traits) }
        return color
    }

    /// The small spinner: `.medium` (adaptive) on iOS 13+; on iOS 12 the default small style tinted
    /// grey, which is what `.gray` was — without the styles deprecated in iOS 13 (they warn at 15.0).
    /// El indicador pequeño: `.medium` en iOS 13+; en iOS 12 el estilo por defecto teñido de gris,
    /// igual que `.gray`, sin los estilos obsoletos desde iOS 13.
    static func makeSpinner() -> UIActivityIndicatorView {
        if #available(iOS 13, *) { return UIActivityIndicatorView(style: .medium) }
        let spinner = UIActivityIndicatorView(frame: .zero)
        tintLegacySpinner(spinner)
        return spinner
    }

    /// iOS 12's default spinner is white; grey keeps it visible on the light screens.
    /// El indicador por defecto de iOS 12 es blanco; en gris se ve sobre las pantallas claras.
    static func tintLegacySpinner(_ spinner: UIActivityIndicatorView) {
        spinner.color = .gray
        spinner.sizeToFit()
    }

    private static func named(_ name: String, fallback: UIColor) -> UIColor {
        UIColor(named: name) ?? fallback
    }
}
