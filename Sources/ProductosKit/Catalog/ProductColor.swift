import AppCore

/// A colour of the indicator label: its name key and its sRGB value.
/// Un color del indicador: la clave de su nombre y su valor sRGB.
public struct ProductColor: Equatable, Hashable {
    /// Stable identifier, also the suffix of the name key. / Identificador estable y sufijo de la clave.
    public let identifier: String
    public let rgb: RGBColor

    public init(identifier: String, rgb: RGBColor) {
        self.identifier = identifier
        self.rgb = rgb
    }

    /// Key of the colour's name in `Localizable.strings`. / Clave del nombre del color.
    public var nameKey: String { "productos.color.\(identifier)" }

    /// Black or white, whichever contrasts more with the colour. For any sRGB colour the better
    /// of the two reaches at least 4.58:1, so the name on the indicator always meets WCAG AA.
    /// Negro o blanco, el que más contraste tenga. Para cualquier color sRGB el mejor de los dos
    /// alcanza al menos 4.58:1, así que el nombre en el indicador siempre cumple WCAG AA.
    public var textColor: RGBColor {
        rgb.contrastRatio(with: .black) >= rgb.contrastRatio(with: .white) ? .black : .white
    }

    /// Contrast of `textColor` on the colour. / Contraste de `textColor` sobre el color.
    public var textContrast: Double { rgb.contrastRatio(with: textColor) }
}

/// The colours offered by the second component of pickerView1.
/// Los colores del segundo componente de pickerView1.
public enum ProductColorPalette {
    public static let all: [ProductColor] = [
        ProductColor(identifier: "red", rgb: RGBColor(hex: 0xD32F2F)),
        ProductColor(identifier: "green", rgb: RGBColor(hex: 0x2E7D32)),
        ProductColor(identifier: "blue", rgb: RGBColor(hex: 0x1565C0)),
        ProductColor(identifier: "yellow", rgb: RGBColor(hex: 0xFBC02D)),
        ProductColor(identifier: "orange", rgb: RGBColor(hex: 0xEF6C00)),
        ProductColor(identifier: "purple", rgb: RGBColor(hex: 0x6A1B9A)),
        ProductColor(identifier: "pink", rgb: RGBColor(hex: 0xF48FB1)),
        ProductColor(identifier: "cyan", rgb: RGBColor(hex: 0x00ACC1)),
        ProductColor(identifier: "black", rgb: RGBColor(hex: 0x212121)),
        ProductColor(identifier: "white", rgb: RGBColor(hex: 0xFAFAFA)),
    ]
}
