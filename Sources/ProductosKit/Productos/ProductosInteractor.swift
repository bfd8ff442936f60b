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
    /// The refresh rule's one value; only `RatesRefreshPolicy.reduce` changes it (read by the tests).
    /// El único valor de la regla; solo `RatesRefreshPolicy.reduce` lo cambia (lo leen las pruebas).
    private(set) var refreshState = RatesRefreshState()

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
        locked { liveRates ?? bundledRates }
    }

    public func refreshRates(on trigger: RatesRefreshTrigger, completion: @escaping (RateUpdate) -> Void) {
        // No live source configured: nothing to report, the bundled rates simply stay.
        // Sin fuente en vivo: no hay nada que informar, los tipos incluidos se quedan.
        guard let fetcher = fetcher else { return }
        let effects = locked { send(.trigger(trigger)) }
        run(effects, outcome: nil, fetcher: fetcher, completion: completion)
    }

    /// Runs what the rule asked for: a request to start, an outcome to report or to keep quiet about.
    /// Ejecuta lo que pidió la regla: iniciar una petición, informar un resultado o callarlo.
    private func run(
        _ effects: [RatesRefreshEffect], outcome update: RateUpdate?, fetcher: LiveRatesFetching,
        completion: @escaping (RateUpdate) -> Void
    ) {
        for effect in effects {
            switch effect {
            case .startRequest: fetch(from: fetcher, completion: completion)
            case .report(.show): update.map(completion)
            // The system's doing: nothing to show. / Cosa del sistema: nada que mostrar.
            case .report(.hide): completion(.interrupted)
            // The screen's timer asks again later. / El temporizador de la pantalla vuelve a pedir después.
            case .retryAfter(let seconds): completion(.retry(after: seconds))
            }
        }
    }

    private func fetch(from fetcher: LiveRatesFetching, completion: @escaping (RateUpdate) -> Void) {
        fetcher.fetchLatestRates { [weak self] result in
            guard let self = self else { return }
            let (update, effects) = self.locked { self.finish(with: result) }
            self.run(effects, outcome: update, fetcher: fetcher, completion: completion)
        }
    }

    /// Feeds `event` to the rule and keeps the new state (call with the lock held).
    /// Le da `event` a la regla y guarda el nuevo estado (con el candado tomado).
    private func send(_ event: RatesRefreshEvent) -> [RatesRefreshEffect] {
        let (state, effects) = RatesRefreshPolicy.reduce(refreshState, event, at: now())
        refreshState = state
        return effects
    }

    /// Validates, stores and tells the rule how the attempt ended (call with the lock held).
    /// Valida, guarda y le dice a la regla cómo terminó el intento (con el candado tomado).
    private func finish(with result: Result<ExchangeRates, HTTPError>) -> (RateUpdate, [RatesRefreshEffect]) {
        switch result {
        case .success(let rates):
            let effects = send(.ended(.answered))
            if let rejection = LiveRatesValidator.rejection(of: rates, reference: bundledRates) {
                return (.rejected(rejection), effects)
            }
            liveRates = rates
            return (.live(rates), effects)
        case .failure(let error):
            return (.keptBundled(error), send(.ended(.failed(error))))
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
