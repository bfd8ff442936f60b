import Foundation

/// The generated sections of a Markdown document: each sits between a line
/// `<!-- layout-check:generated:begin <id> -->` and a line `<!-- layout-check:generated:end <id> -->`,
/// and only what is between them is rewritten. Every known id must appear exactly once; an unknown
/// id, a begin without its end, an end without its begin or a malformed marker is an error.
/// Las secciones generadas de un documento Markdown: cada una entre una línea de inicio y una de
/// fin con su id; solo se reescribe lo que hay entre ellas. Cada id conocido aparece una sola vez;
/// un id desconocido, un inicio sin fin, un fin sin inicio o una marca mal formada es un error.
public enum LayoutDocMarkers {
    static let prefix = "<!-- layout-check:generated:"

    public static func begin(_ id: String) -> String { "\(prefix)begin \(id) -->" }
    public static func end(_ id: String) -> String { "\(prefix)end \(id) -->" }

    /// Why a document cannot be rewritten; `line` counts from 1.
    /// Por qué no se puede reescribir un documento; `line` cuenta desde 1.
    public enum Failure: Error, Equatable, CustomStringConvertible {
        case malformed(line: Int)
        case unknown(String, line: Int)
        case duplicate(String, line: Int)
        case unterminated(String, line: Int)
        case unopened(String, line: Int)
        case missing(String)

        public var description: String {
            switch self {
            case .malformed(let line):
                return "line \(line): a layout-check:generated marker must be a line of its own, "
                    + "`\(LayoutDocMarkers.begin("<id>"))` or `\(LayoutDocMarkers.end("<id>"))`"
            case .unknown(let id, let line): return "line \(line): no generated section is called \"\(id)\""
            case .duplicate(let id, let line): return "line \(line): section \"\(id)\" appears a second time"
            case .unterminated(let id, let line):
                return "line \(line): section \"\(id)\" begins but has no `\(LayoutDocMarkers.end(id))` before "
                    + "the next section or the end of the file"
            case .unopened(let id, let line):
                return "line \(line): `\(LayoutDocMarkers.end(id))` has no matching begin marker above it"
            case .missing(let id):
                return "section \"\(id)\" is missing: add `\(LayoutDocMarkers.begin(id))` and "
                    + "`\(LayoutDocMarkers.end(id))` where its table belongs"
            }
        }
    }

    private enum Marker {
        case begin(String)
        case end(String)
    }

    /// The marker on `line`, nil for an ordinary line. / La marca de la línea, nil si no hay.
    private static func marker(_ line: Substring, number: Int) throws -> Marker? {
        guard line.contains(prefix) else { return nil }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        let words = trimmed.dropFirst(prefix.count).split(separator: " ")
        guard trimmed.hasPrefix(prefix), words.count == 3, words[2] == "-->" else {
            throw Failure.malformed(line: number)
        }
        switch words[0] {
        case "begin": return .begin(String(words[1]))
        case "end": return .end(String(words[1]))
        default: throw Failure.malformed(line: number)
        }
    }

    /// The ids of the sections `text` holds, in order (checked as `rewrite` checks them, with
    /// `known` nil accepting every id). / Los ids de las secciones del texto, en orden.
    public static func sections(in text: String, known: Set<String>? = nil) throws -> [String] {
        var ids: [String] = []
        _ = try splice(text, known: known) { id in
            ids.append(id)
            return ""
        }
        return ids
    }

    /// `text` with the body of every section replaced by `content(id)` (framed by blank lines);
    /// every id of `known` must be present. / El texto con el cuerpo de cada sección reemplazado.
    public static func rewrite(
        _ text: String, known: Set<String>, content: (String) throws -> String
    ) throws -> String {
        let ids = try sections(in: text, known: known)
        for id in known.sorted() where !ids.contains(id) { throw Failure.missing(id) }
        return try splice(text, known: known) { id in "\n" + (try content(id)) + "\n" }
    }

    private static func splice(
        _ text: String, known: Set<String>?, _ body: (String) throws -> String
    ) throws -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var output: [String] = []
        var open: (id: String, line: Int)?
        var seen: Set<String> = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            switch try marker(line, number: number) {
            case .begin(let id)?:
                if let open { throw Failure.unterminated(open.id, line: open.line) }
                if let known, !known.contains(id) { throw Failure.unknown(id, line: number) }
                if !seen.insert(id).inserted { throw Failure.duplicate(id, line: number) }
                open = (id, number)
                output.append(String(line))
            case .end(let id)?:
                guard let current = open, current.id == id else { throw Failure.unopened(id, line: number) }
                output.append(try body(id))
                output.append(String(line))
                open = nil
            case nil:
                if open == nil { output.append(String(line)) }
            }
        }
        if let open { throw Failure.unterminated(open.id, line: open.line) }
        return output.joined(separator: "\n")
    }
}
