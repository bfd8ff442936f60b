/// A text field with a control beside it (Persistencia's password and "Mostrar"): one row while the
/// field keeps room for its placeholder; stacked, field above control, at every accessibility text
/// size (like `ButtonRowLayout`) or once the field would be narrower than its placeholder.
/// Un campo con un control al lado (la contraseña y "Mostrar" de Persistencia): una fila mientras el
/// campo conserve sitio para su placeholder; apilados, campo encima, en todo tamaño de accesibilidad
/// (como `ButtonRowLayout`) o cuando el campo quedaría más estrecho que su placeholder.
public enum FieldRowLayout {
    /// `fieldMinimumWidth`: the placeholder on one line plus the field's insets; `controlWidth`: the
    /// control's title on one line. A row not laid out yet (width 0) stays horizontal.
    /// `fieldMinimumWidth`: el placeholder en una línea más los márgenes del campo; `controlWidth`: el
    /// título del control en una línea. Sin ancho todavía (0) queda horizontal.
    public static func axis(
        fieldMinimumWidth: Double, controlWidth: Double, rowWidth: Double, spacing: Double, isAccessibilitySize: Bool
    ) -> ButtonRowAxis {
        if isAccessibilitySize { return .vertical }
        guard rowWidth > 0 else { return .horizontal }
        return rowWidth - spacing - controlWidth >= fieldMinimumWidth ? .horizontal : .vertical
    }
}

/// Which placeholder a field shows: the full one while it fits on one line, else the short one
/// (at AX5 "Escribe tu edad (solo números)" is cut to "Escribe tu…"; "Edad" is not).
/// Qué placeholder muestra un campo: el completo mientras quepa en una línea; si no, el corto.
public enum PlaceholderFit {
    /// `fullWidth`: the full placeholder on one line in the field's font; `availableWidth`: the
    /// field's text area. Before the first layout (width 0) the full one is kept.
    /// `fullWidth`: el placeholder completo en una línea; `availableWidth`: el área de texto del campo.
    public static func text(full: String, short: String, fullWidth: Double, availableWidth: Double) -> String {
        availableWidth <= 0 || fullWidth <= availableWidth ? full : short
    }
}
