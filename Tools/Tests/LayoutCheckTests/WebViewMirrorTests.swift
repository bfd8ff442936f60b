import AppCore
import Foundation
import LayoutCheck
import XCTest

/// The web screen's mirrors: the history toolbar and the whole screen in the states its presenter
/// renders. The notice "Reintentar" that the screen hides while its buttons stack (accessibility
/// sizes) fought `UISV-hiding` with the old required `≥ 44` (issue 25); the current 999 does not.
/// Los espejos de la pantalla web: la barra de historial y la pantalla en los estados que dibuja su
/// presenter. El "Reintentar" del aviso, oculto con los botones apilados, chocaba con `UISV-hiding`.
final class WebViewMirrorTests: XCTestCase {
    /// What each state shows, read from the mirror's scene: progress, page, error panel, notice,
    /// notice "Reintentar" (true = shown). / Lo que muestra cada estado.
    private static let shown: [String: [Bool]] = [
        "loading": [true, true, false, false, false],
        "loaded": [false, true, false, false, false],
        "failed": [false, false, true, false, true],
        "failed: address refused": [false, false, true, false, false],
        "notice over the page": [false, true, false, true, true],
        "notice: no app for a link": [false, true, false, true, false],
    ]

    /// The presenter's view models become the views `render(_:)` shows, with their texts.
    func testEachStateShowsWhatThePresenterRenders() throws {
        let probe = try MirrorProbe(.webViewScreen)
        XCTAssertEqual(Set(CodeMirror.webViewScreen.states), Set(Self.shown.keys))
        for state in CodeMirror.webViewScreen.states {
            let scene = try CodeMirror.webViewScreen.scene(state, strings: probe.strings, storyboard: probe.storyboard)
            let ids = ["Wb7-pv-0e5", "web-page", "panel", "Wb7-nb-3a1", "Wb7-nt-3a6"]
            let visible = try ids.map { try XCTUnwrap(scene.view($0), $0).hidden == false }
            XCTAssertEqual(visible, Self.shown[state], state)
            XCTAssertEqual(scene.view("Wb7-nt-3a6")?.text?.text, probe.strings["webview.retry"])
            XCTAssertEqual(scene.view("Wb7-nd-3a7")?.text?.text, probe.strings["webview.notice.dismiss"])
        }
        func notice(_ state: String) throws -> String? {
            try CodeMirror.webViewScreen.scene(state, strings: probe.strings, storyboard: probe.storyboard)
                .view("Wb7-nl-3a4")?.text?.text
        }
        XCTAssertEqual(try notice("notice: no app for a link"), probe.strings["webview.notice.noApp"])
        let retryable = ["offline", "timeout", "insecure", "generic"].compactMap {
            probe.strings["webview.error.\($0)"]
        }
        XCTAssertEqual(try notice("notice over the page")?.count, retryable.map(\.count).max())
    }

    /// Side by side below the accessibility sizes, stacked (leading) from AX1: both buttons at least
    /// 44 pt tall; the safe area ends the toolbar mirror's row height above its old bottom, and the
    /// panel and the notice end there, where the toolbar starts.
    func testTheNoticeButtonsStackAtAccessibilitySizesAboveTheToolbar() throws {
        let probe = try MirrorProbe(.webViewScreen)
        let toolbar = try MirrorProbe(.webHistoryToolbar)
        for text in try DeviceCatalog.bundled().categories {
            for (device, landscape) in [("se1", false), ("i16", true)] {
                let configuration = try probe.configuration(device, landscape: landscape, text: text)
                let layout = try probe.layout("notice over the page", configuration)
                let retry = try XCTUnwrap(layout.frames["Wb7-nt-3a6"])
                let dismiss = try XCTUnwrap(layout.frames["Wb7-nd-3a7"])
                XCTAssertGreaterThanOrEqual(min(retry.height, dismiss.height), 44 - 1e-6, configuration.name)
                if text.isAccessibilitySize {
                    XCTAssertEqual(dismiss.y, retry.maxY + 16, accuracy: 1e-6, configuration.name)
                    XCTAssertEqual(dismiss.x, retry.x, accuracy: 1e-6)
                } else {
                    XCTAssertEqual(dismiss.x, retry.maxX + 16, accuracy: 1e-6, configuration.name)
                    XCTAssertEqual(dismiss.y, retry.y, accuracy: 1e-6)
                }
                let row = try XCTUnwrap(
                    toolbar.layout(
                        "titles (iOS 12)", try toolbar.configuration(device, landscape: landscape, text: text)
                    )
                    .frames["toolbar-row"])
                let safe = try XCTUnwrap(layout.frames["web-safe"])
                let bar = try XCTUnwrap(layout.frames["toolbar"])
                XCTAssertEqual(
                    safe.maxY, configuration.height - configuration.safeArea.bottom - row.height, accuracy: 1e-6)
                XCTAssertEqual(bar.y, row.y, accuracy: 1e-6, "the toolbar mirror puts its bar at the same place")
                XCTAssertEqual(bar.maxY, configuration.height, accuracy: 1e-6)
                XCTAssertEqual(layout.frames["panel"]?.maxY ?? 0, bar.y, accuracy: 1e-6)
                XCTAssertLessThanOrEqual(layout.frames["Wb7-nb-3a1"]?.maxY ?? .infinity, bar.y + 1e-6)
            }
        }
    }

    /// The states that hide the notice's "Reintentar" (`isRetryHidden`; the panel's own button is
    /// `CodeMirrorTests`' `RetryMessageView` case). / Los estados que ocultan el "Reintentar" del aviso.
    private static let retryHidden: Set<String> = [
        "loading", "loaded", "failed: address refused", "notice: no app for a link",
    ]

    /// The old required `≥ 44` (1000) on the notice's "Reintentar", which the screen hides, is a
    /// `layout-hidden-conflict` naming it only where its buttons stack (AX1 on: a vertical stack hides
    /// it with a height of 0; side by side, with a width of 0); the current 999 is none.
    func testRequiredMinimumOnAHiddenReintentarIsAHiddenConflict() throws {
        let probe = try MirrorProbe(.webViewScreen)
        for state in CodeMirror.webViewScreen.states {
            for text in [TextSizeCategory.extraExtraExtraLarge, .accessibilityMedium] {
                for priority in [1000.0, 999.0] {
                    let configuration = try probe.configuration("se1", text: text)
                    let layout = try probe.layout(state, configuration, minimumPriority: priority)
                    let conflicts = MirrorProbe.findings(layout).filter { $0.rule == "layout-hidden-conflict" }
                    let ids: Set<String> =
                        text.isAccessibilitySize && Self.retryHidden.contains(state) ? ["Wb7-nt-3a6"] : []
                    let named = Set(
                        ids.filter { id in conflicts.contains { $0.message.contains("UISV-hiding (\(id))") } })
                    let label = "\(state) \(configuration.name) at \(priority)"
                    XCTAssertEqual(conflicts.count, priority == 1000 ? ids.count : 0, "\(label): \(conflicts)")
                    XCTAssertEqual(named, priority == 1000 ? ids : [], label)
                    XCTAssertEqual(MirrorProbe.findings(layout).filter { $0.rule == "layout-unsatisfiable" }, [], label)
                }
            }
        }
    }

    // MARK: WebHistoryToolbar

    /// Every button at least 44 × 44; the row ends at the safe area's bottom, the bar at the screen's;
    /// iOS 12 shows the full words below the accessibility sizes and the short titles from AX1.
    func testTheToolbarRowSitsInTheReservedStrip() throws {
        let probe = try MirrorProbe(.webHistoryToolbar)
        for state in CodeMirror.webHistoryToolbar.states {
            for text in try DeviceCatalog.bundled().categories {
                for (device, landscape) in [("se1", false), ("i16pm", true)] {
                    let configuration = try probe.configuration(device, landscape: landscape, text: text)
                    let layout = try probe.layout(state, configuration)
                    let row = try XCTUnwrap(layout.frames["toolbar-row"])
                    let bar = try XCTUnwrap(layout.frames["toolbar"])
                    XCTAssertEqual(row.maxY, configuration.height - configuration.safeArea.bottom, accuracy: 1e-6)
                    XCTAssertEqual(bar.y, row.y, accuracy: 1e-6)
                    XCTAssertEqual(bar.maxY, configuration.height, accuracy: 1e-6)
                    XCTAssertEqual(row.x, configuration.safeArea.left + 8, accuracy: 1e-6)
                    for (id, key) in [
                        ("toolbar-back", "back"), ("toolbar-forward", "forward"), ("toolbar-reload", "reload"),
                    ] {
                        let button = try XCTUnwrap(layout.frames[id])
                        XCTAssertGreaterThanOrEqual(
                            min(button.width, button.height), 44 - 1e-6, "\(id) \(configuration.name)")
                        let title = layout.scene.view(id)?.text?.text
                        let word = probe.strings["webview.toolbar.\(key)"]
                        let short = probe.strings["webview.toolbar.\(key).short"]
                        let expected = state.contains("iOS 12") ? (text.isAccessibilitySize ? short : word) : ""
                        XCTAssertEqual(title, expected, "\(state) \(configuration.name)")
                    }
                    // No error; the iOS 12 symbols at AX3 are borderline warnings (docs/layout.md).
                    // Ningún error; los símbolos de iOS 12 en AX3 son avisos al límite.
                    let found = MirrorProbe.findings(layout).filter { CodeMirror.reportedRules.contains($0.rule) }
                    XCTAssertEqual(found.filter { $0.severity == .error }, [], configuration.name)
                    XCTAssertTrue(found.allSatisfy { $0.message.contains("is borderline") }, configuration.name)
                }
            }
        }
    }

    /// The full words on iOS 12 at AX5 (before `WebToolbarButton.face` shortened them) do not fit
    /// three buttons on an SE: the flexible space between them is squeezed below zero and "Adelante"
    /// reaches past the screen's side.
    func testFullToolbarWordsAtAX5OverflowTheRow() throws {
        let probe = try MirrorProbe(.webHistoryToolbar)
        let configuration = try probe.configuration("se1", text: .accessibilityExtraExtraExtraLarge)
        let state = "titles (iOS 12)"
        let current = MirrorProbe.findings(try probe.layout(state, configuration))
        XCTAssertEqual(current.filter { $0.severity == .error }, [], "\(current)")
        let broken = try probe.layout(state, configuration) { body in
            for key in ["back", "forward", "reload"] {
                let short = probe.strings["webview.toolbar.\(key).short"] ?? "?"
                let word = probe.strings["webview.toolbar.\(key)"] ?? "?"
                body.subviews = body.subviews.replacingOccurrences(of: "title=\"\(short)\"", with: "title=\"\(word)\"")
            }
        }
        let found = MirrorProbe.findings(broken)
        XCTAssertTrue(
            found.contains { $0.rule == "layout-zero-size" && $0.message.contains("toolbar-space") }, "\(found)")
        XCTAssertTrue(found.contains { $0.rule == "layout-below-screen" }, "\(found)")
    }
}
