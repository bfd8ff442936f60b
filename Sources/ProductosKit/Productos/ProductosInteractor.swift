import AppCore
import Foundation

/// Keeps the rates in use and decides when to refresh them. Starts with the bundled rates; a live
/// update replaces them only when it succeeds and passes `LiveRatesValidator`.
/// Guarda los tipos en uso y decide cuándo actualizarlos. Empieza con los tipos incluidos; una
/// actualización en vivo los reemplaza solo si tiene éxito y pasa `LiveRatesValidator`.
public final class ProductosInteractor: ProductosInteracting {
    /// Why the bundled file could not be used, if it could not. / Por qué no sirvió el archivo incluido.
    public let bundledRatesError: RatesParseError?
    private let bundledRates: ExchangeRates?
    private let fetcher: LiveRatesFetching?
    private let now: () -> Date
    private let lock = NSLock()
    private var liveRates: ExchangeRates?
    private var policy = RatesRefreshPolicy()

    /// - Parameters:
    ///   - bundledRates: the parsed bundled file (`ReferenceRatesFile.parse`). / El archivo incluido.
    ///   - fetcher: live rates; nil to stay on the bundled ones. / Tipos en vivo; nil para no pedirlos.
    ///   - now: the clock of the refresh rule (tests pass a fixed one). / El reloj de la regla de actualización.
    public init(
        bundledRates: Result<ExchangeRates, RatesParseError>, fetcher: LiveRatesFetching?,
        now: @escaping () -> Date = Date.init
    ) {
        switch bundledRates {
        case .success(let rates):
            self.bundledRates = rates
            self.bundledRatesError = nil
        case .failure(let error):
            self.bundledRates = nil
            self.bundledRatesError = error
        }
        self.fetcher = fetcher
        self.now = now
    }

    public var currentRates: ExchangeRates? {
        lock.lock()
        defer { lock.unlock() }
        return liveRates ?? bundledRates
    }

    public func refreshRates(on trigger: RatesRefreshTrigger, completion: @escaping (RateUpdate) -> Void) {
        // No live source configured: nothing to report, the bundled rates simply stay.
        // Sin fuente en vivo: no hay nada que informar, los tipos incluidos se quedan.
        guard let fetcher = fetcher, startAttempt(on: trigger) else { return }
        fetch(from: fetcher, completion: completion)
    }

    /// One attempt; when it ends, a return to the foreground that came meanwhile is answered.
    /// Un intento; al terminar, se atiende la vuelta al primer plano que llegó mientras tanto.
    private func fetch(from fetcher: LiveRatesFetching, completion: @escaping (RateUpdate) -> Void) {
        fetcher.fetchLatestRates { [weak self] result in
            guard let self = self else { return }
            let update = self.finish(with: result)
            completion(update)
            if self.answerPendingTrigger() { self.fetch(from: fetcher, completion: completion) }
        }
    }

    private func startAttempt(on trigger: RatesRefreshTrigger) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return policy.shouldRefresh(on: trigger, now: now())
    }

    private func answerPendingTrigger() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        return policy.shouldAnswerPendingTrigger(now: now())
    }

    /// Validates, stores and records the outcome in one critical section.
    /// Valida, guarda y registra el resultado en una sola sección crítica.
    private func finish(with result: Result<ExchangeRates, HTTPError>) -> RateUpdate {
        lock.lock()
        defer { lock.unlock() }
        switch result {
        case .success(let rates):
            policy.finished(.answered)
            if let rejection = LiveRatesValidator.rejection(of: rates, reference: bundledRates) {
                return .rejected(rejection)
            }
            liveRates = rates
            return .live(rates)
        case .failure(let error):
            // A request the system cut is retried on the next return, not shown.
            // Una petición que cortó el sistema se reintenta al volver, sin mostrarse.
            switch policy.finished(.failed(error)) {
            case .show: return .keptBundled(error)
            case .hide: return .interrupted
            }
        }
    }
}
