import Foundation

/// When a label's text is hyphenated: only where a word alone is wider than the label's line, as at the
/// accessibility text sizes on a narrow screen. A word that fits moves whole to the next line, unbroken.
/// (`NSParagraphStyle.hyphenationFactor = 1` on every label hyphenated almost every wrapped line:
/// "refe-rencia)". A factor f means "hyphenate when the line would otherwise be less than f full", which
/// is not this rule, so the app sets 1 only where this says so and 0 elsewhere.) The apps decide it from
/// UIKit's widths at each layout; `layout-check` asks the same function with the model's widths.
/// Cuándo se divide con guion el texto de una etiqueta: solo donde una palabra sola es más ancha que su
/// línea. Una palabra que cabe pasa entera a la línea siguiente. Las apps lo deciden con los anchos de
/// UIKit en cada disposición; `layout-check` pregunta a la misma función con los anchos del modelo.
public enum HyphenationRule {
    /// Words as UIKit wraps them: separated by spaces and line breaks. / Palabras separadas por espacios.
    public static func words(of text: String) -> [Substring] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    }

    /// Whether `text` is hyphenated in a line `lineWidth` wide, `width` measuring a word in the label's
    /// font. No width yet (0, negative, not finite: before the first layout) hyphenates nothing.
    /// Si `text` se divide con guion en una línea de `lineWidth`; sin ancho todavía, no se divide.
    public static func hyphenates(_ text: String, lineWidth: Double, width: (Substring) -> Double) -> Bool {
        guard lineWidth.isFinite, lineWidth > 0 else { return false }
        return words(of: text).contains { width($0) > lineWidth + 1e-9 }
    }
}
