/// The direction of a row of equal-width buttons. / La dirección de una fila de botones de igual ancho.
public enum ButtonRowAxis: Equatable {
    case horizontal
    case vertical
}

/// When a row of equal-width, one-word buttons stacks vertically: at every accessibility text size,
/// and at any size where a title is wider than its share of the row (it would be cut or broken
/// inside the word). The screen measures the one-line title widths; this decides.
/// Cuándo una fila de botones de igual ancho y una palabra se apila en vertical: en todo tamaño de
/// accesibilidad, y en cualquier tamaño en que un título sea más ancho que su parte de la fila (se
/// cortaría o partiría la palabra). La pantalla mide los títulos en una línea; esto decide.
public enum ButtonRowLayout {
    /// `titleWidths`: each title on one line, in points; `rowWidth`: the row's width; `spacing`:
    /// the gap between buttons. A row not laid out yet (width 0) or without titles stays horizontal.
    /// `titleWidths`: cada título en una línea, en puntos; `rowWidth`: el ancho de la fila;
    /// `spacing`: el espacio entre botones. Sin ancho todavía (0) o sin títulos queda horizontal.
    public static func axis(
        titleWidths: [Double], rowWidth: Double, spacing: Double, isAccessibilitySize: Bool
    ) -> ButtonRowAxis {
        if isAccessibilitySize { return .vertical }
        guard !titleWidths.isEmpty, rowWidth > 0 else { return .horizontal }
        let count = Double(titleWidths.count)
        let share = (rowWidth - spacing * (count - 1)) / count
        return titleWidths.allSatisfy { $0 <= share } ? .horizontal : .vertical
    }
}
