import Foundation

/// Runs the code mirrors (`CodeMirror.all`) in every configuration, like a storyboard's scenes (every
/// rule, ties included; ambiguity once per scene, as for storyboards), with the runtime facts of
/// `runtime.json` that name the mirrored source; and reports each mirror whose source changed since
/// its fingerprint was stored.
/// Corre los espejos de código en cada configuración como las escenas de un storyboard (cada regla;
/// la ambigüedad una vez por escena), con los hechos de `runtime.json` de su fuente, y reporta los que
/// quedaron viejos.
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
                try facts.apply(to: scene, root: root)
                for configuration in catalog.configurations(for: mirror.source) {
                    layouts += 1
                    let findings = mirrorChecks(SceneLayoutEngine().layout(scene, in: configuration))
                    found += findings.filter { rules?.contains($0.rule) ?? true }.map {
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

    /// The checks `run` makes on a storyboard scene, for one mirrored layout.
    /// Los chequeos que `run` hace a una escena de storyboard, para una disposición reflejada.
    private func mirrorChecks(_ layout: SceneLayout) -> [LayoutFinding] {
        let configuration = layout.configuration
        let once =
            configuration.device.id == ambiguityDevice && !configuration.landscape && configuration.text == .large
        return LayoutChecks.findings(layout) + LayoutChecks.ties(layout) + (once ? LayoutChecks.ambiguity(layout) : [])
    }
}
