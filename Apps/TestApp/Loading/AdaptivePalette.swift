import UIKit

/// Colours of the Networking, Map, Web View screens and the loading overlay: system colours that
/// follow dark mode on iOS 13+, fixed light colours on iOS 12 (which has no dark mode).
/// Colores de las pantallas Networking, Mapa, Web y del overlay de carga: colores del sistema que
/// siguen el modo oscuro en iOS 13+, colores claros fijos en iOS 12 (que no tiene modo oscuro).
enum AdaptivePalette {
    static var background: UIColor {
        if #available(iOS 13, *) { return .systemBackground }
        return .white
    }

    static var card: UIColor {
        if #available(iOS 13, *) { return .secondarySystemBackground }
        return UIColor(white: 0.96, alpha: 1)
    }

    static var primaryText: UIColor {
        if #available(iOS 13, *) { return .label }
        return .darkText
    }

    static var secondaryText: UIColor {
        if #available(iOS 13, *) { return .secondaryLabel }
        return .darkGray
    }

    /// Error messages (red, readable on both backgrounds). / Mensajes de error.
    static var error: UIColor {
        if #available(iOS 13, *) { return .systemRed }
        return UIColor(red: 0.75, green: 0.1, blue: 0.1, alpha: 1)
    }

    /// Spinner style that exists on iOS 12 and adapts on iOS 13+.
    /// Estilo de indicador que existe en iOS 12 y se adapta en iOS 13+.
    static var spinnerStyle: UIActivityIndicatorView.Style {
        if #available(iOS 13, *) { return .medium }
        return .gray
    }
}
