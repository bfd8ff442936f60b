import UIComponentsKit
import UIKit

/// Turns the package's platform-neutral `StyledText` into an `NSAttributedString` with Dynamic Type
/// fonts and dark-mode-aware named colours.
/// Convierte el `StyledText` neutral del paquete en un `NSAttributedString` con fuentes de Dynamic
/// Type y colores con nombre que se adaptan al modo oscuro.
enum StyledTextRenderer {
    static func attributedString(
        _ text: StyledText, style: UIFont.TextStyle = .body, traits: UITraitCollection? = nil
    ) -> NSAttributedString {
        let base = UIFont.preferredFont(forTextStyle: style, compatibleWith: traits)
        let result = NSMutableAttributedString(
            string: text.string, attributes: [.font: base, .foregroundColor: color(for: nil)])
        for run in text.runs {
            result.addAttributes(attributes(of: run.attributes, base: base), range: run.range)
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

    private static func attributes(of list: [TextAttribute], base: UIFont) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [:]
        var traits: UIFontDescriptor.SymbolicTraits = []
        for attribute in list {
            switch attribute {
            case .bold: traits.insert(.traitBold)
            case .italic: traits.insert(.traitItalic)
            case .color(let tint): attributes[.foregroundColor] = color(for: tint)
            case .underline: attributes[.underlineStyle] = NSUnderlineStyle.single.rawValue
            case .link(let url): attributes[.link] = url
            }
        }
        if !traits.isEmpty, let descriptor = base.fontDescriptor.withSymbolicTraits(traits) {
            attributes[.font] = UIFont(descriptor: descriptor, size: 0)
        }
        return attributes
    }
}
