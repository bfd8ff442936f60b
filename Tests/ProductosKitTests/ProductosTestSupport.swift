import AppCore
import Foundation
import TestSupport
import XCTest

@testable import ProductosKit

/// Shared fixtures of the ProductosKit tests. / Datos compartidos de las pruebas de ProductosKit.
enum ProductosFixtures {
    /// The request target of `FrankfurterClient.latestURL`. / La ruta que pide el cliente.
    static let latestTarget = "/latest?from=MXN&to=USD,EUR,JPY,GBP,CAD"
    static let spanishMexico = Locale(identifier: "es_MX")
    static let englishUS = Locale(identifier: "en_US")

    /// The app's real Spanish strings. / Las cadenas reales en español de la app.
    static func spanish() throws -> Localizer {
        try Localizer.stringsFile(at: TestPaths.app("Productos", "es.lproj", "Localizable.strings"))
    }

    /// The app's real English strings. / Las cadenas reales en inglés de la app.
    static func english() throws -> Localizer {
        try Localizer.stringsFile(at: TestPaths.app("Productos", "en.lproj", "Localizable.strings"))
    }

    static func stringsTable(_ language: String) throws -> [String: String] {
        try StringsFile.parse(contentsOf: TestPaths.app("Productos", "\(language).lproj", "Localizable.strings"))
    }

    /// The bundled rates file exactly as the app ships it. / El archivo de tipos tal como lo incluye la app.
    static func bundledRatesData() throws -> Data {
        try Data(contentsOf: TestPaths.app("Productos", "Resources", "mxn-reference-rates.json"))
    }

    static func bundledRates(_ provider: ReferenceRatesFile.Provider = .ecb) throws -> ExchangeRates {
        try ReferenceRatesFile.parse(try bundledRatesData(), provider: provider).get()
    }

    /// A recorded response from `Fixtures/`. / Una respuesta grabada de `Fixtures/`.
    static func fixture(_ name: String) throws -> Data {
        let url = try XCTUnwrap(
            Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
            "Fixture \(name).json missing")
        return try Data(contentsOf: url)
    }

    static func decimal(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> Decimal {
        guard let value = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            XCTFail("Not a decimal: \(text)", file: file, line: line)
            return 0
        }
        return value
    }

    static let march13 = RateDate(iso: "2026-03-13")!
}

/// A view that records every state it is asked to render. / Una vista que guarda cada estado.
final class RecordingProductosView: ProductosView {
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
final class StubRatesFetcher: LiveRatesFetching {
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

extension XCTestCase {
    /// Asks `client` for the rates and waits for the one answer.
    /// Pide los tipos a `client` y espera la única respuesta.
    func fetchRates(_ client: FrankfurterClient, file: StaticString = #filePath, line: UInt = #line)
        -> Result<ExchangeRates, HTTPError>?
    {
        let done = expectation(description: "rates")
        var outcome: Result<ExchangeRates, HTTPError>?
        client.fetchLatestRates { result in
            outcome = result
            done.fulfill()
        }
        wait(for: [done], timeout: 15)
        return outcome
    }
}
