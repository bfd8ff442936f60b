import AppCore
import Foundation
import TestSupport
import XCTest

@testable import ProductosKit

/// When live rates are asked for again (foreground once an hour, connectivity back after a
/// failure), one snapshot per screen state, and the VoiceOver announcement of a changed price.
/// Cuándo se vuelven a pedir tipos, un solo juego por estado de pantalla y el anuncio de VoiceOver.
final class RatesRefreshTests: XCTestCase {
    private var view = FakeProductosView()
    private var fetcher = FakeRatesFetcher()
    private let clock = ManualClock()

    private func makePresenter() throws -> ProductosPresenter {
        let presenter = ProductosPresenter(
            interactor: ProductosInteractor(
                bundledRates: ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData()), fetcher: fetcher,
                now: { [clock] in clock.now }),
            localizer: try TestLocalizer.spanish(app: "Productos"), locale: ProductosFixtures.spanishMexico,
            delivery: .immediate)
        presenter.view = view
        return presenter
    }

    private func liveSample() throws -> ExchangeRates {
        try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
    }

    // MARK: - The rule / La regla

    /// Feeds `event` at `seconds` to `state` through the one rule; returns what the rule asks for.
    /// Le da `event` en `seconds` a `state` con la regla; devuelve lo que pide la regla.
    private func send(_ state: inout RatesRefreshState, _ event: RatesRefreshEvent, at seconds: TimeInterval)
        -> [RatesRefreshEffect]
    {
        let (next, effects) = RatesRefreshPolicy.reduce(state, event, at: Date(timeIntervalSinceReferenceDate: seconds))
        state = next
        return effects
    }

    func testPolicyLaunchOnceForegroundHourlyNeverTwiceInFlight() {
        var state = RatesRefreshState()
        XCTAssertEqual(send(&state, .trigger(.launch), at: 0), [.startRequest])
        XCTAssertEqual(send(&state, .trigger(.foreground), at: 7200), [], "in flight")
        XCTAssertEqual(send(&state, .ended(.answered), at: 7200), [.report(.show)], "the hour counts from the start")
        XCTAssertEqual(send(&state, .trigger(.launch), at: 1), [])
        XCTAssertEqual(send(&state, .trigger(.foreground), at: 3599), [])
        XCTAssertEqual(send(&state, .trigger(.foreground), at: 3600), [.startRequest])
        XCTAssertEqual(send(&state, .ended(.answered), at: 3600), [.report(.show)])
        XCTAssertEqual(send(&state, .trigger(.foreground), at: 3600 + 60), [])
    }

    func testPolicyRetriesWhenTheNetworkComesBackOnlyAfterAFailure() {
        var state = RatesRefreshState()
        XCTAssertEqual(send(&state, .trigger(.connectivity(reachable: true)), at: 0), [], "nothing failed yet")
        XCTAssertEqual(send(&state, .trigger(.launch), at: 0), [.startRequest])
        XCTAssertEqual(send(&state, .ended(.failed(.offline)), at: 0), [.report(.show)])
        XCTAssertEqual(send(&state, .trigger(.connectivity(reachable: false)), at: 0), [])
        XCTAssertEqual(send(&state, .trigger(.connectivity(reachable: true)), at: 5), [.startRequest])
        XCTAssertEqual(send(&state, .trigger(.connectivity(reachable: true)), at: 6), [], "in flight")
        XCTAssertEqual(send(&state, .ended(.answered), at: 6), [.report(.show)])
        XCTAssertEqual(send(&state, .trigger(.connectivity(reachable: false)), at: 7), [])
        XCTAssertEqual(send(&state, .trigger(.connectivity(reachable: true)), at: 8), [], "the last attempt worked")
    }

    // MARK: - Through the presenter / A través del presenter

    func testForegroundRefreshesAtMostOncePerHour() throws {
        fetcher.result = .success(try liveSample())
        let presenter = try makePresenter()
        presenter.viewDidLoad()
        XCTAssertEqual(fetcher.callCount, 1)
        clock.advance(by: 30 * 60)
        presenter.sceneWillEnterForeground()
        XCTAssertEqual(fetcher.callCount, 1, "30 minutes later: no request")
        clock.advance(by: 30 * 60)
        presenter.sceneWillEnterForeground()
        XCTAssertEqual(fetcher.callCount, 2, "one hour later: a request")
        presenter.sceneWillEnterForeground()
        XCTAssertEqual(fetcher.callCount, 2)
    }

    func testAFailedAttemptIsRetriedWhenConnectivityReturns() throws {
        fetcher.result = .failure(.offline)
        let presenter = try makePresenter()
        presenter.viewDidLoad()
        XCTAssertTrue(view.last?.rateCaption.contains("No hay conexión") ?? false)
        presenter.connectivityChanged(isReachable: false)
        XCTAssertEqual(fetcher.callCount, 1)
        fetcher.result = .success(try liveSample())
        presenter.connectivityChanged(isReachable: true)
        XCTAssertEqual(fetcher.callCount, 2)
        XCTAssertEqual(view.last?.rateSource, .frankfurterLive)
        XCTAssertEqual(view.last?.rateCaption, "Tipo de cambio al 13 mar 2026 (Frankfurter/BCE, en línea)")
        presenter.connectivityChanged(isReachable: false)
        presenter.connectivityChanged(isReachable: true)
        XCTAssertEqual(fetcher.callCount, 2, "no retry after a success")
    }

    // MARK: - One snapshot / Un solo juego de tipos

    /// An interactor whose rates flip between bundled and live on every read, as a live update
    /// landing between two reads would. / Un interactor cuyos tipos cambian en cada lectura.
    private final class FlippingInteractor: ProductosInteracting {
        let bundled: ExchangeRates
        let live: ExchangeRates
        private(set) var reads = 0

        init(bundled: ExchangeRates, live: ExchangeRates) {
            self.bundled = bundled
            self.live = live
        }

        var currentRates: ExchangeRates? {
            reads += 1
            return reads.isMultiple(of: 2) ? live : bundled
        }

        func refreshRates(on trigger: RatesRefreshTrigger, completion: @escaping (RateUpdate) -> Void) {}
    }

    func testPriceAndCaptionComeFromOneSnapshot() throws {
        let interactor = FlippingInteractor(bundled: try ProductosFixtures.bundledRates(), live: try liveSample())
        let presenter = ProductosPresenter(
            interactor: interactor, localizer: try TestLocalizer.spanish(app: "Productos"),
            locale: ProductosFixtures.spanishMexico, delivery: .immediate)
        presenter.view = view
        presenter.didSelect(in: .price, component: 0, row: 1)
        presenter.viewDidLoad()
        for _ in 0..<4 { presenter.didSelect(in: .price, component: 0, row: 1) }
        XCTAssertEqual(interactor.reads, view.states.count, "one read per rendered state")
        for state in view.states {
            let live = state.rateSource == .frankfurterLive
            // 13,999.00 ÷ 17.8213 = 785.52 (bundled); ÷ 17.82213509 = 785.48 (live).
            XCTAssertEqual(state.priceAmount, live ? "USD\u{00A0}785.48" : "USD\u{00A0}785.52")
        }
        XCTAssertEqual(Set(view.states.map(\.rateSource)), [.ecbReference, .frankfurterLive], "both snapshots seen")
    }

    // MARK: - VoiceOver announcement / Anuncio de VoiceOver

    func testAPriceChangedByNewRatesIsAnnounced() throws {
        let presenter = try makePresenter()
        presenter.didSelect(in: .price, component: 0, row: 1)
        presenter.viewDidLoad()
        fetcher.complete(with: .success(try liveSample()))
        XCTAssertEqual(
            view.announcements,
            ["Tipo de cambio actualizado. Precio: 785.48 dólares estadounidenses, IVA incluido"])
    }

    func testNoAnnouncementWhenThePriceDoesNotChange() throws {
        let presenter = try makePresenter()
        presenter.viewDidLoad()
        fetcher.complete(with: .success(try liveSample()))
        XCTAssertEqual(view.last?.rateSource, .frankfurterLive, "pesos: the price is the same")
        XCTAssertTrue(view.announcements.isEmpty)
        presenter.didSelect(in: .price, component: 0, row: 2)
        XCTAssertTrue(view.announcements.isEmpty, "a selection is not announced: VoiceOver reads the picker")
    }

    func testNoAnnouncementWhenTheUpdateFails() throws {
        let presenter = try makePresenter()
        presenter.didSelect(in: .price, component: 0, row: 1)
        presenter.viewDidLoad()
        fetcher.complete(with: .failure(.timedOut))
        XCTAssertTrue(view.announcements.isEmpty)
    }
}
