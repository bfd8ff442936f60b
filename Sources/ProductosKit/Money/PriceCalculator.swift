import Foundation

/// An amount in a currency, already rounded to the currency's minor units.
/// Un monto en una divisa, ya redondeado a los decimales de la divisa.
public struct Money: Equatable {
    public let amount: Decimal
    public let currency: Currency

    public init(amount: Decimal, currency: Currency) {
        self.amount = amount
        self.currency = currency
    }
}

/// The pricing rule of the app. / La regla de precios de la app.
///
/// 1. IVA (16 %) is computed on the MXN base price: `mxn = round(base × 1.16, 2)` with "Incluido",
///    `mxn = round(base, 2)` with "Sin IVA" — half-up to the centavo.
/// 2. Conversion: `price = round(mxn ÷ mxnPerUnit, minorUnits)` — half-up to the target currency's
///    minor units (MXN, USD, EUR, GBP, CAD: 2; JPY: 0). For MXN the rate is 1.
///
/// Everything is `Decimal` and rounded with `NSDecimalRound(.plain)`; no `Double` is involved.
/// A Frankfurter quote (units per MXN) is first inverted into MXN per unit, see `ExchangeRates`.
///
/// 1. El IVA (16 %) se calcula sobre el precio base en MXN y se redondea a centavos (mitad hacia arriba).
/// 2. Conversión: `precio = redondear(mxn ÷ pesosPorUnidad, decimales de la divisa)`; JPY sin decimales.
/// Todo es `Decimal` redondeado con `NSDecimalRound(.plain)`; nunca se usa `Double`.
public enum PriceCalculator {
    /// Mexico's general IVA rate. / Tasa general del IVA en México.
    public static let ivaRate = Decimal(16) / 100

    /// Step 1: the price in pesos, with or without IVA, rounded to the centavo.
    /// Paso 1: el precio en pesos, con o sin IVA, redondeado al centavo.
    public static func mxnPrice(base: Decimal, iva: IVAOption) -> Decimal {
        let factor = iva == .included ? 1 + ivaRate : 1
        return (base * factor).roundedHalfUp(scale: Currency.mxn.minorUnits)
    }

    /// Step 2: a peso amount converted with "MXN per unit" and rounded to the currency's minor units.
    /// Paso 2: un monto en pesos convertido con "MXN por unidad" y redondeado a los decimales de la divisa.
    public static func convert(mxn: Decimal, to currency: Currency, mxnPerUnit: Decimal) -> Decimal {
        (mxn / mxnPerUnit).roundedHalfUp(scale: currency.minorUnits)
    }

    /// Both steps; nil when `rates` lacks the currency (MXN never needs a rate).
    /// Ambos pasos; nil si `rates` no tiene la divisa (MXN nunca necesita tipo de cambio).
    public static func price(base: Decimal, iva: IVAOption, in currency: Currency, rates: ExchangeRates?)
        -> Money?
    {
        let mxn = mxnPrice(base: base, iva: iva)
        guard currency != .mxn else { return Money(amount: mxn, currency: .mxn) }
        guard let rate = rates?.mxnPerUnit(of: currency), rate > 0 else { return nil }
        return Money(amount: convert(mxn: mxn, to: currency, mxnPerUnit: rate), currency: currency)
    }
}
