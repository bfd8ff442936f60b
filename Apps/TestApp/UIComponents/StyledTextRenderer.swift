import UIComponentsKit
import UIKit

/// Turns the package's platform-neutral `StyledText` into an `NSAttributedString` in TestApp's font
/// (`AppFont`, Dynamic Type) and dark-mode-aware named colours.
/// Convierte el `StyledText` neutral del paquete en un `NSAttributedString` con la fuente de TestApp
/// (`AppFont`, Dynamic Type) y colores con nombre que se adaptan al modo oscuro.
enum StyledTextRenderer {
    static func attributedString(
        _ text: StyledText, style: UIFont.TextStyle = .body, traits: UITraitCollection? = nil
    ) -> NSAttributedString {
        let base = AppFont.preferred(style, compatibleWith: traits)
        let result = NSMutableAttributedString(
            string: text.string, attributes: [.font: base, .foregroundColor: color(for: nil)])
        for run in text.runs {
            result.addAttributes(attributes(of: run.attributes, style: style, traits: traits), range: run.range)
        }
        return result
    }

    /// The named colour for a tint (nil = primary text). / El color con nombre de un tinte (nil = texto principal).
    static func color(for tint: TextTint?) -> UIColor {
        let name: String
        switch tint {
        case .accent?: name = ColorName.accent
        case .secondary?: name = ColorName.secondaryText
        case nil: name = ColorName.primaryText
        }
        return UIColor(named: name) ?? .darkText
    }

    private static func attributes(
        of list: [TextAttribute], style: UIFont.TextStyle, traits: UITraitCollection?
    ) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        var bold = false
        var italic = false
        for attribute in list {
            switch attribute {
            case .bold: bold = true
            case .italic: italic = true
            case .color(let tint): attributes[.foregroundColor] = color(for: tint)
            case .underline: attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
            case .link(let url): attributes[.link] = url
            }
        }
        attributes.merge(AppFont.attributes(style, bold: bold, italic: italic, compatibleWith: traits)) { _, font in
            font
        }
        return attributes
    }
}
