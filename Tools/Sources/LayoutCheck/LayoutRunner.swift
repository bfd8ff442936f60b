import Foundation
import ProjectChecks

/// Runs the layout check over every storyboard under `Apps/`: each scene in each configuration of
/// the device table; ambiguity in `ambiguityDevice`, portrait, Large text, and once more for every
/// other constraint system the code's changes make (`AmbiguityPlan`).
/// Corre el chequeo sobre cada storyboard de `Apps/`: cada escena en cada configuración; la
/// ambigüedad una vez por escena.
public struct LayoutRunner {
    public struct Report {
        public var findings: [GroupedFinding] = []
        /// Findings silenced by an inline suppression, with it. / Hallazgos suprimidos, con su directiva.
        public var suppressed: [(finding: GroupedFinding, suppression: LayoutSuppressions.Directive)] = []
        public var scenes = 0
        public var layouts = 0
        public var solves = 0
        public var errors: Int { findings.filter { $0.finding.severity == .error }.count }
        public var warnings: Int { findings.filter { $0.finding.severity == .warning }.count }
    }

    public let root: URL
    public let catalog: DeviceCatalog
    public var ambiguityDevice = "i16"
    /// Whether a run also checks the app sources (`sourceFindings`); off only for a test repository that
    /// holds storyboards and no app code. / Si la corrida revisa también las fuentes de las apps; apagado
    /// solo para un repositorio de prueba con storyboards y sin código.
    public var checksSources = true
    public let facts: RuntimeFacts
    /// The runtime decisions asked after a first solve (a test may replay an older rule).
    /// Las decisiones de ejecución preguntadas tras una primera resolución.
    public var decisions: [RuntimeDecision] = RuntimeDecision.all
    /// The screen states laid out besides each scene. / Los estados de pantalla dispuestos.
    public var states: [SceneState] = SceneState.all

    public init(root: URL, catalog: DeviceCatalog, facts: RuntimeFacts = RuntimeFacts(views: [])) {
        self.root = root
        self.catalog = catalog
        self.facts = facts
    }

    /// Lays `scene` out (in the configuration's screen state, if any), then asks the runtime
    /// decisions that apply and, if any changes the scene, lays it out again with their changes; in
    /// a state, a text whose tallest candidate at its laid-out width is another one is swapped and
    /// the decisions asked again (at most twice).
    /// Dispone la escena (en el estado de la configuración), pregunta las decisiones de ejecución y,
    /// si alguna cambia la escena, la dispone otra vez; en un estado, un texto cuyo candidato más alto
    /// a su ancho es otro se cambia y se vuelve a preguntar (dos veces como mucho).
    public func layout(_ scene: StoryboardScene, in configuration: LayoutConfiguration) throws -> SceneLayout {
        var state = SceneChanges()
        state.hidden = configuration.state?.hidden ?? [:]
        // Decisions read sizes that do not wait for the texts to wrap (the safe area, a scroll view,
        // a row's width): one pass is enough before them. / Una pasada basta antes de las decisiones.
        let decides = decisions.contains { $0.storyboard == scene.path }
        let first = SceneLayoutEngine().layout(
            scene, in: configuration, changes: state, maximumPasses: decides ? 1 : SceneLayout.maximumPasses)
        var solves = first.solves
        // Solved to the end, or nothing wraps: `first` may be the answer. / `first` puede ser la respuesta.
        let final = !decides || first.wrapWidths.isEmpty
        var result = try decided(scene, first, state, final: final, previous: nil, solves: &solves)
        var swaps = 0
        while swaps < 2, Self.showTallestTexts(result) {
            swaps += 1
            result = try decided(scene, first, state, final: final, previous: result, solves: &solves)
        }
        result.solves = solves
        return result
    }

    /// The decisions asked of `first`, applied over the state's own changes and solved (seeded with
    /// the texts' last widths); `first` itself when nothing changes and it is `final`. `previous` (a
    /// layout before the texts were swapped) means `first` is out of date.
    /// Las decisiones preguntadas a `first`, aplicadas y resueltas; `first` mismo si nada cambia y es
    /// final. `previous` indica que los textos cambiaron.
    private func decided(
        _ scene: StoryboardScene, _ first: SceneLayout, _ state: SceneChanges, final: Bool, previous: SceneLayout?,
        solves: inout Int
    ) throws -> SceneLayout {
        var changes = SceneChanges()
        for decision in decisions where decision.storyboard == scene.path {
            changes.merge(decision.decide(first, try strings(for: scene.path)))
        }
        var result: SceneLayout
        if changes.effective(in: scene).isEmpty && previous == nil && final {
            result = first
        } else {
            var applied = state
            applied.merge(changes)
            result = SceneLayoutEngine().layout(
                scene, in: first.configuration, changes: applied, seed: (previous ?? first).wrapWidths)
            solves += result.solves
        }
        result.changes.promises = changes.promises
        return result
    }

    /// The Spanish strings of the app `path` belongs to (the development language).
    /// Las cadenas en español de la app de `path`.
    func strings(for path: String) throws -> [String: String] {
        let parts = path.split(separator: "/")
        guard parts.count > 1 else { return [:] }
        let url = root.appendingPathComponent("Apps/\(parts[1])/es.lproj/Localizable.strings")
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        return try StringsTable(contentsOf: url).values
    }

    /// The scenes of one storyboard with the runtime facts applied. / Escenas con los hechos aplicados.
    public func scenes(_ path: String) throws -> [StoryboardScene] {
        let data = try Data(contentsOf: root.appendingPathComponent(path))
        let scenes = try StoryboardReader.scenes(path: path, data: data)
        for scene in scenes { try facts.apply(to: scene, root: root) }
        return scenes
    }

    /// Repository-relative paths of every storyboard under `Apps/`, sorted.
    /// Las rutas de cada storyboard bajo `Apps/`, ordenadas.
    public func storyboards() -> [String] {
        let apps = root.appendingPathComponent("Apps")
        guard let walker = FileManager.default.enumerator(at: apps, includingPropertiesForKeys: nil) else { return [] }
        let base = root.standardizedFileURL.path + "/"
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "storyboard" }
            .map { String($0.standardizedFileURL.path.dropFirst(base.count)) }.sorted()
    }

    public func run(paths: [String]? = nil, out: URL? = nil) throws -> Report {
        var report = Report()
        var found: [(LayoutFinding, String)] = []
        var pages: [(scene: String, rows: [(String, [(String, String)])])] = []
        let runs = try (paths ?? storyboards()).flatMap { path in
            try sceneRuns(path).map { (path, $0.scene, $0.configurations) }
        }
        // Each run has its own scene object (a state's texts are chosen in it), so runs are laid out
        // on every core at once; their results are gathered in order, so the output is the same.
        // Cada corrida tiene su propia escena: se disponen en todos los núcleos a la vez y los
        // resultados se juntan en orden, así que la salida es la misma.
        let results = ConcurrentResults<SceneRunResult>(count: runs.count)
        DispatchQueue.concurrentPerform(iterations: runs.count) { index in
            let (path, scene, configurations) = runs[index]
            results[index] = Result { try sceneRun(path, scene, configurations, out: out) }
        }
        for ((path, scene, configurations), result) in zip(runs, try results.values()) {
            report.scenes += 1
            report.layouts += configurations.count
            report.solves += result.solves
            found += result.found
            let order = catalog.categories.map(\.shortName)
            let state = configurations.first?.state.map { " [\($0.name)]" } ?? ""
            pages.append(
                ("\(path) — \(scene.name)\(state)", order.compactMap { key in result.rows[key].map { (key, $0) } }))
        }
        if let out {
            try SVGRenderer.index(pages).write(
                to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        }
        // Views built in code, through their mirrors (see Mirrors/). / Vistas hechas en código.
        if paths == nil {
            let mirrors = try mirrorFindings()
            found += mirrors.found
            found += try DecisionFingerprints.staleness(root: root).map { ($0, "source") }
            report.scenes += CodeMirror.all.map(\.states.count).reduce(0, +)
            report.layouts += mirrors.layouts
            // Picker rows built in code (Mirrors/PickerRowMirror.swift). / Filas de pickers hechas en código.
            let rows = try pickerRowFindings()
            found += rows.found
            report.scenes += rows.pickers
            report.layouts += rows.layouts
        }
        // The sources' checks cost no layout: every run makes them, one limited to some storyboards
        // included. / Los chequeos de fuentes no disponen nada: los hace cada corrida.
        if checksSources { found += try sourceFindings(full: paths == nil).map { ($0, "source") } }
        let suppressions = try LayoutSuppressions(root: root, paths: paths ?? storyboards())
        (report.findings, report.suppressed) = suppressions.apply(to: GroupedFinding.group(found))
        return report
    }

    /// App files that build layout in code with no model (`CodeLayoutSources`), listed files that
    /// changed and, when the run does not lay the mirrors out (`full` false), every mirrored, picker-row
    /// and decision source that changed since its fingerprint was stored.
    /// Archivos que arman layout en código sin modelo, archivos listados que cambiaron y, si la corrida
    /// no dispone los espejos, cada fuente con modelo que cambió desde que se guardó su huella.
    func sourceFindings(full: Bool) throws -> [LayoutFinding] {
        var found = try CodeLayoutSources.unmirrored(root: root) + CodeLayoutSources.staleness(root: root)
        guard !full else { return found }
        var reported: Set<String> = []
        for mirror in CodeMirror.all {
            found += try mirror.staleness(root: root).filter { reported.insert($0.path).inserted }
        }
        for source in PickerRowMirror.fingerprintedSources {
            if let stale = try CodeMirror.staleness(of: source, pattern: PickerRowMirror.fingerprintPattern, root: root)
            {
                found.append(stale)
            }
        }
        return found + (try DecisionFingerprints.staleness(root: root))
    }

    /// Every view's solved frame in the configuration named `slug`, one line each.
    /// El marco resuelto de cada vista en la configuración `slug`, una línea cada una.
    public func frames(paths: [String], slug: String) throws -> [String] {
        var lines: [String] = []
        for path in paths.isEmpty ? storyboards() : paths {
            for (scene, configurations) in try sceneRuns(path) {
                for configuration in configurations where configuration.slug == slug {
                    let layout = try layout(scene, in: configuration)
                    lines.append("\(path) \(scene.name) \(configuration.name): \(layout.passes) passes")
                    for view in scene.root.allViews {
                        guard let frame = layout.frames[view.id] else { continue }
                        let depth = String(repeating: "  ", count: view.ancestorsCount)
                        lines.append(
                            depth + view.displayName
                                + String(
                                    format: " x %.1f y %.1f w %.1f h %.1f", frame.x, frame.y, frame.width, frame.height)
                        )
                    }
                }
            }
        }
        return lines
    }

    /// What one scene run yields. / Lo que da una corrida de una escena.
    struct SceneRunResult {
        var found: [(LayoutFinding, String)] = []
        var solves = 0
        /// Picture captions and files per text size (with `--out`). / Pies y archivos por tamaño de texto.
        var rows: [String: [(String, String)]] = [:]
    }

    /// Lays one scene out in each of its configurations, in order, with its findings and pictures.
    /// Dispone una escena en cada una de sus configuraciones, en orden, con hallazgos y dibujos.
    private func sceneRun(_ path: String, _ scene: StoryboardScene, _ configurations: [LayoutConfiguration], out: URL?)
        throws -> SceneRunResult
    {
        var result = SceneRunResult()
        var ambiguity = AmbiguityPlan()
        for configuration in configurations {
            let layout = try layout(scene, in: configuration)
            result.solves += layout.solves
            var findings = LayoutChecks.findings(layout) + LayoutChecks.ties(layout)
            findings += ambiguity.visit(layout, isReference: isAmbiguityReference(configuration))
            result.found += findings.map { ($0, configuration.name) }
            if let out {
                let file = "\(fileStem(scene))-\(configuration.slug).svg"
                try SVGRenderer.svg(layout, findings: findings).write(
                    to: out.appendingPathComponent(file), atomically: true, encoding: .utf8)
                let caption =
                    "\(configuration.device.name) \(configuration.landscape ? "landscape" : "portrait")"
                    + (findings.isEmpty ? "" : " — \(findings.count) finding(s)")
                result.rows[configuration.text.shortName, default: []].append((caption, file))
            }
        }
        result.found += ambiguity.remaining()
        return result
    }

    /// The configuration ambiguity is always checked in (`ambiguityDevice`, portrait, Large).
    /// La configuración donde siempre se comprueba la ambigüedad.
    func isAmbiguityReference(_ configuration: LayoutConfiguration) -> Bool {
        configuration.device.id == ambiguityDevice && !configuration.landscape && configuration.text == .large
    }

    private func fileStem(_ scene: StoryboardScene) -> String {
        let storyboard = (scene.path as NSString).lastPathComponent.replacingOccurrences(of: ".storyboard", with: "")
        let app = scene.path.split(separator: "/").dropFirst().first.map(String.init) ?? "app"
        return "\(app)-\(storyboard)-\(scene.name)".replacingOccurrences(of: " ", with: "_")
    }
}

/// Results written by index from several threads, read once all are done.
/// Resultados escritos por índice desde varios hilos, leídos cuando todos terminan.
final class ConcurrentResults<Value>: @unchecked Sendable {
    private var slots: [Result<Value, Error>?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    subscript(index: Int) -> Result<Value, Error>? {
        get { locked { slots[index] } }
        set { locked { slots[index] = newValue } }
    }

    /// Every value in order, or the first error. / Cada valor en orden, o el primer error.
    func values() throws -> [Value] {
        try locked { slots }.map { try $0!.get() }
    }

    /// `body` under the lock (`NSLock.withLock` needs macOS 14; the package supports 10.15).
    /// `body` con el candado tomado.
    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
