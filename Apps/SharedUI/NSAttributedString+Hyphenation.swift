import UIKit

extension NSAttributedString {
    /// `text` that UIKit may hyphenate ("inesperada-mente") where a word is wider than its line, as at
    /// the accessibility text sizes on a narrow screen; aligned `alignment`. No font or colour attribute,
    /// so the label's own Dynamic Type font and colour apply and keep following the text size.
    /// `layout-check` knows it from `runtime.json` and accepts a hyphenated break there.
    /// `text` que UIKit puede dividir con guion donde una palabra es más ancha que su línea (tamaños de
    /// accesibilidad en una pantalla angosta), alineado con `alignment`. Sin fuente ni color, así se usan
    /// los de la etiqueta, que siguen el tamaño del texto.
    static func hyphenated(_ text: String, alignment: NSTextAlignment = .natural) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.hyphenationFactor = 1
        style.alignment = alignment
        return NSAttributedString(string: text, attributes: [.paragraphStyle: style])
    }
}

extension UILabel {
    /// Shows `text` hyphenated (`NSAttributedString.hyphenated`) in the label's own alignment, font and
    /// colour. VoiceOver reads the same characters: a hyphen UIKit draws at a line's end is not in the
    /// string. Each label shown this way is listed with `"hyphenates": true` in layout-check's
    /// `runtime.json`.
    /// Muestra `text` con guion, con la alineación, fuente y color de la etiqueta. VoiceOver lee los
    /// mismos caracteres: el guion que UIKit dibuja al final de una línea no está en el texto.
    func setHyphenatedText(_ text: String) {
        attributedText = .hyphenated(text, alignment: textAlignment)
    }
}
