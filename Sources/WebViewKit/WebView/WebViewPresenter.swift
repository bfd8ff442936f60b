import AppCore
import Foundation

/// Runs the page's state machine (idle → loading(progress) → loaded | failed), routes links and renders.
/// Ejecuta la máquina de estados de la página, enruta los enlaces y la presenta.
public final class WebViewPresenter: WebViewPresenting {
    public weak var view: WebViewView?
    private let interactor: WebViewInteracting
    private let router: WebViewRouting
    private let localizer: Localizer
    public private(set) var state: WebPageState = .idle
    /// A page finished loading once: later failures leave it visible (notice instead of panel).
    /// Una página terminó de cargar: los fallos posteriores la dejan visible (aviso en vez de panel).
    public private(set) var hasLoadedPage = false
    /// The last page the view was asked to show (main frame). / La última página pedida (marco principal).
    public private(set) var lastRequestedURL: URL?
    /// What "Reintentar" loads after the current failure. / Lo que carga "Reintentar" tras el fallo actual.
    public private(set) var retryURL: URL?
    /// The notice key shown over the page besides failures (a link no app could open).
    /// La clave del aviso sobre la página aparte de los fallos (un enlace que ninguna app abrió).
    private var extraNoticeKey: String?
    private var isNoticeDismissed = false
    private var rendered: WebViewViewModel?
    /// The web view's history, as WebKit last reported it. / El historial del web view según WebKit.
    private var canGoBack = false
    private var canGoForward = false
    /// The page process ended and the page was reloaded automatically; cleared when a page finishes.
    /// Terminó el proceso de la página y se recargó sola; se borra cuando una página termina de cargar.
    private var isReloadingAfterTermination = false
    /// The page process ended and no page has finished loading since: the web view is white, so any
    /// failure replaces it with the panel (a notice over a blank page says too little).
    /// Terminó el proceso de la página y ninguna página terminó de cargar desde entonces: el web view
    /// está en blanco, así que cualquier fallo lo reemplaza con el panel.
    private var isPageBlank = false

    public init(interactor: WebViewInteracting, router: WebViewRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    public func viewDidLoad() {
        switch interactor.pageURL() {
        case .success(let url):
            startLoading(url)
        case .failure(let error):
            fail(WebLoadFailure(error), failingURL: nil)
        }
    }

    public func didStartLoading() {
        if case .loading = state { return }
        clearNotices()
        apply(.start)
    }

    public func didUpdateProgress(_ progress: Double) {
        apply(.progress(progress))
    }

    public func didFinishLoading() {
        if case .loading = state {
            hasLoadedPage = true
            isPageBlank = false
        }
        isReloadingAfterTermination = false
        apply(.finish)
    }

    /// Benign errors are not shown; they only end the progress bar when nothing else is loading.
    /// Los errores benignos no se muestran; solo terminan la barra si no se carga nada más.
    public func didFailLoading(domain: String, code: Int, failingURL: URL?, isStillLoading: Bool) {
        guard let failure = WebLoadFailure(domain: domain, code: code) else {
            if !isStillLoading { apply(.stop) }
            return
        }
        fail(failure, failingURL: failingURL)
    }

    public func didTapRetry() {
        guard case .failed(let failure) = state, failure.isRetryable, let url = retryURL else { return }
        startLoading(url)
    }

    public func didTapDismissNotice() {
        isNoticeDismissed = true
        extraNoticeKey = nil
        render()
    }

    public func decidePolicy(for url: URL?, targetFrameIsMain: Bool?, decide: (Bool) -> Void) {
        let target = WebFrameTarget(targetFrameIsMain: targetFrameIsMain)
        let decision = WebLinkRouter.decision(for: url, target: target)
        decide(decision.allowsWebKit)
        follow(decision, requested: url, target: target)
    }

    public func didRequestNewWindow(for url: URL?) {
        follow(WebLinkRouter.decision(for: url, target: .newWindow), requested: url, target: .newWindow)
    }

    // MARK: - Toolbar / Barra

    public func didChangeHistory(canGoBack: Bool, canGoForward: Bool) {
        self.canGoBack = canGoBack
        self.canGoForward = canGoForward
        render()
    }

    public func didTapBack() {
        guard canGoBack else { return }
        view?.perform(.goBack)
    }

    public func didTapForward() {
        guard canGoForward else { return }
        view?.perform(.goForward)
    }

    /// After a retryable failure, reload is "Reintentar" (loads the page that failed); on a page that
    /// loaded, WebKit reloads it; before any page, the page asked for is loaded again.
    /// Tras un fallo reintentable, recargar es "Reintentar"; en una página cargada, WebKit la recarga;
    /// antes de cualquier página, se vuelve a cargar la pedida.
    public func didTapReload() {
        guard canReload else { return }
        if case .failed(let failure) = state, failure.isRetryable, let url = retryURL {
            startLoading(url)
        } else if hasLoadedPage {
            reloadPage()
        } else if let url = lastRequestedURL {
            startLoading(url)
        }
    }

    /// Off while a page loads, and when there is nothing that reloading could bring (a refused address).
    /// Apagado mientras carga una página, y cuando recargar no traería nada (una dirección rechazada).
    private var canReload: Bool {
        switch state {
        case .loading: return false
        case .failed(let failure): return (failure.isRetryable && retryURL != nil) || hasLoadedPage
        case .idle, .loaded: return hasLoadedPage || lastRequestedURL != nil
        }
    }

    // MARK: - Page process / Proceso de la página

    /// The first time: reload silently (what Apple advises). Again before that reload finished: the
    /// page cannot stay up, so the retry panel replaces the blank page. Nothing to do when no page was
    /// asked for or a blocking panel is already up.
    /// La primera vez: recargar sin decir nada. Otra vez antes de que acabe esa recarga: el panel con
    /// "Reintentar" reemplaza la página en blanco. Nada que hacer sin página pedida o con el panel a la vista.
    public func webContentProcessDidTerminate() {
        guard let url = lastRequestedURL, !isShowingBlockingPanel else { return }
        isPageBlank = true
        if isReloadingAfterTermination {
            isReloadingAfterTermination = false
            fail(.pageProcessEnded, failingURL: nil)
        } else if hasLoadedPage {
            isReloadingAfterTermination = true
            reloadPage()
        } else {
            isReloadingAfterTermination = true
            startLoading(url)
        }
    }

    private var isShowingBlockingPanel: Bool {
        guard case .failed(let failure) = state else { return false }
        return isBlocking(failure)
    }

    /// A failure replaces the page when no page ever loaded, or when it left the page blank.
    /// Un fallo reemplaza la página si nunca se cargó una, o si la dejó en blanco.
    private func isBlocking(_ failure: WebLoadFailure) -> Bool {
        !hasLoadedPage || isPageBlank || failure.blanksThePage
    }

    private func reloadPage() {
        clearNotices()
        apply(.start)
        view?.perform(.reload)
    }

    // MARK: - Links / Enlaces

    /// What happens after WebKit got its answer: an allowed page navigation becomes the retry fallback,
    /// the rest loads in place or leaves for the system.
    /// Lo que pasa después de responder a WebKit: una navegación de la página permitida pasa a ser el
    /// respaldo del reintento; lo demás se carga en el lugar o sale al sistema.
    private func follow(_ decision: WebNavigationDecision, requested: URL?, target: WebFrameTarget) {
        switch decision {
        case .allow:
            if target.isPageNavigation, let url = requested { lastRequestedURL = url }
        case .loadInView(let url):
            if isUpgradeLoop(requested: requested, upgraded: url) {
                fail(WebLoadFailure(.notHTTPS), failingURL: nil)
            } else {
                startLoading(url)
            }
        case .openInSystem(let url):
            router.openExternally(url) { [weak self] opened in
                guard !opened else { return }
                self?.showNotice("webview.notice.noApp")
            }
        case .cancel:
            break
        }
    }

    /// An http page we already asked for over https came back as http (the server redirects to http):
    /// loading it again would loop, so it is refused like any insecure page.
    /// Una página http que ya pedimos por https volvió como http (el servidor redirige a http): cargarla
    /// otra vez sería un ciclo, así que se rechaza como cualquier página insegura.
    private func isUpgradeLoop(requested: URL?, upgraded: URL) -> Bool {
        guard case .loading = state, requested?.scheme?.lowercased() == "http" else { return false }
        return upgraded == lastRequestedURL
    }

    // MARK: - State / Estado

    private func startLoading(_ url: URL) {
        lastRequestedURL = url
        clearNotices()
        apply(.start)
        view?.load(url)
    }

    private func fail(_ failure: WebLoadFailure, failingURL: URL?) {
        guard state.handling(.fail(failure)) != state else { return }
        retryURL = WebRetryPolicy.target(failingURL: failingURL, lastRequested: lastRequestedURL)
        isReloadingAfterTermination = false
        isNoticeDismissed = false
        apply(.fail(failure))
        let message = localizer(failure.messageKey)
        view?.announce(isBlocking(failure) ? .screenChanged(message) : .notice(message))
    }

    private func showNotice(_ key: String) {
        extraNoticeKey = key
        isNoticeDismissed = false
        render()
        view?.announce(.notice(localizer(key)))
    }

    private func clearNotices() {
        extraNoticeKey = nil
        isNoticeDismissed = false
    }

    private func apply(_ event: WebPageEvent) {
        state = state.handling(event)
        render()
    }

    /// Sends the view model only when it changed. / Envía el view model solo si cambió.
    private func render() {
        let next = viewModel(for: state)
        guard next != rendered else { return }
        rendered = next
        view?.render(next)
    }

    /// The state as texts and flags for the screen: a failure hides the page only when no page was
    /// ever loaded; otherwise it is a dismissible notice over the page.
    /// El estado como textos y banderas: un fallo oculta la página solo si nunca se cargó una; si no,
    /// es un aviso descartable sobre la página.
    func viewModel(for state: WebPageState) -> WebViewViewModel {
        let retryTitle = localizer("webview.retry")
        let dismissTitle = localizer("webview.notice.dismiss")
        let title = localizer("webview.title")
        let extraNotice = extraNoticeKey.map { localizer($0) }
        let toolbar = toolbarViewModel()
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
            let blocking = isBlocking(failure)
            return WebViewViewModel(
                progress: 0, isProgressHidden: true, progressAccessibilityValue: percent(0),
                isPageHidden: blocking, errorMessage: blocking ? message : nil, retryTitle: retryTitle,
                isRetryHidden: !failure.isRetryable || (!blocking && extraNotice != nil),
                noticeMessage: visibleNotice(extraNotice ?? (blocking ? nil : message)),
                dismissTitle: dismissTitle, title: title, toolbar: toolbar)
        }
    }

    private func toolbarViewModel() -> WebToolbarViewModel {
        WebToolbarViewModel(
            back: button("webview.toolbar.back", enabled: canGoBack),
            forward: button("webview.toolbar.forward", enabled: canGoForward),
            reload: button("webview.toolbar.reload", enabled: canReload))
    }

    private func button(_ key: String, enabled: Bool) -> WebToolbarButton {
        WebToolbarButton(
            title: localizer(key), shortTitle: localizer(key + ".short"),
            accessibilityLabel: localizer(key + ".accessibility"), isEnabled: enabled)
    }

    private func visibleNotice(_ message: String?) -> String? {
        isNoticeDismissed ? nil : message
    }

    private func percent(_ progress: Double) -> String {
        localizer("webview.progress.value", Int((progress * 100).rounded()))
    }
}
