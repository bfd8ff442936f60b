import AppCore
import ProductosKit
import UIKit
import XCTest

@testable import Productos

/// The Productos screen forwards UIKit's scene lifecycle to the rates rule (hosted by the app, on a
/// simulator). The wiring itself is tested on Linux (`ProductosLifecycleTests`); only here are the names
/// UIKit's and the observer the view controller's, so removing either observer fails one of these.
/// The screen observes the test's own centre, so the host app's own screen hears nothing.
/// La pantalla Productos reenvía el ciclo de vida de la escena a la regla de tipos. El cableado se
/// prueba en Linux; solo aquí los nombres son los de UIKit y el observador el del view controller, así
/// que quitar cualquiera de los dos hace fallar una de estas pruebas.
final class ProductosLifecycleScreenTests: XCTestCase {
    /// Live rates under the test's control: each request answers `result` at once, or waits.
    /// Tipos en vivo bajo control de la prueba: cada petición responde `result` enseguida, o espera.
    private final class HeldFetcher: LiveRatesFetching {
        var result: Result<ExchangeRates, HTTPError>?
        private(set) var callCount = 0
        /// Called after each request is counted. / Se llama tras contar cada petición.
        var onFetch: (() -> Void)?
        private var pending: [(Result<ExchangeRates, HTTPError>) -> Void] = []

        func fetchLatestRates(completion: @escaping (Result<ExchangeRates, HTTPError>) -> Void) {
            callCount += 1
            onFetch?()
            if let result = result { completion(result) } else { pending.append(completion) }
        }

        func fail(with error: HTTPError) {
            let waiting = pending
            pending.removeAll()
            waiting.forEach { $0(.failure(error)) }
        }
    }

    private let center = NotificationCenter()

    private func makeScreen(fetcher: HeldFetcher) throws -> ProductosViewController {
        var environment = ProductosEnvironment(
            bundle: Bundle(for: ProductosViewController.self), fetcher: fetcher, localizer: .live,
            locale: Locale(identifier: "es_MX"), delivery: .immediate, makeConnectivityMonitor: { nil })
        environment.notificationCenter = center
        let controller = try XCTUnwrap(
            ProductosWireframe.makeModule(environment: environment) as? ProductosViewController)
        controller.loadViewIfNeeded()
        return controller
    }

    /// The launch request spans a trip and times out: the background observer told the rule, so nothing
    /// is shown (without it the caption names the timeout).
    /// La petición de arranque abarca un viaje y agota el tiempo: el observador de segundo plano se lo
    /// dijo a la regla, así que no se muestra nada (sin él la leyenda nombra el tiempo agotado).
    func testLeavingForTheBackgroundReachesTheRatesRule() throws {
        let fetcher = HeldFetcher()
        let controller = try makeScreen(fetcher: fetcher)
        XCTAssertEqual(fetcher.callCount, 1)
        let caption = controller.labelTipoCambio.text
        center.post(name: UIScene.didEnterBackgroundNotification, object: nil)
        fetcher.fail(with: .timedOut)
        XCTAssertEqual(controller.labelTipoCambio.text, caption, "the system's doing: nothing shown")
    }

    /// The launch request is cut (a first -1005): the return asks again at once, through the foreground
    /// observer. / La petición de arranque se corta: la vuelta pide de nuevo enseguida.
    func testReturningToTheForegroundReachesTheRatesRule() throws {
        let fetcher = HeldFetcher()
        fetcher.result = .failure(.connectionLost)
        let controller = try makeScreen(fetcher: fetcher)
        XCTAssertEqual(fetcher.callCount, 1)
        center.post(name: UIScene.willEnterForegroundNotification, object: nil)
        XCTAssertEqual(fetcher.callCount, 2, "asked again on return")
        withExtendedLifetime(controller) {}
    }

    /// A first -1005 while the user stays: the screen's timer asks again once after
    /// `RatesRefreshPolicy.cutRetryDelay`, with no return to the foreground (a real timer, hence only here).
    /// Un primer -1005 con el usuario en la pantalla: su temporizador pide de nuevo una vez tras la espera.
    func testACutWhileTheUserStaysIsAskedAgainByTheScreensTimer() throws {
        let fetcher = HeldFetcher()
        fetcher.result = .failure(.connectionLost)
        let askedAgain = expectation(description: "asked again by the timer")
        fetcher.onFetch = { [unowned fetcher] in if fetcher.callCount == 2 { askedAgain.fulfill() } }
        let controller = try makeScreen(fetcher: fetcher)
        XCTAssertNotNil(controller.ratesRetry, "the timer is set")
        wait(for: [askedAgain], timeout: RatesRefreshPolicy.cutRetryDelay + 5)
        XCTAssertNil(controller.ratesRetry, "fired once")
    }

    /// Leaving the screen cancels the pending retry. / Salir de la pantalla cancela el reintento pendiente.
    func testLeavingTheScreenCancelsThePendingRetry() throws {
        let fetcher = HeldFetcher()
        fetcher.result = .failure(.connectionLost)
        let controller = try makeScreen(fetcher: fetcher)
        let retry = try XCTUnwrap(controller.ratesRetry)
        controller.viewDidDisappear(false)
        XCTAssertTrue(retry.isCancelled)
        XCTAssertNil(controller.ratesRetry)
        // Back on screen without a trip to the background: the retry is scheduled again, not lost.
        // De vuelta en pantalla sin ir a segundo plano: el reintento se programa otra vez, no se pierde.
        controller.viewDidAppear(false)
        let again = try XCTUnwrap(controller.ratesRetry, "the retry comes back with the screen")
        XCTAssertFalse(again.isCancelled)
        XCTAssertFalse(again === retry, "a new timer, not the cancelled one")
    }

    /// Released with the screen: posting afterwards reaches nobody. / Se libera con la pantalla.
    func testTheLifecycleObserversGoWithTheScreen() throws {
        let fetcher = HeldFetcher()
        fetcher.result = .failure(.connectionLost)
        weak var released: ProductosViewController?
        try autoreleasepool {
            released = try makeScreen(fetcher: fetcher)
        }
        XCTAssertNil(released)
        center.post(name: UIScene.willEnterForegroundNotification, object: nil)
        XCTAssertEqual(fetcher.callCount, 1)
    }
}
