import Foundation

/// An attributed text described without UIKit: the plain string plus runs of attributes over
/// UTF-16 ranges (the units of `NSRange`/`NSAttributedString`). The view controller turns it into
/// an `NSAttributedString`; tests read the ranges directly.
/// Un texto con atributos descrito sin UIKit: la cadena y tramos de atributos sobre rangos UTF-16
/// (las unidades de `NSRange`). El view controller lo convierte en `NSAttributedString`.
public struct StyledText: Equatable {
    public let string: String
    public let runs: [StyledRun]

    /// Joins `segments` and records the range of each one that has attributes.
    /// Une `segments` y anota el rango de cada uno que tiene atributos.
    public init(segments: [StyledSegment]) {
        var string = ""
        var runs: [StyledRun] = []
        for segment in segments {
            let start = string.utf16.count
            string += segment.text
            let range = NSRange(location: start, length: segment.text.utf16.count)
            if !segment.attributes.isEmpty, range.length > 0 {
                runs.append(StyledRun(range: range, attributes: segment.attributes))
            }
        }
        self.string = string
        self.runs = runs
    }

    /// The substring a run covers (for tests and VoiceOver). / La subcadena de un tramo.
    public func text(of run: StyledRun) -> String {
        (string as NSString).substring(with: run.range)
    }

    /// Every link with the text that carries it. / Cada enlace con el texto que lo lleva.
    public var links: [(text: String, url: URL)] {
        runs.compactMap { run in run.link.map { (text(of: run), $0) } }
    }
}

/// A piece of text with its attributes. / Un trozo de texto con sus atributos.
public struct StyledSegment: Equatable {
    public let text: String
    public let attributes: [TextAttribute]

    public init(_ text: String, _ attributes: [TextAttribute] = []) {
        self.text = text
        self.attributes = attributes
    }
}

/// Attributes applied over `range` (UTF-16). / Atributos aplicados sobre `range` (UTF-16).
public struct StyledRun: Equatable {
    public let range: NSRange
    public let attributes: [TextAttribute]

    public var link: URL? {
        for case .link(let url) in attributes { return url }
        return nil
    }
}

/// Platform-neutral text attributes; the view maps them to UIKit keys (Dynamic Type fonts,
/// dark-mode-aware colours). / Atributos neutrales; la vista los traduce a claves de UIKit.
public enum TextAttribute: Equatable {
    /// Bold version of the body text style. / Versión negrita del estilo de texto.
    case bold
    /// Italic version of the body text style. / Versión cursiva del estilo de texto.
    case italic
    /// A semantic colour that adapts to dark mode. / Un color semántico que se adapta al modo oscuro.
    case color(TextTint)
    case underline
    case link(URL)
}

/// Semantic colours of the styled text. / Colores semánticos del texto con estilo.
public enum TextTint: Equatable {
    /// The app's accent (asset colour with a dark variant). / El acento de la app (con variante oscura).
    case accent
    /// Secondary text. / Texto secundario.
    case secondary
}
