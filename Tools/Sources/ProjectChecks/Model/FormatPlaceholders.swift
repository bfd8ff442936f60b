import Foundation

/// The printf-style placeholders of a localized string, by argument position, so Spanish and
/// English can be compared even when a translation reorders arguments (`%1$@ … %2$ld`).
/// Los marcadores printf de un texto, por posición de argumento, para comparar español e inglés
/// aunque la traducción reordene los argumentos.
public struct FormatPlaceholders: Equatable, CustomStringConvertible {
    /// Argument position (1-based) → length modifier + conversion (`@`, `d`, `ld`, `f`…).
    public let types: [Int: String]

    private static let pattern = TextPattern(
        #"%(?:(\d+)\$)?[-+ #0']*(?:\d+|\*)?(?:\.(?:\d+|\*))?(hh|h|ll|l|q|L|z|t|j)?([@dDiuUxXoOfFeEgGcCsSpaA%])"#)

    public init(_ text: String) {
        var types: [Int: String] = [:]
        var next = 1
        for match in Self.pattern.matches(in: text) where match[3] != "%" {
            let position = Int(match[1]) ?? next
            next = position + 1
            let conversion = match[3] == "i" || match[3] == "D" ? "d" : match[3]
            types[position] = match[2] + conversion
        }
        self.types = types
    }

    public var isEmpty: Bool { types.isEmpty }

    /// `[%1$@, %2$ld]`.
    public var description: String {
        "[" + types.keys.sorted().map { "%\($0)$\(types[$0] ?? "")" }.joined(separator: ", ") + "]"
    }
}
