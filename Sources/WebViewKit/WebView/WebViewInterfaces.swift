import Foundation

/// What the presenter tells the web screen. / Lo que el presenter le dice a la pantalla web.
public protocol WebViewView: AnyObject {
    /// Starts loading `url` in the web view (a command). / Empieza a cargar `url` en el web view (una orden).
    func load(_ url: URL)
    /// Title, progress bar, page, error panel, notice banner (the screen state).
    /// Título, barra de progreso, página, panel de error y aviso (el estado de la pantalla).
    func render(_ viewModel: WebViewViewModel)
    /// Tells VoiceOver about a failure or a notice. / Avisa a VoiceOver de un fallo o un aviso.
    func announce(_ announcement: WebAnnouncement)
    /// Goes back, forward or reloads in the web view (a command). / Va atrás, adelante o recarga (una orden).
    func perform(_ command: WebHistoryCommand)
}

/// Events from the web screen: WKNavigationDelegate, WKUIDelegate and KVO forwarded as plain values.
/// Eventos de la pantalla web: WKNavigationDelegate, WKUIDelegate y KVO reenviados como valores simples.
public protocol WebViewPresenting: AnyObject {
    func viewDidLoad()
    func didStartLoading()
    func didUpdateProgress(_ progress: Double)
    func didFinishLoading()
    /// `domain`/`code` of the NSError WebKit reported, the URL it names (`NSURLErrorFailingURLErrorKey`,
    /// nil if none) and `webView.isLoading` at that moment.
    /// `domain`/`code` del NSError de WebKit, la URL que nombra (nil si ninguna) y `webView.isLoading`.
    func didFailLoading(domain: String, code: Int, failingURL: URL?, isStillLoading: Bool)
    func didTapRetry()
    func didTapDismissNotice()
    /// `decidePolicyFor navigationAction`: the request's URL, `navigationAction.targetFrame?.isMainFrame`
    /// (nil: no target frame) and what started it (`navigationType`). `decide(true)` allows; it is
    /// called before any follow-up (loading in the view, handing the link to the system).
    /// `decidePolicyFor navigationAction`: la URL, `navigationAction.targetFrame?.isMainFrame` (nil: sin
    /// marco) y qué la empezó (`navigationType`). `decide(true)` permite; se llama antes de cualquier
    /// paso siguiente.
    func decidePolicy(for url: URL?, targetFrameIsMain: Bool?, trigger: WebNavigationTrigger, decide: (Bool) -> Void)
    /// `createWebViewWith` (a new window was asked for): the link opens in this web view.
    /// `createWebViewWith` (se pidió una ventana nueva): el enlace se abre en este web view.
    func didRequestNewWindow(for url: URL?, trigger: WebNavigationTrigger)
    /// KVO of `canGoBack` / `canGoForward`. / KVO de `canGoBack` / `canGoForward`.
    func didChangeHistory(canGoBack: Bool, canGoForward: Bool)
    func didTapBack()
    func didTapForward()
    func didTapReload()
    /// `webViewWebContentProcessDidTerminate`: WebKit's page process ended (memory pressure, a long
    /// time in the background) and the page is blank.
    /// WebKit terminó el proceso de la página (poca memoria, mucho tiempo en segundo plano): página en blanco.
    func webContentProcessDidTerminate()
    /// The app went to the background (`WebViewLifecycle` forwards it). / La app pasó a segundo plano.
    func appDidEnterBackground()
    /// The app is coming back to the foreground. / La app vuelve a primer plano.
    func appWillEnterForeground()
}

extension WebViewPresenting {
    /// A navigation the user did not start by tapping a link (the page's script, a server redirect).
    /// Una navegación que el usuario no empezó tocando un enlace (el script de la página, una redirección).
    public func decidePolicy(for url: URL?, targetFrameIsMain: Bool?, decide: (Bool) -> Void) {
        decidePolicy(for: url, targetFrameIsMain: targetFrameIsMain, trigger: .other, decide: decide)
    }
}

/// Which page to open. / Qué página abrir.
public protocol WebViewInteracting: AnyObject {
    func pageURL() -> Result<URL, WebAddressError>
}

/// Navigation of the web screen: links the web view does not show go to the system.
/// Navegación de la pantalla web: los enlaces que el web view no muestra van al sistema.
public protocol WebViewRouting: AnyObject {
    /// Hands `url` to the system (`UIApplication.shared.open`); `completion(false)` when no app opened it.
    /// Entrega `url` al sistema; `completion(false)` si ninguna app la abrió.
    func openExternally(_ url: URL, completion: @escaping (Bool) -> Void)
}
