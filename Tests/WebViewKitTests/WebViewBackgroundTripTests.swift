import AppCore
import Foundation
import TestSupport
import Testing
import WebViewKit

/// Issue 34, item 7: a load the system cut while the app was away is loaded again once on return, and
/// nothing is shown; the app's trips reach the presenter through `WebViewLifecycle`.
/// Issue 34, punto 7: una carga que el sistema cortó mientras la app estaba fuera se vuelve a cargar
/// una vez al volver, sin mostrar nada; los viajes de la app llegan al presenter por `WebViewLifecycle`.
@Suite struct WebViewBackgroundTripTests {
    private let view = FakeWebViewView()
    private let presenter: WebViewPresenter
    private let home = URL(string: WebAddressPolicy.homePage)!

    init() throws {
        presenter = WebViewPresenter(
            interactor: WebViewInteractor(), router: FakeWebViewRouter(),
            localizer: try TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didStartLoading()
    }

    private func failOffline() {
        presenter.didFailLoading(
            domain: NSURLErrorDomain, code: NSURLErrorNetworkConnectionLost, failingURL: home, isStillLoading: false)
    }

    /// Cut while away: no panel, no notice, no word; on return the page is asked for again, once. A
    /// failure of that second load (no trip in between) is shown as usual.
    /// Cortada mientras estaba fuera: sin panel, sin aviso, sin anuncio; al volver se pide otra vez la
    /// página, una vez. Un fallo de esa segunda carga (sin viaje de por medio) se muestra como siempre.
    @Test func aLoadCutWhileAwayIsLoadedAgainOnReturn() throws {
        presenter.appDidEnterBackground()
        failOffline()
        let shown = try #require(view.renders.last)
        #expect(shown.errorMessage == nil)
        #expect(shown.noticeMessage == nil)
        #expect(view.announcements.isEmpty)
        #expect(view.loads == [home], "nothing is asked for in the background")
        presenter.appWillEnterForeground()
        #expect(view.loads == [home, home])
        presenter.didStartLoading()
        failOffline()
        #expect(view.loads == [home, home], "once")
        #expect(view.renders.last?.errorMessage != nil)
        #expect(view.announcements.count == 1)
    }

    /// The failure of a load that spanned a trip arrives after the return: loaded again at once, silently.
    /// El fallo de una carga que abarcó un viaje llega después de volver: se carga otra vez ya, sin decir nada.
    @Test func aLoadThatSpannedATripIsLoadedAgainAtOnce() throws {
        presenter.appDidEnterBackground()
        presenter.appWillEnterForeground()
        #expect(view.loads == [home], "nothing was cut yet")
        failOffline()
        #expect(view.loads == [home, home])
        #expect(view.renders.last?.errorMessage == nil)
        #expect(view.announcements.isEmpty)
    }

    /// A load that started after the return fails as usual. / Una carga empezada tras volver falla como siempre.
    @Test func aLoadStartedAfterTheReturnFailsAsUsual() throws {
        presenter.didFinishLoading()
        presenter.appDidEnterBackground()
        presenter.appWillEnterForeground()
        presenter.didTapReload()
        presenter.didStartLoading()
        failOffline()
        #expect(view.renders.last?.noticeMessage != nil)
        #expect(view.announcements.count == 1)
    }

    /// Each name the screen passes reaches the presenter, until the lifecycle is released.
    /// Cada nombre que pasa la pantalla llega al presenter, hasta que se libera el ciclo de vida.
    @Test func theLifecycleForwardsBothTripsWhileItLives() {
        let center = NotificationCenter()
        let names = WebViewLifecycle.Names(
            didEnterBackground: Notification.Name("away"), willEnterForeground: Notification.Name("back"))
        let trips = TripCountingPresenter()
        var lifecycle: WebViewLifecycle? = WebViewLifecycle(names: names, presenter: trips, center: center)
        center.post(name: names.didEnterBackground, object: nil)
        center.post(name: names.willEnterForeground, object: nil)
        #expect(trips.log == ["background", "foreground"])
        _ = lifecycle
        lifecycle = nil
        center.post(name: names.didEnterBackground, object: nil)
        #expect(trips.log == ["background", "foreground"])
    }
}
