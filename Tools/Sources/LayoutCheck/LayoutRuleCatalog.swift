import AppCore
import Foundation

/// A layout rule with examples (the project rules' model, `ProjectChecks.Rule`): small scenes or
/// source edits that must trigger it, and close ones that must not. The examples are the rule's
/// tests (`LayoutRuleExampleTests`) and its entry in `docs/layout.md` (section `rules`, written by
/// `layout-check --write-docs`).
/// Una regla de layout con ejemplos que la disparan o no; son sus pruebas y su entrada en la
/// documentación.
public struct LayoutRule {
    public let id: String
    public let severity: LayoutFinding.Severity
    public let triggers: [LayoutExample]
    public let passes: [LayoutExample]

    public var summary: String { LayoutFinding.rules[id] ?? "" }

    public init(
        _ id: String, _ severity: LayoutFinding.Severity, triggers: [LayoutExample], passes: [LayoutExample]
    ) {
        self.id = id
        self.severity = severity
        self.triggers = triggers
        self.passes = passes
    }
}

/// One example: a one-scene storyboard (root `root`, safe area `safe`) laid out in one configuration,
/// with what the code changes there; or a Swift file of an app as it was reviewed and as it is now.
/// Un ejemplo: una escena en una configuración, con lo que el código cambia; o un archivo Swift.
public struct LayoutExample {
    public enum Kind {
        case scene(subviews: String, constraints: String, changes: SceneChanges)
        case source(path: String, reviewed: String?, current: String)
    }

    public let note: String
    public let kind: Kind
    /// Device id, orientation, text size and bars of a scene example. / Configuración del ejemplo.
    public var device = "i16"
    public var landscape = false
    public var text = TextSizeCategory.large
    public var navigationBar = true

    /// A scene example. / Un ejemplo de escena.
    public static func scene(
        _ note: String, _ subviews: [String], _ constraints: [String], changes: SceneChanges = SceneChanges(),
        device: String = "i16", navigationBar: Bool = true
    ) -> LayoutExample {
        var example = LayoutExample(
            note: note,
            kind: .scene(
                subviews: subviews.joined(separator: "\n"), constraints: constraints.joined(separator: "\n"),
                changes: changes))
        example.device = device
        example.navigationBar = navigationBar
        return example
    }

    /// A source example: `current` at `path`, reviewed as `reviewed` (nil: never reviewed).
    /// Un ejemplo de fuente.
    public static func source(_ note: String, _ path: String, reviewed: String? = nil, current: String)
        -> LayoutExample
    {
        LayoutExample(note: note, kind: .source(path: path, reviewed: reviewed, current: current))
    }

    /// The configuration of a scene example. / La configuración de un ejemplo de escena.
    public func configuration(_ catalog: DeviceCatalog) throws -> LayoutConfiguration {
        guard let chosen = catalog.devices.first(where: { $0.id == device }) else {
            throw CocoaError(.featureUnsupported)
        }
        let bars = DeviceCatalog.Context(
            pathPrefix: "", navigationBar: navigationBar, tabBar: false, source: "example")
        return LayoutConfiguration(device: chosen, landscape: landscape, context: bars, text: text)
    }

    /// What `layout-check` reports for the example: for a scene, every check in its configuration,
    /// with ambiguity checked as the runner plans it (the reference configuration without the code's
    /// changes, then this one); for a source, the unmirrored and staleness checks.
    /// Lo que `layout-check` informa del ejemplo.
    public func findings(_ catalog: DeviceCatalog) throws -> [LayoutFinding] {
        switch kind {
        case .scene(let subviews, let constraints, let changes):
            let xml = CodeMirror.Body(subviews: subviews, constraints: constraints).document(identifier: "Example")
            let scene = try StoryboardReader.scenes(path: "Example.storyboard", data: Data(xml.utf8))[0]
            var reference = self
            (reference.device, reference.landscape, reference.text) = ("i16", false, .large)
            let engine = SceneLayoutEngine()
            let layout = engine.layout(scene, in: try configuration(catalog), changes: changes)
            var plan = AmbiguityPlan()
            let base = plan.visit(engine.layout(scene, in: try reference.configuration(catalog)), isReference: true)
            _ = plan.visit(layout, isReference: false)
            return LayoutChecks.findings(layout) + LayoutChecks.ties(layout) + base + plan.remaining().map(\.0)
        case .source(let path, let reviewed, let current):
            if let reviewed {
                return CodeMirror.fingerprint(reviewed) == CodeMirror.fingerprint(current)
                    ? [] : [CodeMirror.staleFinding(path, current)]
            }
            return CodeLayoutSources.unmirrored(path: path, text: current).map { [$0] } ?? []
        }
    }

    /// The example as one Markdown line. / El ejemplo en una línea de Markdown.
    var markdown: String {
        switch kind {
        case .scene:
            let orientation = landscape ? "landscape" : "portrait"
            let bars = navigationBar ? ", under a navigation bar" : ""
            return "\(note) (`\(device)` \(orientation), \(text.shortName)\(bars))"
        case .source(let path, let reviewed, let current):
            guard let reviewed else { return "\(note): `\(path)` holds \(Self.code(current))" }
            return "\(note): `\(path)`, reviewed as \(Self.code(reviewed)), now holds \(Self.code(current))"
        }
    }

    private static func code(_ text: String) -> String {
        "`" + text.trimmingCharacters(in: .whitespacesAndNewlines).replacingOccurrences(of: "\n", with: " ⏎ ") + "`"
    }
}

/// The layout rules that have examples, and the generated Markdown.
/// Las reglas de layout con ejemplos, y el Markdown generado.
public enum LayoutRuleCatalog {
    public static let section = "rules"

    /// Every rule with examples. / Cada regla con ejemplos.
    public static let all: [LayoutRule] = [
        aboveSafeArea, scrollViewNoRoom, ambiguousPerSystem, tie, cannotJudge, codeUnmirrored, mirrorStale,
    ]

    /// The `rules` section of `docs/layout.md`. / La sección `rules` de `docs/layout.md`.
    public static var markdown: String {
        all.map { rule in
            (["- **`\(rule.id)`** (\(rule.severity.rawValue)) — \(rule.summary)"]
                + rule.triggers.map { "  - fails: \($0.markdown)" } + rule.passes.map { "  - passes: \($0.markdown)" })
                .joined(separator: "\n")
        }.joined(separator: "\n")
    }
}
