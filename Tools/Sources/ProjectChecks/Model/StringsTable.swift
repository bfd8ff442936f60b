import Foundation

/// A `.strings` file read in order, keeping for each entry its line and whether a
/// `/* translator comment */` precedes it (which `PropertyListSerialization` would discard).
/// Un archivo `.strings` leído en orden, con la línea de cada entrada y si la precede un
/// `/* comentario para el traductor */` (algo que `PropertyListSerialization` descarta).
public struct StringsTable {
    public struct Entry: Equatable {
        public let key: String
        public let value: String
        public let line: Int
        public let hasTranslatorComment: Bool
    }

    public struct ParseError: Error, CustomStringConvertible {
        public let line: Int
        public let reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    public let entries: [Entry]

    public var keys: Set<String> { Set(entries.map(\.key)) }

    public var values: [String: String] {
        Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    public init(text: String) throws {
        var scanner = StringsScanner(Array(text.unicodeScalars))
        entries = try scanner.entries()
    }

    public init(contentsOf url: URL) throws {
        guard let data = try? Data(contentsOf: url) else { throw ParseError(line: 0, reason: "cannot read file") }
        let text =
            String(data: data, encoding: .utf8)
            ?? String(data: data, encoding: .utf16) ?? ""
        try self.init(text: text)
    }
}

private struct StringsScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0
    private var line = 1

    init(_ scalars: [Unicode.Scalar]) { self.scalars = scalars }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func peek(_ offset: Int) -> Unicode.Scalar? {
        index + offset < scalars.count ? scalars[index + offset] : nil
    }

    private mutating func advance() {
        if current == "\n" { line += 1 }
        index += 1
    }

    mutating func entries() throws -> [StringsTable.Entry] {
        var result: [StringsTable.Entry] = []
        while true {
            // A translator comment ends on the entry's line or the line right above it.
            // Un comentario para el traductor termina en la línea de la entrada o justo encima.
            let commentEnd = try skipTrivia()
            guard current != nil else { return result }
            let entryLine = line
            let commented = commentEnd.map { $0 >= entryLine - 1 } ?? false
            let key = try token()
            _ = try skipTrivia()
            var value = key
            if current == "=" {
                advance()
                _ = try skipTrivia()
                value = try token()
                _ = try skipTrivia()
            }
            guard current == ";" else { throw StringsTable.ParseError(line: line, reason: "expected `;`") }
            advance()
            result.append(.init(key: key, value: value, line: entryLine, hasTranslatorComment: commented))
        }
    }

    /// Skips blanks and comments; returns the line where the last block comment ended.
    /// Salta blancos y comentarios; devuelve la línea donde terminó el último comentario de bloque.
    private mutating func skipTrivia() throws -> Int? {
        var blockCommentEnd: Int?
        while let scalar = current {
            if scalar.properties.isWhitespace || scalar == "\u{FEFF}" {
                advance()
            } else if scalar == "/", peek(1) == "*" {
                let start = line
                advance()
                advance()
                while current != nil, !(current == "*" && peek(1) == "/") { advance() }
                guard current != nil else { throw StringsTable.ParseError(line: start, reason: "unterminated comment") }
                advance()
                advance()
                blockCommentEnd = line
            } else if scalar == "/", peek(1) == "/" {
                while current != nil, current != "\n" { advance() }
            } else {
                break
            }
        }
        return blockCommentEnd
    }

    private mutating func token() throws -> String {
        guard current == "\"" else {
            var word = ""
            while let scalar = current,
                scalar.properties.isAlphabetic || "0123456789_.$/:-".unicodeScalars.contains(scalar)
            {
                word.unicodeScalars.append(scalar)
                advance()
            }
            guard !word.isEmpty else {
                throw StringsTable.ParseError(line: line, reason: "expected a quoted string")
            }
            return word
        }
        let start = line
        advance()
        var text = ""
        while let scalar = current, scalar != "\"" {
            if scalar == "\\" {
                advance()
                text.unicodeScalars.append(escaped())
            } else {
                text.unicodeScalars.append(scalar)
            }
            advance()
        }
        guard current == "\"" else { throw StringsTable.ParseError(line: start, reason: "unterminated string") }
        advance()
        return text
    }

    private func escaped() -> Unicode.Scalar {
        switch current {
        case "n": return "\n"
        case "t": return "\t"
        case "r": return "\r"
        case let scalar?: return scalar
        case nil: return "\\"
        }
    }
}
