import AppCore
import Foundation
import LayoutCheck
import ProjectChecks
import ToolsTestSupport
import XCTest

/// Lays one mirror state out in one configuration, optionally with its body changed first (a planted
/// defect), for the mirror tests.
/// Dispone un estado de un espejo en una configuración, con su cuerpo cambiado si se pide.
struct MirrorProbe {
    let mirror: CodeMirror
    let strings: [String: String]
    let storyboard: MarkupNode?
    let catalog: DeviceCatalog

    init(_ mirror: CodeMirror) throws {
        self.mirror = mirror
        strings = try mirror.strings(root: TestPaths.repositoryRoot)
        storyboard = try mirror.storyboard(root: TestPaths.repositoryRoot)
        catalog = try DeviceCatalog.bundled()
    }

    /// The mirror's configuration on `device`. / La configuración del espejo en `device`.
    func configuration(_ device: String, landscape: Bool = false, text: TextSizeCategory = .large) throws
        -> LayoutConfiguration
    {
        try XCTUnwrap(
            mirror.configurations(catalog).first {
                $0.device.id == device && $0.landscape == landscape && $0.text == text
            })
    }

    /// The body the mirror builds. / El cuerpo que construye el espejo.
    func body(_ state: String, text: TextSizeCategory = .large, minimumPriority: Double? = nil) -> CodeMirror.Body {
        mirror.body(
            CodeMirror.Input(
                state: state, strings: strings, minimumPriority: minimumPriority ?? mirror.minimumPriority, text: text,
                storyboard: storyboard))
    }

    /// `state` laid out in `configuration`, after `edit` changed its body; with `facts` (the runtime
    /// facts, e.g. hyphenation) applied as `layout-check` applies them, without any fact otherwise.
    /// `state` dispuesto en `configuration`, tras cambiar su cuerpo con `edit`; con `facts` aplicados
    /// como lo hace `layout-check`, sin ningún hecho si no.
    func layout(
        _ state: String, _ configuration: LayoutConfiguration, minimumPriority: Double? = nil,
        facts: RuntimeFacts? = nil, edit: (inout CodeMirror.Body) -> Void = { _ in }
    ) throws -> SceneLayout {
        var body = body(state, text: configuration.text, minimumPriority: minimumPriority)
        edit(&body)
        let scene = try mirror.scene(body, state: state)
        try facts?.apply(to: scene, root: TestPaths.repositoryRoot)
        return SceneLayoutEngine().layout(scene, in: configuration)
    }

    /// The exact and estimated findings of a layout, with the ambiguity check.
    /// Los hallazgos exactos y estimados, con el de ambigüedad.
    static func findings(_ layout: SceneLayout, ambiguity: Bool = false) -> [LayoutFinding] {
        LayoutChecks.findings(layout) + (ambiguity ? LayoutChecks.ambiguity(layout) : [])
    }
}

extension CodeMirror.Body {
    /// Leaves out the constraint `id`. / Omite la restricción `id`.
    mutating func remove(constraint id: String) {
        let pattern = #"<constraint [^>]*id="\#(NSRegularExpression.escapedPattern(for: id))"[^>]*/>"#
        let regex = try? NSRegularExpression(pattern: pattern)
        for keyPath in [\CodeMirror.Body.subviews, \CodeMirror.Body.constraints] {
            let text = self[keyPath: keyPath]
            self[keyPath: keyPath] =
                regex?.stringByReplacingMatches(
                    in: text, range: NSRange(text.startIndex..., in: text), withTemplate: "") ?? text
        }
    }

    /// Whether the constraint `id` is in the body. / Si la restricción `id` está en el cuerpo.
    func contains(constraint id: String) -> Bool {
        (subviews + constraints).contains("id=\"\(id)\"")
    }
}

extension Frame {
    var midX: Double { x + width / 2 }
    var midY: Double { y + height / 2 }
}

/// The mirrors' findings of the full pass: in `.ci/run`, read from the report `./Scripts/check` wrote
/// (`LAYOUT_CHECK_REPORT`, refused if written for other sources), whose run lays out every mirror
/// with the same catalog, facts and rules (`LayoutRunner.run` calls `mirrorFindings()`), so the mirrors
/// are laid out once; elsewhere, laid out here.
/// Los hallazgos de los espejos de la pasada completa: en `.ci/run` se leen del informe de
/// `./Scripts/check` (que dispone cada espejo igual), así que los espejos se disponen una vez.
enum MirrorPass {
    /// The grouped findings and the number of layouts per scene the pass made (nil when laid out
    /// here: then `layouts` is the mirrors' own count). / Los hallazgos agrupados y las disposiciones.
    struct Result {
        let findings: [GroupedFinding]
        let layouts: Int
        let scenes: Int?
    }

    static func findings() throws -> Result {
        let root = TestPaths.repositoryRoot
        if let report = try LayoutReportFile.fromEnvironment(root: root) {
            // Every path a mirror reads (its stale findings name them). / Cada ruta que lee un espejo.
            let sources = Set(CodeMirror.all.flatMap(\.sources))
            return Result(
                findings: report.findings.filter { sources.contains($0.finding.path) }, layouts: report.layouts,
                scenes: report.scenes)
        }
        let runner = LayoutRunner(root: root, catalog: try DeviceCatalog.bundled(), facts: try RuntimeFacts.bundled())
        let result = try runner.mirrorFindings()
        return Result(findings: GroupedFinding.group(result.found), layouts: result.layouts, scenes: nil)
    }
}
