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
