import AppCore
import Testing

/// Hyphens only where a word alone is wider than the line (issue 34 item 2). Widths here: 10 pt a
/// character. / Guiones solo donde una palabra sola es más ancha que la línea.
@Suite struct HyphenationRuleTests {
    private let width: (Substring) -> Double = { Double($0.count) * 10 }

    @Test func aWordWiderThanTheLineIsHyphenated() {
        #expect(HyphenationRule.hyphenates("la electroencefalografía", lineWidth: 150, width: width))
    }

    /// An ordinary wrapped line ("la referencia" in 100 pt: "referencia" fits alone) is not.
    /// Una línea ajustada normal no lleva guion.
    @Test func wordsThatFitWrapWhole() {
        #expect(!HyphenationRule.hyphenates("vea la referencia (página 3)", lineWidth: 100, width: width))
        #expect(!HyphenationRule.hyphenates("referencia", lineWidth: 100, width: width), "exactly the line")
    }

    @Test func wordsAreSplitAtSpacesAndLineBreaks() {
        #expect(HyphenationRule.words(of: "uno dos\ntres  cuatro") == ["uno", "dos", "tres", "cuatro"])
        #expect(HyphenationRule.hyphenates("corto\nlarguísimo", lineWidth: 60, width: width))
    }

    /// Before the first layout a label has no width: nothing is hyphenated until it has one.
    /// Antes de la primera disposición no hay ancho: no se divide nada.
    @Test(arguments: [0, -5, Double.nan, Double.infinity])
    func noWidthHyphenatesNothing(lineWidth: Double) {
        #expect(!HyphenationRule.hyphenates("electroencefalografía", lineWidth: lineWidth, width: width))
    }
}
