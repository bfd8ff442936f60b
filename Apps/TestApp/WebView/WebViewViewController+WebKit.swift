import UIKit
import WebKit
import WebViewKit

// MARK: - WKNavigationDelegate

extension WebViewViewController: WKNavigationDelegate {
    /// Where a link goes (this view, the system, nowhere) is decided by the package. What started the
    /// navigation goes with it: a user's tap (`.linkActivated`) is told apart from a server's redirect,
    /// which keeps the type of the load it belongs to (`.other` for the screen's own loads).
    /// A dónde va un enlace (esta vista, el sistema, ninguna parte) lo decide el paquete. Qué empezó la
    /// navegación va con ella: el toque del usuario se distingue de la redirección de un servidor, que
    /// conserva el tipo de la carga a la que pertenece (`.other` en las cargas de la propia pantalla).
    func webView(
        _ webView: WKWebView, decidePolicyFor navigationAction: WKNavigationAction,
        decisionHandler: @escaping (WKNavigationActionPolicy) -> Void
    ) {
        presenter.decidePolicy(
            for: navigationAction.request.url, targetFrameIsMain: navigationAction.targetFrame?.isMainFrame,
            trigger: Self.trigger(of: navigationAction)
        ) { allowed in
            decisionHandler(allowed ? .allow : .cancel)
        }
    }

    /// `navigationType` as the package's plain value. / `navigationType` como el valor simple del paquete.
    static func trigger(of navigationAction: WKNavigationAction) -> WebNavigationTrigger {
        WebNavigationTrigger(isLinkActivation: navigationAction.navigationType == .linkActivated)
    }

    func webView(_ webView: WKWebView, didStartProvisionalNavigation navigation: WKNavigation!) {
        presenter.didStartLoading()
    }

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        presenter.didFinishLoading()
    }

    func webView(_ webView: WKWebView, didFail navigation: WKNavigation!, withError error: Error) {
        report(error, from: webView)
    }

    func webView(_ webView: WKWebView, didFailProvisionalNavigation navigation: WKNavigation!, withError error: Error) {
        report(error, from: webView)
    }

    /// WebKit's page process ended (iOS 9+): the presenter reloads, or shows the retry panel.
    /// Terminó el proceso de la página de WebKit: el presenter recarga o muestra el panel de reintento.
    func webViewWebContentProcessDidTerminate(_ webView: WKWebView) {
        presenter.webContentProcessDidTerminate()
    }

    /// The error as plain values: domain, code, the URL it names and whether WebKit still loads.
    /// El error como valores simples: dominio, código, la URL que nombra y si WebKit sigue cargando.
    private func report(_ error: Error, from webView: WKWebView) {
        let nsError = error as NSError
        presenter.didFailLoading(
            domain: nsError.domain, code: nsError.code,
            failingURL: nsError.userInfo[NSURLErrorFailingURLErrorKey] as? URL, isStillLoading: webView.isLoading)
    }
}

// MARK: - WKUIDelegate

extension WebViewViewController: WKUIDelegate {
    /// `target=_blank` and `window.open`: no second web view; the presenter opens the link here.
    /// `target=_blank` y `window.open`: sin segundo web view; el presenter abre el enlace aquí.
    func webView(
        _ webView: WKWebView, createWebViewWith configuration: WKWebViewConfiguration,
        for navigationAction: WKNavigationAction, windowFeatures: WKWindowFeatures
    ) -> WKWebView? {
        presenter.didRequestNewWindow(for: navigationAction.request.url, trigger: Self.trigger(of: navigationAction))
        return nil
    }
}
