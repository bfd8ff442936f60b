import XCTest

@testable import ProductosKit

/// One row of the pricing table: IVA-included shelf price (MXN), IVA option, currency, MXN per unit,
/// expected. / Una fila de la tabla de precios: precio de anaquel con IVA, opción, divisa, tipo, esperado.
private struct PriceCase {
    let shelf: String
    let iva: IVAOption
    let currency: Currency
    let rate: String
    let expected: String
    let note: String

    init(_ shelf: String, _ iva: IVAOption, _ currency: Currency, rate: String, expected: String, _ note: String) {
        self.shelf = shelf
        self.iva = iva
        self.currency = currency
        self.rate = rate
        self.expected = expected
        self.note = note
    }
}

/// The pricing rule, checked against expectations computed independently (Python `decimal`,
/// ROUND_HALF_UP): IVA removed from the MXN shelf price (÷ 1.16) and rounded to the centavo, then
/// conversion rounded to the currency's minor units. / La regla de precios contra valores calculados de forma independiente.
final class PricingTableTests: XCTestCase {
    private let table: [PriceCase] = [
        PriceCase("13999.00", .included, .mxn, rate: "1", expected: "13999.00", "catalog XboxSerieX"),
        PriceCase("13999.00", .excluded, .jpy, rate: "0.11185", expected: "107895", "catalog XboxSerieX"),
        PriceCase("7499.00", .included, .usd, rate: "17.8213", expected: "420.79", "catalog SwitchOLED"),
        PriceCase("7499.00", .excluded, .gbp, rate: "23.6428", expected: "273.43", "catalog SwitchOLED"),
        PriceCase("12999.00", .included, .eur, rate: "20.4517", expected: "635.60", "catalog Playstation5"),
        PriceCase("12999.00", .excluded, .cad, rate: "13.005", expected: "861.67", "catalog Playstation5"),
        PriceCase("3499.00", .included, .jpy, rate: "0.11185", expected: "31283", "catalog SillaGamer"),
        PriceCase("3499.00", .excluded, .mxn, rate: "1", expected: "3016.38", "catalog SillaGamer"),
        PriceCase("24999.00", .included, .gbp, rate: "23.6428", expected: "1057.36", "catalog PantallaOLED"),
        PriceCase("24999.00", .excluded, .usd, rate: "17.8213", expected: "1209.28", "catalog PantallaOLED"),
        PriceCase("348.00", .included, .cad, rate: "13.005", expected: "26.76", "catalog Funkos"),
        PriceCase("348.00", .excluded, .eur, rate: "20.4517", expected: "14.67", "catalog Funkos"),
        PriceCase("1299.00", .included, .mxn, rate: "1", expected: "1299.00", "catalog Teclados"),
        PriceCase("1299.00", .excluded, .jpy, rate: "0.11185", expected: "10012", "catalog Teclados"),
        PriceCase("1899.00", .included, .usd, rate: "17.8213", expected: "106.56", "catalog Audifonos"),
        PriceCase("1899.00", .excluded, .gbp, rate: "23.6428", expected: "69.24", "catalog Audifonos"),
        PriceCase("249.00", .included, .eur, rate: "20.4517", expected: "12.18", "catalog MousePad"),
        PriceCase("249.00", .excluded, .cad, rate: "13.005", expected: "16.51", "catalog MousePad"),
        PriceCase("189.90", .included, .jpy, rate: "0.11185", expected: "1698", "catalog Posters"),
        PriceCase("189.90", .excluded, .mxn, rate: "1", expected: "163.71", "catalog Posters"),
        PriceCase("0.145", .excluded, .mxn, rate: "1", expected: "0.13", "0.125 rounds up to 0.13"),
        PriceCase("0.435", .excluded, .mxn, rate: "1", expected: "0.38", "0.375 rounds up to 0.38"),
        PriceCase("11.745", .excluded, .mxn, rate: "1", expected: "10.13", "10.125 rounds up to 10.13"),
        PriceCase("0.0058", .excluded, .mxn, rate: "1", expected: "0.01", "0.005: smallest half centavo"),
        PriceCase("0.0057", .excluded, .mxn, rate: "1", expected: "0.00", "0.0049…: below half a centavo"),
        PriceCase("1.165", .excluded, .mxn, rate: "1", expected: "1.00", "1.00431… rounds down"),
        PriceCase("0.01", .excluded, .mxn, rate: "1", expected: "0.01", "0.0086… rounds up"),
        PriceCase("7499.00", .excluded, .mxn, rate: "1", expected: "6464.66", "6464.655… rounds up"),
        PriceCase("12999.00", .excluded, .mxn, rate: "1", expected: "11206.03", "11206.034… rounds down"),
        PriceCase("249.00", .excluded, .mxn, rate: "1", expected: "214.66", "214.655… rounds up"),
        PriceCase("20.10", .included, .usd, rate: "4", expected: "5.03", "5.025 rounds up"),
        PriceCase("100.20", .included, .eur, rate: "8", expected: "12.53", "12.525 rounds up"),
        PriceCase("0.10", .included, .gbp, rate: "8", expected: "0.01", "0.0125 rounds down"),
        PriceCase("40.20", .included, .cad, rate: "8", expected: "5.03", "5.025 rounds up"),
        PriceCase("8.61", .included, .usd, rate: "2", expected: "4.31", "4.305 rounds up"),
        PriceCase("29", .included, .usd, rate: "2", expected: "14.50", "29 / 2 is exact"),
        PriceCase("0.25", .included, .jpy, rate: "0.5", expected: "1", "half a yen rounds up"),
        PriceCase("0.24", .included, .jpy, rate: "0.5", expected: "0", "0.48 yen rounds down"),
        PriceCase("1.25", .included, .jpy, rate: "0.5", expected: "3", "2.5 yen rounds up"),
        PriceCase("116", .included, .jpy, rate: "0.11185", expected: "1037", "116 / 0.11185"),
        PriceCase("1160", .included, .jpy, rate: "0.11185", expected: "10371", "1160 / 0.11185"),
        PriceCase("116", .excluded, .jpy, rate: "0.11185", expected: "894", "100 / 0.11185"),
        PriceCase(
            "11.745", .excluded, .jpy, rate: "0.5", expected: "20", "IVA removed first: 10.13 MXN → 20.26 → 20 JPY"),
        PriceCase("1159999.99", .included, .usd, rate: "17.8213", expected: "65090.65", "large amount"),
        PriceCase("0", .included, .eur, rate: "20.4517", expected: "0.00", "zero stays zero"),
        PriceCase("0", .excluded, .eur, rate: "20.4517", expected: "0.00", "zero stays zero"),
        PriceCase("17.8213", .included, .usd, rate: "17.8213", expected: "1.00", "MXN rounded before converting"),
        PriceCase("20.67", .included, .usd, rate: "17.8213", expected: "1.16", "20.67 / 17.8213"),
        PriceCase("1160", .excluded, .gbp, rate: "23.6428", expected: "42.30", "1000 / 23.6428"),
    ]

    func testTheTableHasAtLeastFortyCases() {
        XCTAssertGreaterThanOrEqual(table.count, 40)
    }

    func testEveryCaseOfThePricingTable() {
        for row in table {
            let rates = ExchangeRates(
                date: ProductosFixtures.march13, source: .ecbReference,
                mxnPerUnit: [row.currency: ProductosFixtures.decimal(row.rate)])
            let price = PriceCalculator.price(
                shelf: ProductosFixtures.decimal(row.shelf), iva: row.iva, in: row.currency, rates: rates)
            XCTAssertEqual(
                price, Money(amount: ProductosFixtures.decimal(row.expected), currency: row.currency),
                "\(row.shelf) \(row.iva) \(row.currency.code) @ \(row.rate): \(row.note)")
            XCTAssertLessThanOrEqual(price?.amount.decimalPlaces ?? 99, row.currency.minorUnits, row.note)
        }
    }

    func testCatalogueRowsUseTheBundledRates() throws {
        let rates = try ProductosFixtures.bundledRates()
        for row in table where row.note.hasPrefix("catalog") && row.currency != .mxn {
            XCTAssertEqual(rates.mxnPerUnit(of: row.currency), ProductosFixtures.decimal(row.rate), row.note)
        }
    }

    func testIVAIsRemovedFromThePesoPriceBeforeConverting() {
        // 11.745 MXN ÷ 1.16 = 10.125 → 10.13 MXN (rounded in pesos first); ÷ 0.5 = 20.26 → 20 JPY.
        // Primero se quita el IVA en pesos (redondeado al centavo), luego se convierte.
        let rates = ExchangeRates(
            date: ProductosFixtures.march13, source: .ecbReference, mxnPerUnit: [.jpy: ProductosFixtures.decimal("0.5")]
        )
        let price = PriceCalculator.price(
            shelf: ProductosFixtures.decimal("11.745"), iva: .excluded, in: .jpy, rates: rates)
        XCTAssertEqual(price?.amount, 20)
        XCTAssertEqual(
            PriceCalculator.mxnPrice(shelf: ProductosFixtures.decimal("11.745"), iva: .excluded),
            ProductosFixtures.decimal("10.13"))
    }

    /// Base → with IVA (the other direction, for pre-IVA amounts such as invoices): x.xx5 boundaries
    /// round half-up. Expectations from Python `decimal`. / Base → con IVA, fronteras x.xx5.
    func testPriceWithIVAFromABasePrice() {
        let cases: [(String, String)] = [
            ("0.125", "0.15"), ("0.375", "0.44"), ("10.125", "11.75"), ("0.01", "0.01"), ("0.04", "0.05"),
            ("12068.10", "13999.00"), ("6464.66", "7499.01"), ("214.66", "249.01"), ("0", "0"),
        ]
        for (base, expected) in cases {
            XCTAssertEqual(
                PriceCalculator.priceWithIVA(base: ProductosFixtures.decimal(base)),
                ProductosFixtures.decimal(expected),
                base)
        }
    }

    /// Shelf → without IVA. / Anaquel → sin IVA.
    func testPriceWithoutIVAFromAShelfPrice() {
        let cases: [(String, String)] = [
            ("0.145", "0.13"), ("0.435", "0.38"), ("11.745", "10.13"), ("1.16", "1.00"), ("0.0058", "0.01"),
            ("0.0057", "0.00"), ("13999.00", "12068.10"), ("7499.00", "6464.66"), ("189.90", "163.71"),
        ]
        for (shelf, expected) in cases {
            XCTAssertEqual(
                PriceCalculator.priceWithoutIVA(shelf: ProductosFixtures.decimal(shelf)),
                ProductosFixtures.decimal(expected), shelf)
        }
    }

    func testMissingRateGivesNoPriceButPesosAlwaysWork() {
        let rates = ExchangeRates(date: ProductosFixtures.march13, source: .ecbReference, mxnPerUnit: [:])
        XCTAssertNil(PriceCalculator.price(shelf: 100, iva: .included, in: .usd, rates: rates))
        XCTAssertNil(PriceCalculator.price(shelf: 100, iva: .included, in: .eur, rates: nil))
        XCTAssertEqual(
            PriceCalculator.price(shelf: 116, iva: .excluded, in: .mxn, rates: nil), Money(amount: 100, currency: .mxn))
    }

    func testNonPositiveRateGivesNoPrice() {
        let rates = ExchangeRates(date: ProductosFixtures.march13, source: .ecbReference, mxnPerUnit: [.usd: 0])
        XCTAssertNil(PriceCalculator.price(shelf: 100, iva: .excluded, in: .usd, rates: rates))
    }
}
