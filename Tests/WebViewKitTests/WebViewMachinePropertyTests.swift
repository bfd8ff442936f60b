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
        case webKitStarts, progress, webKitFinishes, failsOffline, failsTimedOut, failsInsecure,
            newNavigationCancelsOld,
            processEnds, tapRetry, tapReload, tapBack, tapForward, historyChanges, followLink, followHTTPLink,
            followMailLink, noAppOpensIt, someAppOpensIt, dismissNotice

        var description: String { rawValue }
    }

    private static let steps = Gen.int(in: 0...(Step.allCases.count - 1)).map { Step.allCases[$0] }.array(of: 1...40)

    @Test func everyRandomSequenceKeepsTheInvariants() async throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        await propertyCheck(count: 3000, input: Self.steps) { steps in
            var world = FakeWebKit(localizer: localizer)
            for (index, step) in steps.enumerated() {
                if let broken = world.perform(step) {
                    Issue.record("\(broken) after \(["viewDidLoad"] + steps.prefix(index + 1).map { "\($0)" })")
                    return
                }
            }
        }
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

    /// A benign error (102, a cancel) that stops the silent reload does not finish it: the next end is
    /// the panel, and a late "finished" ends it without a page.
    /// Un error benigno que detiene la recarga silenciosa no la termina: el siguiente cierre es el panel,
    /// y un "terminó" tardío la acaba sin página.
    @Test func aStoppedSilentReloadHasNotFinished() throws {
        let home = try #require(URL(string: WebHomePage.spanish))
        var state = WebViewMachine.reduce(WebViewState(), .viewLoaded(.success(home))).0
        state = WebViewMachine.reduce(state, .processTerminated).0
        let benign = WebViewEvent.loadFailed(
            domain: WebKitErrorCode.domain, code: WebKitErrorCode.frameLoadInterruptedByPolicyChange, failingURL: nil,
            isStillLoading: false)
        let stopped = WebViewMachine.reduce(state, benign).0
        #expect(stopped.page == .asked(home, .reloadingAfterTermination(progress: nil, hadLoadedPage: false)))
        #expect(stopped.canReload)
        let (ended, told) = WebViewMachine.reduce(stopped, .processTerminated)
        #expect(told == [.announceFailure(.pageProcessEnded, replacesPage: true)])
        #expect(ended.page == .asked(home, .failed(.pageProcessEnded, retry: home, over: .nothingYet)))
        #expect(WebViewMachine.reduce(stopped, .finished).0.page == .asked(home, .idle(over: .nothingYet)))
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

    /// WebKit was asked to navigate and has not started yet. / Se pidió navegar y aún no empieza.
    private var requested = false
    /// WebKit reported a start and no end yet. / WebKit avisó un inicio y aún no un fin.
    private var navigating = false
    /// A page finished loading and the page process has not ended since: the web view shows a page.
    /// Una página terminó de cargar y el proceso no terminó desde entonces: el web view muestra una página.
    private var pageOnScreen = false
    /// The page process ended and no page finished since. / Terminó el proceso y ninguna página terminó desde.
    private var endedSinceLastPage = false

    init(localizer: Localizer) {
        presenter = WebViewPresenter(interactor: WebViewInteractor(), router: router, localizer: localizer)
        presenter.view = view
        presenter.viewDidLoad()
        requested = !view.loads.isEmpty
    }

    private var shown: WebViewViewModel? { view.renders.last }
    private var isRetryOnScreen: Bool {
        guard let shown, !shown.isRetryHidden else { return false }
        return shown.errorMessage != nil || shown.noticeMessage != nil
    }

    /// Does `step` (if it can happen now) and returns the invariant it broke, if any.
    /// Hace `step` (si puede pasar ahora) y devuelve la invariante que rompió, si alguna.
    mutating func perform(_ step: Step) -> String? {
        let before = (loads: view.loads.count, commands: view.commands.count, told: view.announcements.count)
        let retryWasOnScreen = isRetryOnScreen
        webKit(step)
        user(step)
        // What the presenter asked WebKit to do. / Lo que el presenter le pidió a WebKit.
        if view.loads.count > before.loads || view.commands.count > before.commands {
            requested = true
            navigating = false
        }
        if view.announcements.count > before.told + 1 { return "one step announced twice" }
        if step == .tapRetry, retryWasOnScreen, view.loads.count == before.loads { return "Reintentar loaded nothing" }
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
        case .failsOffline: fail(NSURLErrorNotConnectedToInternet)
        case .failsTimedOut: fail(NSURLErrorTimedOut)
        case .failsInsecure: fail(NSURLErrorServerCertificateUntrusted)
        case .newNavigationCancelsOld:
            guard navigating else { return }
            presenter.didFailLoading(
                domain: NSURLErrorDomain, code: NSURLErrorCancelled, failingURL: nil, isStillLoading: true)
        case .processEnds:
            guard requested || navigating || pageOnScreen else { return }
            (requested, navigating, pageOnScreen, endedSinceLastPage) = (false, false, false, true)
            presenter.webContentProcessDidTerminate()
        default: return
        }
    }

    private mutating func fail(_ code: Int) {
        guard requested || navigating else { return }
        (requested, navigating) = (false, false)
        presenter.didFailLoading(domain: NSURLErrorDomain, code: code, failingURL: article, isStillLoading: false)
    }

    /// The user's and the system's side: only what the screen offers. / El lado del usuario y del sistema.
    private mutating func user(_ step: Step) {
        switch step {
        case .tapRetry: if isRetryOnScreen { presenter.didTapRetry() }
        case .tapReload: if shown?.toolbar.reload.isEnabled == true { presenter.didTapReload() }
        case .tapBack: if shown?.toolbar.back.isEnabled == true { presenter.didTapBack() }
        case .tapForward: if shown?.toolbar.forward.isEnabled == true { presenter.didTapForward() }
        case .historyChanges:
            guard pageOnScreen else { return }
            presenter.didChangeHistory(canGoBack: view.loads.count % 2 == 0, canGoForward: view.loads.count % 3 == 0)
        case .followLink: link(article)
        case .followHTTPLink: link(URL(string: "http://es.wikipedia.org/wiki/Puebla"))
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
        var allowed = false
        presenter.decidePolicy(for: url, targetFrameIsMain: true) { allowed = $0 }
        if allowed { (requested, navigating) = (true, false) }
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
        if endedSinceLastPage, !requested, !navigating, shown.errorMessage == nil {
            return "the page process ended and the page is left blank"
        }
        if !shown.isProgressHidden, shown.toolbar.reload.isEnabled { return "reload is on while a page loads" }
        return nil
    }
}
