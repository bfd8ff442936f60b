import Foundation
import LayoutCheck
import ToolsTestSupport
import XCTest

/// The mirrors of the views built in code: the current code (≥ 44 at 999) lays out with no exact
/// finding in any state; the old code (required ≥ 44) fights `UISV-hiding` in every state that hides
/// a member; a changed constraint line makes the mirror stale until its fingerprint is refreshed.
/// Los espejos de las vistas hechas en código: sin hallazgos exactos con el código actual; el código
/// viejo (≥ 44 obligatorio) choca con `UISV-hiding`; cambiar una línea deja el espejo viejo.
final class CodeMirrorTests: XCTestCase {
    /// Every state × device × orientation × text size of the current code: no finding (every rule is
    /// reported, `CodeMirror.reportedRules`; the runtime facts applied).
    /// In `.ci/run` the findings are the full pass's (`MirrorPass`), whose layouts are counted per scene
    /// (each mirror state is a scene). / En `.ci/run` los hallazgos son los de la pasada completa.
    func testCurrentMirrorsHaveNoExactFindings() throws {
        let result = try MirrorPass.findings()
        XCTAssertEqual(result.findings.filter { $0.finding.severity == .error }.map(\.description), [])
        // What remains are borderline warnings (listed in docs/layout.md, "Warnings today").
        // Lo que queda son avisos "al límite".
        for grouped in result.findings {
            XCTAssertTrue(grouped.finding.message.contains("is borderline"), grouped.description)
        }
        let catalog = try DeviceCatalog.bundled()
        let states = CodeMirror.all.map(\.states.count).reduce(0, +)
        let perScene = catalog.configurations(for: "Apps/TestApp/X.swift").count
        XCTAssertEqual(result.layouts, (result.scenes ?? states) * perScene)
    }

    /// Which views each state hides with a `≥ 44` (the ones the old required minimum fights).
    /// Qué vistas con mínimo de 44 pt oculta cada estado.
    private static let hiddenMinimums: [String: [String: Set<String>]] = [
        "NetworkingFooterView": [
            "loading": ["button"], "failed": ["spinner"], "empty, list ended": ["spinner"],
            "empty, more to load": ["spinner"], "none": ["spinner", "button"],
        ],
        "RetryMessageView": [
            "networking": [], "web view": [], "web view, refused address": ["retry"], "profile": [],
        ],
    ]

    /// The old code (required ≥ 44): `layout-hidden-conflict` names each hidden member with a minimum
    /// (the web screen's, which depend on the text size, are in `WebViewMirrorTests`).
    func testRequiredMinimumOnAHiddenMemberIsAHiddenConflict() throws {
        let catalog = try DeviceCatalog.bundled()
        for mirror in [CodeMirror.networkingFooter, .retryMessage] {
            let strings = try mirror.strings(root: TestPaths.repositoryRoot)
            let configurations = catalog.configurations(for: mirror.source).filter {
                ["se1", "i16"].contains($0.device.id) && !$0.landscape
            }
            XCTAssertFalse(configurations.isEmpty)
            for state in mirror.states {
                let expected = try XCTUnwrap(Self.hiddenMinimums[mirror.typeName]?[state], state)
                for priority in [1000.0, 999.0] {
                    let scene = try mirror.scene(state, strings: strings, minimumPriority: priority)
                    for configuration in configurations {
                        let layout = SceneLayoutEngine().layout(scene, in: configuration)
                        let conflicts = LayoutChecks.findings(layout).filter { $0.rule == "layout-hidden-conflict" }
                        let named = Set(
                            expected.filter { id in conflicts.contains { $0.message.contains("UISV-hiding (\(id))") } })
                        let label = "\(mirror.typeName) \(state) \(configuration.name) at \(priority)"
                        XCTAssertEqual(conflicts.count, priority == 1000 ? expected.count : 0, "\(label): \(conflicts)")
                        XCTAssertEqual(named, priority == 1000 ? expected : [], label)
                    }
                }
            }
        }
    }

    /// The stored fingerprints are the sources' current ones (refresh after reviewing a mirror).
    func testStoredFingerprintsMatchTheSources() throws {
        for mirror in CodeMirror.all {
            XCTAssertEqual(try mirror.staleness(root: TestPaths.repositoryRoot), [], mirror.source)
        }
    }

    /// A scratch copy with one constraint line changed is stale, with the documented command; a
    /// line that builds no constraint does not count; refreshing stores the new fingerprint.
    func testChangedConstraintLineMakesTheMirrorStale() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("mirror-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        try Shell.copy(CodeMirror.mirroredSources, to: scratch)
        for mirror in [CodeMirror.networkingFooter, .retryMessage] {
            let original = try String(
                contentsOf: TestPaths.repositoryRoot.appendingPathComponent(mirror.source), encoding: .utf8)
            let target = scratch.appendingPathComponent(mirror.source)
            try (original + "\n// a comment / un comentario\n").write(to: target, atomically: true, encoding: .utf8)
            XCTAssertEqual(try mirror.staleness(root: scratch), [], "a comment changes nothing")
            let changed = original.replacingOccurrences(of: "stack.spacing = ", with: "stack.spacing = 1")
            XCTAssertNotEqual(changed, original, mirror.source)
            try changed.write(to: target, atomically: true, encoding: .utf8)
            let stale = try XCTUnwrap(try mirror.staleness(root: scratch).first, mirror.source)
            XCTAssertEqual(stale.rule, "layout-mirror-stale")
            XCTAssertTrue(stale.message.contains("mirror of \(mirror.source) is stale: review it"), stale.message)
            XCTAssertTrue(
                stale.message.contains("swift run --package-path Tools layout-check --refresh-fingerprints"))
            let stored = MirrorFingerprints.stored.merging([mirror.source: CodeMirror.fingerprint(changed)]) { $1 }
            XCTAssertEqual(try mirror.staleness(root: scratch, stored: stored), [])
        }
        // The refresh also fingerprints the picker rows' sources (`PickerRowMirror`): copied unchanged.
        // El refresco también toma las fuentes de las filas de los pickers: se copian sin cambios.
        try Shell.copy(PickerRowMirror.fingerprintedSources, to: scratch)
        let file = scratch.appendingPathComponent(CodeMirror.fingerprintsFile)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Shell.copy(Array(CodeLayoutSources.reasons.keys), to: scratch)
        try CodeMirror.refreshFingerprints(root: scratch)
        let written = try String(contentsOf: file, encoding: .utf8)
        for mirror in [CodeMirror.networkingFooter, .retryMessage] {
            let changed = try String(contentsOf: scratch.appendingPathComponent(mirror.source), encoding: .utf8)
            XCTAssertTrue(written.contains("\"\(CodeMirror.fingerprint(changed))\""), written)
            XCTAssertFalse(written.contains("\"\(try XCTUnwrap(MirrorFingerprints.stored[mirror.source]))\""))
        }
    }

    /// SHA-256 test vectors: comments and blank lines only (the empty text), and two trimmed code
    /// lines — every code line counts, not a regex subset (issue 32: `numberOfLines`, fonts…).
    /// Vectores: solo comentarios (texto vacío) y dos líneas de código recortadas.
    func testFingerprintIsSHA256OfEveryTrimmedCodeLine() {
        XCTAssertEqual(
            CodeMirror.fingerprint("// a comment\n\n   /// a doc comment\n"),
            "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(
            CodeMirror.fingerprint("  stack.axis = .vertical  \nlet y = 2"),
            "d15b40d6c8ba7c71b0444d0972924b8d831332490990388f14448d8246c0fd69")
        for line in [
            "messageLabel.numberOfLines = 0", "label.font = AppFont.preferred(.body)",
            "label.lineBreakMode = .byWordWrapping",
            "button.setContentCompressionResistancePriority(.required, for: .vertical)",
            "stack.layoutMargins = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)",
        ] {
            XCTAssertEqual(CodeMirror.fingerprintLines(line).map(\.text), [line])
        }
    }
}
