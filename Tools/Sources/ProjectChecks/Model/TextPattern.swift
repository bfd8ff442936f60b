import Foundation

/// A thin wrapper over `NSRegularExpression` working in UTF-16 offsets, which is what the Swift
/// source scanner uses too. / Envoltorio de `NSRegularExpression` en desplazamientos UTF-16.
struct TextPattern {
    struct Match {
        let range: NSRange
        let groups: [String?]
        /// UTF-16 ranges of the capture groups (location `NSNotFound` when absent).
        let groupRanges: [NSRange]

        /// Capture group `index` (1-based), or "" when it did not participate.
        /// El grupo `index` (desde 1), o "" si no participó.
        subscript(index: Int) -> String { groups[index - 1] ?? "" }
    }

    private let expression: NSRegularExpression

    init(_ pattern: String) {
        do {
            expression = try NSRegularExpression(pattern: pattern, options: [])
        } catch {
            preconditionFailure("Invalid pattern \(pattern): \(error)")
        }
    }

    func matches(in text: String) -> [Match] {
        let string = NSString(string: text)
        return expression.matches(in: text, range: NSRange(location: 0, length: string.length)).map { result in
            let groups = (1..<max(result.numberOfRanges, 1)).map { index -> String? in
                let range = result.range(at: index)
                return range.location == NSNotFound ? nil : string.substring(with: range)
            }
            let ranges = (1..<max(result.numberOfRanges, 1)).map { result.range(at: $0) }
            return Match(range: result.range, groups: groups, groupRanges: ranges)
        }
    }

    func firstMatch(in text: String) -> Match? { matches(in: text).first }
}
