/// Row sizes of the picker wheels of Productos and Estados. Picker rows follow Dynamic Type up to
/// `maximumRowPointSize`: past it a wheel 180–216 points tall would show fewer than three rows and
/// stop being usable, and the spoken label (VoiceOver) and the labels above already carry the large
/// text. A row that is still too wide shrinks to `minimumScaleFactor`, then wraps to a second line.
/// Tamaños de fila de las ruedas de Productos y Estados. Siguen Dynamic Type hasta
/// `maximumRowPointSize`: más allá, una rueda de 180–216 puntos mostraría menos de tres filas y
/// dejaría de ser usable. Una fila aún demasiado ancha se encoge hasta `minimumScaleFactor` y luego
/// pasa a una segunda línea.
public enum PickerRowMetrics {
    /// Largest point size of a row's font. / Tamaño máximo de la fuente de una fila.
    public static let maximumRowPointSize: Double = 28
    /// Rows shrink down to this scale before wrapping to a second line. / Escala mínima antes de partir.
    public static let minimumScaleFactor: Double = 0.6
    /// Lines a row may use. / Líneas que puede usar una fila.
    public static let maximumLines = 2

    /// Row height for a font line height: one line plus room, enough for two shrunken lines.
    /// Alto de fila para un alto de línea: una línea más margen, suficiente para dos líneas encogidas.
    public static func rowHeight(lineHeight: Double) -> Double {
        (lineHeight * 1.6).rounded(.up)
    }
}
