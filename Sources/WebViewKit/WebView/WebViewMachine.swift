import AppCore
import Foundation

/// Everything the web screen can be in, as one value. / Todo lo que puede estar la pantalla web, como un valor.
public struct WebViewState: Equatable {
    /// The page asked for, its load and what the web view holds. / La página pedida, su carga y lo que tiene el web view.
    public var page: WebPageRequest = .notAsked
    /// The banner over the page. / El aviso sobre la página.
    public var notice: WebNotice = .automatic
    /// The web view's history, as WebKit last reported it. / El historial del web view según WebKit.
    public var history = WebHistory()
    /// The app's trips to the background. / Los viajes de la app al segundo plano.
    public internal(set) var trips = BackgroundTrips()
    /// The trip count when the current load started. / La cuenta de viajes al empezar la carga actual.
    var loadMark = BackgroundTrips().mark

    public init() {}

    /// The last page the view was asked to show (main frame); nil before any.
    /// La última página pedida (marco principal); nil antes de cualquiera.
    public var lastRequestedURL: URL? {
        guard case .asked(let url, _) = page else { return nil }
        return url
    }

    /// The load, also before any page was asked for (nothing loading, or the refused address).
    /// La carga, también antes de pedir una página (nada cargando, o la dirección rechazada).
    public var load: WebLoadPhase {
        switch page {
        case .notAsked: return .idle(over: .nothingYet)
        case .refused(let error): return .failed(WebLoadFailure(error), retry: nil, over: .nothingYet)
        case .asked(_, let load): return load
        }
    }

    /// A page finished loading once (it may be blank now). / Una página terminó de cargar (quizá ahora en blanco).
    public var hasLoadedPage: Bool { load.content.hadLoadedPage }

    /// A failure replaces the page when none is on screen (never loaded, or blank), or when it blanks it.
    /// Un fallo reemplaza la página si no hay ninguna en pantalla (nunca cargó o está en blanco), o si la borra.
    public func isBlocking(_ failure: WebLoadFailure) -> Bool {
        load.content != .shown || failure.blanksThePage
    }

    /// Off while a page loads, before any page was asked for, and when there is nothing that reloading
    /// could bring (a refused address).
    /// Apagado mientras carga una página, antes de pedir ninguna, y cuando recargar no traería nada.
    public var canReload: Bool {
        switch load {
        case .loading, .reloadingAfterTermination, .resendOnReturn: return false
        case .failed(let failure, let retry, _): return (failure.isRetryable && retry != nil) || hasLoadedPage
        case .idle, .loaded: return lastRequestedURL != nil
        }
    }
}

/// Which page the screen was asked for ("página pedida"). / Qué página se le pidió a la pantalla.
public enum WebPageRequest: Equatable {
    /// The screen has not loaded yet ("sin pedir"): WebKit reports nothing. / La pantalla aún no cargó.
    case notAsked
    /// The page to open was refused ("rechazada"): nothing loads, nothing to retry or reload.
    /// La página a abrir se rechazó: nada carga, nada que reintentar ni recargar.
    case refused(WebAddressError)
    /// A page was asked for ("pedida"): the last one (main frame) and its load.
    /// Se pidió una página: la última (marco principal) y su carga.
    case asked(URL, WebLoadPhase)
}

/// The load's lifecycle ("carga"), each phase with what the web view holds under it.
/// El ciclo de la carga, cada fase con lo que tiene el web view debajo.
public enum WebLoadPhase: Equatable {
    /// Nothing loading ("sin carga"). / Nada cargando.
    case idle(over: WebPageContent)
    /// Loading, `progress` 0...1 never going backwards ("cargando"). / Cargando, sin retroceder.
    case loading(progress: Double, over: WebPageContent)
    /// The last load finished: its page is on screen ("cargada"). / La última carga terminó: su página se ve.
    case loaded
    /// The last load failed ("falló"); `retry` is what "Reintentar" loads (nil: nothing to retry).
    /// La última carga falló; `retry` es lo que carga "Reintentar" (nil: nada que reintentar).
    case failed(WebLoadFailure, retry: URL?, over: WebPageContent)
    /// WebKit's page process ended and the page is being asked for again silently ("recarga tras el
    /// cierre"), over a page that had loaded (now blank) or over the unfinished first load; another end
    /// before it finished, or a harmless error that stops it, is the panel.
    /// Terminó el proceso de la página y se vuelve a pedir sin decir nada, sobre una página que había
    /// cargado (ahora en blanco) o sobre la primera carga sin terminar; otro cierre antes de que acabe,
    /// o un error benigno que la detenga, es el panel.
    case reloadingAfterTermination(progress: Double, hadLoadedPage: Bool)
    /// The system cut the load while the app was away ("reenviar al volver"): `url` loads again when
    /// the app returns, and the screen shows the load as still under way (issue 34, item 7).
    /// El sistema cortó la carga mientras la app estaba fuera: `url` se vuelve a cargar cuando la app
    /// vuelve, y la pantalla muestra la carga como aún en curso.
    case resendOnReturn(URL, progress: Double, over: WebPageContent)

    /// The same lifecycle without the content. / El mismo ciclo sin el contenido.
    public var page: WebPageState {
        switch self {
        case .idle: return .idle
        case .loading(let progress, _): return .loading(progress: progress)
        case .loaded: return .loaded
        case .failed(let failure, _, _): return .failed(failure)
        case .reloadingAfterTermination(let progress, _), .resendOnReturn(_, let progress, _):
            return .loading(progress: progress)
        }
    }

    /// What the web view holds. / Lo que tiene el web view.
    public var content: WebPageContent {
        switch self {
        case .idle(let content), .loading(_, let content), .failed(_, _, let content),
            .resendOnReturn(_, _, let content):
            return content
        case .loaded: return .shown
        case .reloadingAfterTermination(_, let hadLoadedPage): return hadLoadedPage ? .blank : .endedBeforeAnyPage
        }
    }

    /// The progress of a load under way, 0 when none. / El progreso de una carga en curso, 0 si no hay.
    var progress: Double {
        guard case .loading(let progress) = page else { return 0 }
        return progress
    }

    /// The silent reload after the page process ended has not finished. / La recarga silenciosa no terminó.
    var isReloadingAfterTermination: Bool {
        guard case .reloadingAfterTermination = self else { return false }
        return true
    }

    /// `WebPageState.handling`, keeping the content under the load; a new failure gets `retry`.
    /// `WebPageState.handling`, conservando el contenido bajo la carga; un fallo nuevo recibe `retry`.
    func handling(_ event: WebPageEvent, retry: URL? = nil) -> WebLoadPhase {
        let next = page.handling(event)
        guard next != page else { return self }
        switch (next, self) {
        case (.loaded, _): return .loaded
        case (.failed(let failure), _): return .failed(failure, retry: retry, over: content)
        case (.idle, _): return .idle(over: content)
        case (.loading(let progress), .reloadingAfterTermination(_, let hadLoadedPage)):
            return .reloadingAfterTermination(progress: progress, hadLoadedPage: hadLoadedPage)
        case (.loading(let progress), .resendOnReturn(let url, _, let content)):
            return .resendOnReturn(url, progress: progress, over: content)
        case (.loading(let progress), _): return .loading(progress: progress, over: content)
        }
    }
}

/// What the web view holds ("contenido"). / Lo que tiene el web view.
public enum WebPageContent: Equatable {
    /// No page has finished loading yet ("nada aún"). / Aún no terminó de cargar ninguna página.
    case nothingYet
    /// A page loaded and is on screen ("página visible"). / Una página cargó y está en pantalla.
    case shown
    /// A page had loaded, then the page process ended and none finished since: the web view is white
    /// ("en blanco"). / Una página había cargado, terminó el proceso y ninguna terminó desde: en blanco.
    case blank
    /// The page process ended before any page finished loading ("terminó antes de ninguna"): white,
    /// with nothing in WebKit's history to reload. / Terminó el proceso antes de que cargara ninguna
    /// página: en blanco, sin nada en el historial de WebKit que recargar.
    case endedBeforeAnyPage

    /// A page finished loading once (it may be blank now). / Una página terminó de cargar alguna vez.
    var hadLoadedPage: Bool { self == .shown || self == .blank }

    /// White because the page process ended. / En blanco porque terminó el proceso de la página.
    var wasEndedByTheProcess: Bool { self == .blank || self == .endedBeforeAnyPage }

    /// What the web view holds once the page process ends. / Lo que tiene el web view al terminar el proceso.
    var afterTheProcessEnded: WebPageContent { hadLoadedPage ? .blank : .endedBeforeAnyPage }
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
    /// WebKit got its answer for a navigation ("enlace decidido"), and what started it.
    /// WebKit recibió su respuesta para una navegación, y qué la empezó.
    case linkDecided(WebNavigationDecision, requested: URL?, target: WebFrameTarget, trigger: WebNavigationTrigger)
    /// The system answered a hand-off ("sistema respondió"): `opened` false when no app took it.
    /// El sistema respondió a una entrega: `opened` falso si ninguna app la tomó.
    case systemOpenFinished(opened: Bool)
    /// ("historial cambió") / KVO of `canGoBack` / `canGoForward`.
    case historyChanged(WebHistory)
    /// ("Atrás", "Adelante", "Recargar") / The toolbar's buttons. / Los botones de la barra.
    case backTapped, forwardTapped, reloadTapped
    /// WebKit's page process ended ("proceso terminado"). / Terminó el proceso de la página.
    case processTerminated
    /// The app went to the background ("a segundo plano"). / La app pasó a segundo plano.
    case enteredBackground
    /// The app is back in the foreground ("de vuelta"). / La app volvió a primer plano.
    case returnedToForeground
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
            if case .loading = state.load.page { return (state, []) }
            next.notice = .automatic
            next.page = state.page.with(state.load.handling(.start))
        case .progressed(let progress): next.page = state.page.with(state.load.handling(.progress(progress)))
        case .finished:
            // A finished load is a page on screen again, whatever failed before.
            // Una carga terminada vuelve a ser una página visible, falle lo que haya fallado antes.
            next.page = state.page.with(state.load.handling(.finish))
        case .loadFailed(let domain, let code, let failingURL, let isStillLoading):
            guard let failure = WebLoadFailure(domain: domain, code: code) else {
                return isStillLoading ? (state, []) : stop(state)
            }
            if isCutByATrip(failure, state) { return loadAgainAfterTheTrip(failingURL: failingURL, state) }
            return fail(failure, failingURL: failingURL, state)
        case .retryTapped:
            guard case .failed(let failure, let url?, _) = state.load, failure.isRetryable else { return (state, []) }
            return startLoading(url, state)
        case .noticeDismissed: next.notice = .dismissed
        case .linkDecided(let decision, let requested, let target, let trigger):
            return follow(decision, requested, target, trigger, state)
        case .systemOpenFinished(let opened):
            guard !opened else { return (state, []) }
            next.notice = .noAppForLink
            return (next, [.announceNotice(key: "webview.notice.noApp")])
        case .historyChanged(let history): next.history = history
        case .backTapped: return go(.goBack, if: state.history.canGoBack, state)
        case .forwardTapped: return go(.goForward, if: state.history.canGoForward, state)
        case .reloadTapped: return reload(state)
        case .processTerminated: return processTerminated(state)
        case .enteredBackground: next.trips.enteredBackground()
        case .returnedToForeground: return returnToForeground(state)
        }
        return (next, [])
    }

    /// Load `url` over what the web view holds (`load`: the silent reload after the process ended).
    /// Cargar `url` sobre lo que tiene el web view (`load`: la recarga silenciosa tras el cierre).
    private static func startLoading(_ url: URL, _ state: WebViewState, as load: WebLoadPhase? = nil) -> Step {
        var next = state
        next.notice = .automatic
        next.page = .asked(url, load ?? state.load.handling(.start))
        next.loadMark = state.trips.mark
        return (next, [.load(url)])
    }

    /// Back or forward in WebKit's history, when it has a page there (a new load: a new mark).
    /// Atrás o adelante en el historial de WebKit, si hay página (una carga nueva: una marca nueva).
    private static func go(_ command: WebHistoryCommand, if possible: Bool, _ state: WebViewState) -> Step {
        guard possible else { return (state, []) }
        var next = state
        next.loadMark = state.trips.mark
        return (next, [.perform(command)])
    }

    /// Reload the page on screen (WebKit's own reload). / Recargar la página en pantalla (la de WebKit).
    private static func reloadPage(_ url: URL, _ state: WebViewState, as load: WebLoadPhase? = nil) -> Step {
        var next = state
        next.notice = .automatic
        next.page = .asked(url, load ?? state.load.handling(.start))
        next.loadMark = state.trips.mark
        return (next, [.perform(.reload)])
    }

    /// A failure that makes sense now: remembered with its retry address, announced (focus moves when it
    /// replaces the page). / Un fallo con sentido ahora: se guarda con su reintento y se anuncia.
    private static func fail(_ failure: WebLoadFailure, failingURL: URL?, _ state: WebViewState) -> Step {
        guard state.load.page.handling(.fail(failure)) != state.load.page else { return (state, []) }
        // Before any page, only the refused address can fail (WebKit reports nothing).
        // Antes de cualquier página solo puede fallar la dirección rechazada (WebKit no informa nada).
        var next = state
        switch (state.page, failure) {
        case (.asked(let url, let load), _):
            let retry = WebRetryPolicy.target(failingURL: failingURL, lastRequested: url)
            next.page = .asked(url, load.handling(.fail(failure), retry: retry))
        case (.notAsked, .address(let error)): next.page = .refused(error)
        case (.notAsked, _), (.refused, _): return (state, [])
        }
        if next.notice == .dismissed { next.notice = .automatic }
        return (next, [.announceFailure(failure, replacesPage: next.isBlocking(failure))])
    }

    /// After a retryable failure, reload is "Reintentar"; on a page that loaded, WebKit reloads it;
    /// before any page, the page asked for is loaded again.
    /// Tras un fallo reintentable, recargar es "Reintentar"; en una página cargada, WebKit la recarga;
    /// antes de cualquier página, se vuelve a cargar la pedida.
    private static func reload(_ state: WebViewState) -> Step {
        guard state.canReload, case .asked(let url, let load) = state.page else { return (state, []) }
        if case .failed(let failure, let retry?, _) = load, failure.isRetryable { return startLoading(retry, state) }
        return state.hasLoadedPage ? reloadPage(url, state) : startLoading(url, state)
    }

    /// The first time: reload silently (what Apple advises). Again before that reload finished: the
    /// retry panel replaces the blank page. Nothing to do without a page asked for or with the panel up.
    /// La primera vez: recargar sin decir nada. Otra vez antes de que acabe esa recarga: el panel con
    /// "Reintentar" reemplaza la página en blanco. Nada que hacer sin página pedida o con el panel a la vista.
    private static func processTerminated(_ state: WebViewState) -> Step {
        guard case .asked(let url, let load) = state.page else { return (state, []) }
        if case .failed(let failure, let retry, let content) = load, state.isBlocking(failure) {
            // The panel stays; what is under it is now a page the process ended.
            // El panel se queda; lo que hay debajo es ahora una página que terminó el proceso.
            var next = state
            next.page = .asked(url, .failed(failure, retry: retry, over: content.afterTheProcessEnded))
            return (next, [])
        }
        if load.isReloadingAfterTermination { return fail(.pageProcessEnded, failingURL: nil, state) }
        // A load under way keeps its progress. / Una carga en curso conserva su progreso.
        let reloading = WebLoadPhase.reloadingAfterTermination(
            progress: load.progress, hadLoadedPage: state.hasLoadedPage)
        return state.hasLoadedPage ? reloadPage(url, state, as: reloading) : startLoading(url, state, as: reloading)
    }

    /// After WebKit got its answer: an allowed page navigation becomes the retry fallback; the rest
    /// loads in place or leaves for the system.
    /// Después de responder a WebKit: una navegación de la página permitida pasa a ser el respaldo del
    /// reintento; lo demás se carga en el lugar o sale al sistema.
    private static func follow(
        _ decision: WebNavigationDecision, _ requested: URL?, _ target: WebFrameTarget,
        _ trigger: WebNavigationTrigger, _ state: WebViewState
    ) -> Step {
        switch decision {
        case .allow:
            var next = state
            if target.isPageNavigation, let url = requested {
                next.page = .asked(url, state.load)
                next.loadMark = state.trips.mark
            }
            return (next, [])
        case .loadInView(let url):
            guard isUpgradeLoop(requested: requested, upgraded: url, trigger, state) else {
                return startLoading(url, state)
            }
            return fail(WebLoadFailure(.notHTTPS), failingURL: nil, state)
        case .openInSystem(let url): return (state, [.openExternally(url)])
        case .cancel: return (state, [])
        }
    }

    /// An http page we already asked for over https came back as http (a redirect, which WebKit reports
    /// as `.other` within the screen's own load): loading it again would loop. The user's own tap on
    /// the same http link again is a tap: it loads the page again (issue 34, item 5).
    /// Una página http que ya pedimos por https volvió como http (una redirección, que WebKit informa
    /// como `.other` dentro de la carga de la pantalla): cargarla otra vez sería un ciclo. El toque del
    /// usuario otra vez en el mismo enlace http es un toque: vuelve a cargar la página.
    private static func isUpgradeLoop(
        requested: URL?, upgraded: URL, _ trigger: WebNavigationTrigger, _ state: WebViewState
    ) -> Bool {
        guard trigger == .other, case .loading = state.load.page, requested?.scheme?.lowercased() == "http" else {
            return false
        }
        return upgraded == state.lastRequestedURL
    }

    /// A harmless error ended the load (nothing else loads). Over a page the process ended (blank, or
    /// before any page) nothing would be left but white: the retry panel replaces it (issue 34, item 10).
    /// Otherwise the progress bar just ends.
    /// Un error benigno terminó la carga (nada más carga). Sobre una página que terminó el proceso (en
    /// blanco, o antes de ninguna) solo quedaría blanco: el panel con "Reintentar" la reemplaza. Si no,
    /// la barra de progreso solo termina.
    private static func stop(_ state: WebViewState) -> Step {
        if case .loading = state.load.page, state.load.content.wasEndedByTheProcess {
            return fail(.pageProcessEnded, failingURL: nil, state)
        }
        var next = state
        next.page = state.page.with(state.load.handling(.stop))
        return (next, [])
    }

    /// A retryable failure of a load that spanned a trip to the background is the system's doing (a
    /// connection cut while suspended), not the page's. / Un fallo reintentable de una carga que abarcó
    /// un viaje al segundo plano es cosa del sistema, no de la página.
    private static func isCutByATrip(_ failure: WebLoadFailure, _ state: WebViewState) -> Bool {
        guard failure.isRetryable else { return false }
        switch state.load.page {
        case .loading, .failed: return state.trips.spannedTrip(since: state.loadMark)
        case .idle, .loaded: return false
        }
    }

    /// What the trip cut is loaded again, showing nothing: at once when the app is back, or when it
    /// returns. The new load starts a new mark, so a second failure is shown (once, as `BackgroundTrips` says).
    /// Lo que cortó el viaje se vuelve a cargar sin mostrar nada: ya si la app volvió, o cuando vuelva.
    /// La carga nueva marca de nuevo, así un segundo fallo se muestra (una vez, como dice `BackgroundTrips`).
    private static func loadAgainAfterTheTrip(failingURL: URL?, _ state: WebViewState) -> Step {
        guard case .asked(let url, let load) = state.page else { return (state, []) }
        let target = WebRetryPolicy.target(failingURL: failingURL, lastRequested: url) ?? url
        guard state.trips.isInBackground else { return startLoading(target, state) }
        var next = state
        next.page = .asked(url, .resendOnReturn(target, progress: load.progress, over: load.content))
        return (next, [])
    }

    /// Back in the foreground: a load the trip cut is loaded again. / De vuelta: se vuelve a cargar lo cortado.
    private static func returnToForeground(_ state: WebViewState) -> Step {
        var next = state
        next.trips.returnedToForeground()
        guard case .asked(_, .resendOnReturn(let url, let progress, let content)) = state.page else {
            return (next, [])
        }
        return startLoading(url, next, as: .loading(progress: progress, over: content))
    }
}

extension WebPageRequest {
    /// The same page with a new load; WebKit reports nothing before a page was asked for.
    /// La misma página con una carga nueva; WebKit no informa nada antes de pedir una página.
    func with(_ load: WebLoadPhase) -> WebPageRequest {
        guard case .asked(let url, _) = self else { return self }
        return .asked(url, load)
    }
}
