import AppCore
import Testing

/// Persistencia's setting rows (a label and its switch): the label never breaks inside a word.
/// Las filas de ajustes de Persistencia (etiqueta e interruptor): la etiqueta nunca parte una palabra.
@Suite struct SwitchRowLayoutTests {
    /// An SE-sized row: 320 − 2 × 20 margins; the switch is 51 pt wide, 12 pt apart: 217 pt for the label.
    /// Una fila del tamaño de un SE: 320 − 2 × 20; el interruptor mide 51 pt, a 12 pt: 217 pt de etiqueta.
    private let rowWidth = 280.0
    private let switchWidth = 51.0
    private let spacing = 12.0

    private func axis(_ wordWidths: [Double], accessibility: Bool = false, rowWidth: Double? = nil)
        -> ButtonRowAxis
    {
        SwitchRowLayout.axis(
            wordWidths: wordWidths, switchWidth: switchWidth, rowWidth: rowWidth ?? self.rowWidth, spacing: spacing,
            isAccessibilitySize: accessibility)
    }

    /// "Sincronizar automáticamente" in Body at the default size: its longest word ≈ 120 pt fits
    /// beside the switch; the label may wrap between words. / Su palabra más larga cabe al lado.
    @Test func atTheDefaultSizeLabelAndSwitchShareOneRow() {
        #expect(axis([85, 120]) == .horizontal)
    }

    /// From AX2 "automáticamente" alone (≈ 330 pt at 47 pt) is wider than the label's column, which
    /// broke it mid-word ("automáti / camente"): the switch goes under the label.
    /// Desde AX2 "automáticamente" sola es más ancha que la columna y se partía: el interruptor baja.
    @Test func aWordWiderThanTheLabelsColumnStacksTheRow() {
        #expect(axis([217]) == .horizontal, "exactly the column: still one row")
        #expect(axis([217.5]) == .vertical)
        #expect(axis([230, 330]) == .vertical)
    }

    /// At every accessibility size the switch goes under the label, like the other rows of the screen.
    /// En todo tamaño de accesibilidad el interruptor va debajo, como las otras filas de la pantalla.
    @Test func atAnAccessibilitySizeTheRowStacksEvenIfItWouldFit() {
        #expect(axis([60], accessibility: true, rowWidth: 1000) == .vertical)
    }

    @Test func beforeTheFirstLayoutOrWithoutTextTheRowStaysHorizontal() {
        #expect(axis([330], rowWidth: 0) == .horizontal)
        #expect(axis([]) == .horizontal)
    }

    /// The words the screen measures: split at spaces and line breaks, never empty.
    /// Las palabras que mide la pantalla: separadas en espacios y saltos de línea, nunca vacías.
    @Test func wordsAreSplitAtWhitespace() {
        #expect(SwitchRowLayout.words(in: " Sincronizar  automáticamente\n") == ["Sincronizar", "automáticamente"])
        #expect(SwitchRowLayout.words(in: "") == [])
    }
}
