import AppCore
import Foundation
import TestSupport
import Testing
import XCTest

@testable import ProductosKit

/// After a failed live-rate fetch: failures do not spend the hourly foreground budget, the next return
/// to the foreground retries after a short back-off, a request the system cut (-1005) is retried and
/// not shown, and the caption names the real cause.
/// Tras una petición fallida: los fallos no gastan el límite horario, la siguiente vuelta al primer plano
/// reintenta tras una espera corta, una petición que cortó el sistema (-1005) se reintenta sin mostrarse,
/// y la leyenda nombra la causa real.
@Suite struct RatesRecoveryPolicyTests {
    /// The rule under test: one state value fed to `RatesRefreshPolicy.reduce`, in a box so `#expect`
    /// can send it events. / La regla probada: un valor de estado que recibe eventos por `reduce`.
    private final class Rule {
        var state = RatesRefreshState()
        func send(_ event: RatesRefreshEvent, at seconds: TimeInterval) -> [RatesRefreshEffect] {
            let (next, effects) = RatesRefreshPolicy.reduce(
                state, event, at: Date(timeIntervalSinceReferenceDate: seconds))
            state = next
            return effects
        }
        /// Whether `trigger` at `seconds` starts a request. / Si `trigger` en `seconds` inicia una petición.
        func refresh(_ trigger: RatesRefreshTrigger, at seconds: TimeInterval) -> Bool {
            send(.trigger(trigger), at: seconds) == [.startRequest]
        }
        /// The request in flight ends at `seconds`: shown or hidden, and asked again at once or not.
        /// La petición termina en `seconds`: se muestra o no, y se vuelve a pedir enseguida o no.
        @discardableResult
        func finish(_ outcome: RatesAttemptOutcome, at seconds: TimeInterval) -> [RatesRefreshEffect] {
            send(.ended(outcome), at: seconds)
        }
    }

    private let rule = Rule()

    /// A launch that timed out is retried on the next return to the foreground once the back-off passed,
    /// not an hour later. / Un arranque que agotó el tiempo se reintenta al volver tras la espera corta.
    @Test func aFailedLaunchIsRetriedOnTheNextForegroundAfterTheBackOff() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(rule.finish(.failed(.timedOut), at: 0) == [.report(.show)])
        #expect(
            !rule.refresh(.foreground, at: (RatesRefreshPolicy.failureBackOff(afterFailures: 1) - 1)))
        #expect(rule.refresh(.foreground, at: (RatesRefreshPolicy.failureBackOff(afterFailures: 1))))
    }

    /// The back-off is short, grows with each failure in a row and has a ceiling far below the hour.
    /// La espera es corta, crece con cada fallo seguido y tiene un tope muy por debajo de la hora.
    @Test func theBackOffIsShortGrowsAndIsCapped() {
        let waits = (1...8).map { RatesRefreshPolicy.failureBackOff(afterFailures: $0) }
        #expect(waits == [30, 60, 120, 240, 300, 300, 300, 300])
        #expect(waits.allSatisfy { $0 < RatesRefreshPolicy.foregroundInterval })
    }

    /// Five failures in a row (5xx, timeout…) never block a success: the hour counts from the last
    /// answer, and failed attempts do not count at all.
    /// Cinco fallos seguidos nunca bloquean: la hora cuenta desde la última respuesta, los fallos no cuentan.
    @Test func failuresDoNotSpendTheHourlyBudget() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(rule.finish(.answered, at: 0) == [.report(.show)])
        var now: TimeInterval = RatesRefreshPolicy.foregroundInterval
        #expect(rule.refresh(.foreground, at: (now)))
        for failures in 1...5 {
            #expect(rule.finish(.failed(.status(503)), at: now) == [.report(.show)])
            now += RatesRefreshPolicy.failureBackOff(afterFailures: failures)
            #expect(rule.refresh(.foreground, at: (now)), "failure \(failures)")
        }
        #expect(rule.finish(.answered, at: now) == [.report(.show)])
        #expect(!rule.refresh(.foreground, at: (now + RatesRefreshPolicy.foregroundInterval - 1)))
        #expect(rule.refresh(.foreground, at: (now + RatesRefreshPolicy.foregroundInterval)))
    }

    /// Rates that arrived but were rejected are an answer: the hourly rule applies, not the back-off.
    /// Tipos que llegaron pero se rechazaron son una respuesta: aplica la regla horaria.
    @Test func aRejectedAnswerSpendsTheBudgetLikeASuccess() {
        #expect(rule.refresh(.launch, at: 0))
        rule.finish(.answered, at: 0)
        #expect(!rule.refresh(.foreground, at: (300)))
    }

    /// -1005 (the system cut the request, e.g. the app went to the background): not shown, retried on
    /// the next return to the foreground at once; a second cut in a row is shown.
    /// -1005: no se muestra y se reintenta al volver, sin espera; un segundo corte seguido sí se muestra.
    @Test func aRequestTheSystemCutIsRetriedNotShown() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(rule.finish(.failed(.connectionLost), at: 0) == [.report(.hide), .retryAfter(5)])
        #expect(rule.refresh(.foreground, at: (1)), "no back-off after a cut")
        #expect(
            rule.finish(.failed(.connectionLost), at: 1) == [.report(.show)], "cut twice: a real connection problem")
        #expect(!rule.refresh(.foreground, at: (2)), "now the back-off applies")
    }

    /// A cut after an answer is hidden too; a success clears everything.
    /// Un corte tras una respuesta también se oculta; un éxito borra todo.
    @Test func aCutAfterAFailureOfAnotherKindIsHiddenOnce() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(rule.finish(.failed(.timedOut), at: 0) == [.report(.show)])
        #expect(rule.refresh(.foreground, at: (30)))
        #expect(rule.finish(.failed(.connectionLost), at: 30) == [.report(.hide), .retryAfter(5)])
        #expect(rule.refresh(.foreground, at: (31)))
        #expect(rule.finish(.answered, at: 31) == [.report(.show)])
    }

    /// Only the first cut in a row is hidden and retried at once: the third cut of a series is shown and
    /// backs off like the second (it alternated: hidden, shown, hidden…).
    /// Solo el primer corte seguido se oculta y se reintenta sin espera: el tercero se muestra y espera.
    @Test func everyCutAfterTheFirstInARowIsShownAndBacksOff() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(rule.finish(.failed(.connectionLost), at: 0) == [.report(.hide), .retryAfter(5)])
        #expect(rule.refresh(.foreground, at: 1))
        #expect(rule.finish(.failed(.connectionLost), at: 1) == [.report(.show)])
        #expect(rule.refresh(.foreground, at: 1 + RatesRefreshPolicy.failureBackOff(afterFailures: 2)))
        #expect(
            rule.finish(.failed(.connectionLost), at: 1 + RatesRefreshPolicy.failureBackOff(afterFailures: 2))
                == [.report(.show)], "third cut in a row")
        #expect(!rule.refresh(.foreground, at: 2 + RatesRefreshPolicy.failureBackOff(afterFailures: 2)))
    }

    /// A first cut while the user stays on the screen (no return, no network report) is asked again
    /// once, by the screen's timer after `cutRetryDelay`: not before, and not a second time.
    /// Un primer corte con el usuario en la pantalla (sin vuelta ni aviso de red) se pide de nuevo una
    /// vez, con el temporizador de la pantalla tras `cutRetryDelay`: ni antes, ni una segunda vez.
    @Test func aFirstCutWithTheScreenUpIsAskedAgainOnceAfterAShortWait() {
        let delay = RatesRefreshPolicy.cutRetryDelay
        #expect(delay > 0 && delay < RatesRefreshPolicy.firstBackOff)
        #expect(rule.refresh(.launch, at: 0))
        #expect(rule.finish(.failed(.connectionLost), at: 2) == [.report(.hide), .retryAfter(delay)])
        #expect(!rule.refresh(.retryDue, at: 2 + delay - 1), "a timer that fires early asks nothing")
        #expect(rule.refresh(.retryDue, at: 2 + delay))
        #expect(!rule.refresh(.retryDue, at: 3 + delay), "in flight")
        #expect(rule.finish(.failed(.connectionLost), at: 4 + delay) == [.report(.show)], "cut twice: shown, no timer")
        #expect(!rule.refresh(.retryDue, at: 5 + 2 * delay), "once")
    }

    /// A timer that fires after something else asked (a return, the network) or in the background asks
    /// nothing; the return from the background still asks at once.
    /// Un temporizador que suena después de que otra cosa pidió, o en segundo plano, no pide nada; la
    /// vuelta del segundo plano sigue pidiendo enseguida.
    @Test func aTimerAfterAnotherRequestOrInTheBackgroundAsksNothing() {
        let delay = RatesRefreshPolicy.cutRetryDelay
        #expect(rule.refresh(.launch, at: 0))
        rule.finish(.failed(.connectionLost), at: 0)
        #expect(rule.refresh(.connectivity(reachable: true), at: 1), "the network asked first")
        #expect(rule.finish(.answered, at: 2) == [.report(.show)])
        #expect(!rule.refresh(.retryDue, at: delay), "nothing left to retry")
        #expect(rule.refresh(.foreground, at: 2 + RatesRefreshPolicy.foregroundInterval))
        rule.finish(.failed(.connectionLost), at: 3 + RatesRefreshPolicy.foregroundInterval)
        #expect(!rule.refresh(.background, at: 4 + RatesRefreshPolicy.foregroundInterval))
        #expect(!rule.refresh(.retryDue, at: 4 + RatesRefreshPolicy.foregroundInterval + delay), "away")
        #expect(rule.refresh(.foreground, at: 5 + RatesRefreshPolicy.foregroundInterval + delay), "at once on return")
    }

    /// A return to the foreground while the request is in flight is not lost: when the request ends
    /// cut (-1005, the usual order on resume), the same rule answers that return at once.
    /// Una vuelta al primer plano con la petición en curso no se pierde: si la petición termina cortada,
    /// la misma regla atiende esa vuelta enseguida.
    @Test func aReturnDuringTheAttemptIsAnsweredWhenItEnds() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(!rule.refresh(.foreground, at: 5), "in flight")
        #expect(rule.finish(.failed(.connectionLost), at: 6) == [.report(.hide), .startRequest], "answered")
        #expect(rule.finish(.answered, at: 7) == [.report(.show)], "once")
    }

    /// Without a return during the attempt there is nothing to answer; after an answer the hour rules.
    /// Sin vuelta durante el intento no hay nada que atender; tras una respuesta manda la hora.
    @Test func nothingIsAnsweredWithoutAReturnOrAfterAnAnswer() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(
            rule.finish(.failed(.connectionLost), at: 1) == [.report(.hide), .retryAfter(5)], "no return to answer")
        #expect(rule.refresh(.foreground, at: 2))
        #expect(!rule.refresh(.foreground, at: 3))
        #expect(rule.finish(.answered, at: 4) == [.report(.show)], "after an answer the hour rules")
    }

    /// Nothing starts in the background: a network return there waits for the app to come back, and
    /// is retried then without the back-off (the network did come back).
    /// En segundo plano no empieza nada: la red que vuelve espera a la app, y entonces se reintenta sin espera.
    @Test func aNetworkReturnInTheBackgroundWaitsForTheForeground() {
        #expect(rule.refresh(.launch, at: 0))
        rule.finish(.failed(.offline), at: 0)
        #expect(!rule.refresh(.background, at: 1))
        #expect(!rule.refresh(.connectivity(reachable: true), at: 2), "in the background")
        #expect(rule.refresh(.foreground, at: 3), "back: the network came back meanwhile")
        rule.finish(.failed(.offline), at: 3)
        #expect(!rule.refresh(.foreground, at: 4), "that return was answered; the back-off rules again")
    }

    /// In the app, the path changes under the request (Wi-Fi to cellular) and the system cuts it: the
    /// cut is hidden, so it is retried at once instead of waiting for a return that may never come.
    /// En la app, la ruta cambia bajo la petición y el sistema la corta: el corte no se muestra, así que
    /// se reintenta enseguida en lugar de esperar una vuelta que quizá nunca llegue.
    @Test func aCutAfterThePathChangedUnderTheRequestIsRetriedAtOnce() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(!rule.refresh(.connectivity(reachable: true), at: 1), "the monitor's first report")
        #expect(!rule.refresh(.connectivity(reachable: true), at: 2), "a new path, in flight")
        #expect(rule.finish(.failed(.connectionLost), at: 3) == [.report(.hide), .startRequest])
    }

    /// The monitor's first report alone is no path change, and a failure that is shown waits for the
    /// return as usual. / El primer aviso solo no es un cambio de ruta, y un fallo que se muestra espera.
    @Test func onlyAPathChangeAndAHiddenCutAreRetriedAtOnce() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(!rule.refresh(.connectivity(reachable: true), at: 1))
        #expect(rule.finish(.failed(.connectionLost), at: 2) == [.report(.hide), .retryAfter(5)], "first report only")
        #expect(rule.refresh(.foreground, at: 3))
        #expect(!rule.refresh(.connectivity(reachable: true), at: 4))
        #expect(
            rule.finish(.failed(.status(503)), at: 5) == [.report(.show)],
            "shown: the return retries after the back-off")
    }

    /// A return during the attempt that was followed by leaving again is not answered in the background.
    /// Una vuelta durante el intento seguida de otra salida no se atiende en segundo plano.
    @Test func aReturnFollowedByLeavingIsNotAnsweredInTheBackground() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(!rule.refresh(.foreground, at: 5))
        #expect(!rule.refresh(.background, at: 6))
        #expect(rule.finish(.failed(.connectionLost), at: 7) == [.report(.hide)], "not in the background")
        #expect(rule.refresh(.foreground, at: 8), "the next return retries the cut at once")
    }

    /// Any error of a request that spanned a trip to the background (here a timeout that counted the
    /// suspended time) is the system's: hidden, asked again on return, and not counted toward the back-off.
    /// Cualquier error de una petición que abarcó un viaje a segundo plano es cosa del sistema: se oculta,
    /// se pide al volver y no cuenta para la espera.
    @Test func anyErrorOfARequestThatSpannedATripIsHiddenAndAskedAgainOnReturn() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(rule.finish(.failed(.status(503)), at: 0) == [.report(.show)])
        #expect(rule.refresh(.foreground, at: 30))
        #expect(!rule.refresh(.background, at: 31))
        #expect(rule.finish(.failed(.timedOut), at: 60) == [.report(.hide)], "away: nothing starts")
        #expect(rule.refresh(.foreground, at: 61), "inside the back-off, asked again on return")
        #expect(rule.finish(.failed(.status(503)), at: 62) == [.report(.show)])
        let second = RatesRefreshState.Failure(
            startedAt: Date(timeIntervalSinceReferenceDate: 61), inARow: 2, kind: .error)
        #expect(rule.state.phase == .idle(.failed(second), nextReturn: .byTheRule), "the hidden one did not count")
    }

    /// Back before it ends, then any error: hidden and asked again at once.
    /// De vuelta antes de que termine y luego cualquier error: se oculta y se pide enseguida.
    @Test func aRequestThatSpannedATripAndEndsAfterTheReturnIsAskedAgainAtOnce() {
        #expect(rule.refresh(.launch, at: 0))
        #expect(!rule.refresh(.background, at: 1))
        #expect(!rule.refresh(.foreground, at: 20), "in flight")
        #expect(rule.finish(.failed(.timedOut), at: 21) == [.report(.hide), .startRequest])
        #expect(rule.finish(.failed(.timedOut), at: 22) == [.report(.show)], "no trip this time: shown")
    }
}

/// The same through the presenter, with a fetcher that counts requests.
/// Lo mismo a través del presenter, con un fetcher que cuenta peticiones.
@Suite struct RatesRecoveryPresenterTests {
    private let view = FakeProductosView()
    private let fetcher = FakeRatesFetcher()
    private let clock = ManualClock()
    private let presenter: ProductosPresenter

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

    private let bundledCaption = "Tipo de cambio al 13 mar 2026 (BCE, referencia)"

    /// A 503 at launch on a working network: the caption blames the service, and the user's next
    /// return to the app (a minute later) fetches again and shows live rates.
    /// Un 503 al arrancar con red: la leyenda culpa al servicio, y la siguiente vuelta a la app lo reintenta.
    @Test func a5xxAtLaunchIsRetriedOnTheNextReturnAndTheCaptionBlamesTheService() throws {
        fetcher.result = .failure(.status(503))
        presenter.viewDidLoad()
        #expect(
            view.last?.rateCaption
                == bundledCaption
                + "\nNo se pudo actualizar en línea. El servicio tiene un problema; inténtalo más tarde.")
        clock.advance(by: 60)
        fetcher.result = .success(try live())
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 2)
        #expect(view.last?.rateSource == .frankfurterLive)
    }

    /// Returning within the back-off asks nothing (no hammering while switching apps).
    /// Volver dentro de la espera no pide nada (sin insistir al cambiar de app).
    @Test func returningWithinTheBackOffAsksNothing() throws {
        fetcher.result = .failure(.timedOut)
        presenter.viewDidLoad()
        clock.advance(by: 10)
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 1)
        #expect(view.last?.rateCaption.hasSuffix("El servidor tardó demasiado en responder.") == true)
    }

    /// -1005 at launch: no message at all, and the return to the foreground fetches again.
    /// -1005 al arrancar: ningún mensaje, y la vuelta al primer plano vuelve a pedir.
    @Test func aCutRequestShowsNothingAndIsRetriedOnReturn() throws {
        fetcher.result = .failure(.connectionLost)
        presenter.viewDidLoad()
        #expect(view.last?.rateCaption == bundledCaption)
        #expect(view.announcements.isEmpty)
        fetcher.result = .success(try live())
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 2)
        #expect(view.last?.rateSource == .frankfurterLive)
    }

    /// -1005 at launch while the user stays on the screen: nothing is shown, the screen's timer is set
    /// for `cutRetryDelay`, and when it fires (the clock moved) live rates arrive; meanwhile the caption
    /// keeps naming the bundled rates, never "updated".
    /// -1005 al arrancar con el usuario en la pantalla: no se muestra nada, se pone el temporizador y,
    /// cuando suena, llegan los tipos en vivo; mientras tanto la leyenda sigue nombrando los incluidos.
    @Test func aCutWhileTheUserStaysIsRetriedOnceByTheScreensTimer() throws {
        fetcher.result = .failure(.connectionLost)
        presenter.viewDidLoad()
        #expect(view.scheduledRetries == [RatesRefreshPolicy.cutRetryDelay])
        #expect(view.states.map(\.rateCaption) == [bundledCaption], "nothing new said")
        #expect(view.announcements.isEmpty)
        fetcher.result = .success(try live())
        clock.advance(by: RatesRefreshPolicy.cutRetryDelay)
        presenter.ratesRetryDue()
        #expect(fetcher.callCount == 2)
        #expect(view.last?.rateSource == .frankfurterLive)
        #expect(view.scheduledRetries.count == 1)
    }

    /// Back in the app while the launch request hangs, then the system cuts it (-1005): it is fetched
    /// again at once, not on some later return. / De vuelta con la petición colgada y luego cortada:
    /// se pide de nuevo enseguida, no en una vuelta posterior.
    @Test func aRequestCutAfterTheReturnIsRetriedAtOnce() throws {
        presenter.viewDidLoad()
        clock.advance(by: 5)
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 1, "in flight: nothing new yet")
        fetcher.result = .success(try live())
        fetcher.complete(with: .failure(.connectionLost))
        #expect(fetcher.callCount == 2)
        #expect(view.last?.rateSource == .frankfurterLive)
    }

    /// Offline at launch, the network returns while the app is in the background: nothing is asked
    /// then; the return to the app asks at once. / Sin red al arrancar y la red vuelve en segundo plano:
    /// no se pide nada entonces; al volver a la app se pide enseguida.
    @Test func noRequestStartsInTheBackground() throws {
        fetcher.result = .failure(.offline)
        presenter.viewDidLoad()
        presenter.sceneDidEnterBackground()
        fetcher.result = .success(try live())
        presenter.connectivityChanged(isReachable: true)
        #expect(fetcher.callCount == 1, "nothing in the background")
        clock.advance(by: 5)
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 2)
        #expect(view.last?.rateSource == .frankfurterLive)
    }

    /// The network changes under the launch request and the system cuts it while the user stays in the
    /// app: it is fetched again at once. / La red cambia bajo la petición y el sistema la corta con el
    /// usuario en la app: se pide de nuevo enseguida.
    @Test func aRequestCutByAPathChangeInTheAppIsRetriedAtOnce() throws {
        presenter.viewDidLoad()
        presenter.connectivityChanged(isReachable: true)
        presenter.connectivityChanged(isReachable: true)
        fetcher.result = .success(try live())
        fetcher.complete(with: .failure(.connectionLost))
        #expect(fetcher.callCount == 2)
        #expect(view.last?.rateSource == .frankfurterLive)
    }

    /// A cut after a failure keeps the earlier cause on screen (it is still why the rates are old).
    /// Un corte tras un fallo deja en pantalla la causa anterior (sigue siendo el motivo).
    @Test func aCutKeepsTheEarlierCause() throws {
        fetcher.result = .failure(.unreachable)
        presenter.viewDidLoad()
        clock.advance(by: 30)
        fetcher.result = .failure(.connectionLost)
        presenter.sceneWillEnterForeground()
        #expect(fetcher.callCount == 2)
        #expect(view.last?.rateCaption == bundledCaption + "\nNo se pudo actualizar en línea. El servicio no responde.")
    }

    /// Each cause has its own words, in both languages. / Cada causa tiene sus palabras, en ambos idiomas.
    @Test func theCaptionNamesEachCause() throws {
        let spanish = try TestLocalizer.spanish(app: "Productos")
        let english = try TestLocalizer.english(app: "Productos")
        let causes: [HTTPError] = [.offline, .connectionLost, .unreachable, .timedOut, .status(503)]
        let es = causes.map { spanish($0.messageKey) }
        let en = causes.map { english($0.messageKey) }
        #expect(Set(es).count == causes.count)
        #expect(Set(en).count == causes.count)
        #expect(
            es == [
                "No hay conexión a internet.", "Se perdió la conexión a internet.", "El servicio no responde.",
                "El servidor tardó demasiado en responder.", "El servicio tiene un problema; inténtalo más tarde.",
            ])
    }
}

/// Against a real server on 127.0.0.1: a 503 then, on the next return, a good answer.
/// Contra un servidor real en 127.0.0.1: un 503 y, a la siguiente vuelta, una buena respuesta.
final class RatesRecoveryLoopbackTests: XCTestCase {
    func testA503IsRetriedOnReturnAgainstTheLoopbackServer() throws {
        let body = try ProductosFixtures.fixture("frankfurter-latest-sample")
        let served = NSLock()
        var count = 0
        let server = try LoopbackServer { _ in
            served.lock()
            defer { served.unlock() }
            count += 1
            return count == 1 ? .json("Service Unavailable", status: 503) : .json(body)
        }
        defer { server.stop() }
        let clock = ManualClock()
        let view = FakeProductosView()
        let presenter = ProductosPresenter(
            interactor: ProductosInteractor(
                bundledRates: ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData()),
                fetcher: FrankfurterClient(baseURL: server.baseURL, http: HTTPClient(timeout: 5)),
                now: { [clock] in clock.now }),
            localizer: try TestLocalizer.spanish(app: "Productos"), locale: ProductosFixtures.spanishMexico,
            delivery: .immediate)
        presenter.view = view
        let failed = expectation(description: "503 shown")
        let live = expectation(description: "live rates")
        view.onRender = { state in
            if state.rateCaption.contains("El servicio tiene un problema") { failed.fulfill() }
            if state.rateSource == .frankfurterLive { live.fulfill() }
        }
        presenter.viewDidLoad()
        wait(for: [failed], timeout: 10)
        clock.advance(by: 60)
        presenter.sceneWillEnterForeground()
        wait(for: [live], timeout: 10)
        XCTAssertEqual(server.requestCount, 2)
    }
}
