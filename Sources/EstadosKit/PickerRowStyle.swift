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
}
