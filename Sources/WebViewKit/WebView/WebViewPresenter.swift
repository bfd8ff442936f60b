import AppCore
import Foundation

/// Runs the page's state machine (idle → loading(progress) → loaded | failed) and renders it.
/// Ejecuta la máquina de estados de la página y la presenta.
public final class WebViewPresenter: WebViewPresenting {
    public weak var view: WebViewView?
    private let interactor: WebViewInteracting
    private let router: WebViewRouting
    private let localizer: Localizer
    public private(set) var state: WebPageState = .idle
    private var url: URL?

    public init(interactor: WebViewInteracting, router: WebViewRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    public func viewDidLoad() {
        view?.setTitle(localizer("webview.title"))
        switch interactor.pageURL() {
        case .success(let url):
            self.url = url
            startLoading()
        case .failure(let error):
            apply(.fail(WebLoadFailure(error)))
        }
    }

    public func didStartLoading() {
        if case .loading = state { return }
        apply(.start)
    }

    public func didUpdateProgress(_ progress: Double) {
        apply(.progress(progress))
    }

    public func didFinishLoading() {
        apply(.finish)
    }

    public func didFailLoading(domain: String, code: Int) {
        guard let failure = WebLoadFailure(domain: domain, code: code) else { return }
        apply(.fail(failure))
    }

    public func didTapRetry() {
        guard case .failed(let failure) = state, failure.isRetryable else { return }
        startLoading()
    }

    public func shouldAllowNavigation(to url: URL?, isMainFrame: Bool) -> Bool {
        WebAddressPolicy.allowsNavigation(to: url, isMainFrame: isMainFrame)
    }

    // MARK: - State / Estado

    private func startLoading() {
        guard let url = url else { return }
        apply(.start)
        view?.load(url)
    }

    private func apply(_ event: WebPageEvent) {
        let next = state.handling(event)
        guard next != state else { return }
        state = next
        view?.render(viewModel(for: next))
    }

    /// The state as texts and flags for the screen. / El estado como textos y banderas.
    func viewModel(for state: WebPageState) -> WebViewViewModel {
        let retryTitle = localizer("webview.retry")
        switch state {
        case .idle, .loaded:
            return WebViewViewModel(
                progress: state == .loaded ? 1 : 0, isProgressHidden: true,
                progressAccessibilityValue: percent(state == .loaded ? 1 : 0), errorMessage: nil,
                retryTitle: retryTitle, isRetryHidden: true)
        case .loading(let progress):
            return WebViewViewModel(
                progress: progress, isProgressHidden: false, progressAccessibilityValue: percent(progress),
                errorMessage: nil, retryTitle: retryTitle, isRetryHidden: true)
        case .failed(let failure):
            return WebViewViewModel(
                progress: 0, isProgressHidden: true, progressAccessibilityValue: percent(0),
                errorMessage: localizer(failure.messageKey), retryTitle: retryTitle, isRetryHidden: !failure.isRetryable
            )
        }
    }

    private func percent(_ progress: Double) -> String {
        localizer("webview.progress.value", Int((progress * 100).rounded()))
    }
}
