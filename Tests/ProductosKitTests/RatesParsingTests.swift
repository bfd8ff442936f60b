import AppCore
import XCTest

@testable import ProductosKit

/// Both file shapes: the bundled "MXN per unit" file and Frankfurter's "units per MXN" response.
/// Ambas formas: el archivo incluido "MXN por unidad" y la respuesta de Frankfurter "unidades por MXN".
final class RatesParsingTests: XCTestCase {
    private let dec = { (text: String) in ProductosFixtures.decimal(text) }

    // MARK: - Bundled file / Archivo incluido

    func testBundledECBRatesAreExact() throws {
        let rates = try ProductosFixtures.bundledRates(.ecb)
        XCTAssertEqual(rates.date, ProductosFixtures.march13)
        XCTAssertEqual(rates.source, .ecbReference)
        XCTAssertEqual(rates.mxnPerUnit(of: .usd), dec("17.8213"))
        XCTAssertEqual(rates.mxnPerUnit(of: .eur), dec("20.4517"))
        XCTAssertEqual(rates.mxnPerUnit(of: .jpy), dec("0.11185"))
        XCTAssertEqual(rates.mxnPerUnit(of: .gbp), dec("23.6428"))
        XCTAssertEqual(rates.mxnPerUnit(of: .cad), dec("13.005"))
        XCTAssertEqual(rates.mxnPerUnit(of: .mxn), 1)
    }

    /// JSONDecoder's Double path would give 17.821300000000004096. / Con Double saldría 17.821300000000004096.
    func testSeventeenPointEightTwoOneThreeStaysExact() throws {
        let usd = try XCTUnwrap(try ProductosFixtures.bundledRates().mxnPerUnit(of: .usd))
        XCTAssertEqual(usd, Decimal(sign: .plus, exponent: -4, significand: 178_213))
        XCTAssertEqual("\(usd)", "17.8213")
        XCTAssertNotEqual(usd, Decimal(17.8213 as Double), "the Double path is not exact")
    }

    func testBundledBanxicoRates() throws {
        let rates = try ProductosFixtures.bundledRates(.banxico)
        XCTAssertEqual(rates.source, .banxicoReference)
        XCTAssertEqual(rates.mxnPerUnit(of: .usd), dec("17.9218"))
        XCTAssertEqual(rates.mxnPerUnit(of: .jpy), dec("0.1125"))
    }

    func testBundledFileIsConsistentWithItsOwnUnitsPerMXN() throws {
        let root = try JSONFields(parsing: try ProductosFixtures.bundledRatesData()).object("ecb")
        let perUnit = try root.object("mxnPerUnit").currencyRates(required: Currency.foreign)
        let perMXN = try root.object("unitsPerMxn").currencyRates(required: Currency.foreign)
        for currency in Currency.foreign {
            let product = (perUnit[currency] ?? 0) * (perMXN[currency] ?? 0)
            XCTAssertLessThan(abs(product - 1), dec("0.00002"), currency.code)
        }
    }

    func testMissingBundledFile() {
        XCTAssertEqual(ReferenceRatesFile.parse(nil), .failure(.missingFile))
    }

    func testBundledFileErrorsNameTheField() {
        let noDate = Data(#"{"ecb": {"mxnPerUnit": {}}}"#.utf8)
        XCTAssertEqual(ReferenceRatesFile.parse(noDate), .failure(.missingField("date")))
        let noSection = Data(#"{"date": "2026-03-13"}"#.utf8)
        XCTAssertEqual(ReferenceRatesFile.parse(noSection, provider: .banxico), .failure(.missingField("banxico")))
        let textRate = Data(
            #"{"date": "2026-03-13", "ecb": {"mxnPerUnit": {"USD": "17.8", "EUR": 1, "JPY": 1, "GBP": 1, "CAD": 1}}}"#
                .utf8)
        XCTAssertEqual(
            ReferenceRatesFile.parse(textRate), .failure(.wrongType(field: "ecb.mxnPerUnit.USD", expected: "a number")))
        let zeroRate = Data(
            #"{"date": "2026-03-13", "ecb": {"mxnPerUnit": {"USD": 0, "EUR": 1, "JPY": 1, "GBP": 1, "CAD": 1}}}"#.utf8)
        XCTAssertEqual(ReferenceRatesFile.parse(zeroRate), .failure(.nonPositiveRate(.usd)))
        let badDate = Data(#"{"date": "2026-02-30", "ecb": {}}"#.utf8)
        XCTAssertEqual(ReferenceRatesFile.parse(badDate), .failure(.invalidDate("2026-02-30")))
        XCTAssertEqual(
            ReferenceRatesFile.parse(Data("[]".utf8)), .failure(.wrongType(field: "(root)", expected: "an object")))
    }

    func testErrorsHaveReadableDescriptions() {
        XCTAssertEqual(RatesParseError.missingCurrency(.cad).description, "No rate for CAD")
        XCTAssertEqual(
            RatesParseError.invalidJSON(offset: 7, reason: "unterminated string").description,
            "Invalid JSON at byte 7: unterminated string")
        XCTAssertEqual(RatesParseError.unexpectedBase("EUR").description, "Rates are based on EUR, expected MXN")
    }

    // MARK: - Frankfurter / Frankfurter

    func testFrankfurterSampleIsInvertedToMXNPerUnit() throws {
        let rates = try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
        XCTAssertEqual(rates.source, .frankfurterLive)
        XCTAssertEqual(rates.date, ProductosFixtures.march13)
        // 1 / 0.05611 = 17.822135…, kept to 8 places. / Conservado a 8 decimales.
        XCTAssertEqual(rates.mxnPerUnit(of: .usd), dec("17.82213509"))
        XCTAssertEqual(rates.mxnPerUnit(of: .jpy), dec("0.11185182"))
        XCTAssertEqual(rates.mxnPerUnit(of: .gbp), dec("23.64066194"))
    }

    func testAmountOtherThanOneIsDividedOut() throws {
        let rates = try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-amount-100")).get()
        // 100 / 5.6113 = 17.82118225…
        XCTAssertEqual(rates.mxnPerUnit(of: .usd), dec("17.82118226"))
    }

    func testFrankfurterFailures() throws {
        // A missing currency is the validator's to report (it names it in the caption), not a syntax error.
        // Una divisa faltante la informa el validador (la nombra en la leyenda), no es error de sintaxis.
        let missingCAD = try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-missing-cad"))
            .get()
        XCTAssertNil(missingCAD.mxnPerUnit(of: .cad))
        XCTAssertEqual(LiveRatesValidator.rejection(of: missingCAD, reference: nil), .missing(.cad))
        XCTAssertEqual(
            FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-base-eur")),
            .failure(.unexpectedBase("EUR")))
        XCTAssertEqual(
            FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-not-found")),
            .failure(.missingField("base")))
        XCTAssertEqual(
            FrankfurterResponse.parse(Data()), .failure(.invalidJSON(offset: 0, reason: "unexpected end of data")))
        let negative = Data(
            #"{"base": "MXN", "date": "2026-03-13", "rates": {"USD": -1, "EUR": 1, "JPY": 1, "GBP": 1, "CAD": 1}}"#.utf8
        )
        let negativeRates = try FrankfurterResponse.parse(negative).get()
        XCTAssertEqual(negativeRates.unusableCurrencies, [.usd])
        XCTAssertEqual(LiveRatesValidator.rejection(of: negativeRates, reference: nil), .invalid(.usd))
        let notANumber = Data(#"{"base": "MXN", "date": "2026-03-13", "rates": {"USD": "17"}}"#.utf8)
        XCTAssertEqual(
            FrankfurterResponse.parse(notANumber), .failure(.wrongType(field: "rates.USD", expected: "a number")))
        let outOfDecimalRange = Data(#"{"base": "MXN", "date": "2026-03-13", "rates": {"USD": 1e200}}"#.utf8)
        XCTAssertEqual(
            FrankfurterResponse.parse(outOfDecimalRange), .failure(.invalidNumber(field: "rates.USD", text: "1e200")))
        let zeroAmount = Data(#"{"amount": 0, "base": "MXN", "date": "2026-03-13", "rates": {}}"#.utf8)
        XCTAssertEqual(FrankfurterResponse.parse(zeroAmount), .failure(.invalidNumber(field: "amount", text: "0")))
    }

    func testRateDateParsing() {
        XCTAssertEqual(RateDate(iso: "2026-03-13")?.description, "2026-03-13")
        XCTAssertNil(RateDate(iso: "13/03/2026"))
        XCTAssertNil(RateDate(iso: "2026-3-13"))
        XCTAssertNil(RateDate(iso: "2026-13-01"))
        XCTAssertNil(RateDate(iso: "2025-02-29"))
        XCTAssertNotNil(RateDate(iso: "2024-02-29"))
        XCTAssertLessThan(RateDate(iso: "2026-03-12")!, ProductosFixtures.march13)
    }

    // MARK: - Both sources agree / Ambas fuentes coinciden

    /// Frankfurter publishes 4–5 significant digits, so its prices may differ from the bundled ECB
    /// ones by up to 0.02 % of the price plus one minor unit of rounding.
    /// Frankfurter publica 4–5 cifras significativas: la diferencia es a lo más 0.02 % más una unidad.
    func testBundledAndFrankfurterPricesAgreeWithinRounding() throws {
        let bundled = try ProductosFixtures.bundledRates()
        let live = try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
        for product in ProductCatalog.all {
            for currency in Currency.allCases {
                for iva in IVAOption.allCases {
                    let a = try XCTUnwrap(
                        PriceCalculator.price(shelf: product.shelfPriceMXN, iva: iva, in: currency, rates: bundled))
                    let b = try XCTUnwrap(
                        PriceCalculator.price(shelf: product.shelfPriceMXN, iva: iva, in: currency, rates: live))
                    let minorUnit = Decimal(sign: .plus, exponent: -currency.minorUnits, significand: 1)
                    let tolerance = a.amount * dec("0.0002") + minorUnit
                    XCTAssertLessThanOrEqual(
                        abs(a.amount - b.amount), tolerance, "\(product.assetName) \(currency.code)")
                }
            }
        }
    }

    func testBundledAndLiveRatesDifferOnlyInTheLastDigits() throws {
        let bundled = try ProductosFixtures.bundledRates()
        let live = try FrankfurterResponse.parse(try ProductosFixtures.fixture("frankfurter-latest-sample")).get()
        for currency in Currency.foreign {
            let a = try XCTUnwrap(bundled.mxnPerUnit(of: currency))
            let b = try XCTUnwrap(live.mxnPerUnit(of: currency))
            XCTAssertLessThan(abs(a - b) / a, dec("0.0002"), currency.code)
        }
    }
}
