import AppCore
import Foundation

@testable import ProductosKit

/// A view that records every state it is asked to render; owns its presenter like the real screen.
/// Una vista que guarda cada estado; es dueña de su presenter como la pantalla real.
final class FakeProductosView: ProductosView {
    var presenter: ProductosPresenting?
    private(set) var states: [ProductosScreenState] = []
    private(set) var announcements: [String] = []
    var onRender: ((ProductosScreenState) -> Void)?

    var last: ProductosScreenState? { states.last }

    func render(_ state: ProductosScreenState) {
        states.append(state)
        onRender?(state)
    }

    func announce(_ message: String) {
        announcements.append(message)
    }

    /// The retries the presenter asked the screen's timer for (seconds). / Los reintentos pedidos al temporizador.
    private(set) var scheduledRetries: [TimeInterval] = []

    func scheduleRatesRetry(after seconds: TimeInterval) {
        scheduledRetries.append(seconds)
    }
}

/// A clock the test moves by hand. / Un reloj que la prueba mueve a mano.
final class ManualClock {
    var now = Date(timeIntervalSinceReferenceDate: 800_000_000)

    func advance(by seconds: TimeInterval) {
        now = now.addingTimeInterval(seconds)
    }
}

/// Live rates under the test's control: answers at once, later, or never.
/// Tipos en vivo bajo control de la prueba: responde de inmediato, después o nunca.
final class FakeRatesFetcher: LiveRatesFetching {
    var result: Result<ExchangeRates, HTTPError>?
    private(set) var callCount = 0
    private var pending: [(Result<ExchangeRates, HTTPError>) -> Void] = []

    init(result: Result<ExchangeRates, HTTPError>? = nil) {
        self.result = result
    }

    func fetchLatestRates(completion: @escaping (Result<ExchangeRates, HTTPError>) -> Void) {
        callCount += 1
        if let result = result { completion(result) } else { pending.append(completion) }
    }

    func complete(with result: Result<ExchangeRates, HTTPError>) {
        let waiting = pending
        pending.removeAll()
        waiting.forEach { $0(result) }
    }
}
