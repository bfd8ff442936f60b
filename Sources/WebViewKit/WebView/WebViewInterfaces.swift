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

/// Everything the web screen draws besides the page. / Todo lo que dibuja la pantalla aparte de la página.
public struct WebViewViewModel: Equatable {
    /// 0...1. / 0...1.
    public let progress: Double
    public let isProgressHidden: Bool
    /// "45 %" for VoiceOver. / "45 %" para VoiceOver.
    public let progressAccessibilityValue: String
    /// nil hides the error panel. / nil oculta el panel de error.
    public let errorMessage: String?
    public let retryTitle: String
    public let isRetryHidden: Bool
}
