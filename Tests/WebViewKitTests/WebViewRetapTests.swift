import AppCore
import Foundation
import TestSupport
import Testing
import WebViewKit

/// Issue 34, item 5: a user's second tap on an http link while its https page loads is a tap, not the
/// server's redirect back to http; and a finished load clears any failure.
/// Issue 34, punto 5: un segundo toque del usuario en un enlace http mientras carga su página https es
/// un toque, no la redirección del servidor de vuelta a http; y una carga terminada borra cualquier fallo.
@Suite struct WebViewRetapTests {
    private let view = FakeWebViewView()
    private let router = FakeWebViewRouter()
    private let presenter: WebViewPresenter
    private let http = URL(string: "http://example.com/pagina")!
    private let https = URL(string: "https://example.com/pagina")!

    init() throws {
        presenter = WebViewPresenter(
            interactor: WebViewInteractor(), router: router, localizer: try TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didStartLoading()
        presenter.didFinishLoading()
    }

    /// The user taps the http link: its https page is asked for and starts.
    /// El usuario toca el enlace http: se pide su página https y empieza.
    private func tapTheHTTPLink() {
        presenter.decidePolicy(for: http, targetFrameIsMain: true, trigger: .linkTap) { _ in }
        presenter.didStartLoading()
    }

    /// Tapping it again loads it again: no "only https" notice, nothing announced, the bar still shows,
    /// and the load's end is the page. / Tocarlo otra vez lo vuelve a cargar: sin aviso "solo https",
    /// nada anunciado, la barra sigue visible, y el fin de la carga es la página.
    @Test func aSecondTapOnTheSameHTTPLinkLoadsItAgain() throws {
        tapTheHTTPLink()
        tapTheHTTPLink()
        #expect(view.loads.suffix(2) == [https, https])
        #expect(view.announcements.isEmpty)
        let shown = try #require(view.renders.last)
        #expect(shown.noticeMessage == nil)
        #expect(shown.isProgressHidden == false)
        presenter.didFinishLoading()
        #expect(presenter.state == .loaded)
        #expect(view.renders.last?.noticeMessage == nil)
    }

    /// A real failure after the second tap says what happened (offline), not "only https".
    /// Un fallo real tras el segundo toque dice lo que pasó (sin conexión), no "solo https".
    @Test func aFailureAfterTheSecondTapSaysWhatHappened() throws {
        tapTheHTTPLink()
        tapTheHTTPLink()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet, failingURL: https, isStillLoading: false)
        let offline = "Sin conexión a internet. Revisa tu red y vuelve a intentarlo."
        #expect(view.renders.last?.noticeMessage == offline)
        #expect(view.announcements == [.notice(offline)])
    }

    /// The server's redirect back to http (WebKit's `.other`) is still the loop, refused once.
    /// La redirección del servidor de vuelta a http (`.other` de WebKit) sigue siendo el ciclo.
    @Test func theServersRedirectBackToHTTPIsStillTheLoop() throws {
        tapTheHTTPLink()
        let loads = view.loads.count
        presenter.decidePolicy(for: http, targetFrameIsMain: true, trigger: .other) { #expect($0 == false) }
        #expect(view.loads.count == loads)
        #expect(presenter.state == .failed(.address(.notHTTPS)))
    }

    /// A failure reported while another navigation still loads, then that navigation finishes: the page
    /// is on screen, so the failure's notice goes. / Un fallo informado mientras otra navegación sigue
    /// cargando, y luego esa navegación termina: la página está en pantalla, así que el aviso se va.
    @Test func aFinishedLoadClearsAFailureNotice() throws {
        tapTheHTTPLink()
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorTimedOut, failingURL: nil, isStillLoading: true)
        #expect(view.renders.last?.noticeMessage != nil)
        presenter.didFinishLoading()
        #expect(presenter.state == .loaded)
        #expect(view.renders.last?.noticeMessage == nil)
        #expect(view.renders.last?.errorMessage == nil)
    }
}
