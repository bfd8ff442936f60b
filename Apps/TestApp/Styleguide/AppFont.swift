import AppServicesKit
import UIKit
import os.log

/// TestApp's custom font (Lato, bundled under Resources/Fonts and listed in `UIAppFonts`), scaled
/// with Dynamic Type through `UIFontMetrics`; the system font is used if Lato is missing.
/// Screens adopt it with `label.useAppFont(.body)` (or `AppFont.preferred(_:)`).
///
/// La fuente propia de TestApp (Lato), escalada con Dynamic Type mediante `UIFontMetrics`; si falta
/// se usa la del sistema. Las pantallas la adoptan con `label.useAppFont(.body)`.
enum AppFont {
    /// `UIFont.TextStyle` → the package's style table. / `UIFont.TextStyle` → la tabla del paquete.
    private static let styles: [UIFont.TextStyle: AppTypography.Style] = [
        .largeTitle: .largeTitle, .title1: .title1, .title2: .title2, .title3: .title3, .headline: .headline,
        .body: .body, .callout: .callout, .subheadline: .subheadline, .footnote: .footnote,
        .caption1: .caption1, .caption2: .caption2,
    ]

    /// Lato for `style`, scaled to the user's text size. / Lato para `style`, escalada al tamaño del usuario.
    static func preferred(_ style: UIFont.TextStyle, compatibleWith traits: UITraitCollection? = nil) -> UIFont {
        let spec = AppTypography.spec(for: styles[style] ?? .body)
        guard let font = UIFont(name: spec.face.postScriptName, size: CGFloat(spec.pointSize)) else {
            return UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        }
        return UIFontMetrics(forTextStyle: style).scaledFont(for: font, compatibleWith: traits)
    }

    /// Logs when a face failed to register (a missing file or `UIAppFonts` entry).
    /// Registra en el log si una variante no se cargó (falta el archivo o la entrada `UIAppFonts`).
    static func logIfNotRegistered() {
        for face in AppTypography.Face.allCases where UIFont(name: face.postScriptName, size: 12) == nil {
            os_log("Font %{public}@ is not registered; using the system font.", type: .error, face.postScriptName)
        }
    }

    /// Navigation bar titles in Lato, keeping any other title attributes already set.
    /// Títulos de las barras de navegación en Lato, conservando otros atributos ya definidos.
    static func applyToNavigationBars() {
        let bar = UINavigationBar.appearance()
        var title = bar.titleTextAttributes ?? [:]
        title[.font] = preferred(.headline)
        bar.titleTextAttributes = title
        var largeTitle = bar.largeTitleTextAttributes ?? [:]
        largeTitle[.font] = preferred(.largeTitle)
        bar.largeTitleTextAttributes = largeTitle
    }
}

extension UILabel {
    /// Uses TestApp's font for `style` and follows Dynamic Type changes.
    /// Usa la fuente de TestApp para `style` y sigue los cambios de Dynamic Type.
    func useAppFont(_ style: UIFont.TextStyle) {
        font = AppFont.preferred(style)
        adjustsFontForContentSizeCategory = true
    }
}
