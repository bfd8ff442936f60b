import AppCore
import Foundation
import LayoutSolver

/// Runs the code mirrors (`CodeMirror.all`) in every configuration, like a storyboard's scenes (every
/// rule, ties included; ambiguity once per scene, as for storyboards), with the runtime facts of
/// `runtime.json` that name the mirrored source; and reports each mirrored file that changed since its
/// fingerprint was stored (once, however many mirrors copy it).
/// Corre los espejos de código en cada configuración como las escenas de un storyboard (cada regla;
/// la ambigüedad una vez por escena), con los hechos de `runtime.json` de su fuente, y reporta cada
/// archivo reflejado que cambió (una vez, aunque lo copien varios espejos).
extension LayoutRunner {
    /// Findings of every mirror (each with its configuration's name) and the number of layouts;
    /// only the `rules` given (all when nil).
    /// Hallazgos de cada espejo (con el nombre de su configuración) y el número de disposiciones.
    public func mirrorFindings(
        _ mirrors: [CodeMirror] = CodeMirror.all, rules: Set<String>? = CodeMirror.reportedRules
    ) throws -> (
        found: [(LayoutFinding, String)], layouts: Int
    ) {
        // Each mirror builds its own scenes: mirrors are laid out on every core at once and gathered
        // in order. / Cada espejo arma sus escenas: se disponen a la vez y se juntan en orden.
        let results = ConcurrentResults<MirrorRunResult>(count: mirrors.count)
        DispatchQueue.concurrentPerform(iterations: mirrors.count) { index in
            results[index] = Result { try mirrorRun(mirrors[index], rules: rules) }
        }
        var found: [(LayoutFinding, String)] = []
        var layouts = 0
        var staleFiles: Set<String> = []
        for result in try results.values() {
            for stale in result.stale where staleFiles.insert(stale.path).inserted {
                found.append((stale, "source"))
            }
            found += result.found
            layouts += result.layouts
        }
        return (found, layouts)
    }

    /// What one mirror yields. / Lo que da un espejo.
    struct MirrorRunResult {
        var stale: [LayoutFinding] = []
        var found: [(LayoutFinding, String)] = []
        var layouts = 0
    }

    /// One mirror in every state and configuration. / Un espejo en cada estado y configuración.
    private func mirrorRun(_ mirror: CodeMirror, rules: Set<String>?) throws -> MirrorRunResult {
        var result = MirrorRunResult(stale: try mirror.staleness(root: root))
        let strings = try mirror.strings(root: root)
        let storyboard = try mirror.storyboard(root: root)
        let line = mirror.anchorLine(root: root)
        var solved: [String: [MirrorSolve]] = [:]
        for state in mirror.states {
            var ambiguity = AmbiguityPlan()
            // One scene per text size: the view may decide its layout from it.
            // Una escena por tamaño de texto: la vista puede decidir su layout con él.
            var scenes: [TextSizeCategory: StoryboardScene] = [:]
            for configuration in mirror.configurations(catalog) {
                result.layouts += 1
                let scene: StoryboardScene
                if let made = scenes[configuration.text] {
                    scene = made
                } else {
                    scene = try mirror.scene(state, strings: strings, text: configuration.text, storyboard: storyboard)
                    try facts.apply(to: scene, root: root)
                    scenes[configuration.text] = scene
                }
                let layout = MirrorSolve.layout(
                    scene, in: configuration, reusing: &solved[configuration.name, default: []])
                let findings = mirrorChecks(layout, &ambiguity).map { ($0, configuration.name) }
                result.found += reported(findings, rules: rules, line: line)
            }
            result.found += reported(ambiguity.remaining(), rules: rules, line: line)
        }
        return result
    }

    /// The findings of `rules` (all when nil), pointed at the source's `line`.
    /// Los hallazgos de esas reglas, apuntando a la línea de la fuente.
    private func reported(_ found: [(LayoutFinding, String)], rules: Set<String>?, line: Int) -> [(
        LayoutFinding, String
    )] {
        found.filter { rules?.contains($0.0.rule) ?? true }.map { finding, configuration in
            (
                LayoutFinding(
                    finding.rule, finding.severity, path: finding.path, line: line, finding.message,
                    detail: finding.detail),
                configuration
            )
        }
    }

    /// The checks `run` makes on a storyboard scene, for one mirrored layout (ambiguity as planned).
    /// Los chequeos que `run` hace a una escena de storyboard, para una disposición reflejada.
    private func mirrorChecks(_ layout: SceneLayout, _ ambiguity: inout AmbiguityPlan) -> [LayoutFinding] {
        LayoutChecks.findings(layout) + LayoutChecks.ties(layout)
            + ambiguity.visit(layout, isReference: isAmbiguityReference(layout.configuration))
    }
}

/// A mirror state solved in one configuration. States that differ only in which views outside a
/// stack view are hidden (a progress bar, a panel, a spinner) build the same problem — hiding such
/// a view changes no constraint — and the solver is deterministic, so the first one's frames serve
/// the others; the findings are still each state's own (they read the hidden views from its scene).
/// Un estado de espejo resuelto en una configuración. Los estados que solo difieren en qué vistas
/// fuera de una pila están ocultas dan el mismo problema: se resuelve una vez; los hallazgos son de
/// cada estado.
struct MirrorSolve {
    let problem: LayoutProblem
    let texts: [TextSettings?]
    let layout: SceneLayout

    static func layout(
        _ scene: StoryboardScene, in configuration: LayoutConfiguration, reusing solved: inout [MirrorSolve]
    )
        -> SceneLayout
    {
        var builder = SceneProblemBuilder(scene: scene, configuration: configuration, wrapWidths: [:], relaxed: [])
        let problem = builder.build().problem
        let texts = scene.root.allViews.map(\.text)
        if let same = solved.first(where: { $0.problem == problem && $0.texts == texts })?.layout {
            var copy = SceneLayout(
                scene: scene, configuration: configuration, changes: same.changes, frames: same.frames,
                contentFrames: same.contentFrames, conflicts: same.conflicts, problem: same.problem,
                passes: same.passes, solves: 0)
            copy.settled = same.settled
            return copy
        }
        let layout = SceneLayoutEngine().layout(scene, in: configuration)
        solved.append(MirrorSolve(problem: problem, texts: texts, layout: layout))
        return layout
    }
}
