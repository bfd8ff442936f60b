import XCTest

@testable import ProductosKit

/// Currency formatting per currency in es_MX and en_US, and rate dates.
/// Formato por divisa en es_MX y en_US, y fechas del tipo de cambio.
final class MoneyFormattingTests: XCTestCase {
    private let nbsp = "\u{00A0}"
    private let mexico = MoneyFormatting(locale: ProductosFixtures.spanishMexico)
    private let unitedStates = MoneyFormatting(locale: ProductosFixtures.englishUS)

    private func money(_ text: String, _ currency: Currency) -> Money {
        Money(amount: ProductosFixtures.decimal(text), currency: currency)
    }

    func testSpanishMexico() {
        XCTAssertEqual(mexico.currencyText(money("13999.00", .mxn)), "$13,999.00")
        XCTAssertEqual(mexico.currencyText(money("785.52", .usd)), "USD\(nbsp)785.52")
        XCTAssertEqual(mexico.currencyText(money("684.49", .eur)), "EUR\(nbsp)684.49")
        XCTAssertEqual(mexico.currencyText(money("125159", .jpy)), "JPY\(nbsp)125,159")
        XCTAssertEqual(mexico.currencyText(money("592.10", .gbp)), "GBP\(nbsp)592.10")
        XCTAssertEqual(mexico.currencyText(money("1076.43", .cad)), "CAD\(nbsp)1,076.43")
    }

    func testEnglishUnitedStates() {
        XCTAssertEqual(unitedStates.currencyText(money("13999.00", .mxn)), "MX$13,999.00")
        XCTAssertEqual(unitedStates.currencyText(money("785.52", .usd)), "$785.52")
        XCTAssertEqual(unitedStates.currencyText(money("684.49", .eur)), "€684.49")
        XCTAssertEqual(unitedStates.currencyText(money("125159", .jpy)), "¥125,159")
        XCTAssertEqual(unitedStates.currencyText(money("592.10", .gbp)), "£592.10")
        XCTAssertEqual(unitedStates.currencyText(money("1076.43", .cad)), "CA$1,076.43")
    }

    func testYenNeverShowsDecimalsAndOthersAlwaysShowTwo() {
        XCTAssertEqual(mexico.currencyText(money("7", .jpy)), "JPY\(nbsp)7")
        XCTAssertEqual(mexico.currencyText(money("7", .usd)), "USD\(nbsp)7.00")
        XCTAssertEqual(unitedStates.currencyText(money("0.5", .gbp)), "£0.50")
    }

    func testLargeAmountsAreGrouped() {
        XCTAssertEqual(mexico.currencyText(money("1234567.89", .mxn)), "$1,234,567.89")
        XCTAssertEqual(unitedStates.currencyText(money("1234567", .jpy)), "¥1,234,567")
    }

    func testFormattingShowsTheRoundedDecimalAsIs() {
        // 2.675 is 2.67499999… as a Double; the Decimal rule rounds it to 2.68 before formatting.
        // 2.675 como Double es 2.67499999…; la regla Decimal lo deja en 2.68 antes de formatear.
        let rounded = ProductosFixtures.decimal("2.675").roundedHalfUp(scale: 2)
        XCTAssertEqual(mexico.currencyText(Money(amount: rounded, currency: .mxn)), "$2.68")
    }

    func testAmountTextForVoiceOverHasNoSymbol() {
        XCTAssertEqual(mexico.amountText(money("13999.00", .mxn)), "13,999.00")
        XCTAssertEqual(mexico.amountText(money("125159", .jpy)), "125,159")
        XCTAssertEqual(unitedStates.amountText(money("785.5", .usd)), "785.50")
    }

    func testRateDateInBothLocales() {
        XCTAssertEqual(mexico.dateText(ProductosFixtures.march13), "13 mar 2026")
        XCTAssertEqual(unitedStates.dateText(ProductosFixtures.march13), "Mar 13, 2026")
    }

    func testRateDateDoesNotShiftWithTheTimeZone() {
        let newYear = RateDate(iso: "2026-01-01")!
        XCTAssertEqual(mexico.dateText(newYear), "1 ene 2026")
    }
}
