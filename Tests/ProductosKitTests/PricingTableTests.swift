import XCTest

@testable import ProductosKit

/// One row of the pricing table: base price (MXN), IVA option, currency, MXN per unit, expected.
/// Una fila de la tabla de precios.
private struct PriceCase {
    let base: String
    let iva: IVAOption
    let currency: Currency
    let rate: String
    let expected: String
    let note: String

    init(_ base: String, _ iva: IVAOption, _ currency: Currency, rate: String, expected: String, _ note: String) {
        self.base = base
        self.iva = iva
        self.currency = currency
        self.rate = rate
        self.expected = expected
        self.note = note
    }
}

/// The pricing rule, checked against expectations computed independently (Python `decimal`,
/// ROUND_HALF_UP): IVA on the MXN price rounded to the centavo, then conversion rounded to the
/// currency's minor units. / La regla de precios contra valores calculados de forma independiente.
final class PricingTableTests: XCTestCase {
    private let table: [PriceCase] = [
        // The catalogue with the bundled ECB rates. / El catálogo con los tipos del BCE incluidos.
        PriceCase("12068.10", .included, .mxn, rate: "1", expected: "13999.00", "catalog XboxSerieX"),
        PriceCase("12068.10", .excluded, .jpy, rate: "0.11185", expected: "107895", "catalog XboxSerieX"),
        PriceCase("6464.66", .included, .usd, rate: "17.8213", expected: "420.79", "catalog SwitchOLED"),
        PriceCase("6464.66", .excluded, .gbp, rate: "23.6428", expected: "273.43", "catalog SwitchOLED"),
        PriceCase("11206.03", .included, .eur, rate: "20.4517", expected: "635.59", "catalog Playstation5"),
        PriceCase("11206.03", .excluded, .cad, rate: "13.005", expected: "861.67", "catalog Playstation5"),
        PriceCase("3016.38", .included, .jpy, rate: "0.11185", expected: "31283", "catalog SillaGamer"),
        PriceCase("3016.38", .excluded, .mxn, rate: "1", expected: "3016.38", "catalog SillaGamer"),
        PriceCase("21550.86", .included, .gbp, rate: "23.6428", expected: "1057.36", "catalog PantallaOLED"),
        PriceCase("21550.86", .excluded, .usd, rate: "17.8213", expected: "1209.28", "catalog PantallaOLED"),
        PriceCase("300.00", .included, .cad, rate: "13.005", expected: "26.76", "catalog Funkos"),
        PriceCase("300.00", .excluded, .eur, rate: "20.4517", expected: "14.67", "catalog Funkos"),
        PriceCase("1119.83", .included, .mxn, rate: "1", expected: "1299.00", "catalog Teclados"),
        PriceCase("1119.83", .excluded, .jpy, rate: "0.11185", expected: "10012", "catalog Teclados"),
        PriceCase("1637.07", .included, .usd, rate: "17.8213", expected: "106.56", "catalog Audifonos"),
        PriceCase("1637.07", .excluded, .gbp, rate: "23.6428", expected: "69.24", "catalog Audifonos"),
        PriceCase("214.66", .included, .eur, rate: "20.4517", expected: "12.18", "catalog MousePad"),
        PriceCase("214.66", .excluded, .cad, rate: "13.005", expected: "16.51", "catalog MousePad"),
        PriceCase("163.71", .included, .jpy, rate: "0.11185", expected: "1698", "catalog Posters"),
        PriceCase("163.71", .excluded, .mxn, rate: "1", expected: "163.71", "catalog Posters"),
        // x.xx5 boundaries in the IVA step (half-up, never banker's). / Fronteras x.xx5 en el IVA.
        PriceCase("0.125", .included, .mxn, rate: "1", expected: "0.15", "0.145 rounds up to 0.15"),
        PriceCase("0.375", .included, .mxn, rate: "1", expected: "0.44", "0.435 rounds up to 0.44"),
        PriceCase("10.125", .included, .mxn, rate: "1", expected: "11.75", "11.745 rounds up to 11.75"),
        PriceCase("1.005", .excluded, .mxn, rate: "1", expected: "1.01", "half-up, not banker's"),
        PriceCase("2.675", .excluded, .mxn, rate: "1", expected: "2.68", "a Double would give 2.67"),
        PriceCase("0.005", .excluded, .mxn, rate: "1", expected: "0.01", "smallest half centavo"),
        PriceCase("0.004", .excluded, .mxn, rate: "1", expected: "0.00", "below half a centavo"),
        PriceCase("3.125", .excluded, .mxn, rate: "1", expected: "3.13", "3.125 rounds up"),
        PriceCase("0.01", .included, .mxn, rate: "1", expected: "0.01", "0.0116 rounds down"),
        PriceCase("0.04", .included, .mxn, rate: "1", expected: "0.05", "0.0464 rounds up"),
        // x.xx5 boundaries in the conversion step. / Fronteras x.xx5 en la conversión.
        PriceCase("20.10", .excluded, .usd, rate: "4", expected: "5.03", "5.025 rounds up"),
        PriceCase("100.20", .excluded, .eur, rate: "8", expected: "12.53", "12.525 rounds up"),
        PriceCase("0.10", .excluded, .gbp, rate: "8", expected: "0.01", "0.0125 rounds down"),
        PriceCase("40.20", .excluded, .cad, rate: "8", expected: "5.03", "5.025 rounds up"),
        PriceCase("8.61", .excluded, .usd, rate: "2", expected: "4.31", "4.305 rounds up"),
        PriceCase("25", .included, .usd, rate: "2", expected: "14.50", "29 / 2 is exact"),
        // JPY has no minor units. / El yen no tiene decimales.
        PriceCase("0.25", .excluded, .jpy, rate: "0.5", expected: "1", "half a yen rounds up"),
        PriceCase("0.24", .excluded, .jpy, rate: "0.5", expected: "0", "0.48 yen rounds down"),
        PriceCase("1.25", .excluded, .jpy, rate: "0.5", expected: "3", "2.5 yen rounds up"),
        PriceCase("100", .included, .jpy, rate: "0.11185", expected: "1037", "116 / 0.11185"),
        PriceCase("1000", .included, .jpy, rate: "0.11185", expected: "10371", "1160 / 0.11185"),
        // Other values. / Otros valores.
        PriceCase("999999.99", .included, .usd, rate: "17.8213", expected: "65090.65", "large amount"),
        PriceCase("0", .included, .eur, rate: "20.4517", expected: "0.00", "zero stays zero"),
        PriceCase("17.8213", .excluded, .usd, rate: "17.8213", expected: "1.00", "MXN rounded before converting"),
        PriceCase("17.8213", .included, .usd, rate: "17.8213", expected: "1.16", "20.67 / 17.8213"),
        PriceCase("1000", .excluded, .gbp, rate: "23.6428", expected: "42.30", "1000 / 23.6428"),
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
                base: ProductosFixtures.decimal(row.base), iva: row.iva, in: row.currency, rates: rates)
            XCTAssertEqual(
                price, Money(amount: ProductosFixtures.decimal(row.expected), currency: row.currency),
                "\(row.base) \(row.iva) \(row.currency.code) @ \(row.rate): \(row.note)")
            XCTAssertLessThanOrEqual(price?.amount.decimalPlaces ?? 99, row.currency.minorUnits, row.note)
        }
    }

    func testCatalogueRowsUseTheBundledRates() throws {
        let rates = try ProductosFixtures.bundledRates()
        for row in table where row.note.hasPrefix("catalog") && row.currency != .mxn {
            XCTAssertEqual(rates.mxnPerUnit(of: row.currency), ProductosFixtures.decimal(row.rate), row.note)
        }
    }

    func testIVAIsComputedOnThePesoPriceBeforeConverting() {
        // 10.125 MXN + IVA = 11.745 → 11.75 MXN; ÷ 0.5 = 23.5 → 24 JPY. Converting first would give
        // 20.25 → 20 JPY, and 20 + IVA = 23.2 → 23 JPY. / Primero IVA en pesos, luego conversión.
        let rates = ExchangeRates(
            date: ProductosFixtures.march13, source: .ecbReference, mxnPerUnit: [.jpy: ProductosFixtures.decimal("0.5")]
        )
        let price = PriceCalculator.price(
            base: ProductosFixtures.decimal("10.125"), iva: .included, in: .jpy, rates: rates)
        XCTAssertEqual(price?.amount, 24)
    }

    func testMissingRateGivesNoPriceButPesosAlwaysWork() {
        let rates = ExchangeRates(date: ProductosFixtures.march13, source: .ecbReference, mxnPerUnit: [:])
        XCTAssertNil(PriceCalculator.price(base: 100, iva: .included, in: .usd, rates: rates))
        XCTAssertNil(PriceCalculator.price(base: 100, iva: .included, in: .eur, rates: nil))
        XCTAssertEqual(
            PriceCalculator.price(base: 100, iva: .included, in: .mxn, rates: nil), Money(amount: 116, currency: .mxn))
    }

    func testNonPositiveRateGivesNoPrice() {
        let rates = ExchangeRates(date: ProductosFixtures.march13, source: .ecbReference, mxnPerUnit: [.usd: 0])
        XCTAssertNil(PriceCalculator.price(base: 100, iva: .excluded, in: .usd, rates: rates))
    }
}
