/// Text laid out in a width: its lines, what they need, and what went wrong.
/// Texto dispuesto en un ancho: sus líneas, lo que ocupan y lo que salió mal.
public struct TextBlock: Equatable, Sendable {
    public let lines: [String]
    /// The widest line's width. / El ancho de la línea más ancha.
    public let width: Double
    public let height: Double
    /// A single word wider than the width had to be broken inside (UIKit breaks it by characters).
    /// Una palabra más ancha que el ancho tuvo que partirse por dentro.
    public let brokenWords: [String]
    /// More lines were needed than `numberOfLines` allows: the rest is cut with "…".
    /// Hacían falta más líneas de las permitidas: el resto se corta con "…".
    public let isTruncated: Bool
}

/// Word wrapping as `UILabel` does with `.byWordWrapping`: words go on a line while they fit; a word
/// that alone is wider than the line is broken by characters (a finding: "automáti/camente").
/// Ajuste por palabras como `UILabel` con `.byWordWrapping`: una palabra más ancha que la línea se
/// parte por caracteres (un hallazgo).
public struct TextMeasure: Sendable {
    public let face: FontFace
    public let size: Double

    public init(face: FontFace, size: Double) {
        self.face = face
        self.size = size
    }

    /// `numberOfLines` 0 means no limit, as in UIKit. / 0 significa sin límite, como en UIKit.
    public func layout(_ text: String, width: Double, numberOfLines: Int = 0) -> TextBlock {
        var lines: [String] = []
        var broken: [String] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += wrap(String(paragraph), width: width, broken: &broken)
        }
        let limit = numberOfLines > 0 ? numberOfLines : Int.max
        let shown = Array(lines.prefix(limit))
        return TextBlock(
            lines: shown,
            width: shown.map { face.width(of: $0, size: size) }.max() ?? 0,
            height: Double(shown.count) * face.lineHeight(size: size),
            brokenWords: broken,
            isTruncated: lines.count > limit)
    }

    private func wrap(_ paragraph: String, width: Double, broken: inout [String]) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in paragraph.split(separator: " ").map(String.init) {
            let candidate = current.isEmpty ? word : current + " " + word
            if fits(candidate, width) {
                current = candidate
                continue
            }
            if !current.isEmpty { lines.append(current) }
            if fits(word, width) {
                current = word
            } else {
                broken.append(word)
                let pieces = split(word, width: width)
                lines += pieces.dropLast()
                current = pieces.last ?? ""
            }
        }
        lines.append(current)
        return lines
    }

    private func fits(_ text: String, _ width: Double) -> Bool {
        face.width(of: text, size: size) <= width + 1e-9
    }

    private func split(_ word: String, width: Double) -> [String] {
        var pieces: [String] = []
        var current = ""
        for character in word {
            if !current.isEmpty && !fits(current + String(character), width) {
                pieces.append(current)
                current = ""
            }
            current.append(character)
        }
        pieces.append(current)
        return pieces
    }
}
