import AppCore

/// How each picker row looks (the seed: a Futura label in orange). The orange is chosen per
/// appearance so it stays readable (≥ 4.5:1) on the picker's own background.
///
/// Cómo se ve cada fila del picker (documento: etiqueta Futura en naranja). El naranja depende de
/// la apariencia para seguir siendo legible (≥ 4.5:1) sobre el fondo del picker.
public struct PickerRowStyle: Equatable {
    /// PostScript name of the font; Futura ships with iOS. / Nombre PostScript; Futura viene con iOS.
    public let fontName: String
    /// Size at the default Dynamic Type setting, scaled by the app. / Tamaño base que la app escala.
    public let pointSize: Double
    public let textColor: RGBColor
    public let background: RGBColor

    public init(fontName: String, pointSize: Double, textColor: RGBColor, background: RGBColor) {
        self.fontName = fontName
        self.pointSize = pointSize
        self.textColor = textColor
        self.background = background
    }

    /// Light appearance: burnt orange on cream. / Apariencia clara: naranja tostado sobre crema.
    public static let light = PickerRowStyle(
        fontName: "Futura-Medium", pointSize: 22, textColor: RGBColor(hex: 0xB04A00),
        background: RGBColor(hex: 0xFFF8EF))

    /// Dark appearance: bright orange on near-black. / Apariencia oscura: naranja vivo sobre casi negro.
    public static let dark = PickerRowStyle(
        fontName: "Futura-Medium", pointSize: 22, textColor: RGBColor(hex: 0xFF9F0A),
        background: RGBColor(hex: 0x1C1C1E))

    public static func style(darkAppearance: Bool) -> PickerRowStyle {
        darkAppearance ? dark : light
    }

    // MARK: - Row size / Tamaño de fila

    /// The font follows Title 2 up to Productos' cap (AppCore's `PickerRowMetrics`): uncapped, AX5 made
    /// rows ≈ 110 pt and the wheel showed two. / La fuente sigue Title 2 hasta el tope de Productos.
    public static let maximumPointSize = PickerRowMetrics.maximumRowPointSize
    /// A name too wide for the row shrinks to this scale, then wraps to `maximumLines`.
    /// Un nombre demasiado ancho se encoge hasta esta escala y luego se parte en `maximumLines`.
    public static let minimumScaleFactor = PickerRowMetrics.minimumScaleFactor
    public static let maximumLines = PickerRowMetrics.maximumLines
    /// A row is never shorter than a touch target. / Una fila nunca es más baja que un objetivo táctil.
    public static let minimumRowHeight = 44.0

    /// Row height for the (capped) font's line height: room for two shrunken lines, at least 44 pt.
    /// Alto de fila para el alto de línea de la fuente (con tope): dos líneas encogidas, al menos 44 pt.
    public static func rowHeight(lineHeight: Double) -> Double {
        max(minimumRowHeight, PickerRowMetrics.rowHeight(lineHeight: lineHeight))
    }

    // MARK: - Row font fitted to the wheel / Fuente de fila ajustada a la rueda

    /// The wheel is the field's `inputView`, as tall as the keyboard: 216 pt, 162 pt in compact height
    /// (an iPhone in landscape). / La rueda mide lo que el teclado: 216 pt, 162 pt con altura compacta.
    public static let wheelHeights = (regular: 216.0, compact: 162.0)
    /// Rows the wheel shows at every text size, in both orientations. / Filas visibles siempre.
    public static let minimumVisibleRows = 3.0
    /// Sizes are searched to this precision, in points. / Precisión de la búsqueda, en puntos.
    public static let precision = 0.01

    /// The row font's size when Dynamic Type asks for `preferred` points (Title 2 scaled) of a font
    /// whose line is `lineHeightPerPoint` × its size (the view measures it from the real Futura):
    /// at most `maximumPointSize`, and at most the largest size whose rows (`rowHeight`) leave
    /// `minimumVisibleRows` in the compact wheel — the shorter one, so three rows in either
    /// orientation, and the font does not change when the phone turns. Capped at 28 pt only, XXL's
    /// 26 pt Futura made 55 pt rows: 2.9 rows in landscape.
    /// El tamaño de la fuente de las filas: como mucho el tope y el mayor cuyas filas dejan tres en la
    /// rueda compacta (la más baja), así que tres filas en ambas orientaciones sin cambiar al girar.
    public static func fittedPointSize(preferred: Double, lineHeightPerPoint: Double) -> Double {
        let ratio = lineHeightPerPoint.isFinite && lineHeightPerPoint > 0 ? lineHeightPerPoint : 0
        let wanted = preferred.isFinite && preferred > 0 ? preferred : light.pointSize
        let ceiling = min(wanted, maximumPointSize)
        func fits(_ size: Double) -> Bool {
            minimumVisibleRows * rowHeight(lineHeight: size * ratio) <= wheelHeights.compact
        }
        guard !fits(ceiling) else { return ceiling }
        var (low, high) = (0.0, ceiling)
        while high - low > precision {
            let middle = (low + high) / 2
            if fits(middle) { low = middle } else { high = middle }
        }
        return low
    }
}
