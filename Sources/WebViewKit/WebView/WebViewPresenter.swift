import AppCore
import Foundation

/// Runs the screen's state machine (`WebViewMachine`: the load, what the web view holds, the notice,
/// the history), routes links and renders.
/// Ejecuta la máquina de estados de la pantalla (`WebViewMachine`: la carga, lo que tiene el web view,
/// el aviso, el historial), enruta los enlaces y la presenta.
public final class WebViewPresenter: WebViewPresenting {
    public weak var view: WebViewView?
    private let interactor: WebViewInteracting
    private let router: WebViewRouting
    private let localizer: Localizer
    /// The whole screen as one value; `WebViewMachine.reduce` decides every change.
    /// Toda la pantalla como un valor; `WebViewMachine.reduce` decide cada cambio.
    public private(set) var screen = WebViewState()

    public init(interactor: WebViewInteracting, router: WebViewRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    /// The page's lifecycle. / El ciclo de vida de la página.
    public var state: WebPageState { screen.load.page }

    public func viewDidLoad() { send(.viewLoaded(interactor.pageURL())) }
    public func didStartLoading() { send(.started) }
    public func didUpdateProgress(_ progress: Double) { send(.progressed(progress)) }
    public func didFinishLoading() { send(.finished) }

    public func didFailLoading(domain: String, code: Int, failingURL: URL?, isStillLoading: Bool) {
        send(.loadFailed(domain: domain, code: code, failingURL: failingURL, isStillLoading: isStillLoading))
    }

    public func didTapRetry() { send(.retryTapped) }
    public func didTapDismissNotice() { send(.noticeDismissed) }

    /// WebKit gets its answer first, then the follow-up runs. / WebKit recibe su respuesta primero.
    public func decidePolicy(
        for url: URL?, targetFrameIsMain: Bool?, trigger: WebNavigationTrigger, decide: (Bool) -> Void
    ) {
        let target = WebFrameTarget(targetFrameIsMain: targetFrameIsMain)
        let decision = WebLinkRouter.decision(for: url, target: target)
        decide(decision.allowsWebKit)
        send(.linkDecided(decision, requested: url, target: target, trigger: trigger))
    }

    public func didRequestNewWindow(for url: URL?, trigger: WebNavigationTrigger) {
        let decision = WebLinkRouter.decision(for: url, target: .newWindow)
        send(.linkDecided(decision, requested: url, target: .newWindow, trigger: trigger))
    }

    public func didChangeHistory(canGoBack: Bool, canGoForward: Bool) {
        send(.historyChanged(WebHistory(canGoBack: canGoBack, canGoForward: canGoForward)))
    }

    public func didTapBack() { send(.backTapped) }
    public func didTapForward() { send(.forwardTapped) }
    public func didTapReload() { send(.reloadTapped) }
    public func webContentProcessDidTerminate() { send(.processTerminated) }
    public func appDidEnterBackground() { send(.enteredBackground) }
    public func appWillEnterForeground() { send(.returnedToForeground) }

    // MARK: - State / Estado

    /// Runs one transition: the screen is drawn when what it shows changed, then the effects run.
    /// Ejecuta una transición: la pantalla se dibuja si cambió lo que muestra y luego los efectos.
    private func send(_ event: WebViewEvent) {
        let before = screen
        let (next, effects) = WebViewMachine.reduce(screen, event)
        screen = next
        let shown = viewModel(for: next)
        if shown != viewModel(for: before) { view?.render(shown) }
        effects.forEach(run)
    }

    private func run(_ effect: WebViewEffect) {
        switch effect {
        case .load(let url): view?.load(url)
        case .perform(let command): view?.perform(command)
        case .openExternally(let url):
            router.openExternally(url) { [weak self] opened in self?.send(.systemOpenFinished(opened: opened)) }
        case .announceFailure(let failure, let replacesPage):
            let message = localizer(failure.messageKey)
            view?.announce(replacesPage ? .screenChanged(message) : .notice(message))
        case .announceNotice(let key): view?.announce(.notice(localizer(key)))
        }
    }

    /// The state as texts and flags for the screen: a failure hides the page only when no page was
    /// ever loaded; otherwise it is a dismissible notice over the page.
    /// El estado como textos y banderas: un fallo oculta la página solo si nunca se cargó una; si no,
    /// es un aviso descartable sobre la página.
    func viewModel(for screen: WebViewState) -> WebViewViewModel {
        let retryTitle = localizer("webview.retry")
        let dismissTitle = localizer("webview.notice.dismiss")
        let title = localizer("webview.title")
        let extraNotice = screen.notice == .noAppForLink ? localizer("webview.notice.noApp") : nil
        let toolbar = toolbarViewModel(screen)
        let visibleNotice = { (message: String?) in screen.notice == .dismissed ? nil : message }
        let state = screen.load.page
        switch state {
        case .idle, .loaded:
            let progress: Double = state == .loaded ? 1 : 0
            return WebViewViewModel(
                progress: progress, isProgressHidden: true, progressAccessibilityValue: percent(progress),
                errorMessage: nil, retryTitle: retryTitle, isRetryHidden: true,
                noticeMessage: visibleNotice(extraNotice), dismissTitle: dismissTitle, title: title, toolbar: toolbar)
        case .loading(let progress):
            return WebViewViewModel(
                progress: progress, isProgressHidden: false, progressAccessibilityValue: percent(progress),
                errorMessage: nil, retryTitle: retryTitle, isRetryHidden: true,
                noticeMessage: visibleNotice(extraNotice), dismissTitle: dismissTitle, title: title, toolbar: toolbar)
        case .failed(let failure):
            let message = localizer(failure.messageKey)
            let blocking = screen.isBlocking(failure)
            return WebViewViewModel(
                progress: 0, isProgressHidden: true, progressAccessibilityValue: percent(0),
                isPageHidden: blocking, errorMessage: blocking ? message : nil, retryTitle: retryTitle,
                isRetryHidden: !failure.isRetryable || (!blocking && extraNotice != nil),
                noticeMessage: visibleNotice(extraNotice ?? (blocking ? nil : message)),
                dismissTitle: dismissTitle, title: title, toolbar: toolbar)
        }
    }

    private func toolbarViewModel(_ screen: WebViewState) -> WebToolbarViewModel {
        WebToolbarViewModel(
            back: button("webview.toolbar.back", enabled: screen.history.canGoBack),
            forward: button("webview.toolbar.forward", enabled: screen.history.canGoForward),
            reload: button("webview.toolbar.reload", enabled: screen.canReload))
    }

    private func button(_ key: String, enabled: Bool) -> WebToolbarButton {
        WebToolbarButton(
            title: localizer(key), shortTitle: localizer(key + ".short"),
            accessibilityLabel: localizer(key + ".accessibility"), isEnabled: enabled)
    }

    private func percent(_ progress: Double) -> String {
        localizer("webview.progress.value", Int((progress * 100).rounded()))
    }
}
