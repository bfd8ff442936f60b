import AppCore
import Foundation
import XCTest

@testable import ProductosKit

/// The app's Spanish and English tables: same keys, same placeholders, every key the package uses.
/// Las tablas en español e inglés: mismas claves, mismos marcadores y todas las claves usadas.
final class LocalizationTests: XCTestCase {
    /// Every key the package can ask for. / Todas las claves que el paquete puede pedir.
    private var usedKeys: [String] {
        ProductCatalog.all.map(\.nameKey) + ProductColorPalette.all.map(\.nameKey)
            + ImageContentMode.allCases.map(\.nameKey)
            + Currency.allCases.flatMap { [$0.titleKey, $0.spokenNameKey, $0.accessibilityNameKey] }
            + IVAOption.allCases.flatMap { [$0.titleKey, $0.noteKey] }
            + ProductosComponent.allCases.map(\.accessibilityKey) + RateSource.allCases.map(\.nameKey)
            + [
                "productos.image.accessibility", "productos.colorIndicator.accessibility", "productos.price.heading",
                "productos.price.accessibility", "productos.price.unavailable", "productos.rates.caption",
                "productos.rates.fallback", "productos.rates.unavailable", "productos.rates.rejected",
                "productos.price.updated.announcement",
            ]
            + [RatesRejection.missing(.usd), .invalid(.usd), .outOfRange(.usd)].map(\.messageKey)
            + HTTPError.everyCase.map(\.messageKey)
    }

    func testBothLanguagesHaveTheSameKeys() throws {
        XCTAssertEqual(
            Set(try ProductosFixtures.stringsTable("es").keys), Set(try ProductosFixtures.stringsTable("en").keys))
    }

    func testEveryUsedKeyExistsInBothLanguages() throws {
        for language in ["es", "en"] {
            let table = try ProductosFixtures.stringsTable(language)
            for key in usedKeys {
                XCTAssertNotNil(table[key], "\(language): \(key)")
            }
        }
    }

    func testPlaceholdersMatchBetweenLanguages() throws {
        let spanish = try ProductosFixtures.stringsTable("es")
        let english = try ProductosFixtures.stringsTable("en")
        let pattern = try NSRegularExpression(pattern: "%(\\d+\\$)?[@dlfs]")
        func placeholders(_ text: String) -> [String] {
            pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
                Range($0.range, in: text).map { String(text[$0]) }
            }.sorted()
        }
        for (key, value) in spanish {
            XCTAssertEqual(placeholders(value), placeholders(english[key] ?? ""), key)
        }
    }
}
