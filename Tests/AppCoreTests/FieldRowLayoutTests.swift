import AppCore
import Testing

/// Persistencia's password row (field + "Mostrar") and which placeholder a field shows.
/// La fila de contraseña de Persistencia (campo + "Mostrar") y qué placeholder muestra un campo.
@Suite struct FieldRowLayoutTests {
    /// "Contraseña" in Body at the default size ≈ 85 pt + 16 pt insets; "Mostrar" in Headline ≈ 65 pt.
    /// "Contraseña" en Body por defecto ≈ 85 pt + 16 de márgenes; "Mostrar" en Headline ≈ 65 pt.
    @Test func atTheDefaultSizeFieldAndButtonShareOneRow() {
        let axis = FieldRowLayout.axis(
            fieldMinimumWidth: 101, controlWidth: 65, rowWidth: 280, spacing: 12, isAccessibilitySize: false)
        #expect(axis == .horizontal)
    }

    @Test func atAnAccessibilitySizeTheRowStacksEvenIfItWouldFit() {
        let axis = FieldRowLayout.axis(
            fieldMinimumWidth: 101, controlWidth: 65, rowWidth: 832, spacing: 12, isAccessibilitySize: true)
        #expect(axis == .vertical)
    }

    /// The field keeps exactly its minimum: still one row; half a point less: stacked.
    /// El campo conserva justo su mínimo: una fila; medio punto menos: apilados.
    @Test func aFieldNarrowerThanItsPlaceholderStacksTheRow() {
        #expect(
            FieldRowLayout.axis(
                fieldMinimumWidth: 203, controlWidth: 65, rowWidth: 280, spacing: 12, isAccessibilitySize: false)
                == .horizontal)
        #expect(
            FieldRowLayout.axis(
                fieldMinimumWidth: 203.5, controlWidth: 65, rowWidth: 280, spacing: 12, isAccessibilitySize: false)
                == .vertical)
    }

    @Test func beforeTheFirstLayoutTheRowStaysHorizontal() {
        #expect(
            FieldRowLayout.axis(
                fieldMinimumWidth: 101, controlWidth: 65, rowWidth: 0, spacing: 12, isAccessibilitySize: false)
                == .horizontal)
    }

    /// AX5 on an SE: "Escribe tu edad (solo números)" ≈ 760 pt in a 250 pt field; "Edad" fits.
    /// AX5 en un SE: el placeholder completo no cabe en el campo; "Edad" sí.
    @Test func theShortPlaceholderReplacesOneThatWouldBeCut() {
        let full = "Escribe tu edad (solo números)"
        #expect(PlaceholderFit.text(full: full, short: "Edad", fullWidth: 760, availableWidth: 250) == "Edad")
        #expect(PlaceholderFit.text(full: full, short: "Edad", fullWidth: 250, availableWidth: 250) == full)
        #expect(PlaceholderFit.text(full: full, short: "Edad", fullWidth: 760, availableWidth: 0) == full)
    }
}
