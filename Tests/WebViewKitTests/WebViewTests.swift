import AppCore
import Foundation
import TestSupport
import WebViewKit
import XCTest

final class WebAddressPolicyTests: XCTestCase {
    func testHomePageIsAValidHTTPSAddress() throws {
        let url = try WebAddressPolicy.secureURL(from: WebAddressPolicy.homePage).get()
        XCTAssertEqual(url.scheme, "https")
        XCTAssertEqual(url.host, "es.wikipedia.org")
    }

    func testOnlyHTTPSIsAccepted() {
        XCTAssertEqual(
            WebAddressPolicy.secureURL(from: "  HTTPS://developer.apple.com/documentation/uikit ").map(\.host),
            .success("developer.apple.com"))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "http://example.com"), .failure(.notHTTPS))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "ftp://example.com/file"), .failure(.notHTTPS))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "javascript:alert(1)"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "file:///etc/passwd"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: ""), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "es.wikipedia.org"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "https://"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "https://user:pw@example.com"), .failure(.invalid))
        XCTAssertEqual(WebAddressPolicy.secureURL(from: "https://exa mple.com"), .failure(.invalid))
    }

    func testWebKitErrorsBecomeFailures() {
        XCTAssertNil(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorCancelled))
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet), .offline)
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorTimedOut), .timedOut)
        XCTAssertEqual(
            WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorServerCertificateUntrusted), .insecureConnection)
        XCTAssertEqual(WebLoadFailure(domain: NSURLErrorDomain, code: NSURLErrorBadServerResponse), .other)
        XCTAssertEqual(WebLoadFailure(domain: "WebKitErrorDomain", code: 101), .other)
    }
}

final class WebPageStateTests: XCTestCase {
    func testHappyPath() {
        var state = WebPageState.idle
        state = state.handling(.start)
        XCTAssertEqual(state, .loading(progress: 0))
        state = state.handling(.progress(0.4))
        state = state.handling(.progress(0.2))
        XCTAssertEqual(state, .loading(progress: 0.4), "progress never goes backwards")
        state = state.handling(.progress(7))
        XCTAssertEqual(state, .loading(progress: 1))
        state = state.handling(.finish)
        XCTAssertEqual(state, .loaded)
    }

    func testIgnoredEvents() {
        XCTAssertEqual(WebPageState.idle.handling(.progress(0.5)), .idle)
        XCTAssertEqual(WebPageState.idle.handling(.finish), .idle)
        XCTAssertEqual(WebPageState.loaded.handling(.progress(0.5)), .loaded)
        XCTAssertEqual(WebPageState.failed(.offline).handling(.progress(0.5)), .failed(.offline))
        XCTAssertEqual(WebPageState.failed(.offline).handling(.finish), .loaded, "a finish is a page on screen")
        XCTAssertEqual(WebPageState.loading(progress: 0.3).handling(.progress(.nan)), .loading(progress: 0.3))
    }

    func testFailureAndRetry() {
        let failed = WebPageState.loading(progress: 0.5).handling(.fail(.timedOut))
        XCTAssertEqual(failed, .failed(.timedOut))
        XCTAssertEqual(failed.handling(.start), .loading(progress: 0))
    }
}

final class WebViewPresenterTests: XCTestCase {
    private var view: FakeWebViewView!
    private var router: FakeWebViewRouter!
    private var presenter: WebViewPresenter!
    private let article = URL(string: "https://es.wikipedia.org/wiki/Oaxaca")

    private func makePresenter(address: String = WebAddressPolicy.homePage) throws {
        try makePresenter(interactor: WebViewInteractor(address: address))
    }

    private func makePresenter(interactor: WebViewInteracting) throws {
        view = FakeWebViewView()
        router = FakeWebViewRouter()
        router.view = view
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        presenter = WebViewPresenter(interactor: interactor, router: router, localizer: localizer)
        presenter.view = view
    }

    /// The home page loaded, then the user follows a link in the page.
    /// La página de inicio cargada y luego el usuario sigue un enlace.
    private func loadHomeThenFollow(_ link: URL?) {
        presenter.viewDidLoad()
        presenter.didStartLoading()
        presenter.didFinishLoading()
        var allowed: Bool?
        presenter.decidePolicy(for: link, targetFrameIsMain: true, trigger: .linkTap) { allowed = $0 }
        XCTAssertEqual(allowed, true)
        presenter.didStartLoading()
    }

    func testLoadsTheHomePageWithAProgressBar() throws {
        try makePresenter()
        presenter.viewDidLoad()
        XCTAssertEqual(view.renders.first?.title, "Web")
        XCTAssertEqual(view.loads.map(\.absoluteString), [WebAddressPolicy.homePage])
        XCTAssertEqual(view.renders.last?.isProgressHidden, false)
        presenter.didStartLoading()
        presenter.didUpdateProgress(0.456)
        XCTAssertEqual(view.renders.last?.progress, 0.456)
        XCTAssertEqual(view.renders.last?.progressAccessibilityValue, "46 por ciento")
        presenter.didFinishLoading()
        XCTAssertEqual(presenter.state, .loaded)
        XCTAssertEqual(view.renders.last?.isProgressHidden, true)
        XCTAssertNil(view.renders.last?.errorMessage)
        XCTAssertEqual(view.renders.last?.isPageHidden, false)
    }

    func testFailureBeforeAnyPageShowsTheBlockingPanel() throws {
        try makePresenter()
        presenter.viewDidLoad()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, failingURL: nil, isStillLoading: false)
        let failed = try XCTUnwrap(view.renders.last)
        let message = "Sin conexión a internet. Revisa tu red y vuelve a intentarlo."
        XCTAssertEqual(failed.errorMessage, message)
        XCTAssertTrue(failed.isPageHidden)
        XCTAssertFalse(failed.isErrorHidden)
        XCTAssertTrue(failed.isNoticeHidden)
        XCTAssertEqual(failed.retryTitle, "Reintentar")
        XCTAssertFalse(failed.isRetryHidden)
        XCTAssertTrue(failed.isProgressHidden)
        XCTAssertEqual(view.announcements, [.screenChanged(message)])
        presenter.didTapRetry()
        XCTAssertEqual(view.loads.map(\.absoluteString), [WebAddressPolicy.homePage, WebAddressPolicy.homePage])
        XCTAssertEqual(presenter.state, .loading(progress: 0))
        XCTAssertNil(view.renders.last?.errorMessage)
    }

    func testFailureAfterAPageLoadedKeepsThePageVisible() throws {
        try makePresenter()
        loadHomeThenFollow(article)
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorTimedOut, failingURL: article, isStillLoading: false)
        let failed = try XCTUnwrap(view.renders.last)
        XCTAssertFalse(failed.isPageHidden)
        XCTAssertNil(failed.errorMessage)
        XCTAssertEqual(failed.noticeMessage, "La página tardó demasiado en responder.")
        XCTAssertFalse(failed.isRetryHidden)
        XCTAssertEqual(failed.dismissTitle, "Cerrar")
        XCTAssertEqual(view.announcements, [.notice("La página tardó demasiado en responder.")])
        presenter.didTapDismissNotice()
        XCTAssertTrue(try XCTUnwrap(view.renders.last).isNoticeHidden)
        XCTAssertFalse(try XCTUnwrap(view.renders.last).isPageHidden)
    }

    func testRetryLoadsTheFailedURLNotTheHomePage() throws {
        try makePresenter()
        loadHomeThenFollow(article)
        let failing = URL(string: "https://es.wikipedia.org/wiki/Oaxaca_de_Ju%C3%A1rez")
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNetworkConnectionLost, failingURL: failing, isStillLoading: false)
        presenter.didTapRetry()
        XCTAssertEqual(view.loads.last, failing)
        XCTAssertEqual(presenter.state, .loading(progress: 0))
        XCTAssertTrue(try XCTUnwrap(view.renders.last).isNoticeHidden)
    }

    func testRetryWithoutAFailingURLLoadsTheLastRequestedPage() throws {
        try makePresenter()
        loadHomeThenFollow(article)
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorTimedOut, failingURL: nil, isStillLoading: false)
        presenter.didTapRetry()
        XCTAssertEqual(view.loads.last, article)
    }

    func testBenignWebKitErrorsAreIgnored() throws {
        try makePresenter()
        presenter.viewDidLoad()
        let renders = view.renders.count
        presenter.didFailLoading(domain: "WebKitErrorDomain", code: 102, failingURL: nil, isStillLoading: true)
        XCTAssertEqual(view.renders.count, renders)
        XCTAssertEqual(presenter.state, .loading(progress: 0))
        presenter.didFailLoading(domain: "WebKitErrorDomain", code: 204, failingURL: nil, isStillLoading: false)
        XCTAssertEqual(presenter.state, .idle, "nothing loads any more: the progress bar ends")
        let last = try XCTUnwrap(view.renders.last)
        XCTAssertNil(last.errorMessage)
        XCTAssertTrue(last.isNoticeHidden)
        XCTAssertFalse(last.isPageHidden)
        XCTAssertTrue(last.isProgressHidden)
        XCTAssertTrue(view.announcements.isEmpty)
    }

    func testWebLinksLoadInTheView() throws {
        try makePresenter()
        presenter.viewDidLoad()
        var answers: [Bool] = []
        presenter.decidePolicy(for: article, targetFrameIsMain: true) { answers.append($0) }
        presenter.decidePolicy(for: URL(string: "about:blank"), targetFrameIsMain: false) { answers.append($0) }
        XCTAssertEqual(answers, [true, true])
        XCTAssertEqual(view.loads.count, 1, "WebKit loads it itself")
        XCTAssertTrue(router.opened.isEmpty)
    }

    func testBlankTargetLinksOpenInTheSameView() throws {
        try makePresenter()
        presenter.viewDidLoad()
        let oaxaca = try XCTUnwrap(article)
        presenter.didRequestNewWindow(for: oaxaca, trigger: .linkTap)
        XCTAssertEqual(view.loads.last, oaxaca)
        var answer: Bool?
        let puebla = try XCTUnwrap(URL(string: "https://es.wikipedia.org/wiki/Puebla"))
        presenter.decidePolicy(for: puebla, targetFrameIsMain: nil) {
            answer = $0
            self.view.log.append("decided \($0)")
        }
        XCTAssertEqual(answer, false)
        XCTAssertEqual(view.log.suffix(2), ["decided false", "load \(puebla.absoluteString)"])
        XCTAssertTrue(router.opened.isEmpty)
    }

    func testAnHTTPLinkLoadsOverHTTPSOnceAndAnHTTPRedirectBackStops() throws {
        try makePresenter()
        loadHomeThenFollow(article)
        presenter.didFinishLoading()
        let http = try XCTUnwrap(URL(string: "http://example.com/pagina"))
        let https = try XCTUnwrap(URL(string: "https://example.com/pagina"))
        presenter.decidePolicy(for: http, targetFrameIsMain: true, trigger: .linkTap) { XCTAssertFalse($0) }
        XCTAssertEqual(view.loads.last, https)
        let loads = view.loads.count
        // The https page redirects back to http (WebKit reports the screen's own load as `.other`):
        // no second upgrade, no loop. / La página https redirige de vuelta a http: sin segunda mejora ni ciclo.
        presenter.decidePolicy(for: http, targetFrameIsMain: true, trigger: .other) { XCTAssertFalse($0) }
        XCTAssertEqual(view.loads.count, loads)
        XCTAssertEqual(presenter.state, .failed(.address(.notHTTPS)))
        XCTAssertEqual(view.renders.last?.noticeMessage, "Solo se pueden abrir páginas seguras (https).")
        XCTAssertEqual(view.renders.last?.isRetryHidden, true)
        XCTAssertFalse(try XCTUnwrap(view.renders.last).isPageHidden)
    }

    func testNonWebLinksGoToTheSystemAndAreCancelled() throws {
        try makePresenter()
        loadHomeThenFollow(article)
        presenter.didFinishLoading()
        let loads = view.loads.count
        let mail = try XCTUnwrap(URL(string: "mailto:contacto@example.mx"))
        presenter.decidePolicy(for: mail, targetFrameIsMain: true) { self.view.log.append("decided \($0)") }
        XCTAssertEqual(view.log.suffix(2), ["decided false", "open mailto:contacto@example.mx"])
        presenter.decidePolicy(for: URL(string: "tel:5555555555"), targetFrameIsMain: false) { XCTAssertFalse($0) }
        presenter.didRequestNewWindow(for: URL(string: "sms:5555555555"), trigger: .linkTap)
        XCTAssertEqual(router.opened.map(\.absoluteString), ["mailto:contacto@example.mx", "sms:5555555555"])
        XCTAssertEqual(view.loads.count, loads)
        XCTAssertEqual(presenter.state, .loaded)
    }

    func testALinkNoAppOpensGetsANotice() throws {
        try makePresenter()
        loadHomeThenFollow(article)
        presenter.didFinishLoading()
        presenter.decidePolicy(for: URL(string: "itms-apps://apps.apple.com/app/id1"), targetFrameIsMain: true) { _ in }
        let completion = try XCTUnwrap(router.completions.first)
        completion(true)
        XCTAssertTrue(try XCTUnwrap(view.renders.last).isNoticeHidden)
        completion(false)
        let notice = "No hay ninguna app para abrir este enlace."
        XCTAssertEqual(view.renders.last?.noticeMessage, notice)
        XCTAssertEqual(view.announcements.last, .notice(notice))
        presenter.didTapDismissNotice()
        XCTAssertTrue(try XCTUnwrap(view.renders.last).isNoticeHidden)
    }

    func testThePageFollowsTheAppLanguage() throws {
        try makePresenter(interactor: WebViewInteractor(preferredLanguages: ["en"]))
        presenter.viewDidLoad()
        XCTAssertEqual(view.loads.map(\.absoluteString), [WebHomePage.english])
        try makePresenter(interactor: WebViewInteractor(preferredLanguages: ["es-MX"]))
        presenter.viewDidLoad()
        XCTAssertEqual(view.loads.map(\.absoluteString), [WebHomePage.spanish])
    }

    func testThePresenterIsReleasedWhileTheSystemStillHoldsTheCompletion() throws {
        try makePresenter()
        presenter.viewDidLoad()
        presenter.decidePolicy(for: URL(string: "tel:5555555555"), targetFrameIsMain: true) { _ in }
        weak var released: WebViewPresenter?
        released = presenter
        presenter = nil
        XCTAssertNil(released)
        router.completions.first?(false)
    }

    func testCancellationIsNotAnError() throws {
        try makePresenter()
        presenter.viewDidLoad()
        let renders = view.renders.count
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorCancelled, failingURL: nil, isStillLoading: true)
        XCTAssertEqual(view.renders.count, renders)
        XCTAssertEqual(presenter.state, .loading(progress: 0))
    }

    func testRetryDoesNothingUnlessFailed() throws {
        try makePresenter()
        presenter.viewDidLoad()
        presenter.didTapRetry()
        XCTAssertEqual(view.loads.count, 1)
    }

    func testInsecureAddressIsNeverLoaded() throws {
        try makePresenter(address: "http://es.wikipedia.org/wiki/M%C3%A9xico")
        presenter.viewDidLoad()
        XCTAssertTrue(view.loads.isEmpty)
        XCTAssertEqual(view.renders.last?.errorMessage, "Solo se pueden abrir páginas seguras (https).")
        XCTAssertEqual(view.renders.last?.isRetryHidden, true)
        presenter.didTapRetry()
        XCTAssertTrue(view.loads.isEmpty)
    }

    func testEveryFailureHasASpanishMessage() throws {
        try makePresenter()
        let failures: [WebLoadFailure] = [
            .offline, .timedOut, .insecureConnection, .other, .address(.invalid), .address(.notHTTPS),
        ]
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        for failure in failures {
            XCTAssertNotEqual(localizer(failure.messageKey), failure.messageKey)
        }
    }

    /// The view owns the presenter, the presenter holds the view weakly: dropping the view drops the
    /// module, also with a link handed to the system still unanswered.
    /// La vista es dueña del presenter y este la retiene débilmente: soltar la vista suelta el módulo,
    /// también con un enlace entregado al sistema aún sin respuesta.
    func testModuleDeallocatesWhenTheViewGoesAway() throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        let survivors = LeakCheck.survivors {
            let view = FakeWebViewView()
            let router = FakeWebViewRouter()
            let presenter = WebViewPresenter(interactor: WebViewInteractor(), router: router, localizer: localizer)
            presenter.view = view
            view.presenter = presenter
            presenter.viewDidLoad()
            presenter.decidePolicy(for: URL(string: "mailto:hola@example.com"), targetFrameIsMain: true) { _ in }
            return [view, presenter, router]
        }
        XCTAssertEqual(survivors, [])
    }
}
