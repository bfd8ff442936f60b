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
    /// The tracking the face applies at each whole point size (index: the size rounded down), in
    /// thousandths of an em; past the end, none. / El tracking por tamaño, en milésimas de em.
    let trackingPerMille: [Double]
    let advances: [Character: Double]

    /// The system font (SF Pro) as UIKit measures it: its line from public `UIFont` measurements
    /// (1.193359375 em); widths from Liberation Sans raised, character by character, to the public
    /// measurements of SF's advances, plus the HIG's tracking per point size (Scripts/layout/
    /// font_metrics.py records every source and proves the widths never narrower; docs/layout.md).
    /// La fuente del sistema como la mide UIKit: su línea medida, anchos de Liberation Sans elevados
    /// a las mediciones públicas de SF y el tracking de la HIG por tamaño.
    public static let system = sfProRegular
    public static let systemBold = sfProBold
    /// TestApp's Lato: the repository's own font files, exact. / Lato de TestApp: exacta.
    public static let lato = latoRegular
    public static let latoBoldFace = latoBold
    /// Estados' Futura-Medium: a 1.31 em line (no public measurement found; the source is recorded in
    /// the script); widths of Liberation Sans Bold, assumed wider (no public Futura width was found).
    /// Futura-Medium de Estados: línea de 1,31 em; anchos de Liberation Sans Bold, supuestos más anchos.
    public static let futuraMedium = futuraMediumStandIn

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

    /// Width of `text` on one line at `size` points (no kerning: errs wide), tracking included: on
    /// every character when it widens, on all but the last when it narrows (errs wide again).
    /// Ancho de `text` en una línea a `size` puntos (sin kerning), con el tracking: en cada carácter
    /// si ensancha, en todos menos el último si angosta (se equivoca hacia lo ancho).
    public func width(of text: String, size: Double) -> Double {
        let advances = text.reduce(0) { $0 + advance($1) } * size
        let perCharacter = tracking(size: size) * size
        let count = Double(text.count)
        return advances + perCharacter * (perCharacter > 0 ? count : max(count - 1, 0))
    }

    /// The tracking at `size`, in ems (the HIG's table for SF; 0 for a face without one).
    /// El tracking a `size`, en ems.
    public func tracking(size: Double) -> Double {
        guard size.isFinite, size >= 0 else { return 0 }
        let index = Int(size.rounded(.down))
        return trackingPerMille.indices.contains(index) ? trackingPerMille[index] / 1000 : 0
    }

    /// The height of one line at `size` points (ascender + descender + line gap, as UIKit's
    /// `lineHeight`). / La altura de una línea a `size` puntos.
    public func lineHeight(size: Double) -> Double {
        (ascender + descender + lineGap) * size
    }
}
