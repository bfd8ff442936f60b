import Foundation
import WebViewKit

/// A Web View presenter that does nothing and refuses every navigation, so a screen under test
/// loads no page and nothing goes to the network.
/// Un presenter de Web View que no hace nada y rechaza toda navegación: la pantalla bajo prueba no
/// carga ninguna página y nada va a la red.
final class SilentWebViewPresenter: WebViewPresenting {
    func viewDidLoad() {}
    func didStartLoading() {}
    func didUpdateProgress(_ progress: Double) {}
    func didFinishLoading() {}
    func didFailLoading(domain: String, code: Int, failingURL: URL?, isStillLoading: Bool) {}
    func didTapRetry() {}
    func didTapDismissNotice() {}
    func decidePolicy(for url: URL?, targetFrameIsMain: Bool?, decide: (Bool) -> Void) { decide(false) }
    func didRequestNewWindow(for url: URL?) {}
    func didChangeHistory(canGoBack: Bool, canGoForward: Bool) {}
    func didTapBack() {}
    func didTapForward() {}
    func didTapReload() {}
    func webContentProcessDidTerminate() {}
}
