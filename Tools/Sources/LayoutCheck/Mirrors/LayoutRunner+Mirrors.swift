import Foundation

/// Runs the code mirrors (`CodeMirror.all`) in every configuration, like a storyboard's scenes, and
/// reports each mirror whose source changed since its fingerprint was stored.
/// Corre los espejos de código en cada configuración y reporta los que quedaron viejos.
extension LayoutRunner {
    /// Findings of every mirror (each with its configuration's name) and the number of layouts;
    /// only the `rules` given (all when nil).
    /// Hallazgos de cada espejo (con el nombre de su configuración) y el número de disposiciones.
    public func mirrorFindings(
        _ mirrors: [CodeMirror] = CodeMirror.all, rules: Set<String>? = CodeMirror.reportedRules
    ) throws -> (
        found: [(LayoutFinding, String)], layouts: Int
    ) {
        var found: [(LayoutFinding, String)] = []
        var layouts = 0
        for mirror in mirrors {
            if let stale = try mirror.staleness(root: root) { found.append((stale, "source")) }
            let strings = try mirror.strings(root: root)
            let line = mirror.anchorLine(root: root)
            for state in mirror.states {
                let scene = try mirror.scene(state, strings: strings)
                for configuration in catalog.configurations(for: mirror.source) {
                    layouts += 1
                    let layout = SceneLayoutEngine().layout(scene, in: configuration)
                    let findings = LayoutChecks.findings(layout).filter { rules?.contains($0.rule) ?? true }
                    found += findings.map {
                        (
                            LayoutFinding(
                                $0.rule, $0.severity, path: $0.path, line: line, $0.message, detail: $0.detail),
                            configuration.name
                        )
                    }
                }
            }
        }
        return (found, layouts)
    }
}
