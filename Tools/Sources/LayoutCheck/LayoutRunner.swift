import Foundation
import ProjectChecks

/// Runs the layout check over every storyboard under `Apps/`: each scene in each configuration of
/// the device table; ambiguity once per scene (in `ambiguityDevice`, portrait, Large text).
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
    public let facts: RuntimeFacts

    public init(root: URL, catalog: DeviceCatalog, facts: RuntimeFacts = RuntimeFacts(views: [])) {
        self.root = root
        self.catalog = catalog
        self.facts = facts
    }

    /// Lays `scene` out, then asks the runtime decisions that apply and, if any turns a stack,
    /// lays it out again with their settings.
    /// Dispone la escena, pregunta las decisiones de ejecución y, si alguna gira una pila, la
    /// dispone otra vez.
    public func layout(_ scene: StoryboardScene, in configuration: LayoutConfiguration) throws -> SceneLayout {
        let engine = SceneLayoutEngine()
        let first = engine.layout(scene, in: configuration)
        var overrides: [String: StackSettings] = [:]
        for decision in RuntimeDecision.all where decision.storyboard == scene.path {
            overrides.merge(decision.decide(first, try strings(for: scene.path))) { $1 }
        }
        guard !overrides.isEmpty else { return first }
        var second = engine.layout(scene, in: configuration, overrides: overrides)
        second.solves += first.solves
        return second
    }

    /// The Spanish strings of the app `path` belongs to (the development language).
    /// Las cadenas en español de la app de `path`.
    private func strings(for path: String) throws -> [String: String] {
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
        for path in paths ?? storyboards() {
            for scene in try scenes(path) {
                report.scenes += 1
                var rows: [String: [(String, String)]] = [:]
                for configuration in catalog.configurations(for: path) {
                    let layout = try layout(scene, in: configuration)
                    report.layouts += 1
                    report.solves += layout.solves
                    var findings = LayoutChecks.findings(layout) + LayoutChecks.ties(layout)
                    if configuration.device.id == ambiguityDevice && !configuration.landscape
                        && configuration.text == .large
                    {
                        findings += LayoutChecks.ambiguity(layout)
                    }
                    found += findings.map { ($0, configuration.name) }
                    if let out {
                        let file = "\(fileStem(scene))-\(configuration.slug).svg"
                        try SVGRenderer.svg(layout, findings: findings).write(
                            to: out.appendingPathComponent(file), atomically: true, encoding: .utf8)
                        let caption =
                            "\(configuration.device.name) \(configuration.landscape ? "landscape" : "portrait")"
                            + (findings.isEmpty ? "" : " — \(findings.count) finding(s)")
                        rows[configuration.text.shortName, default: []].append((caption, file))
                    }
                }
                let order = catalog.categories.map(\.shortName)
                pages.append(("\(path) — \(scene.name)", order.compactMap { key in rows[key].map { (key, $0) } }))
            }
        }
        if let out {
            try SVGRenderer.index(pages).write(
                to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        }
        // Views built in code, through their mirrors (see Mirrors/). / Vistas hechas en código.
        if paths == nil {
            let mirrors = try mirrorFindings()
            found += mirrors.found
            report.scenes += CodeMirror.all.map(\.states.count).reduce(0, +)
            report.layouts += mirrors.layouts
            // Picker rows built in code (Mirrors/PickerRowMirror.swift). / Filas de pickers hechas en código.
            let rows = try pickerRowFindings()
            found += rows.found
            report.scenes += rows.pickers
            report.layouts += rows.layouts
        }
        let suppressions = try LayoutSuppressions(root: root, paths: paths ?? storyboards())
        (report.findings, report.suppressed) = suppressions.apply(to: GroupedFinding.group(found))
        return report
    }

    /// Every view's solved frame in the configuration named `slug`, one line each.
    /// El marco resuelto de cada vista en la configuración `slug`, una línea cada una.
    public func frames(paths: [String], slug: String) throws -> [String] {
        var lines: [String] = []
        for path in paths.isEmpty ? storyboards() : paths {
            for scene in try scenes(path) {
                for configuration in catalog.configurations(for: path) where configuration.slug == slug {
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

    private func fileStem(_ scene: StoryboardScene) -> String {
        let storyboard = (scene.path as NSString).lastPathComponent.replacingOccurrences(of: ".storyboard", with: "")
        let app = scene.path.split(separator: "/").dropFirst().first.map(String.init) ?? "app"
        return "\(app)-\(storyboard)-\(scene.name)".replacingOccurrences(of: " ", with: "_")
    }
}
