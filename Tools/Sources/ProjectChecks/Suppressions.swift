import Foundation

/// One inline suppression: a line that is only a comment (`//`, `/* */`, `<!-- -->`, `#`) saying
/// `project-checks:disable-next-line <rule-id> -- <reason>` (`— <reason>` in XML) silences that rule on the next line that
/// is not itself a directive.
/// Una supresión en línea: silencia esa regla en la siguiente línea que no sea otra directiva.
public struct Suppression: Equatable {
    public let path: String
    /// The directive's own line. / La línea de la directiva.
    public let line: Int
    /// The line it silences. / La línea que silencia.
    public let target: Int
    public let rule: String
    public let reason: String

    /// The directives of `text` that open with `marker` (`project-checks:disable-next-line`, or
    /// another tool's, e.g. `layout-check:disable-next-line`): one parser for every tool.
    /// Las directivas de `text` que empiezan por `marker`: un solo lector para cada herramienta.
    public static func parse(_ text: String, path: String, marker: String) -> [Suppression] {
        guard text.contains(marker) else { return [] }
        // A line that is only a comment opening with the marker (text quoting it is not a directive).
        // Una línea que es solo un comentario que empieza por la marca.
        let directive = TextPattern(
            #"^\s*(?://|/\*|<!--|#)\s*"# + NSRegularExpression.escapedPattern(for: marker) + #"(.*)$"#)
        // In Markdown only an HTML comment outside a code block is a comment.
        // En Markdown solo es comentario uno HTML fuera de un bloque de código.
        let isMarkdown = path.hasSuffix(".md")
        var inFence = false
        let lines = text.components(separatedBy: "\n").map { line -> String in
            guard isMarkdown else { return line }
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") { inFence.toggle() }
            return inFence || !line.trimmingCharacters(in: .whitespaces).hasPrefix("<!--") ? "" : line
        }
        var result: [Suppression] = []
        for (index, line) in lines.enumerated() {
            guard let match = directive.firstMatch(in: line) else { continue }
            var rest = match[1].trimmingCharacters(in: .whitespaces)
            for closing in ["-->", "*/"] where rest.hasSuffix(closing) {
                rest = String(rest.dropLast(closing.count)).trimmingCharacters(in: .whitespaces)
            }
            let rule = String(rest.prefix { !$0.isWhitespace })
            let after = rest.dropFirst(rule.count).trimmingCharacters(in: .whitespaces)
            // `--`, or `—` (an em dash) in XML, whose comments cannot hold `--`.
            // `--`, o `—` en XML, cuyos comentarios no admiten `--`.
            let separator = ["--", "—"].first { after.hasPrefix($0) }
            let reason = separator.map { after.dropFirst($0.count).trimmingCharacters(in: .whitespaces) } ?? ""
            let target =
                lines.indices.dropFirst(index + 1).first { directive.firstMatch(in: lines[$0]) == nil } ?? index
            result.append(Suppression(path: path, line: index + 1, target: target + 1, rule: rule, reason: reason))
        }
        return result
    }
}

/// Every directive of the files that can hold one, and what they do to the findings.
/// Cada directiva de los archivos que pueden tenerla, y lo que hacen con los hallazgos.
struct Suppressions {
    static let check = "suppression"
    static let marker = "project-checks:disable-next-line"

    let directives: [Suppression]

    /// Reads the app and package files, and every file with a finding. / Lee los archivos con hallazgos.
    init(repository: Repository, paths: [String]) {
        let candidates = Set(repository.appFiles + repository.packageSwiftFiles + paths).filter {
            SelfContainedCheck.textExtensions.contains(($0 as NSString).pathExtension)
        }
        directives = candidates.sorted().flatMap { path in
            Self.parse(repository.text(path) ?? "", path: path)
        }
    }

    static func parse(_ text: String, path: String) -> [Suppression] {
        Suppression.parse(text, path: path, marker: marker)
    }

    /// Splits findings into active and suppressed (a directive with no reason silences nothing).
    /// Separa los hallazgos activos de los suprimidos.
    func apply(to findings: [Finding]) -> ([Finding], [(finding: Finding, suppression: Suppression)]) {
        var active: [Finding] = []
        var suppressed: [(finding: Finding, suppression: Suppression)] = []
        for finding in findings {
            if let directive = directives.first(where: {
                !$0.reason.isEmpty && $0.rule == finding.rule && $0.path == finding.path && $0.target == finding.line
            }) {
                suppressed.append((finding, directive))
            } else {
                active.append(finding)
            }
        }
        return (active, suppressed)
    }

    /// Directives without a reason, with an unknown rule id, or that silenced nothing.
    /// Directivas sin motivo, con un id desconocido o que no silenciaron nada.
    func findings(known: Set<String>, checked: Set<String>, used: [(finding: Finding, suppression: Suppression)])
        -> [Finding]
    {
        directives.compactMap { directive in
            let at = { (rule: Rule, message: String) in
                Finding(rule: rule, path: directive.path, line: directive.line, message: message)
            }
            guard known.contains(directive.rule) else {
                return at(
                    Self.unknownRule,
                    "suppression names \"\(directive.rule)\", which is not a rule id; see docs/project-checks.md")
            }
            guard !directive.reason.isEmpty else {
                return at(
                    Self.withoutReason,
                    "suppression of \(directive.rule) gives no reason; write `-- why this finding is wrong here`")
            }
            guard checked.contains(directive.rule), !used.contains(where: { $0.suppression == directive }) else {
                return nil
            }
            return at(
                Self.unused,
                "suppression of \(directive.rule) silences nothing on line \(directive.target); remove it")
        }
    }
}
