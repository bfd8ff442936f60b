import AppCore
import Foundation
import WebViewKit

/// Mirror of `WebViewViewController` (`viewDidLoad()`, `configureViews()`, `layOutNoticeButtons()`,
/// `viewDidLayoutSubviews()`, `render(_:)`): the WebView scene of `WebView.storyboard` (read live),
/// its text styles in Lato (`AppFont.adopt(in:)`), with what the code adds — the `WKWebView` pinned
/// to the four edges of its container; the safe area extended at the bottom by the toolbar's
/// `reservedHeight` (`web-safe`, which the storyboard's safe-area constraints use), that height
/// being the row's compressed height solved on the row alone (`WebHistoryToolbarMirror`, iOS 12
/// titles: the taller row, so the least room above it; on iOS 13+ it is 44 pt); the error panel
/// filling that safe area (`RetryMessageView.fillSafeArea(of:above:)`) and the toolbar from its
/// bottom to the view's (`install(in:)`), both as the frames the screen gives them: what is inside
/// them is their own mirrors' (`CodeMirror.retryMessage`, `CodeMirror.webHistoryToolbar`: with all
/// three in one problem a layout took ≈ 0.15–0.2 s instead of ≈ 0.02 s, measured in a debug build
/// while writing this) — and what it changes per state: the
/// notice buttons stacked (vertical, leading) at accessibility sizes and side by side (horizontal,
/// fill) below them, as `layOutNoticeButtons()` decides from `isAccessibilityCategory` (AX1–AX5:
/// `TextSizeCategory.isAccessibilitySize` here), and every view `render(_:)` hides or fills from
/// the view model. States: the view models the real `WebViewPresenter` (WebViewKit, called, not
/// copied) renders after a sequence of WebKit events (`WebViewScreenStates`), with the longest
/// failure message where several failures lead to the same state. `minimumPriority` is the notice
/// "Reintentar"'s `≥ 44` (`Wb7-cs-3b1`, 999 in the storyboard). Not modelled: the page's content (a
/// `WKWebView` has no content size), the progress value, the toolbar's enabled states, the notice's
/// border and the announcements (no layout).
/// Espejo de `WebViewViewController`: la escena del storyboard (leída en vivo, en Lato) con lo que
/// agrega el código (el web view, el área segura ampliada por la fila de la barra, el panel de error y
/// la barra como marcos; por dentro, sus propios espejos) y lo que cambia por estado (los botones del
/// aviso apilados con textos de accesibilidad, las vistas que `render(_:)` oculta o llena). Los
/// estados salen del presenter real.
extension CodeMirror {
    public static let webViewScreen = CodeMirror(
        source: "Apps/TestApp/WebView/WebViewViewController.swift",
        dependsOn: ["Apps/TestApp/WebView/WebHistoryToolbar.swift", "Apps/TestApp/Styleguide/RetryMessageView.swift"],
        typeName: "WebViewViewController", states: WebViewScreenStates.names,
        storyboard: "Apps/TestApp/WebView/Base.lproj/WebView.storyboard"
    ) { input in
        guard let model = WebViewScreenStates.viewModel(input.state, strings: input.strings) else {
            preconditionFailure("no web screen state named \(input.state)")
        }
        let safe = WebHistoryToolbarMirror.safeArea
        var body = MirrorStoryboard.sceneBody(
            "WebViewViewController", in: input.storyboard, safeArea: safe,
            patch: WebViewScreenStates.patch(model, stacked: input.text.isAccessibilitySize, input.minimumPriority))
        let reserved = WebHistoryToolbarMirror.reservedHeight(model.toolbar, text: input.text, symbolsAvailable: false)
        // The panel and the bar as the frames the screen gives them; inside, their own mirrors.
        // El panel y la barra como los marcos que les da la pantalla; por dentro, sus propios espejos.
        body.subviews +=
            "\n"
            + [
                MirrorXML.view(safe, "view"),
                MirrorXML.view(
                    "panel", "view", hidden: model.isErrorHidden, attributes: "userLabel=\"RetryMessageView\""),
                MirrorXML.view("toolbar", "view", attributes: "userLabel=\"WebHistoryToolbar\""),
            ].joined(separator: "\n")
        let constraints =
            ["leading", "trailing", "top", "bottom"].map {
                MirrorXML.pin("web-page-\($0)", "web-page", $0, "Wb7-ct-0d4")
            }
            + [
                // `additionalSafeAreaInsets.bottom = historyToolbar.reservedHeight`.
                MirrorXML.pin("web-safe-top", safe, "top", "safe"),
                MirrorXML.pin("web-safe-leading", safe, "leading", "safe"),
                MirrorXML.pin("web-safe-trailing", safe, "trailing", "safe"),
                MirrorXML.pin("web-safe-bottom", safe, "bottom", "safe", constant: -reserved),
            ]
            + ["top", "leading", "trailing", "bottom"].map { MirrorXML.pin("panel-\($0)", "panel", $0, safe) }
            + [
                MirrorXML.pin("toolbar-leading", "toolbar", "leading", "root"),
                MirrorXML.pin("toolbar-trailing", "toolbar", "trailing", "root"),
                MirrorXML.pin("toolbar-top", "toolbar", "top", safe, "bottom"),
                MirrorXML.pin("toolbar-bottom", "toolbar", "bottom", "root"),
            ]
        body.constraints += "\n" + constraints.joined(separator: "\n")
        return body
    }
}

/// The web screen's states as the presenter renders them. / Los estados de la pantalla web.
enum WebViewScreenStates {
    static let names = [
        "loading", "loaded", "failed", "failed: address refused", "notice over the page", "notice: no app for a link",
    ]

    /// The view model `WebViewPresenter` renders last for `state` (the longest message among the
    /// failures that lead to it); nil for an unknown state.
    /// El view model que el presenter dibuja al final para `state` (con el mensaje más largo).
    static func viewModel(_ state: String, strings: [String: String]) -> WebViewViewModel? {
        let candidates = scripts(state).map { run($0.page, $0.events, strings) }
        return candidates.compactMap { $0 }.max {
            ($0.errorMessage ?? $0.noticeMessage ?? "").count < ($1.errorMessage ?? $1.noticeMessage ?? "").count
        }
    }

    /// What `render(_:)` does to the storyboard's views, `layOutNoticeButtons()` (`stacked`) and the
    /// notice "Reintentar"'s minimum at `minimumPriority`.
    /// Lo que `render(_:)` hace a las vistas del storyboard, `layOutNoticeButtons()` y el mínimo.
    static func patch(_ model: WebViewViewModel, stacked: Bool, _ minimumPriority: Double) -> MirrorStoryboard.Patch {
        func hidden(_ flag: Bool) -> String? { flag ? "YES" : nil }
        func title(_ text: String) -> String { "<state key=\"normal\" title=\"\(MirrorXML.escape(text))\"/>" }
        var patch = MirrorStoryboard.Patch()
        patch.appFont = true
        patch.attributes["Wb7-pv-0e5"] = ["hidden": hidden(model.isProgressHidden)]
        patch.attributes["Wb7-nb-3a1"] = ["hidden": hidden(model.isNoticeHidden)]
        patch.attributes["Wb7-nl-3a4"] = ["text": model.noticeMessage ?? ""]
        patch.attributes["Wb7-nt-3a6"] = ["hidden": hidden(model.isRetryHidden)]
        patch.children["Wb7-nt-3a6"] = title(model.retryTitle)
        patch.children["Wb7-nd-3a7"] = title(model.dismissTitle)
        patch.attributes["Wb7-nr-3a5"] = [
            "axis": stacked ? "vertical" : "horizontal", "alignment": stacked ? "leading" : "fill",
        ]
        patch.attributes["Wb7-cs-3b1"] = ["priority": minimumPriority < 1000 ? "\(Int(minimumPriority))" : nil]
        patch.subviews["Wb7-ct-0d4"] = MirrorXML.view("web-page", "wkWebView", hidden: model.isPageHidden)
        return patch
    }

    private typealias Script = (page: Result<URL, WebAddressError>, events: [(WebViewPresenter) -> Void])

    /// The WebKit events that lead to each state, one script per failure that leads there.
    /// Los eventos de WebKit que llevan a cada estado, un guion por fallo.
    private static func scripts(_ state: String) -> [Script] {
        let home = WebAddressPolicy.secureURL(from: WebAddressPolicy.homePage)
        let load: (WebViewPresenter) -> Void = { $0.didStartLoading() }
        let finish: (WebViewPresenter) -> Void = { $0.didFinishLoading() }
        let retryable = [
            NSURLErrorNotConnectedToInternet, NSURLErrorTimedOut, NSURLErrorSecureConnectionFailed,
            NSURLErrorBadServerResponse,
        ]
        let fail = { (code: Int) -> (WebViewPresenter) -> Void in
            { $0.didFailLoading(domain: NSURLErrorDomain, code: code, failingURL: nil, isStillLoading: false) }
        }
        let terminate: (WebViewPresenter) -> Void = { $0.webContentProcessDidTerminate() }
        switch state {
        case "loading": return [(home, [load, { $0.didUpdateProgress(0.5) }])]
        case "loaded": return [(home, [load, finish])]
        case "failed":
            return retryable.map { (home, [load, fail($0)]) } + [(home, [load, finish, terminate, terminate])]
        case "failed: address refused": return [WebAddressError.invalid, .notHTTPS].map { (.failure($0), []) }
        case "notice over the page": return retryable.map { (home, [load, finish, load, fail($0)]) }
        case "notice: no app for a link":
            let link: (WebViewPresenter) -> Void = {
                $0.decidePolicy(for: URL(string: "tel:5555555555"), targetFrameIsMain: true) { _ in }
            }
            return [(home, [load, finish, link])]
        default: return []
        }
    }

    private static func run(
        _ page: Result<URL, WebAddressError>, _ events: [(WebViewPresenter) -> Void], _ strings: [String: String]
    ) -> WebViewViewModel? {
        let view = RecordingView()
        let presenter = WebViewPresenter(interactor: FixedPage(page), router: NoApp(), localizer: .table(strings))
        presenter.view = view
        presenter.viewDidLoad()
        for event in events { event(presenter) }
        return view.last
    }

    private final class RecordingView: WebViewView {
        var last: WebViewViewModel?
        func load(_ url: URL) {}
        func render(_ viewModel: WebViewViewModel) { last = viewModel }
        func announce(_ announcement: WebAnnouncement) {}
        func perform(_ command: WebHistoryCommand) {}
    }

    private final class FixedPage: WebViewInteracting {
        let page: Result<URL, WebAddressError>
        init(_ page: Result<URL, WebAddressError>) { self.page = page }
        func pageURL() -> Result<URL, WebAddressError> { page }
    }

    /// No app takes a link handed to the system. / Ninguna app toma un enlace entregado al sistema.
    private final class NoApp: WebViewRouting {
        func openExternally(_ url: URL, completion: @escaping (Bool) -> Void) { completion(false) }
    }
}
