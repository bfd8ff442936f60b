import Foundation

/// One layout problem, printed as `path:line:col: error|warning: message [rule-id]` (the format
/// `project-checks` uses, which Xcode and GitHub annotate).
/// Un problema de layout, impreso en el formato que Xcode y GitHub anotan.
public struct LayoutFinding: Equatable, Hashable, Sendable, CustomStringConvertible {
    public enum Severity: String, Sendable { case error, warning }

    public let rule: String
    public let severity: Severity
    public let path: String
    public let line: Int
    /// The same for every configuration where it happens (no numbers that vary).
    /// Igual en cada configuración donde ocurre.
    public let message: String
    /// What this configuration measured. / Lo que midió esta configuración.
    public let detail: String

    public init(_ rule: String, _ severity: Severity, path: String, line: Int, _ message: String, detail: String = "") {
        self.rule = rule
        self.severity = severity
        self.path = path
        self.line = line
        self.message = message
        self.detail = detail
    }

    public var description: String {
        "\(path):\(line):1: \(severity.rawValue): \(message)\(detail.isEmpty ? "" : " (\(detail))") [\(rule)]"
    }

    /// The rule ids this tool reports. / Los identificadores de regla.
    public static let rules: [String: String] = [
        "layout-unsatisfiable": "required constraints that cannot all hold (the smallest conflicting set is named)",
        "layout-hidden-conflict": "a view its stack view hides has a required size that fights UISV-hiding",
        "layout-mirror-stale": "a code-built view's source changed (any code line) since its mirror was reviewed",
        "layout-code-unmirrored":
            "an app file creates views or constraints in code and has no mirror and no listed reason",
        "layout-tie":
            "two members of a fill or equalSpacing stack share a compression resistance; the stack resolves the tie by arranged-subview index and the member that gives way is then cut off, breaks a word or ends under 44 pt",
        "layout-ambiguous":
            "a frame value can take more than one value among the best layouts (checked in every constraint system the code makes)",
        "layout-zero-size": "a visible view with content is laid out with no width or height (or a negative one)",
        "layout-text-truncated": "a text needs more lines, or more width, than it gets",
        "layout-text-broken-word": "a word alone is wider than its line and is broken inside",
        "layout-picker-rows": "a picker wheel shows fewer than three rows (its height over the row height)",
        "layout-below-screen": "content outside a scroll view ends below the visible screen (or beyond its side)",
        "layout-out-of-view":
            "a part the code promises to keep in view (above the picker, or on screen without scrolling) is outside the scroll view's visible part",
        "layout-cannot-judge":
            "something the model does not model (a view class, custom or readable-width margins, a non-root safe area, a baseline, a scroll view's centre) or text wrapping that did not settle",
        "layout-above-safe-area":
            "text or a control outside a scroll view (or an image VoiceOver reads) starts above the top of the safe area",
        "layout-scroll-view-no-room":
            "a visible scroll, table or collection view has a zero-sized frame or is off screen",
        "layout-suppression-without-reason": "an inline suppression gives no reason after `--` (it silences nothing)",
        "layout-suppression-unknown-rule": "an inline suppression names no layout-check rule id",
        "layout-suppression-unused": "an inline suppression silences no finding on the line below it",
    ]
}

/// Findings of one rule grouped over the configurations where they happen.
/// Hallazgos agrupados sobre las configuraciones donde ocurren.
public struct GroupedFinding: Sendable, CustomStringConvertible {
    public let finding: LayoutFinding
    /// Empty for a finding about the storyboard itself (a suppression's). / Vacío si es del archivo.
    public let configurations: [String]

    public init(finding: LayoutFinding, configurations: [String]) {
        self.finding = finding
        self.configurations = configurations
    }

    public var description: String {
        guard !configurations.isEmpty else { return finding.description }
        let first = finding.detail.isEmpty ? "" : "\(finding.detail); "
        let shown = configurations.prefix(3).joined(separator: ", ")
        let more = configurations.count > 3 ? " and \(configurations.count - 3) more" : ""
        return "\(finding.path):\(finding.line):1: \(finding.severity.rawValue): \(finding.message) "
            + "(\(first)in \(configurations.count) configuration\(configurations.count == 1 ? "" : "s"): \(shown)\(more)) "
            + "[\(finding.rule)]"
    }

    /// Groups by rule, place and message, keeping the first detail, in a stable order.
    /// Agrupa por regla, lugar y mensaje, conservando el primer detalle, en orden estable.
    public static func group(_ found: [(LayoutFinding, String)]) -> [GroupedFinding] {
        var order: [String] = []
        var groups: [String: (LayoutFinding, [String])] = [:]
        for (finding, configuration) in found {
            let key = "\(finding.path)|\(finding.line)|\(finding.rule)|\(finding.message)"
            if groups[key] == nil {
                order.append(key)
                groups[key] = (finding, [])
            }
            if groups[key]!.1.last != configuration { groups[key]!.1.append(configuration) }
        }
        return order.map { GroupedFinding(finding: groups[$0]!.0, configurations: groups[$0]!.1) }
    }
}
