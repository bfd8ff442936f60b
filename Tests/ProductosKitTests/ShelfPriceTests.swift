import Foundation
import Testing

@testable import ProductosKit

/// Every price the screen can show — 10 products × 6 currencies × IVA on/off — against an independent
/// computation: the shelf prices are written here (not read from `ProductCatalog`) and the expected
/// amounts are computed in whole centavos with integer arithmetic (no `Decimal`, no `NSDecimalRound`).
/// Changing one catalogue price, the IVA rate, the rounding or a bundled rate turns this red.
/// Cada precio que puede mostrar la pantalla contra un cálculo independiente: los precios de anaquel
/// están escritos aquí (no se leen de `ProductCatalog`) y lo esperado se calcula en centavos enteros.
@Suite struct ShelfPriceTests {
    /// The shop's shelf prices (IVA included), in centavos. / Precios de anaquel (con IVA), en centavos.
    static let shelfCentavos: [String: Int] = [
        "XboxSerieX": 1_399_900, "SwitchOLED": 749_900, "Playstation5": 1_299_900, "SillaGamer": 349_900,
        "PantallaOLED": 2_499_900, "Funkos": 34_800, "Teclados": 129_900, "Audifonos": 189_900,
        "MousePad": 24_900, "Posters": 18_990,
    ]

    /// The bundled ECB rates (MXN per unit) as exact fractions numerator / denominator.
    /// Los tipos del BCE incluidos (MXN por unidad) como fracciones exactas.
    static let rateFractions: [Currency: (numerator: Int, denominator: Int)] = [
        .mxn: (1, 1), .usd: (178_213, 10_000), .eur: (204_517, 10_000), .jpy: (11_185, 100_000),
        .gbp: (236_428, 10_000), .cad: (13_005, 1_000),
    ]

    /// n ÷ d rounded half-up, for n ≥ 0 and d > 0. / n ÷ d redondeado mitad hacia arriba.
    static func halfUp(_ numerator: Int, _ denominator: Int) -> Int {
        (2 * numerator + denominator) / (2 * denominator)
    }

    /// The expected amount in the currency's minor units, by integer arithmetic only.
    /// El monto esperado en las unidades menores de la divisa, solo con enteros.
    static func expectedMinorUnits(shelfCentavos: Int, iva: IVAOption, currency: Currency) -> Int {
        let pesosCentavos = iva == .included ? shelfCentavos : halfUp(shelfCentavos * 100, 116)
        let rate = rateFractions[currency] ?? (1, 1)
        let minorScale = currency.minorUnits == 0 ? 1 : 100
        // amount = centavos / 100 ÷ (numerator / denominator), in minor units × minorScale.
        return halfUp(pesosCentavos * rate.denominator * minorScale, 100 * rate.numerator)
    }

    @Test func theCatalogueHoldsTheShelfPricesOfThisTable() {
        #expect(ProductCatalog.all.count == Self.shelfCentavos.count)
        for product in ProductCatalog.all {
            let centavos = Self.shelfCentavos[product.assetName]
            #expect(centavos != nil, "\(product.assetName) missing from the table")
            #expect(product.shelfPriceMXN == Decimal(centavos ?? -1) / 100, "\(product.assetName)")
        }
    }

    @Test func everyProductInEveryCurrencyWithAndWithoutIVA() throws {
        let rates = try ProductosFixtures.bundledRates()
        var checked = 0
        for (row, product) in ProductCatalog.all.enumerated() {
            for (currencyRow, currency) in Currency.allCases.enumerated() {
                for (ivaRow, iva) in IVAOption.allCases.enumerated() {
                    var selection = ProductosSelection()
                    selection.select(row: row, in: .product)
                    selection.select(row: currencyRow, in: .currency)
                    selection.select(row: ivaRow, in: .iva)
                    let units = Self.expectedMinorUnits(
                        shelfCentavos: Self.shelfCentavos[product.assetName] ?? -1, iva: iva, currency: currency)
                    let expected = Decimal(units) / (currency.minorUnits == 0 ? 1 : 100)
                    let price = selection.price(with: rates)
                    #expect(
                        price == Money(amount: expected, currency: currency),
                        "\(product.assetName) \(currency.code) \(iva)")
                    checked += 1
                }
            }
        }
        #expect(checked == 10 * 6 * 2)
    }

    /// The integer oracle itself, against values computed with Python's `decimal` (ROUND_HALF_UP).
    /// El oráculo entero contra valores calculados con `decimal` de Python.
    @Test(arguments: [
        (749_900, IVAOption.excluded, Currency.mxn, 646_466),
        (1_299_900, .excluded, .mxn, 1_120_603),
        (24_900, .excluded, .mxn, 21_466),
        (749_900, .included, .usd, 42_079),
        (1_299_900, .included, .eur, 63_560),
        (1_399_900, .excluded, .jpy, 107_895),
        (18_990, .included, .jpy, 1_698),
        (34_800, .excluded, .eur, 1_467),
    ])
    func theOracleAgreesWithPython(shelf: Int, iva: IVAOption, currency: Currency, expected: Int) {
        #expect(Self.expectedMinorUnits(shelfCentavos: shelf, iva: iva, currency: currency) == expected)
    }

    @Test func theBundledRatesAreTheFractionsOfThisTable() throws {
        let rates = try ProductosFixtures.bundledRates()
        for currency in Currency.foreign {
            let fraction = try #require(Self.rateFractions[currency])
            #expect(rates.mxnPerUnit(of: currency) == Decimal(fraction.numerator) / Decimal(fraction.denominator))
        }
    }

    /// No shelf price ends in odd centavos (the issue's $7,499.01, $12,998.99, $249.01).
    /// Ningún precio de anaquel termina en centavos raros.
    @Test func shelfPricesAreRound() {
        for product in ProductCatalog.all {
            let centavos = NSDecimalNumber(decimal: product.shelfPriceMXN * 100).intValue
            #expect(centavos % 10 == 0, "\(product.assetName)")
        }
    }
}
