import AppCore
import Foundation
import TestSupport
import Testing
import WebViewKit

/// Back/forward/reload decided by the presenter, and WebKit's page process ending.
/// Atrás/adelante/recargar decididos por el presenter, y el fin del proceso de la página de WebKit.
@Suite struct WebViewRecoveryTests {
    private let view = FakeWebViewView()
    private let router = FakeWebViewRouter()
    private let presenter: WebViewPresenter
    private let home = URL(string: WebAddressPolicy.homePage)!
    private let article = URL(string: "https://es.wikipedia.org/wiki/Oaxaca")!

    init() throws {
        presenter = WebViewPresenter(
            interactor: WebViewInteractor(), router: router, localizer: try TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
    }

    private var toolbar: WebToolbarViewModel? { view.renders.last?.toolbar }

    private func loadHome() {
        presenter.viewDidLoad()
        presenter.didStartLoading()
        presenter.didFinishLoading()
    }

    // MARK: - Toolbar / Barra

    /// Labelled in Spanish, never smaller than 44 pt, all off before anything loaded.
    /// Con etiqueta en español, nunca menores de 44 pt, todos apagados antes de cargar algo.
    @Test func theButtonsAreLabelledAndLargeEnough() throws {
        presenter.viewDidLoad()
        let bar = try #require(toolbar)
        #expect(
            bar.back
                == WebToolbarButton(
                    title: "Atrás", shortTitle: "‹", accessibilityLabel: "Página anterior", isEnabled: false))
        #expect(
            bar.forward
                == WebToolbarButton(
                    title: "Adelante", shortTitle: "›", accessibilityLabel: "Página siguiente", isEnabled: false))
        #expect(bar.reload.title == "Recargar")
        #expect(bar.reload.accessibilityLabel == "Recargar la página")
        #expect(bar.reload.isEnabled == false, "nothing to reload while the first load runs")
        #expect(WebToolbarViewModel.minimumButtonSide >= 44)
    }

    /// iOS 13+ shows symbols at every size; iOS 12 shows the words up to XXXL and one character from
    /// AX1 on (words do not fit at AX5); the VoiceOver label is always the full words.
    /// iOS 13+ muestra símbolos en todo tamaño; iOS 12 muestra las palabras hasta XXXL y un carácter
    /// desde AX1 (las palabras no caben en AX5); la etiqueta de VoiceOver siempre es completa.
    @Test func eachButtonsFaceFollowsTheSystemAndTheTextSize() throws {
        presenter.viewDidLoad()
        let bar = try #require(toolbar)
        let buttons = [bar.back, bar.forward, bar.reload]
        for size in TextSizeCategory.allCases.map(Optional.some) + [nil] {
            #expect(buttons.map { $0.face(symbolsAvailable: true, textSize: size) } == [.symbol, .symbol, .symbol])
            let titles = buttons.map { $0.face(symbolsAvailable: false, textSize: size) }
            let expected = size?.isAccessibilitySize == true ? ["‹", "›", "↻"] : ["Atrás", "Adelante", "Recargar"]
            #expect(titles == expected.map(WebToolbarFace.title), "\(String(describing: size))")
        }
        #expect(buttons.map(\.accessibilityLabel) == ["Página anterior", "Página siguiente", "Recargar la página"])
    }

    /// Back and forward follow the web view's history as WebKit reports it.
    /// Atrás y adelante siguen el historial del web view según lo informa WebKit.
    @Test func backAndForwardFollowTheHistory() throws {
        loadHome()
        #expect(toolbar?.back.isEnabled == false)
        #expect(toolbar?.reload.isEnabled == true)
        presenter.didChangeHistory(canGoBack: true, canGoForward: false)
        #expect(toolbar?.back.isEnabled == true)
        #expect(toolbar?.forward.isEnabled == false)
        presenter.didTapBack()
        #expect(view.commands == [.goBack])
        presenter.didChangeHistory(canGoBack: false, canGoForward: true)
        presenter.didTapBack()
        presenter.didTapForward()
        #expect(view.commands == [.goBack, .goForward], "a disabled button does nothing")
    }

    /// Reload is off while a page loads; on a loaded page it asks WebKit to reload it.
    /// Recargar está apagado mientras carga; en una página cargada le pide a WebKit recargarla.
    @Test func reloadIsOffWhileLoadingAndReloadsALoadedPage() throws {
        loadHome()
        presenter.didStartLoading()
        #expect(toolbar?.reload.isEnabled == false)
        presenter.didTapReload()
        #expect(view.commands.isEmpty)
        presenter.didFinishLoading()
        presenter.didTapReload()
        #expect(view.commands == [.reload])
        #expect(view.loads == [home])
    }

    /// After a failure, reload is "Reintentar": it loads the page that failed, not WebKit's last page.
    /// Tras un fallo, recargar es "Reintentar": carga la página que falló, no la última de WebKit.
    @Test func reloadAfterAFailureRetriesTheFailedPage() throws {
        presenter.viewDidLoad()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorTimedOut, failingURL: home, isStillLoading: false)
        #expect(toolbar?.reload.isEnabled == true)
        presenter.didTapReload()
        #expect(view.loads == [home, home])
        #expect(view.commands.isEmpty)
    }

    /// A refused address cannot be reloaded. / Una dirección rechazada no se puede recargar.
    @Test func aRefusedAddressCannotBeReloaded() throws {
        let insecure = WebViewPresenter(
            interactor: WebViewInteractor(address: "http://example.com"), router: router,
            localizer: try TestLocalizer.spanish(app: "TestApp"))
        insecure.view = view
        insecure.viewDidLoad()
        #expect(toolbar?.reload.isEnabled == false)
        insecure.didTapReload()
        #expect(view.loads.isEmpty && view.commands.isEmpty)
    }

    // MARK: - Page process ended / Fin del proceso de la página

    /// The first time the page process ends, the page is reloaded without a message.
    /// La primera vez que termina el proceso de la página, se recarga sin mensaje.
    @Test func aTerminatedPageProcessReloadsThePageOnce() throws {
        loadHome()
        presenter.webContentProcessDidTerminate()
        #expect(view.commands == [.reload])
        #expect(view.announcements.isEmpty)
        #expect(view.renders.last?.errorMessage == nil)
        presenter.didStartLoading()
        presenter.didFinishLoading()
        presenter.webContentProcessDidTerminate()
        #expect(view.commands == [.reload, .reload], "a page that loaded again earns another automatic reload")
    }

    /// Ending again before the reload finished: the blank page is replaced by the retry panel, announced,
    /// and "Reintentar" loads the page afresh.
    /// Si termina otra vez antes de que acabe la recarga: el panel con "Reintentar" reemplaza la página
    /// en blanco, se anuncia, y "Reintentar" carga la página de nuevo.
    @Test func endingAgainBeforeTheReloadFinishedShowsTheRetryPanel() throws {
        loadHome()
        presenter.webContentProcessDidTerminate()
        presenter.didStartLoading()
        presenter.webContentProcessDidTerminate()
        #expect(view.commands == [.reload])
        let shown = try #require(view.renders.last)
        let message = "La página se cerró inesperadamente, quizá por falta de memoria."
        #expect(shown.errorMessage == message)
        #expect(shown.isPageHidden, "the page is blank: the panel replaces it even though it had loaded")
        #expect(shown.isRetryHidden == false)
        #expect(shown.noticeMessage == nil)
        #expect(view.announcements == [.screenChanged(message)])
        presenter.didTapRetry()
        #expect(view.loads == [home, home])
        #expect(view.renders.last?.errorMessage == nil)
    }

    /// The automatic reload after the page process ended fails (offline on a train): the page is still
    /// blank, so the failure is the retry panel, not a dismissible notice over a white page.
    /// La recarga automática tras terminar el proceso falla (sin conexión en un tren): la página sigue
    /// en blanco, así que el fallo es el panel con "Reintentar", no un aviso descartable sobre blanco.
    @Test func aFailedReloadAfterTheProcessEndedShowsTheRetryPanel() throws {
        loadHome()
        presenter.webContentProcessDidTerminate()
        presenter.didStartLoading()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, failingURL: home, isStillLoading: false)
        let shown = try #require(view.renders.last)
        #expect(shown.isPageHidden, "the page is blank after the process ended")
        #expect(shown.errorMessage != nil)
        #expect(shown.noticeMessage == nil)
        #expect(shown.isRetryHidden == false)
        presenter.didTapRetry()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, failingURL: home, isStillLoading: false)
        #expect(view.renders.last?.isPageHidden == true, "still blank until a page finishes loading")
        presenter.didTapRetry()
        presenter.didStartLoading()
        presenter.didFinishLoading()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, failingURL: home, isStillLoading: false)
        #expect(view.renders.last?.isPageHidden == false, "a page loaded again: a later failure is a notice")
    }

    /// Issue 34, item 10: a harmless error (102, a cancel) stops the silent reload and nothing else
    /// loads: the page is blank, so the retry panel replaces it, announced, and "Reintentar" loads the
    /// page. / Un error benigno detiene la recarga silenciosa y nada más carga: la página está en
    /// blanco, así que el panel con "Reintentar" la reemplaza, se anuncia, y "Reintentar" la carga.
    @Test func aStoppedSilentReloadShowsTheRetryPanel() throws {
        loadHome()
        presenter.webContentProcessDidTerminate()
        presenter.didStartLoading()
        presenter.didFailLoading(
            domain: WebKitErrorCode.domain, code: WebKitErrorCode.frameLoadInterruptedByPolicyChange, failingURL: nil,
            isStillLoading: false)
        let shown = try #require(view.renders.last)
        #expect(shown.errorMessage == "La página se cerró inesperadamente, quizá por falta de memoria.")
        #expect(shown.isPageHidden)
        #expect(shown.isRetryHidden == false)
        #expect(shown.isProgressHidden)
        #expect(view.announcements.count == 1)
        presenter.didTapRetry()
        #expect(view.loads == [home, home])
    }

    /// The same when the process ended during the first load, and again when the load "Reintentar"
    /// started is stopped: never a white page with nothing loading and no panel.
    /// Lo mismo si el proceso terminó durante la primera carga, y otra vez si se detiene la carga que
    /// empezó "Reintentar": nunca una página en blanco sin nada cargando y sin panel.
    @Test func aStoppedLoadOverAnEndedPageShowsTheRetryPanelAgain() throws {
        presenter.viewDidLoad()
        presenter.didStartLoading()
        presenter.webContentProcessDidTerminate()
        let stop = {
            presenter.didFailLoading(
                domain: NSURLErrorDomain, code: NSURLErrorCancelled, failingURL: nil, isStillLoading: false)
        }
        stop()
        #expect(view.renders.last?.errorMessage != nil)
        presenter.didTapRetry()
        #expect(view.renders.last?.errorMessage == nil)
        stop()
        #expect(view.renders.last?.errorMessage != nil)
        #expect(view.renders.last?.isPageHidden == true)
        #expect(view.announcements.count == 2)
    }

    /// A first load stopped harmlessly without the process ending stays as it was (a plug-in may show it).
    /// Una primera carga detenida sin que termine el proceso sigue igual (un plug-in puede mostrarla).
    @Test func aStoppedFirstLoadIsNoFailure() throws {
        presenter.viewDidLoad()
        presenter.didStartLoading()
        presenter.didFailLoading(
            domain: WebKitErrorCode.domain, code: WebKitErrorCode.plugInWillHandleLoad, failingURL: nil,
            isStillLoading: false)
        #expect(presenter.state == .idle)
        #expect(view.renders.last?.errorMessage == nil)
        #expect(view.announcements.isEmpty)
    }

    /// Ending during the first load (no page yet to reload): the page is asked for again, silently.
    /// Si termina durante la primera carga (aún sin página que recargar): se vuelve a pedir, sin mensaje.
    @Test func endingDuringTheFirstLoadLoadsThePageAgain() throws {
        presenter.viewDidLoad()
        presenter.didStartLoading()
        presenter.webContentProcessDidTerminate()
        #expect(view.loads == [home, home])
        #expect(view.commands.isEmpty)
        #expect(view.announcements.isEmpty)
    }

    /// Nothing to bring back before a page was asked for, or while the panel already replaces it.
    /// Nada que recuperar antes de pedir una página, o mientras el panel ya la reemplaza.
    @Test func aTerminationWithNothingOnScreenChangesNothing() throws {
        presenter.viewDidLoad()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, failingURL: nil, isStillLoading: false)
        let before = view.renders.count
        presenter.webContentProcessDidTerminate()
        #expect(view.commands.isEmpty)
        #expect(view.renders.count == before)
    }
}
