import AppCore
import Foundation
import TestSupport
import Testing

@testable import ProductosKit

/// A rates request that spanned a trip to the background is the system's doing whatever error it
/// ends with (the suspended time also runs the client's timers, so a timeout is as likely as the
/// -1005): nothing is shown, it is resent once on return, and it does not count toward the back-off.
/// A fake clock and a fake client; nothing reaches the network.
/// Una petición de tipos que abarcó un viaje a segundo plano es cosa del sistema, termine con el error
/// que termine (el tiempo suspendido también corre los temporizadores del cliente): no se muestra
/// nada, se reenvía una vez al volver y no cuenta para la espera. Reloj y cliente falsos; sin red.
@Suite struct RatesBackgroundTripTests {
    private let view = FakeProductosView()
    private let fetcher = FakeRatesFetcher()
    private let clock = ManualClock()
    private let presenter: ProductosPresenter
    private let bundledCaption = "Tipo de cambio al 13 mar 2026 (BCE, referencia)"

    init() throws {
        presenter = ProductosPresenter(
            interactor: ProductosInteractor(
                bundledRates: ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData()), fetcher: fetcher,
                now: { [clock] in clock.now }),
            localizer: try TestLocalizer.spanish(app: "Productos"), locale: ProductosFixtures.spanishMexico,
            delivery: .immediate)
        presenter.view = view
    }

    private func live() throws -> ExchangeRates {
        try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
    }

    /// The errors a request can end with after the app was suspended under it.
    /// Los errores con que puede terminar una petición tras suspenderse la app.
    static let errors: [HTTPError] = [
        .timedOut, .connectionLost, .offline, .unreachable, .status(503), .transport("reset"),
    ]

    /// Launch, leave for 20 s, the request ends with `error` while away: nothing on screen; the
    /// return (inside the 30 s back-off) resends it once. / Arranque, 20 s fuera, la petición termina
    /// con `error`: nada en pantalla; la vuelta (dentro de la espera de 30 s) la reenvía una vez.
    @Test(arguments: errors)
    func aRequestThatSpannedATripShowsNothingAndIsResentOnReturn(error: HTTPError) throws {
        presenter.viewDidLoad()
        presenter.sceneDidEnterBackground()
        clock.advance(by: 20)
        fetcher.complete(with: .failure(error))
        #expect(view.last?.rateCaption == bundledCaption, "nothing shown")
        #expect(fetcher.callCount == 1, "nothing in the background")
        fetcher.result = .success(try live())
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 2, "resent on return")
        #expect(view.last?.rateSource == .frankfurterLive)
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 2, "once")
    }

    /// Back before the request ends, then it times out: resent at once, nothing shown.
    /// De vuelta antes de que termine y luego agota el tiempo: se reenvía enseguida, sin mostrar nada.
    @Test func aTimeoutThatEndsAfterTheReturnIsResentAtOnce() throws {
        presenter.viewDidLoad()
        presenter.sceneDidEnterBackground()
        clock.advance(by: 20)
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 1, "still in flight")
        fetcher.complete(with: .failure(.timedOut))
        #expect(view.last?.rateCaption == bundledCaption)
        #expect(fetcher.callCount == 2, "resent at once")
    }

    /// The hidden failure leaves the back-off as it was: after a 503 (one failure) and a timeout that
    /// spanned a trip, the next 503 is the second failure in a row (60 s), not the third (120 s).
    /// La falla oculta deja la espera como estaba: tras un 503 y un tiempo agotado que abarcó un viaje,
    /// el siguiente 503 es la segunda falla seguida (60 s), no la tercera (120 s).
    @Test func aHiddenFailureDoesNotCountTowardTheBackOff() throws {
        fetcher.result = .failure(.status(503))
        presenter.viewDidLoad()
        clock.advance(by: RatesRefreshPolicy.failureBackOff(afterFailures: 1))
        fetcher.result = nil
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 2)
        presenter.sceneDidEnterBackground()
        clock.advance(by: 20)
        fetcher.complete(with: .failure(.timedOut))
        fetcher.result = .failure(.status(503))
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 3, "resent on return")
        clock.advance(by: RatesRefreshPolicy.failureBackOff(afterFailures: 2))
        fetcher.result = .success(try live())
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 4, "two failures in a row: 60 s")
        #expect(view.last?.rateSource == .frankfurterLive)
    }

    /// A request that stayed in the foreground and timed out is still shown, and backs off.
    /// Una petición que no salió de primer plano y agotó el tiempo se sigue mostrando, y espera.
    @Test func aTimeoutWithoutATripIsShown() throws {
        presenter.viewDidLoad()
        clock.advance(by: 20)
        fetcher.complete(with: .failure(.timedOut))
        #expect(view.last?.rateCaption.hasSuffix("El servidor tardó demasiado en responder.") == true)
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 1, "inside the back-off")
    }
}
