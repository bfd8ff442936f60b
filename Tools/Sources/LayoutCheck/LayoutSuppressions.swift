import Foundation
import ProjectChecks

/// Inline suppressions for `layout-check`, written like `project-checks`' and read by its parser:
/// `<!-- layout-check:disable-next-line <rule-id> -- <reason> -->` on the line above the storyboard
/// element a finding points at. A suppression without a reason silences nothing and is an error, as
/// is one naming an unknown rule; one that silences nothing is a warning.
/// Supresiones en línea para `layout-check`, escritas como las de `project-checks` y leídas por su
/// mismo lector. Sin motivo o con un id desconocido es un error; una que no silencia nada, un aviso.
public struct LayoutSuppressions {
    /// One directive, read by `project-checks`' parser. / Una directiva, leída por el lector de `project-checks`.
    public typealias Directive = Suppression
    public static let marker = "layout-check:disable-next-line"
    public static let withoutReason = "layout-suppression-without-reason"
    public static let unknownRule = "layout-suppression-unknown-rule"
    public static let unused = "layout-suppression-unused"

    public let directives: [Suppression]

    /// The directives of each text, keyed by its repository-relative path. / Las directivas de cada texto.
    public init(texts: [String: String]) {
        directives = texts.keys.sorted().flatMap { Suppression.parse(texts[$0]!, path: $0, marker: Self.marker) }
    }

    /// The directives of the storyboards `paths` under `root`. / Las directivas de esos storyboards.
    public init(root: URL, paths: [String]) throws {
        var texts: [String: String] = [:]
        for path in paths {
            texts[path] = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
        }
        self.init(texts: texts)
    }

    /// Active findings (the suppressions' own included) and the suppressed ones with their directive.
    /// Hallazgos activos (con los de las propias supresiones) y los suprimidos con su directiva.
    public func apply(to findings: [GroupedFinding])
        -> (active: [GroupedFinding], suppressed: [(finding: GroupedFinding, suppression: Suppression)])
    {
        var active: [GroupedFinding] = []
        var suppressed: [(finding: GroupedFinding, suppression: Suppression)] = []
        for grouped in findings {
            let finding = grouped.finding
            if let directive = directives.first(where: {
                !$0.reason.isEmpty && $0.rule == finding.rule && $0.path == finding.path && $0.target == finding.line
            }) {
                suppressed.append((grouped, directive))
            } else {
                active.append(grouped)
            }
        }
        let own = directives.compactMap { directive in
            finding(for: directive, used: suppressed.contains { $0.suppression == directive })
        }
        return (active + own.map { GroupedFinding(finding: $0, configurations: []) }, suppressed)
    }

    /// What is wrong with `directive` itself, if anything. / Lo que falla en la directiva misma.
    private func finding(for directive: Suppression, used: Bool) -> LayoutFinding? {
        let at = { (rule: String, severity: LayoutFinding.Severity, message: String) in
            LayoutFinding(rule, severity, path: directive.path, line: directive.line, message)
        }
        guard LayoutFinding.rules[directive.rule] != nil else {
            return at(
                Self.unknownRule, .error,
                "suppression names \"\(directive.rule)\", which is not a layout-check rule id; see docs/layout.md")
        }
        guard !directive.reason.isEmpty else {
            return at(
                Self.withoutReason, .error,
                "suppression of \(directive.rule) gives no reason; write `-- why this finding is accepted`")
        }
        guard !used else { return nil }
        return at(
            Self.unused, .warning,
            "suppression of \(directive.rule) silences nothing on line \(directive.target); remove it")
    }
}
