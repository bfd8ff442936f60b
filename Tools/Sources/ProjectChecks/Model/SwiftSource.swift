import Foundation

/// A Swift file scanned just enough for the checks: comments removed, string literals located,
/// type declarations with their bodies, `@IBOutlet`s, `@IBAction`s (as Objective-C selectors) and
/// imports. It is a lexer, not a parser: precise on ordinary code, silent on what it cannot read.
/// Un archivo Swift analizado lo justo para los chequeos: sin comentarios, con sus literales de
/// texto, declaraciones de tipos con su cuerpo, `@IBOutlet`, `@IBAction` (como selectores) e imports.
public struct SwiftSource {
    /// A string literal: its raw source text between the quotes. / Un literal de texto.
    public struct StringLiteral {
        public let offset: Int
        public let value: String
        public let isInterpolated: Bool
        public let line: Int
    }

    public struct TypeDeclaration {
        public let kind: String
        public let name: String
        /// First type after `:` (the superclass of a class, if it has one). / Primer tipo tras `:`.
        public let inherited: String?
        public let line: Int
        let body: Range<Int>
    }

    /// Source with comments blanked (same length as the file in UTF-16 units).
    /// Fuente con los comentarios en blanco (misma longitud en UTF-16).
    public let code: String
    /// Like `code`, with string-literal contents blanked too, so patterns never match inside texts.
    /// Como `code`, con el contenido de los literales en blanco.
    public let skeleton: String
    public let literals: [StringLiteral]
    public let types: [TypeDeclaration]
    private let lineStarts: [Int]

    public init(text: String) {
        let lexed = SwiftLexer(text: text)
        code = lexed.code
        skeleton = lexed.skeleton
        lineStarts = lexed.lineStarts
        literals = lexed.literals.map { raw in
            StringLiteral(
                offset: raw.offset, value: raw.value, isInterpolated: raw.isInterpolated,
                line: Self.line(of: raw.offset, in: lexed.lineStarts))
        }
        types = Self.typeDeclarations(
            skeleton: lexed.skeleton, units: lexed.skeletonUnits, lineStarts: lexed.lineStarts)
    }

    /// 1-based line number of a UTF-16 offset. / Número de línea (desde 1) de un desplazamiento.
    public func line(of offset: Int) -> Int { Self.line(of: offset, in: lineStarts) }

    static func line(of offset: Int, in starts: [Int]) -> Int {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return low + 1
    }

    /// The literal whose opening quote is at `offset`. / El literal que abre en `offset`.
    public func literal(at offset: Int) -> StringLiteral? {
        var low = 0
        var high = literals.count - 1
        while low <= high {
            let middle = (low + high) / 2
            if literals[middle].offset == offset { return literals[middle] }
            if literals[middle].offset < offset { low = middle + 1 } else { high = middle - 1 }
        }
        return nil
    }

    /// Literals whose opening quote ends a match of `pattern` on the skeleton.
    /// Literales cuya comilla inicial termina una coincidencia de `pattern` en el esqueleto.
    func literals(after pattern: TextPattern) -> [StringLiteral] {
        pattern.matches(in: skeleton).compactMap { match in
            let location = match.range.location + match.range.length - 1
            return literal(at: location)
        }
    }

    /// The literal starting at capture group `index` of `match`. / El literal del grupo `index`.
    func literal(group index: Int, of match: TextPattern.Match) -> StringLiteral? {
        let range = match.groupRanges[index - 1]
        return range.location == NSNotFound ? nil : literal(at: range.location)
    }

    /// The argument text of the call whose `(` is at `open` (skeleton, literals blanked).
    /// El texto de argumentos de la llamada cuyo `(` está en `open`.
    func arguments(openingAt open: Int) -> String? { parameterList(openingAt: open) }

    // MARK: Declarations / Declaraciones

    private static let declarationKeywords: Set<String> = [
        "func", "var", "let", "subscript", "override", "static", "final", "private", "public", "internal",
        "fileprivate", "open", "required", "convenience", "init", "deinit", "lazy", "weak", "unowned",
        "dynamic", "mutating", "typealias", "protocol", "where",
    ]

    private static let typePattern = TextPattern(
        #"\b(class|struct|enum|extension|protocol|actor)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)

    private static func typeDeclarations(skeleton: String, units: [UInt16], lineStarts: [Int])
        -> [TypeDeclaration]
    {
        typePattern.matches(in: skeleton).compactMap { match in
            let name = match[2]
            guard !declarationKeywords.contains(name) else { return nil }
            let headerStart = match.range.location + match.range.length
            guard
                let open = firstIndex(of: UInt16(UInt8(ascii: "{")), in: units, from: headerStart, stopAt: [";", "}"]),
                let close = matchingBrace(in: units, open: open)
            else { return nil }
            let header = String(decoding: units[headerStart..<open], as: UTF16.self)
            let inherited = TextPattern(#"^\s*(?:<[^>{]*>)?\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)"#).firstMatch(in: header)
            return TypeDeclaration(
                kind: match[1], name: name, inherited: inherited.map { $0[1] },
                line: line(of: match.range.location, in: lineStarts), body: open..<close)
        }
    }

    private static func firstIndex(of unit: UInt16, in units: [UInt16], from start: Int, stopAt: [Character])
        -> Int?
    {
        let stops = Set(stopAt.compactMap { $0.asciiValue.map(UInt16.init) })
        var index = start
        while index < units.count {
            if units[index] == unit { return index }
            if stops.contains(units[index]) { return nil }
            index += 1
        }
        return nil
    }

    private static func matchingBrace(in units: [UInt16], open: Int) -> Int? {
        var depth = 0
        for index in open..<units.count {
            if units[index] == UInt16(UInt8(ascii: "{")) { depth += 1 }
            if units[index] == UInt16(UInt8(ascii: "}")) {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }

    /// The innermost class or extension whose body contains `offset`.
    /// La clase o extensión más interna cuyo cuerpo contiene `offset`.
    func enclosingType(of offset: Int) -> TypeDeclaration? {
        types.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }
    }

    /// Names of `@IBOutlet` properties by owning type name. / `@IBOutlet` por tipo dueño.
    public var outlets: [String: Set<String>] {
        members(TextPattern(#"@IBOutlet\b[\w\s@()]*?\bvar\s+([A-Za-z_][A-Za-z0-9_]*)"#)) { match, _ in match[1] }
    }

    /// Objective-C selectors of `@IBAction` methods by owning type name.
    /// Selectores Objective-C de los métodos `@IBAction` por tipo dueño.
    public var actions: [String: Set<String>] {
        members(TextPattern(#"@IBAction\b[\w\s@()]*?\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)\s*\("#)) { match, end in
            Self.selector(name: match[1], parameters: parameterList(openingAt: end - 1))
        }
    }

    private func members(_ pattern: TextPattern, name: (TextPattern.Match, Int) -> String?) -> [String: Set<String>] {
        var result: [String: Set<String>] = [:]
        for match in pattern.matches(in: skeleton) {
            guard let owner = enclosingType(of: match.range.location),
                owner.kind == "class" || owner.kind == "extension",
                let member = name(match, match.range.location + match.range.length)
            else { continue }
            result[owner.name, default: []].insert(member)
        }
        return result
    }

    /// The text between the parenthesis at `open` and its match. / El texto entre paréntesis.
    private func parameterList(openingAt open: Int) -> String? {
        let units = Array(skeleton.utf16)
        var depth = 0
        for index in open..<units.count {
            if units[index] == UInt16(UInt8(ascii: "(")) { depth += 1 }
            if units[index] == UInt16(UInt8(ascii: ")")) {
                depth -= 1
                if depth == 0 { return String(decoding: units[(open + 1)..<index], as: UTF16.self) }
            }
        }
        return nil
    }

    /// Objective-C selector of a Swift method: `save()` → `save`, `save(_:)` → `save:`,
    /// `save(sender:)` → `saveWithSender:`, `save(_:forEvent:)` → `save:forEvent:`.
    /// Selector Objective-C de un método Swift.
    public static func selector(name: String, parameters: String?) -> String {
        let labels = splitTopLevel(parameters ?? "").compactMap { parameter -> String? in
            let beforeColon = parameter.split(separator: ":", maxSplits: 1).first ?? ""
            let words = beforeColon.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
            return words.first.map(String.init)
        }
        guard let first = labels.first else { return name }
        var selector =
            first == "_" ? name + ":" : name + "With" + first.prefix(1).uppercased() + first.dropFirst() + ":"
        for label in labels.dropFirst() { selector += (label == "_" ? "" : label) + ":" }
        return selector
    }

    private static func splitTopLevel(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            switch character {
            case "(", "[", "<": depth += 1
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { parts.append(current) }
        return parts
    }

    /// Modules named by `import` statements. / Módulos nombrados por `import`.
    public var imports: [(module: String, line: Int)] {
        TextPattern(
            #"(?m)^[ \t]*(?:@[A-Za-z_]+[ \t]+)*import[ \t]+(?:(?:class|struct|enum|protocol|func|var|let|typealias)[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)"#
        )
        .matches(in: skeleton).map { ($0[1], line(of: $0.range.location)) }
    }
}
