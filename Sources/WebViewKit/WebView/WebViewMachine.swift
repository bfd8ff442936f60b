import Foundation

/// Everything the web screen can be in, as one value. / Todo lo que puede estar la pantalla web, como un valor.
public struct WebViewState: Equatable {
    /// The current load. / La carga actual.
    public var load: WebLoadPhase = .idle
    /// What the web view holds. / Lo que tiene el web view.
    public var content: WebPageContent = .nothingYet(reloadingAfterTermination: false)
    /// The banner over the page. / El aviso sobre la página.
    public var notice: WebNotice = .automatic
    /// The web view's history, as WebKit last reported it. / El historial del web view según WebKit.
    public var history = WebHistory()
    /// The last page the view was asked to show (main frame); nil before any.
    /// La última página pedida (marco principal); nil antes de cualquiera.
    public var lastRequestedURL: URL?

    public init() {}

    /// A page finished loading once (it may be blank now). / Una página terminó de cargar (quizá ahora en blanco).
    public var hasLoadedPage: Bool {
        if case .nothingYet = content { return false }
        return true
    }

    /// A failure replaces the page when none is on screen (never loaded, or blank), or when it blanks it.
    /// Un fallo reemplaza la página si no hay ninguna en pantalla (nunca cargó o está en blanco), o si la borra.
    public func isBlocking(_ failure: WebLoadFailure) -> Bool {
        content != .shown || failure.blanksThePage
    }

    /// Off while a page loads, and when there is nothing that reloading could bring (a refused address).
    /// Apagado mientras carga una página, y cuando recargar no traería nada (una dirección rechazada).
    public var canReload: Bool {
        switch load {
        case .loading: return false
        case .failed(let failure, let retry): return (failure.isRetryable && retry != nil) || hasLoadedPage
        case .idle, .loaded: return hasLoadedPage || lastRequestedURL != nil
        }
    }
}

/// The load's lifecycle ("carga"): `WebPageState`, with the address "Reintentar" loads in a failure.
/// El ciclo de la carga: `WebPageState`, con la dirección que carga "Reintentar" en un fallo.
public enum WebLoadPhase: Equatable {
    /// Nothing loading ("sin carga"). / Nada cargando.
    case idle
    /// Loading, `progress` 0...1 never going backwards ("cargando"). / Cargando, sin retroceder.
    case loading(progress: Double)
    /// The last load finished ("cargada"). / La última carga terminó.
    case loaded
    /// The last load failed ("falló"); `retry` is what "Reintentar" loads (nil: nothing to retry).
    /// La última carga falló; `retry` es lo que carga "Reintentar" (nil: nada que reintentar).
    case failed(WebLoadFailure, retry: URL?)

    /// The same lifecycle without the retry address. / El mismo ciclo sin la dirección de reintento.
    public var page: WebPageState {
        switch self {
        case .idle: return .idle
        case .loading(let progress): return .loading(progress: progress)
        case .loaded: return .loaded
        case .failed(let failure, _): return .failed(failure)
        }
    }

    /// `WebPageState.handling`, keeping the retry address; a new failure gets `retry`.
    /// `WebPageState.handling`, conservando la dirección de reintento; un fallo nuevo recibe `retry`.
    func handling(_ event: WebPageEvent, retry: URL? = nil) -> WebLoadPhase {
        let next = page.handling(event)
        guard next != page else { return self }
        switch next {
        case .idle: return .idle
        case .loading(let progress): return .loading(progress: progress)
        case .loaded: return .loaded
        case .failed(let failure): return .failed(failure, retry: retry)
        }
    }
}

/// What the web view holds ("contenido"). / Lo que tiene el web view.
public enum WebPageContent: Equatable {
    /// No page has finished loading yet ("nada aún"); `reloadingAfterTermination`: the page process
    /// ended during the first load and the page was asked for again.
    /// Aún no terminó de cargar ninguna página; `reloadingAfterTermination`: el proceso de la página
    /// terminó durante la primera carga y se volvió a pedir.
    case nothingYet(reloadingAfterTermination: Bool)
    /// A page loaded and is on screen ("página visible"). / Una página cargó y está en pantalla.
    case shown
    /// A page had loaded, then the page process ended and none finished since: the web view is white
    /// ("en blanco"); `reloadingAfterTermination`: the automatic reload has not finished.
    /// Una página había cargado, terminó el proceso y ninguna terminó desde entonces: el web view está
    /// en blanco; `reloadingAfterTermination`: la recarga automática no ha terminado.
    case blank(reloadingAfterTermination: Bool)

    var isReloadingAfterTermination: Bool {
        switch self {
        case .shown: return false
        case .nothingYet(let reloading), .blank(let reloading): return reloading
        }
    }

    /// The same content with the automatic reload over. / El mismo contenido con la recarga automática terminada.
    var withoutReload: WebPageContent {
        switch self {
        case .shown: return .shown
        case .nothingYet: return .nothingYet(reloadingAfterTermination: false)
        case .blank: return .blank(reloadingAfterTermination: false)
        }
    }
}

/// The banner over the page ("aviso"). / El aviso sobre la página.
public enum WebNotice: Equatable {
    /// The failure's own notice when a non-blocking failure is up ("automático").
    /// El aviso del propio fallo cuando hay un fallo no bloqueante.
    case automatic
    /// "No hay ninguna app para abrir este enlace." ("sin app"). / A link no app could open.
    case noAppForLink
    /// Closed by the user until the next failure or notice ("descartado").
    /// Cerrado por el usuario hasta el próximo fallo o aviso.
    case dismissed
}

/// Back and forward, as WebKit reports them. / Atrás y adelante, según WebKit.
public struct WebHistory: Equatable {
    public var canGoBack = false
    public var canGoForward = false
}

/// What happens to the web screen (WebKit's reports and the user's taps, as values).
/// Lo que le pasa a la pantalla web (los avisos de WebKit y los toques del usuario, como valores).
public enum WebViewEvent: Equatable {
    /// The screen loaded with the page to open, or why it is refused ("pantalla cargada").
    /// La pantalla cargó con la página a abrir, o por qué se rechaza.
    case viewLoaded(Result<URL, WebAddressError>)
    /// WebKit started a navigation ("empezó"). / WebKit empezó una navegación.
    case started
    /// ("progreso") / Estimated progress. / Progreso estimado.
    case progressed(Double)
    /// ("terminó") / A navigation finished. / Terminó una navegación.
    case finished
    /// ("falló") / WebKit's error, the URL it names and whether the web view still loads.
    /// El error de WebKit, la URL que nombra y si el web view sigue cargando.
    case loadFailed(domain: String, code: Int, failingURL: URL?, isStillLoading: Bool)
    /// "Reintentar". / "Reintentar".
    case retryTapped
    /// "Cerrar" on the notice ("aviso cerrado"). / "Cerrar" en el aviso.
    case noticeDismissed
    /// WebKit got its answer for a navigation ("enlace decidido"). / WebKit recibió su respuesta.
    case linkDecided(WebNavigationDecision, requested: URL?, target: WebFrameTarget)
    /// The system answered a hand-off ("sistema respondió"): `opened` false when no app took it.
    /// El sistema respondió a una entrega: `opened` falso si ninguna app la tomó.
    case systemOpenFinished(opened: Bool)
    /// ("historial cambió") / KVO of `canGoBack` / `canGoForward`.
    case historyChanged(WebHistory)
    /// ("Atrás", "Adelante", "Recargar") / The toolbar's buttons. / Los botones de la barra.
    case backTapped, forwardTapped, reloadTapped
    /// WebKit's page process ended ("proceso terminado"). / Terminó el proceso de la página.
    case processTerminated
}

/// What the presenter does after a transition (drawing is derived from the state).
/// Lo que hace el presenter tras una transición (el dibujo se deriva del estado).
public enum WebViewEffect: Equatable {
    case load(URL)
    case perform(WebHistoryCommand)
    case openExternally(URL)
    /// Tell VoiceOver a failure: focus moves when it replaced the page. / Avisar un fallo a VoiceOver.
    case announceFailure(WebLoadFailure, replacesPage: Bool)
    case announceNotice(key: String)
}

/// The web screen's behaviour as one pure function. / El comportamiento de la pantalla web como función pura.
public enum WebViewMachine {
    public typealias Step = (WebViewState, [WebViewEffect])

    public static func reduce(_ state: WebViewState, _ event: WebViewEvent) -> Step {
        var next = state
        switch event {
        case .viewLoaded(.success(let url)): return startLoading(url, state)
        case .viewLoaded(.failure(let error)): return fail(WebLoadFailure(error), failingURL: nil, state)
        case .started:
            if case .loading = state.load { return (state, []) }
            next.notice = .automatic
            next.load = state.load.handling(.start)
        case .progressed(let progress): next.load = state.load.handling(.progress(progress))
        case .finished:
            // A finished load is a page on screen again. / Una carga terminada vuelve a ser una página visible.
            if case .loading = state.load { next.content = .shown } else { next.content = state.content.withoutReload }
            next.load = state.load.handling(.finish)
        case .loadFailed(let domain, let code, let failingURL, let isStillLoading):
            // Benign errors only end the progress bar when nothing else loads.
            // Los errores benignos solo terminan la barra si no se carga nada más.
            guard let failure = WebLoadFailure(domain: domain, code: code) else {
                if !isStillLoading { next.load = state.load.handling(.stop) }
                return (next, [])
            }
            return fail(failure, failingURL: failingURL, state)
        case .retryTapped:
            guard case .failed(let failure, let url?) = state.load, failure.isRetryable else { return (state, []) }
            return startLoading(url, state)
        case .noticeDismissed: next.notice = .dismissed
        case .linkDecided(let decision, let requested, let target): return follow(decision, requested, target, state)
        case .systemOpenFinished(let opened):
            guard !opened else { return (state, []) }
            next.notice = .noAppForLink
            return (next, [.announceNotice(key: "webview.notice.noApp")])
        case .historyChanged(let history): next.history = history
        case .backTapped: return (state, state.history.canGoBack ? [.perform(.goBack)] : [])
        case .forwardTapped: return (state, state.history.canGoForward ? [.perform(.goForward)] : [])
        case .reloadTapped: return reload(state)
        case .processTerminated: return processTerminated(state)
        }
        return (next, [])
    }

    private static func startLoading(_ url: URL, _ state: WebViewState) -> Step {
        var next = state
        next.lastRequestedURL = url
        next.notice = .automatic
        next.load = state.load.handling(.start)
        return (next, [.load(url)])
    }

    /// Reload the page on screen (WebKit's own reload). / Recargar la página en pantalla (la de WebKit).
    private static func reloadPage(_ state: WebViewState) -> Step {
        var next = state
        next.notice = .automatic
        next.load = state.load.handling(.start)
        return (next, [.perform(.reload)])
    }

    /// A failure that makes sense now: remembered with its retry address, announced (focus moves when it
    /// replaces the page). / Un fallo con sentido ahora: se guarda con su reintento y se anuncia.
    private static func fail(_ failure: WebLoadFailure, failingURL: URL?, _ state: WebViewState) -> Step {
        guard state.load.page.handling(.fail(failure)) != state.load.page else { return (state, []) }
        var next = state
        let retry = WebRetryPolicy.target(failingURL: failingURL, lastRequested: state.lastRequestedURL)
        next.load = state.load.handling(.fail(failure), retry: retry)
        next.content = state.content.withoutReload
        if next.notice == .dismissed { next.notice = .automatic }
        return (next, [.announceFailure(failure, replacesPage: next.isBlocking(failure))])
    }

    /// After a retryable failure, reload is "Reintentar"; on a page that loaded, WebKit reloads it;
    /// before any page, the page asked for is loaded again.
    /// Tras un fallo reintentable, recargar es "Reintentar"; en una página cargada, WebKit la recarga;
    /// antes de cualquier página, se vuelve a cargar la pedida.
    private static func reload(_ state: WebViewState) -> Step {
        guard state.canReload else { return (state, []) }
        if case .failed(let failure, let url?) = state.load, failure.isRetryable { return startLoading(url, state) }
        if state.hasLoadedPage { return reloadPage(state) }
        guard let url = state.lastRequestedURL else { return (state, []) }
        return startLoading(url, state)
    }

    /// The first time: reload silently (what Apple advises). Again before that reload finished: the
    /// retry panel replaces the blank page. Nothing to do without a page asked for or with the panel up.
    /// La primera vez: recargar sin decir nada. Otra vez antes de que acabe esa recarga: el panel con
    /// "Reintentar" reemplaza la página en blanco. Nada que hacer sin página pedida o con el panel a la vista.
    private static func processTerminated(_ state: WebViewState) -> Step {
        guard let url = state.lastRequestedURL else { return (state, []) }
        if case .failed(let failure, _) = state.load, state.isBlocking(failure) { return (state, []) }
        var next = state
        if state.content.isReloadingAfterTermination {
            next.content = state.content.withoutReload
            return fail(.pageProcessEnded, failingURL: nil, next)
        }
        if state.hasLoadedPage {
            next.content = .blank(reloadingAfterTermination: true)
            return reloadPage(next)
        }
        next.content = .nothingYet(reloadingAfterTermination: true)
        return startLoading(url, next)
    }

    /// After WebKit got its answer: an allowed page navigation becomes the retry fallback; the rest
    /// loads in place or leaves for the system.
    /// Después de responder a WebKit: una navegación de la página permitida pasa a ser el respaldo del
    /// reintento; lo demás se carga en el lugar o sale al sistema.
    private static func follow(
        _ decision: WebNavigationDecision, _ requested: URL?, _ target: WebFrameTarget, _ state: WebViewState
    ) -> Step {
        switch decision {
        case .allow:
            var next = state
            if target.isPageNavigation, let url = requested { next.lastRequestedURL = url }
            return (next, [])
        case .loadInView(let url):
            guard isUpgradeLoop(requested: requested, upgraded: url, state) else { return startLoading(url, state) }
            return fail(WebLoadFailure(.notHTTPS), failingURL: nil, state)
        case .openInSystem(let url): return (state, [.openExternally(url)])
        case .cancel: return (state, [])
        }
    }

    /// An http page we already asked for over https came back as http: loading it again would loop.
    /// Una página http que ya pedimos por https volvió como http: cargarla otra vez sería un ciclo.
    private static func isUpgradeLoop(requested: URL?, upgraded: URL, _ state: WebViewState) -> Bool {
        guard case .loading = state.load, requested?.scheme?.lowercased() == "http" else { return false }
        return upgraded == state.lastRequestedURL
    }
}
