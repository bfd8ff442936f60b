import AppCore
import Foundation
import PropertyBased
import TestSupport
import Testing
import WebViewKit

/// Thousands of random sequences of what WebKit, the system and the user can do to the web screen, run
/// against the real presenter in a fake WebKit, with the invariants checked after every step. A failing
/// sequence is shrunk by the library and printed with the broken invariant.
/// Miles de secuencias aleatorias de lo que WebKit, el sistema y el usuario pueden hacerle a la pantalla
/// web, contra el presenter real en un WebKit falso, con las invariantes revisadas tras cada paso. Una
/// secuencia que falla se reduce (la librería) y se imprime con la invariante rota.
struct WebViewMachinePropertyTests {
    /// One thing that can happen. / Una cosa que puede pasar.
    enum Step: String, CaseIterable, CustomStringConvertible, Sendable {
        case webKitStarts, progress, webKitFinishes, failsOffline, failsTimedOut, failsInsecure, failsOther,
            failsWhileAnotherLoads, newNavigationCancelsOld, stopsByPolicy, stopsByCancel, redirectsToHTTP,
            processEnds, tapRetry, tapReload, tapBack, tapForward, historyChanges, followLink, followHTTPLink,
            tapTheSameLinkAgain, followMailLink, noAppOpensIt, someAppOpensIt, dismissNotice, goesToBackground,
            returnsToForeground

        var description: String { rawValue }
    }

    /// Every step, WebKit's start and finish three times as often (most sequences then load pages, so
    /// links, re-taps and redirects meet a page on screen).
    /// Cada paso; el inicio y el fin de WebKit tres veces más (así los enlaces encuentran una página).
    private static let weighted = Step.allCases + [.webKitStarts, .webKitFinishes, .webKitStarts, .webKitFinishes]
    private static let steps = Gen.int(in: 0...(weighted.count - 1)).map { weighted[$0] }.array(of: 1...40)

    /// Every invariant after every step, and every state case reached by some sequence (a refused
    /// address in one sequence out of twenty), so no check is vacuous.
    /// Cada invariante tras cada paso, y cada caso de estado alcanzado por alguna secuencia (una
    /// dirección rechazada en una de cada veinte), así ninguna revisión es vacía.
    @Test func everyRandomSequenceKeepsTheInvariants() async throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        var reached: Set<String> = []
        await propertyCheck(count: 3000, input: Gen.bool(0.05), Self.steps) { refused, steps in
            var world = FakeWebKit(localizer: localizer, address: refused ? "http://example.mx" : WebHomePage.spanish)
            defer { reached.formUnion(world.reached) }
            for (index, step) in steps.enumerated() {
                if let broken = world.perform(step) {
                    Issue.record("\(broken) after \(["viewDidLoad"] + steps.prefix(index + 1).map { "\($0)" })")
                    return
                }
            }
        }
        #expect(
            WebViewCases.all.subtracting(reached).isEmpty, "never reached: \(WebViewCases.all.subtracting(reached))")
        #expect(reached.isSubset(of: WebViewCases.all), "a case missing from the list: \(reached)")
    }

    /// The pure function alone: the page process ending twice before the silent reload finished turns
    /// the blank page into the retry panel. / La función pura sola: el proceso que termina dos veces
    /// antes de que acabe la recarga silenciosa convierte la página en blanco en el panel.
    @Test func endingTwiceBeforeTheReloadFinishedIsThePanel() throws {
        let home = try #require(URL(string: WebHomePage.spanish))
        var state = WebViewMachine.reduce(WebViewState(), .viewLoaded(.success(home))).0
        state = WebViewMachine.reduce(state, .started).0
        state = WebViewMachine.reduce(state, .finished).0
        #expect(state.page == .asked(home, .loaded))
        let (reloading, reload) = WebViewMachine.reduce(state, .processTerminated)
        #expect(reload == [.perform(.reload)])
        #expect(reloading.page == .asked(home, .reloadingAfterTermination(progress: 0, hadLoadedPage: true)))
        let (ended, told) = WebViewMachine.reduce(reloading, .processTerminated)
        #expect(told == [.announceFailure(.pageProcessEnded, replacesPage: true)])
        #expect(ended.page == .asked(home, .failed(.pageProcessEnded, retry: home, over: .blank)))
    }

    /// A benign error (102, a cancel) that stops the silent reload leaves the page blank with nothing
    /// loading: the retry panel replaces it, over the page that ended before any page finished.
    /// Un error benigno que detiene la recarga silenciosa deja la página en blanco sin nada cargando:
    /// el panel con "Reintentar" la reemplaza, sobre la página que terminó antes de que acabara ninguna.
    @Test func aStoppedSilentReloadIsThePanel() throws {
        let home = try #require(URL(string: WebHomePage.spanish))
        var state = WebViewMachine.reduce(WebViewState(), .viewLoaded(.success(home))).0
        state = WebViewMachine.reduce(state, .processTerminated).0
        let benign = WebViewEvent.loadFailed(
            domain: WebKitErrorCode.domain, code: WebKitErrorCode.frameLoadInterruptedByPolicyChange, failingURL: nil,
            isStillLoading: false)
        let (stopped, told) = WebViewMachine.reduce(state, benign)
        #expect(told == [.announceFailure(.pageProcessEnded, replacesPage: true)])
        #expect(stopped.page == .asked(home, .failed(.pageProcessEnded, retry: home, over: .endedBeforeAnyPage)))
        #expect(stopped.canReload)
        #expect(WebViewMachine.reduce(stopped, .processTerminated).1.isEmpty, "the panel is already up")
    }
}

/// WebKit, the system and the user around a real presenter, and what the screen must show.
/// WebKit, el sistema y el usuario alrededor de un presenter real, y lo que debe mostrar la pantalla.
private struct FakeWebKit {
    typealias Step = WebViewMachinePropertyTests.Step
    private let view = FakeWebViewView()
    private let router = FakeWebViewRouter()
    private let presenter: WebViewPresenter
    private let article = URL(string: "https://es.wikipedia.org/wiki/Oaxaca")!
    private let httpLink = URL(string: "http://es.wikipedia.org/wiki/Puebla")!
    private let noAppNotice: String

    /// WebKit was asked to navigate and has not started yet. / Se pidió navegar y aún no empieza.
    private var requested = false
    /// WebKit reported a start and no end yet. / WebKit avisó un inicio y aún no un fin.
    private var navigating = false
    /// The page WebKit was last asked for (nil: a back/forward whose page the fake does not know).
    /// La página que se le pidió a WebKit la última vez (nil: atrás/adelante, que el falso no conoce).
    private var loadingURL: URL?
    /// A page finished loading and the page process has not ended since: the web view shows a page.
    /// Una página terminó de cargar y el proceso no terminó desde entonces: el web view muestra una página.
    private var pageOnScreen = false
    /// The page process ended and no page finished since. / Terminó el proceso y ninguna página terminó desde.
    private var endedSinceLastPage = false
    /// The last link the user tapped. / El último enlace que tocó el usuario.
    private var lastLink: URL?
    /// The app is in the background: the user does nothing. / La app está en segundo plano.
    private var away = false
    /// Trips to the background so far, and their count when WebKit was last asked to navigate.
    /// Viajes al segundo plano hasta ahora, y su cuenta cuando se le pidió navegar a WebKit.
    private var trips = 0
    private var tripsAtRequest = 0
    /// A load failed while away and nothing has been asked for since: it is owed on return.
    /// Una carga falló estando fuera y no se pidió nada desde entonces: se debe al volver.
    private var owedOnReturn = false
    /// What the sequence reached (the machine's state cases). / Lo que alcanzó la secuencia.
    private(set) var reached: Set<String> = []

    init(localizer: Localizer, address: String) {
        presenter = WebViewPresenter(
            interactor: WebViewInteractor(address: address), router: router, localizer: localizer)
        noAppNotice = localizer("webview.notice.noApp")
        presenter.view = view
        reached.formUnion(WebViewCases.names(of: presenter.screen))
        presenter.viewDidLoad()
        requested = !view.loads.isEmpty
        loadingURL = view.loads.last
    }

    private var shown: WebViewViewModel? { view.renders.last }
    private var isRetryOnScreen: Bool {
        guard let shown, !shown.isRetryHidden else { return false }
        return shown.errorMessage != nil || shown.noticeMessage != nil
    }

    /// The user's taps on links in the page. / Los toques del usuario en enlaces de la página.
    private static let taps: Set<Step> = [.followLink, .followHTTPLink, .tapTheSameLinkAgain, .followMailLink]

    /// Does `step` (if it can happen now) and returns the invariant it broke, if any.
    /// Hace `step` (si puede pasar ahora) y devuelve la invariante que rompió, si alguna.
    mutating func perform(_ step: Step) -> String? {
        let before = (loads: view.loads.count, commands: view.commands.count, told: view.announcements.count)
        let retryWasOnScreen = isRetryOnScreen
        let wasNavigating = navigating
        // WebKit reports a start before it fails a navigation; a trip since the request is the system's.
        // WebKit informa un inicio antes de fallar una navegación; un viaje desde la petición es cosa del sistema.
        let spannedTrip = navigating && (away || trips != tripsAtRequest)
        let owed = owedOnReturn
        webKit(step)
        user(step)
        app(step)
        let asked = view.loads.count > before.loads || view.commands.count > before.commands
        if let broken = checkTrip(step, spannedTrip: spannedTrip, owed: owed, asked: asked, told: before.told) {
            return broken
        }
        // What the presenter asked WebKit to do. / Lo que el presenter le pidió a WebKit.
        if asked {
            (requested, navigating, tripsAtRequest, owedOnReturn) = (true, false, trips, false)
            if view.loads.count > before.loads { loadingURL = view.loads.last }
            if let command = view.commands.last, view.commands.count > before.commands, command != .reload {
                loadingURL = nil
            }
        }
        reached.formUnion(WebViewCases.names(of: presenter.screen))
        if view.announcements.count > before.told + 1 { return "one step announced twice" }
        if Self.taps.contains(step), view.announcements.count > before.told {
            return "a tapped link was taken for a failure"
        }
        if step == .tapRetry, !away, retryWasOnScreen, view.loads.count == before.loads {
            return "Reintentar loaded nothing"
        }
        if step == .webKitFinishes, wasNavigating, let broken = checkFinished() { return broken }
        return checkScreen()
    }

    /// WebKit's side. / El lado de WebKit.
    private mutating func webKit(_ step: Step) {
        switch step {
        case .webKitStarts:
            guard requested else { return }
            (requested, navigating) = (false, true)
            presenter.didStartLoading()
        case .progress:
            guard navigating else { return }
            presenter.didUpdateProgress(0.6)
        case .webKitFinishes:
            guard navigating else { return }
            (navigating, pageOnScreen, endedSinceLastPage) = (false, true, false)
            presenter.didFinishLoading()
        case .failsOffline: fail(NSURLErrorNotConnectedToInternet, naming: article)
        case .failsTimedOut: fail(NSURLErrorTimedOut, naming: nil)
        case .failsInsecure: fail(NSURLErrorServerCertificateUntrusted, naming: httpLink)
        case .failsOther: fail(NSURLErrorBadServerResponse, naming: loadingURL)
        case .failsWhileAnotherLoads:
            // One navigation fails while another goes on (WebKit still loading). / Una falla y otra sigue.
            guard navigating else { return }
            presenter.didFailLoading(
                domain: NSURLErrorDomain, code: NSURLErrorTimedOut, failingURL: article, isStillLoading: true)
        case .newNavigationCancelsOld:
            guard navigating else { return }
            presenter.didFailLoading(
                domain: NSURLErrorDomain, code: NSURLErrorCancelled, failingURL: nil, isStillLoading: true)
        case .stopsByPolicy:
            stop(domain: WebKitErrorCode.domain, code: WebKitErrorCode.frameLoadInterruptedByPolicyChange)
        case .stopsByCancel: stop(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        case .redirectsToHTTP: redirectToHTTP()
        case .processEnds:
            guard requested || navigating || pageOnScreen else { return }
            (requested, navigating, pageOnScreen, endedSinceLastPage) = (false, false, false, true)
            presenter.webContentProcessDidTerminate()
        default: return
        }
    }

    /// A real failure of the navigation under way, naming `url`. / Un fallo real de la navegación en curso.
    private mutating func fail(_ code: Int, naming url: URL?) {
        guard requested || navigating else { return }
        (requested, navigating) = (false, false)
        presenter.didFailLoading(domain: NSURLErrorDomain, code: code, failingURL: url, isStillLoading: false)
    }

    /// A harmless error ends the navigation under way and nothing else loads (`isStillLoading: false`).
    /// Un error benigno termina la navegación en curso y nada más carga.
    private mutating func stop(domain: String, code: Int) {
        guard requested || navigating else { return }
        (requested, navigating) = (false, false)
        presenter.didFailLoading(domain: domain, code: code, failingURL: nil, isStillLoading: false)
    }

    /// The server answers the page under way with a redirect to its http address; WebKit asks first.
    /// A refused redirect ends the navigation (WebKit reports 102, nothing else loading).
    /// El servidor responde a la página en curso con una redirección a su dirección http; WebKit
    /// pregunta antes. Una redirección rechazada termina la navegación (102, nada más carga).
    private mutating func redirectToHTTP() {
        guard navigating, let url = loadingURL, var http = URLComponents(url: url, resolvingAgainstBaseURL: false)
        else { return }
        http.scheme = "http"
        var allowed = false
        let loads = view.loads.count
        presenter.decidePolicy(for: http.url, targetFrameIsMain: true, trigger: .other) { allowed = $0 }
        if !allowed, view.loads.count == loads {
            stop(domain: WebKitErrorCode.domain, code: WebKitErrorCode.frameLoadInterruptedByPolicyChange)
        }
    }

    /// The user's and the system's side: only what the screen offers. / El lado del usuario y del sistema.
    private mutating func user(_ step: Step) {
        switch step {
        case _ where away: return
        case .tapRetry: if isRetryOnScreen { presenter.didTapRetry() }
        case .tapReload: if shown?.toolbar.reload.isEnabled == true { presenter.didTapReload() }
        case .tapBack: if shown?.toolbar.back.isEnabled == true { presenter.didTapBack() }
        case .tapForward: if shown?.toolbar.forward.isEnabled == true { presenter.didTapForward() }
        case .historyChanges:
            guard pageOnScreen else { return }
            presenter.didChangeHistory(canGoBack: view.loads.count % 2 == 0, canGoForward: view.loads.count % 3 == 0)
        case .followLink: link(article)
        case .followHTTPLink: link(httpLink)
        case .tapTheSameLinkAgain: if let lastLink { link(lastLink) }
        case .followMailLink: link(URL(string: "mailto:hola@example.mx"))
        case .noAppOpensIt, .someAppOpensIt:
            guard !router.completions.isEmpty else { return }
            router.completions.removeFirst()(step == .someAppOpensIt)
        case .dismissNotice: if shown?.noticeMessage != nil { presenter.didTapDismissNotice() }
        default: return
        }
    }

    /// A link tapped in the page on screen. / Un enlace tocado en la página en pantalla.
    private mutating func link(_ url: URL?) {
        guard pageOnScreen, shown?.isPageHidden == false else { return }
        lastLink = url
        var allowed = false
        presenter.decidePolicy(for: url, targetFrameIsMain: true, trigger: .linkTap) { allowed = $0 }
        if allowed { (requested, navigating, loadingURL, tripsAtRequest) = (true, false, url, trips) }
    }

    /// The app's trips. / Los viajes de la app.
    private mutating func app(_ step: Step) {
        switch step {
        case .goesToBackground:
            guard !away else { return }
            (away, trips) = (true, trips + 1)
            presenter.appDidEnterBackground()
        case .returnsToForeground:
            guard away else { return }
            away = false
            presenter.appWillEnterForeground()
        default: return
        }
    }

    /// A failure of a load that spanned a trip is never shown or announced: it is loaded again at once
    /// when the app is back, or owed until it returns (and then loaded).
    /// Un fallo de una carga que abarcó un viaje nunca se muestra ni se anuncia: se vuelve a cargar ya
    /// si la app volvió, o se debe hasta que vuelva (y entonces se carga).
    private mutating func checkTrip(_ step: Step, spannedTrip: Bool, owed: Bool, asked: Bool, told: Int) -> String? {
        let failures: [Step] = [.failsOffline, .failsTimedOut, .failsInsecure, .failsOther]
        if failures.contains(step), spannedTrip {
            if view.announcements.count > told { return "a load the trip cut was announced" }
            if away { owedOnReturn = true } else if !asked { return "a load the trip cut was not loaded again" }
        }
        if step == .returnsToForeground, owed, !asked { return "a load the trip cut was not loaded again on return" }
        return nil
    }

    /// A finished load clears any failure: no panel, and no notice but "no app for this link".
    /// Una carga terminada borra cualquier fallo: sin panel, y sin aviso salvo "ninguna app".
    private func checkFinished() -> String? {
        guard let shown else { return "nothing drawn" }
        if shown.errorMessage != nil { return "a finished load left the failure panel" }
        if let notice = shown.noticeMessage, notice != noAppNotice { return "a finished load left a failure notice" }
        return nil
    }

    /// The panel and a loaded page never coexist; a failure over a blank page is the panel, never a
    /// notice; a page that ended is never left blank with nothing under way; reload is off while loading.
    /// El panel y una página cargada nunca coexisten; un fallo sobre una página en blanco es el panel,
    /// nunca un aviso; una página que terminó nunca queda en blanco sin nada en curso; recargar se apaga
    /// mientras carga.
    private func checkScreen() -> String? {
        guard let shown else { return "nothing drawn" }
        if pageOnScreen, shown.errorMessage != nil || shown.isPageHidden {
            return "the retry panel hides a loaded page"
        }
        if !pageOnScreen, shown.noticeMessage != nil, shown.errorMessage == nil, case .failed = presenter.state {
            return "a failure over a blank page is only a notice"
        }
        if endedSinceLastPage, !away, !requested, !navigating, shown.errorMessage == nil {
            return "the page process ended and the page is left blank"
        }
        if !shown.isProgressHidden, shown.toolbar.reload.isEnabled { return "reload is on while a page loads" }
        return nil
    }
}

/// The machine's state cases by name, each switch exhaustive so a new case must be named here.
/// Los casos de estado de la máquina por nombre; cada switch es exhaustivo, así un caso nuevo debe nombrarse.
enum WebViewCases {
    static let all: Set<String> = [
        "page notAsked", "page refused", "page asked", "load idle", "load loading", "load loaded", "load failed",
        "load reloadingAfterTermination", "load resendOnReturn", "content nothingYet", "content shown",
        "content blank", "content endedBeforeAnyPage",
        "notice automatic", "notice noAppForLink", "notice dismissed",
    ]

    static func names(of state: WebViewState) -> Set<String> {
        [page(state.page), load(state.load), content(state.load.content), notice(state.notice)]
    }

    private static func page(_ page: WebPageRequest) -> String {
        switch page {
        case .notAsked: return "page notAsked"
        case .refused: return "page refused"
        case .asked: return "page asked"
        }
    }

    private static func load(_ load: WebLoadPhase) -> String {
        switch load {
        case .idle: return "load idle"
        case .loading: return "load loading"
        case .loaded: return "load loaded"
        case .failed: return "load failed"
        case .reloadingAfterTermination: return "load reloadingAfterTermination"
        case .resendOnReturn: return "load resendOnReturn"
        }
    }

    private static func content(_ content: WebPageContent) -> String {
        switch content {
        case .nothingYet: return "content nothingYet"
        case .shown: return "content shown"
        case .blank: return "content blank"
        case .endedBeforeAnyPage: return "content endedBeforeAnyPage"
        }
    }

    private static func notice(_ notice: WebNotice) -> String {
        switch notice {
        case .automatic: return "notice automatic"
        case .noAppForLink: return "notice noAppForLink"
        case .dismissed: return "notice dismissed"
        }
    }
}
