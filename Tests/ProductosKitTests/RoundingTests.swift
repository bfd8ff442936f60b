import Foundation
import PropertyBased
import Testing

@testable import ProductosKit

/// Half-up rounding with `NSDecimalRound(.plain)`, by example and as properties.
/// Redondeo mitad hacia arriba, con ejemplos y como propiedades.
struct RoundingTests {
    private func decimal(_ text: String) -> Decimal {
        Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) ?? .nan
    }

    @Test(arguments: [
        ("0.125", 2, "0.13"), ("0.135", 2, "0.14"), ("2.675", 2, "2.68"), ("1.005", 2, "1.01"),
        ("0.5", 0, "1"), ("1.5", 0, "2"), ("2.5", 0, "3"), ("2.4999", 0, "2"), ("-0.125", 2, "-0.13"),
        ("12.3449999", 2, "12.34"), ("17.8213", 4, "17.8213"), ("0.1118505", 6, "0.111851"),
    ])
    func roundsHalfUp(_ input: String, _ scale: Int, _ expected: String) {
        #expect(decimal(input).roundedHalfUp(scale: scale) == decimal(expected))
    }

    @Test func decimalPlacesIgnoresTrailingZeros() {
        #expect(decimal("12.50").decimalPlaces == 1)
        #expect(decimal("13999.00").decimalPlaces == 0)
        #expect(decimal("0.111851").decimalPlaces == 6)
    }

    /// Rounding a value given in ten-thousandths keeps at most `scale` places and moves it by at most
    /// half a unit of the last kept place. / Como mucho `scale` decimales y a lo más media unidad de error.
    @Test func roundingStaysWithinHalfAUnit() async {
        await propertyCheck(input: Gen.int(in: -10_000_000...10_000_000), Gen.int(in: 0...3)) { tenThousandths, scale in
            let value = Decimal(tenThousandths) / 10_000
            let rounded = value.roundedHalfUp(scale: scale)
            let halfUnit = Decimal(sign: .plus, exponent: -scale, significand: 5) / 10
            #expect(rounded.decimalPlaces <= scale)
            #expect(abs(rounded - value) <= halfUnit)
        }
    }

    /// An exact half always rounds away from zero (never to even). / Una mitad exacta se aleja del cero.
    @Test func exactHalvesRoundAwayFromZero() async {
        await propertyCheck(input: Gen.int(in: 0...1_000_000)) { centavos in
            let value = Decimal(centavos) / 100 + Decimal(5) / 1_000
            #expect(value.roundedHalfUp(scale: 2) == Decimal(centavos + 1) / 100)
        }
    }

    /// The price with IVA is never below the price without it, and a higher shelf price never costs less.
    /// Con IVA nunca es menor que sin IVA, y un precio de anaquel mayor nunca cuesta menos.
    @Test func pricesAreMonotonic() async {
        let rates = ExchangeRates(
            date: RateDate(iso: "2026-03-13")!, source: .ecbReference,
            mxnPerUnit: [
                .usd: decimal("17.8213"), .eur: decimal("20.4517"), .jpy: decimal("0.11185"),
                .gbp: decimal("23.6428"), .cad: decimal("13.005"),
            ])
        await propertyCheck(input: Gen.int(in: 0...10_000_000), Gen.int(in: 0...5_000), Gen.int(in: 0...5)) {
            centavos, extra, currencyIndex in
            let currency = Currency.allCases[currencyIndex]
            let base = Decimal(centavos) / 100
            let higher = base + Decimal(extra) / 100
            let withIVA = PriceCalculator.price(shelf: base, iva: .included, in: currency, rates: rates)?.amount
            let without = PriceCalculator.price(shelf: base, iva: .excluded, in: currency, rates: rates)?.amount
            let higherPrice = PriceCalculator.price(shelf: higher, iva: .excluded, in: currency, rates: rates)?.amount
            #expect(withIVA != nil && without != nil && higherPrice != nil)
            #expect((withIVA ?? 0) >= (without ?? 0))
            #expect((higherPrice ?? 0) >= (without ?? 0))
            #expect((without ?? 0).decimalPlaces <= currency.minorUnits)
        }
    }

    /// Pesos to pesos is the identity for whole centavos of a shelf price. / De pesos a pesos no cambia nada.
    @Test func shelfPesosWithIVAAreUnchanged() async {
        await propertyCheck(input: Gen.int(in: 0...100_000_000)) { centavos in
            let shelf = Decimal(centavos) / 100
            #expect(PriceCalculator.price(shelf: shelf, iva: .included, in: .mxn, rates: nil)?.amount == shelf)
        }
    }

    /// Removing IVA and adding it back lands within one centavo of the shelf price (each step rounds
    /// by at most half a centavo, and × 1.16 stretches the first half to 0.58).
    /// Quitar el IVA y volver a sumarlo queda a un centavo o menos del precio de anaquel.
    @Test func removingAndAddingIVARoundTrips() async {
        await propertyCheck(input: Gen.int(in: 0...100_000_000)) { centavos in
            let shelf = Decimal(centavos) / 100
            let back = PriceCalculator.priceWithIVA(base: PriceCalculator.priceWithoutIVA(shelf: shelf))
            #expect(abs(back - shelf) <= Decimal(1) / 100)
        }
    }
}
