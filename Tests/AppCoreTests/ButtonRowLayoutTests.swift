import AppCore
import Testing

/// When a row of equal-width buttons (Persistencia's Guardar / Leer / Borrar) stacks vertically.
/// Cuándo una fila de botones de igual ancho (Guardar / Leer / Borrar de Persistencia) se apila.
@Suite struct ButtonRowLayoutTests {
    /// "Guardar", "Leer", "Borrar" in Headline at the default size (≈ 17 pt): ≈ 65, 37, 56 pt.
    private let defaultTitles = [65.0, 37.0, 56.0]

    @Test func atTheDefaultSizeTheButtonsShareOneRow() {
        let axis = ButtonRowLayout.axis(
            titleWidths: defaultTitles, rowWidth: 280, spacing: 12, isAccessibilitySize: false)
        #expect(axis == .horizontal)
    }

    @Test func atAnAccessibilitySizeTheButtonsStackEvenIfTheyWouldFit() {
        let axis = ButtonRowLayout.axis(
            titleWidths: defaultTitles, rowWidth: 832, spacing: 12, isAccessibilitySize: true)
        #expect(axis == .vertical)
    }

    /// SE portrait at XXXL (not an accessibility size): "Guardar" ≈ 89 pt, each share (280 − 24) / 3 ≈ 85.
    /// SE vertical en XXXL: "Guardar" ≈ 89 pt no cabe en su tercio (≈ 85), así que se apilan.
    @Test func aTitleWiderThanItsShareStacksTheRow() {
        let axis = ButtonRowLayout.axis(
            titleWidths: [89, 51, 77], rowWidth: 280, spacing: 12, isAccessibilitySize: false)
        #expect(axis == .vertical)
        let wider = ButtonRowLayout.axis(
            titleWidths: [89, 51, 77], rowWidth: 528, spacing: 12, isAccessibilitySize: false)
        #expect(wider == .horizontal, "SE landscape: each third is ≈ 168 pt")
    }

    @Test func aTitleExactlyAsWideAsItsShareStillFits() {
        let share = (280.0 - 24) / 3
        #expect(
            ButtonRowLayout.axis(titleWidths: [share, 37, 56], rowWidth: 280, spacing: 12, isAccessibilitySize: false)
                == .horizontal)
        #expect(
            ButtonRowLayout.axis(
                titleWidths: [share + 0.5, 37, 56], rowWidth: 280, spacing: 12, isAccessibilitySize: false)
                == .vertical)
    }

    /// Before the first layout (width 0) or with no titles nothing is measured: one row.
    /// Antes del primer layout (ancho 0) o sin títulos no se mide nada: una fila.
    @Test func withoutAWidthOrTitlesTheRowStaysHorizontal() {
        #expect(
            ButtonRowLayout.axis(titleWidths: defaultTitles, rowWidth: 0, spacing: 12, isAccessibilitySize: false)
                == .horizontal)
        #expect(
            ButtonRowLayout.axis(titleWidths: [], rowWidth: 280, spacing: 12, isAccessibilitySize: false) == .horizontal
        )
    }
}
