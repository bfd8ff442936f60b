import Foundation

/// The state field's font size. A `UITextField` shrinks its text to fit (`adjustsFontSizeToFitWidth`)
/// only while it is not being edited; while the picker is up the field is first responder and the
/// name is cut instead ("Baja Califo" at AX5 on an SE). So the field's font is capped: the largest
/// size, at most the text style's, at which the widest name the picker offers fits the field's text
/// width — idle or editing, the chosen name is whole.
/// El tamaño de la fuente del campo del estado. Un `UITextField` reduce su texto para caber solo si
/// no se está editando; con el picker arriba el campo es el primer respondedor y el nombre se corta
/// ("Baja Califo" en AX5 en un SE). Por eso la fuente tiene un tope: el mayor tamaño, como mucho el
/// del estilo, con el que el nombre más ancho cabe en el ancho de texto del campo.
public enum StateFieldFont {
    /// The step the size goes down by. / El paso con el que baja el tamaño.
    public static let step = 0.5
    /// Never smaller than this (a field a few points wide). / Nunca menor que esto.
    public static let smallestPointSize = 1.0

    /// The largest multiple of `step` not above `preferred` at which `widestWidth(size)` (the widest
    /// name's width at that size, as the caller measures it) fits `textWidth`; `preferred` when it
    /// fits already, `smallestPointSize` at worst. Nonsense input gives `preferred` or the floor.
    /// El mayor múltiplo de `step`, no mayor que `preferred`, con el que el nombre más ancho cabe.
    public static func pointSize(
        preferred: Double, textWidth: Double, widestWidth: (Double) -> Double
    ) -> Double {
        guard preferred.isFinite, preferred > smallestPointSize else { return smallestPointSize }
        guard textWidth.isFinite, textWidth > 0 else { return smallestPointSize }
        var size = preferred
        if widestWidth(size) <= textWidth { return size }
        size = (preferred / step).rounded(.down) * step
        while size > smallestPointSize, widestWidth(size) > textWidth { size -= step }
        return max(size, smallestPointSize)
    }
}
