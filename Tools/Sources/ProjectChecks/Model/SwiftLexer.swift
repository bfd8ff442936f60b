import Foundation

/// Walks Swift source once, in UTF-16 units, blanking comments (and, in the skeleton, string
/// contents) while recording every string literal. Handles nested block comments, multi-line
/// strings, raw strings (`#"…"#`) and interpolation (`\(…)`, itself code with its own literals).
/// Recorre la fuente Swift una vez, en unidades UTF-16: borra comentarios (y en el esqueleto el
/// contenido de los textos) y registra cada literal, con interpolación y textos multilínea.
struct SwiftLexer {
    struct RawLiteral {
        let offset: Int
        var value: String
        var isInterpolated: Bool
    }

    private enum Context {
        case code(parenDepth: Int)
        case string(delimiter: [UInt16], hashes: Int, literalIndex: Int, contentStart: Int)
    }

    private static let space = UInt16(UInt8(ascii: " "))
    private static let newline = UInt16(UInt8(ascii: "\n"))
    private static let quote = UInt16(UInt8(ascii: "\""))
    private static let slash = UInt16(UInt8(ascii: "/"))
    private static let star = UInt16(UInt8(ascii: "*"))
    private static let backslash = UInt16(UInt8(ascii: "\\"))
    private static let hash = UInt16(UInt8(ascii: "#"))

    private(set) var code: String = ""
    private(set) var skeleton: String = ""
    private(set) var skeletonUnits: [UInt16] = []
    private(set) var literals: [RawLiteral] = []
    private(set) var lineStarts: [Int] = [0]

    private let source: [UInt16]
    private var codeUnits: [UInt16]
    private var stack: [Context] = [.code(parenDepth: -1)]
    private var index = 0

    init(text: String) {
        source = Array(text.utf16)
        codeUnits = source
        skeletonUnits = source
        for (offset, unit) in source.enumerated() where unit == Self.newline { lineStarts.append(offset + 1) }
        run()
        literals.sort { $0.offset < $1.offset }
        code = String(decoding: codeUnits, as: UTF16.self)
        skeleton = String(decoding: skeletonUnits, as: UTF16.self)
    }

    private func unit(_ offset: Int) -> UInt16? { offset < source.count ? source[offset] : nil }

    private mutating func blank(_ range: Range<Int>, inCode: Bool) {
        for offset in range where source[offset] != Self.newline {
            skeletonUnits[offset] = Self.space
            if inCode { codeUnits[offset] = Self.space }
        }
    }

    private mutating func run() {
        while index < source.count {
            switch stack[stack.count - 1] {
            case .code(let depth): stepCode(parenDepth: depth)
            case .string(let delimiter, let hashes, let literalIndex, let contentStart):
                stepString(delimiter: delimiter, hashes: hashes, literalIndex: literalIndex, contentStart: contentStart)
            }
        }
    }

    private mutating func stepCode(parenDepth: Int) {
        let current = source[index]
        if current == Self.slash, unit(index + 1) == Self.slash {
            let end = source[index...].firstIndex(of: Self.newline) ?? source.count
            blank(index..<end, inCode: true)
            index = end
        } else if current == Self.slash, unit(index + 1) == Self.star {
            skipBlockComment()
        } else if current == Self.quote || (current == Self.hash && startsRawString()) {
            openString()
        } else if parenDepth >= 0, current == UInt16(UInt8(ascii: "(")) {
            stack[stack.count - 1] = .code(parenDepth: parenDepth + 1)
            index += 1
        } else if parenDepth >= 0, current == UInt16(UInt8(ascii: ")")) {
            if parenDepth == 0 {
                stack.removeLast()
            } else {
                stack[stack.count - 1] = .code(parenDepth: parenDepth - 1)
            }
            index += 1
        } else {
            index += 1
        }
    }

    private func startsRawString() -> Bool {
        var offset = index
        while unit(offset) == Self.hash { offset += 1 }
        return unit(offset) == Self.quote
    }

    private mutating func skipBlockComment() {
        let start = index
        var depth = 0
        repeat {
            if unit(index) == Self.slash, unit(index + 1) == Self.star {
                depth += 1
                index += 2
            } else if unit(index) == Self.star, unit(index + 1) == Self.slash {
                depth -= 1
                index += 2
            } else {
                index += 1
            }
        } while depth > 0 && index < source.count
        blank(start..<min(index, source.count), inCode: true)
    }

    private mutating func openString() {
        let start = index
        var hashes = 0
        while unit(index) == Self.hash {
            hashes += 1
            index += 1
        }
        let multiline = unit(index + 1) == Self.quote && unit(index + 2) == Self.quote
        let quotes = multiline ? 3 : 1
        index += quotes
        literals.append(RawLiteral(offset: start + hashes, value: "", isInterpolated: false))
        let delimiter = Array(repeating: Self.quote, count: quotes) + Array(repeating: Self.hash, count: hashes)
        stack.append(
            .string(delimiter: delimiter, hashes: hashes, literalIndex: literals.count - 1, contentStart: index))
    }

    private mutating func stepString(delimiter: [UInt16], hashes: Int, literalIndex: Int, contentStart: Int) {
        var contentStart = contentStart
        if contentStart == -1 {
            // Back from an interpolation. / De vuelta de una interpolación.
            contentStart = index
            literals[literalIndex].value += ")"
            stack[stack.count - 1] = .string(
                delimiter: delimiter, hashes: hashes, literalIndex: literalIndex, contentStart: index)
        }
        let current = source[index]
        if source[index...].starts(with: delimiter) {
            literals[literalIndex].value += String(decoding: source[contentStart..<index], as: UTF16.self)
            stack.removeLast()
            index += delimiter.count
            return
        }
        if current == Self.newline, delimiter.count == 1 + hashes {
            // Unterminated single-line string: recover at the end of the line.
            // Texto de una línea sin cerrar: recuperarse al final de la línea.
            stack.removeLast()
            return
        }
        let escapeHashes = Array(repeating: Self.hash, count: hashes)
        if current == Self.backslash, source[(index + 1)...].starts(with: escapeHashes) {
            let next = index + 1 + hashes
            if unit(next) == UInt16(UInt8(ascii: "(")) {
                literals[literalIndex].value += String(decoding: source[contentStart..<(next + 1)], as: UTF16.self)
                literals[literalIndex].isInterpolated = true
                blank(index..<(next + 1), inCode: false)
                stack[stack.count - 1] = .string(
                    delimiter: delimiter, hashes: hashes, literalIndex: literalIndex, contentStart: -1)
                stack.append(.code(parenDepth: 0))
                index = next + 1
                return
            }
            blank(index..<min(next + 1, source.count), inCode: false)
            index = next + 1
            return
        }
        blank(index..<(index + 1), inCode: false)
        index += 1
    }
}
