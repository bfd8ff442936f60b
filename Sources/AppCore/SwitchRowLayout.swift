/// A label with a switch beside it (Persistencia's settings): one row while the label's column keeps
/// room for its longest word, so it wraps only between words; stacked, label above and switch below,
/// at every accessibility text size (like `ButtonRowLayout`, `FieldRowLayout`) or once a word would
/// be broken inside ("automáti / camente" from AX2 on an SE). The screen measures the words; this decides.
/// Una etiqueta con un interruptor al lado (los ajustes de Persistencia): una fila mientras la columna
/// de la etiqueta tenga sitio para su palabra más larga, así solo se parte entre palabras; apilados,
/// etiqueta encima e interruptor debajo, en todo tamaño de accesibilidad o cuando una palabra se
/// partiría por dentro. La pantalla mide las palabras; esto decide.
public enum SwitchRowLayout {
    /// `wordWidths`: each word of the label on one line, in points; `switchWidth`: the switch's width;
    /// `rowWidth`: the row's width; `spacing`: the gap between label and switch. A row not laid out
    /// yet (width 0) or without text stays horizontal.
    /// `wordWidths`: cada palabra de la etiqueta en una línea; `switchWidth`: el ancho del interruptor;
    /// `rowWidth`: el ancho de la fila; `spacing`: el espacio entre ambos. Sin ancho (0) o sin texto
    /// queda horizontal.
    public static func axis(
        wordWidths: [Double], switchWidth: Double, rowWidth: Double, spacing: Double, isAccessibilitySize: Bool
    ) -> ButtonRowAxis {
        if isAccessibilitySize { return .vertical }
        guard rowWidth > 0, let longest = wordWidths.max() else { return .horizontal }
        return longest <= rowWidth - spacing - switchWidth ? .horizontal : .vertical
    }

    /// The words of `text`, split at spaces and line breaks. / Las palabras de `text`.
    public static func words(in text: String) -> [String] {
        text.split(whereSeparator: { $0.isWhitespace }).map(String.init)
    }
}
