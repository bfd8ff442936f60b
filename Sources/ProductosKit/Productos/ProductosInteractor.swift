import AppCore
import Foundation

/// Keeps the rates in use and prices the selection. Starts with the bundled rates; a live update
/// replaces them only when it succeeds.
/// Guarda los tipos en uso y calcula el precio de la selección. Empieza con los tipos incluidos;
/// una actualización en vivo los reemplaza solo si tiene éxito.
public final class ProductosInteractor: ProductosInteracting {
    /// Why the bundled file could not be used, if it could not. / Por qué no sirvió el archivo incluido.
    public let bundledRatesError: RatesParseError?
    private let bundledRates: ExchangeRates?
    private let fetcher: LiveRatesFetching?
    private let lock = NSLock()
    private var liveRates: ExchangeRates?

    /// - Parameters:
    ///   - bundledRates: the parsed bundled file (`ReferenceRatesFile.parse`). / El archivo incluido.
    ///   - fetcher: live rates; nil to stay on the bundled ones. / Tipos en vivo; nil para no pedirlos.
    public init(bundledRates: Result<ExchangeRates, RatesParseError>, fetcher: LiveRatesFetching?) {
        switch bundledRates {
        case .success(let rates):
            self.bundledRates = rates
            self.bundledRatesError = nil
        case .failure(let error):
            self.bundledRates = nil
            self.bundledRatesError = error
        }
        self.fetcher = fetcher
    }

    public var currentRates: ExchangeRates? {
        lock.lock()
        defer { lock.unlock() }
        return liveRates ?? bundledRates
    }

    public func price(for selection: ProductosSelection) -> Money? {
        PriceCalculator.price(
            base: selection.product.basePriceMXN, iva: selection.iva, in: selection.currency, rates: currentRates)
    }

    public func refreshRates(completion: @escaping (RateUpdate) -> Void) {
        // No live source configured: nothing to report, the bundled rates simply stay.
        // Sin fuente en vivo: no hay nada que informar, los tipos incluidos se quedan.
        guard let fetcher = fetcher else { return }
        fetcher.fetchLatestRates { [weak self] result in
            switch result {
            case .success(let rates):
                self?.store(rates)
                completion(.live(rates))
            case .failure(let error):
                completion(.keptBundled(error))
            }
        }
    }

    private func store(_ rates: ExchangeRates) {
        lock.lock()
        liveRates = rates
        lock.unlock()
    }
}
