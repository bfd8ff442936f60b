import Foundation

/// One typeface's metrics in ems: what the layout model needs to measure a line of text.
/// Las métricas de una fuente en ems: lo que el modelo de layout necesita para medir una línea.
public struct FontFace: Equatable, Sendable {
    public let name: String
    public let ascender: Double
    public let descender: Double
    public let lineGap: Double
    /// The widest advance among the table's characters: what an unknown character is taken to
    /// measure, so a guess errs wide. / El avance más ancho: lo que mide un carácter desconocido.
    public let widestAdvance: Double
    let advances: [Character: Double]

    /// The system font (SF Pro). Stand-in: Liberation Sans, assumed wider (see docs/layout.md).
    /// La fuente del sistema. Sustituta: Liberation Sans, que se supone más ancha.
    public static let system = liberationSansRegular
    public static let systemBold = liberationSansBold
    /// TestApp's Lato: the repository's own font files, exact. / Lato de TestApp: exacta.
    public static let lato = latoRegular
    public static let latoBoldFace = latoBold
    /// Estados' Futura-Medium. Stand-in: Liberation Sans Bold, assumed wider.
    /// Futura-Medium de Estados. Sustituta: Liberation Sans Bold, que se supone más ancha.
    public static let futuraMedium = liberationSansBold

    /// The advance of `character` in ems; an emoji is one em, an unknown character the widest.
    /// El avance de `character` en ems; un emoji mide un em, un carácter desconocido el más ancho.
    public func advance(_ character: Character) -> Double {
        if let width = advances[character] { return width }
        if character.unicodeScalars.contains(where: Self.isEmoji) { return 1 }
        return widestAdvance
    }

    /// The pictographic blocks (emoji drawn one em wide by Apple Color Emoji).
    /// Los bloques pictográficos (emoji de un em de ancho).
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F000...0x1FAFF).contains(scalar.value) || (0x2600...0x27BF).contains(scalar.value)
    }

    /// Width of `text` on one line at `size` points (no kerning: errs wide).
    /// Ancho de `text` en una línea a `size` puntos (sin kerning: se equivoca hacia lo ancho).
    public func width(of text: String, size: Double) -> Double {
        text.reduce(0) { $0 + advance($1) } * size
    }

    /// The height of one line at `size` points (ascender + descender + line gap, as UIKit's
    /// `lineHeight`). / La altura de una línea a `size` puntos.
    public func lineHeight(size: Double) -> Double {
        (ascender + descender + lineGap) * size
    }
}
