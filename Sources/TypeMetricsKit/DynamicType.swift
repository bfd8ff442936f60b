import AppCore

/// UIKit's text styles, by the names storyboards use (`UICTFontTextStyleBody`…).
/// Los estilos de texto de UIKit, con los nombres que usan los storyboards.
public enum TextStyle: String, CaseIterable, Sendable {
    case largeTitle = "UICTFontTextStyleTitle0"
    case title1 = "UICTFontTextStyleTitle1"
    case title2 = "UICTFontTextStyleTitle2"
    case title3 = "UICTFontTextStyleTitle3"
    case headline = "UICTFontTextStyleHeadline"
    case body = "UICTFontTextStyleBody"
    case callout = "UICTFontTextStyleCallout"
    case subheadline = "UICTFontTextStyleSubhead"
    case footnote = "UICTFontTextStyleFootnote"
    case caption1 = "UICTFontTextStyleCaption1"
    case caption2 = "UICTFontTextStyleCaption2"

    /// Headline is semibold; every other style regular. / Headline es seminegrita; el resto regular.
    public var isBold: Bool { self == .headline }
}

/// The point size of each text style at each text size, as `UIFont.preferredFont(forTextStyle:)`
/// gives it on iPhone (iOS 11 and later: every style grows through the accessibility sizes).
/// Source: Apple's Human Interface Guidelines, Typography, "Dynamic Type sizes" (iOS, iPadOS),
/// whose Large column is the default `preferredFont` sizes (Body 17, Title 2 22…). What a device
/// measures may differ by a point; the calibration dump (docs/layout.md) would show it.
/// El tamaño en puntos de cada estilo en cada tamaño de texto, como lo da `preferredFont` en iPhone.
/// Fuente: Human Interface Guidelines de Apple, Tipografía, "Dynamic Type sizes".
public enum DynamicType {
    // xS, S, M, L, XL, XXL, XXXL, AX1, AX2, AX3, AX4, AX5
    private static let table: [TextStyle: [Double]] = [
        .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
        .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
        .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
        .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 53],
        .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
        .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
        .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
        .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
        .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
        .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
    ]

    public static func pointSize(_ style: TextStyle, at category: TextSizeCategory) -> Double {
        table[style]![category.rawValue]
    }

    /// How much a font of `style` grows at `category` (what `UIFontMetrics.scaledValue` does to a
    /// custom font, e.g. Lato): the style's size there over its size at Large.
    /// Cuánto crece una fuente del estilo en `category` (lo que hace `UIFontMetrics` a una propia).
    public static func scale(_ style: TextStyle, at category: TextSizeCategory) -> Double {
        pointSize(style, at: category) / pointSize(style, at: .large)
    }
}
