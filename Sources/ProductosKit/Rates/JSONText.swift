import Foundation

/// A JSON value whose numbers keep their exact text, so that "17.8213" becomes
/// `Decimal(string: "17.8213")` and never passes through `Double` (as `JSONDecoder` may).
/// Un valor JSON cuyos números conservan su texto exacto, para que "17.8213" llegue a
/// `Decimal` sin pasar por `Double` (como puede hacerlo `JSONDecoder`).
enum JSONValue: Equatable {
    case object([String: JSONValue])
    case array([JSONValue])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

/// A small strict JSON reader (RFC 8259) over UTF-8 bytes. It reports the byte offset of the
/// first problem instead of crashing, and limits nesting so hostile input cannot overflow the stack.
/// Lector JSON estricto y pequeño (RFC 8259) sobre bytes UTF-8. Informa la posición del primer
/// problema en vez de fallar, y limita el anidamiento para que una entrada hostil no desborde la pila.
struct JSONTextReader {
    struct SyntaxError: Error, Equatable {
        let offset: Int
        let reason: String
    }

    /// What a parse cost, counted (tests check the work is linear without timing anything).
    /// Lo que costó una lectura, contado (las pruebas verifican que el trabajo es lineal sin medir tiempo).
    struct Cost: Equatable {
        /// Bytes written into string buffers (each decoded byte exactly once). / Bytes escritos en búferes de cadenas.
        var stringBytesWritten = 0
        /// `String`s built (one per JSON string). / `String`s construidas (una por cadena JSON).
        var stringsBuilt = 0
    }

    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0
    private var cost = Cost()

    private init(_ data: Data) {
        bytes = [UInt8](data)
    }

    static func parse(_ data: Data) throws -> JSONValue {
        try parseCounting(data).value
    }

    /// Parses and reports the cost. / Interpreta e informa el costo.
    static func parseCounting(_ data: Data) throws -> (value: JSONValue, cost: Cost) {
        var reader = JSONTextReader(data)
        reader.skipWhitespace()
        let value = try reader.readValue(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.bytes.count else { throw reader.error("unexpected text after the JSON value") }
        return (value, reader.cost)
    }

    // MARK: - Values / Valores

    private mutating func readValue(depth: Int) throws -> JSONValue {
        guard depth < Self.maximumDepth else { throw error("nesting deeper than \(Self.maximumDepth)") }
        guard let byte = peek() else { throw error("unexpected end of data") }
        switch byte {
        case UInt8(ascii: "{"): return try readObject(depth: depth)
        case UInt8(ascii: "["): return try readArray(depth: depth)
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try readNumber())
        case UInt8(ascii: "t"): return try readLiteral("true", value: .bool(true))
        case UInt8(ascii: "f"): return try readLiteral("false", value: .bool(false))
        case UInt8(ascii: "n"): return try readLiteral("null", value: .null)
        default: throw error("unexpected character")
        }
    }

    private mutating func readObject(depth: Int) throws -> JSONValue {
        index += 1
        var members: [String: JSONValue] = [:]
        skipWhitespace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipWhitespace()
            guard peek() == UInt8(ascii: "\"") else { throw error("expected a member name") }
            let name = try readString()
            skipWhitespace()
            guard consume(UInt8(ascii: ":")) else { throw error("expected ':'") }
            skipWhitespace()
            members[name] = try readValue(depth: depth + 1)
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw error("expected ',' or '}'") }
        return .object(members)
    }

    private mutating func readArray(depth: Int) throws -> JSONValue {
        index += 1
        var elements: [JSONValue] = []
        skipWhitespace()
        if consume(UInt8(ascii: "]")) { return .array(elements) }
        repeat {
            skipWhitespace()
            elements.append(try readValue(depth: depth + 1))
            skipWhitespace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw error("expected ',' or ']'") }
        return .array(elements)
    }

    private mutating func readLiteral(_ word: String, value: JSONValue) throws -> JSONValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
        else { throw error("invalid literal") }
        index += expected.count
        return value
    }

    // MARK: - Numbers / Números

    /// Reads `-? int frac? exp?` and returns its text unchanged. / Devuelve el texto tal cual.
    private mutating func readNumber() throws -> String {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        if consume(UInt8(ascii: "0")) {
            if let next = peek(), isDigit(next) { throw error("leading zero in a number") }
        } else {
            guard skipDigits() > 0 else { throw error("expected a digit") }
        }
        if consume(UInt8(ascii: ".")) {
            guard skipDigits() > 0 else { throw error("expected a digit after '.'") }
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            _ = consume(UInt8(ascii: "+")) || consume(UInt8(ascii: "-"))
            guard skipDigits() > 0 else { throw error("expected an exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipDigits() -> Int {
        let start = index
        while let byte = peek(), isDigit(byte) { index += 1 }
        return index - start
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    // MARK: - Strings / Cadenas

    /// Reads a string in one pass: unescaped bytes and decoded escapes go into one UTF-8 buffer that
    /// is turned into a `String` once at the end, so the cost is linear in the string's length
    /// (the old reader appended to a `String.UnicodeScalarView` before every escape, and each such
    /// `append(contentsOf:)` copies the whole view: 1 M escapes took 23 s).
    /// Lee una cadena en una pasada: los bytes sin escapar y los escapes decodificados van a un solo
    /// búfer UTF-8 que se convierte en `String` una vez al final; el costo es lineal en la longitud.
    private mutating func readString() throws -> String {
        index += 1
        var utf8: [UInt8] = []
        while let byte = peek() {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                cost.stringBytesWritten += utf8.count
                cost.stringsBuilt += 1
                return String(decoding: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                Self.appendUTF8(try readEscape(), to: &utf8)
            case 0..<0x20:
                // Report the control character's own byte. / Se informa el byte del propio carácter.
                index -= 1
                throw error("control character in a string")
            default:
                utf8.append(byte)
            }
        }
        throw error("unterminated string")
    }

    /// Appends the UTF-8 bytes of `scalar` (1–4 bytes, RFC 3629). / Añade los bytes UTF-8 de `scalar`.
    static func appendUTF8(_ scalar: Unicode.Scalar, to bytes: inout [UInt8]) {
        let value = scalar.value
        switch value {
        case 0..<0x80:
            bytes.append(UInt8(value))
        case 0x80..<0x800:
            bytes.append(UInt8(0xC0 | (value >> 6)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        case 0x800..<0x10000:
            bytes.append(UInt8(0xE0 | (value >> 12)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        default:
            bytes.append(UInt8(0xF0 | (value >> 18)))
            bytes.append(UInt8(0x80 | ((value >> 12) & 0x3F)))
            bytes.append(UInt8(0x80 | ((value >> 6) & 0x3F)))
            bytes.append(UInt8(0x80 | (value & 0x3F)))
        }
    }

    private mutating func readEscape() throws -> Unicode.Scalar {
        guard let byte = peek() else { throw error("unterminated escape") }
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try readUnicodeEscape()
        default: throw error("invalid escape")
        }
    }

    /// `\uXXXX`, joining a surrogate pair when one follows. / Une un par sustituto si lo hay.
    private mutating func readUnicodeEscape() throws -> Unicode.Scalar {
        let first = try readHex4()
        if (0xD800...0xDBFF).contains(first) {
            guard consume(UInt8(ascii: "\\")), consume(UInt8(ascii: "u")) else { throw error("lone surrogate") }
            let second = try readHex4()
            guard (0xDC00...0xDFFF).contains(second) else { throw error("invalid surrogate pair") }
            let combined = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
            guard let scalar = Unicode.Scalar(combined) else { throw error("invalid code point") }
            return scalar
        }
        guard let scalar = Unicode.Scalar(first) else { throw error("lone surrogate") }
        return scalar
    }

    private mutating func readHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw error("invalid \\u escape") }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexValue(byte) else { throw error("invalid \\u escape") }
            value = value << 4 | digit
        }
        index += 4
        return value
    }

    private static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    // MARK: - Cursor / Cursor

    private func peek() -> UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard peek() == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), [0x20, 0x09, 0x0A, 0x0D].contains(byte) { index += 1 }
    }

    private func error(_ reason: String) -> SyntaxError {
        SyntaxError(offset: index, reason: reason)
    }
}
