import Foundation

/// What the presenter tells the web screen. / Lo que el presenter le dice a la pantalla web.
public protocol WebViewView: AnyObject {
    func setTitle(_ title: String)
    /// Starts loading `url` in the web view. / Empieza a cargar `url` en el web view.
    func load(_ url: URL)
    /// Progress bar, error message and retry button. / Barra de progreso, error y botón de reintento.
    func render(_ viewModel: WebViewViewModel)
}

/// Events from the web screen (WKNavigationDelegate and KVO forwarded as plain values).
/// Eventos de la pantalla web (WKNavigationDelegate y KVO reenviados como valores simples).
public protocol WebViewPresenting: AnyObject {
    func viewDidLoad()
    func didStartLoading()
    func didUpdateProgress(_ progress: Double)
    func didFinishLoading()
    /// `domain`/`code` of the NSError WebKit reported. / `domain`/`code` del NSError de WebKit.
    func didFailLoading(domain: String, code: Int)
    func didTapRetry()
    func shouldAllowNavigation(to url: URL?, isMainFrame: Bool) -> Bool
}

/// Which page to open. / Qué página abrir.
public protocol WebViewInteracting: AnyObject {
    func pageURL() -> Result<URL, WebAddressError>
}

/// Navigation of the web screen: none yet, kept so every module has the same shape.
/// Navegación de la pantalla web: ninguna todavía; se mantiene la forma de cada módulo.
public protocol WebViewRouting: AnyObject {}
