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
}
