import AppCore
import UIKit

extension NSAttributedString {
    /// `text` aligned `alignment`, hyphenated by UIKit ("inesperada-mente") only when `hyphenates`: the
    /// label decides it from its width (`UILabel.setHyphenatedText`, `HyphenationRule`). No font or
    /// colour attribute, so the label's own Dynamic Type font and colour apply and keep following the
    /// text size. `layout-check` knows the labels from `runtime.json` and applies the same rule.
    /// `text` alineado con `alignment`, con guion de UIKit solo si `hyphenates` (lo decide la etiqueta
    /// por su ancho). Sin fuente ni color, así se usan los de la etiqueta.
    static func hyphenated(
        _ text: String, alignment: NSTextAlignment = .natural, hyphenates: Bool
    ) -> NSAttributedString {
        let style = NSMutableParagraphStyle()
        style.hyphenationFactor = hyphenates ? 1 : 0
        style.alignment = alignment
        return NSAttributedString(string: text, attributes: [.paragraphStyle: style])
    }
}

extension UILabel {
    /// Shows `text` in `alignment` (default: the label's own), hyphenated only where a word alone is
    /// wider than the label's line (`HyphenationRule`, measured with the label's font at its current
    /// width; none before the first layout). The owner calls `updateHyphenation()` from its layout pass,
    /// so a new width or text size decides again. VoiceOver reads the same characters: a hyphen UIKit
    /// draws at a line's end is not in the string. Each label shown this way is listed with
    /// `"hyphenates": true` in layout-check's `runtime.json`. `nil` clears the label.
    /// Muestra `text` con guion solo donde una palabra sola es más ancha que la línea de la etiqueta; el
    /// dueño llama a `updateHyphenation()` en su disposición, así un ancho o tamaño nuevo decide otra vez.
    func setHyphenatedText(_ text: String?, alignment: NSTextAlignment? = nil) {
        guard let text else {
            attributedText = nil
            return
        }
        let alignment = alignment ?? textAlignment
        attributedText = .hyphenated(text, alignment: alignment, hyphenates: hyphenates(text))
    }

    /// Decides the hyphenation again for the label's current width and font, changing the text only
    /// when the decision changes (so a layout pass that calls it settles). / Decide otra vez con el ancho
    /// y la fuente actuales; cambia el texto solo si cambia la decisión.
    func updateHyphenation() {
        // The label's own frame from this layout pass: its container is laid out first.
        // El marco de la etiqueta de esta pasada: primero se dispone su contenedor.
        superview?.layoutIfNeeded()
        guard let current = attributedText, current.length > 0,
            let style = current.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
        else { return }
        let wanted = hyphenates(current.string)
        guard (style.hyphenationFactor > 0) != wanted else { return }
        attributedText = .hyphenated(current.string, alignment: style.alignment, hyphenates: wanted)
    }

    /// `HyphenationRule` with this label's font and line width. / La regla con la fuente y el ancho.
    private func hyphenates(_ text: String) -> Bool {
        let font = self.font ?? UIFont.preferredFont(forTextStyle: .body)
        let line = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : bounds.width
        return HyphenationRule.hyphenates(text, lineWidth: Double(line)) { word in
            Double((String(word) as NSString).size(withAttributes: [.font: font]).width)
        }
    }
}
