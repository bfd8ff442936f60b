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
/// 1. Shelf prices are stored IVA-included (Mexican consumer prices are quoted that way). With
///    "Incluido" `mxn = shelf`; with "Sin IVA" `mxn = round(shelf ÷ 1.16, 2)` — half-up to the centavo.
///    The other direction, `round(base × 1.16, 2)`, is `priceWithIVA(base:)`.
/// 2. Conversion: `price = round(mxn ÷ mxnPerUnit, minorUnits)` — half-up to the target currency's
///    minor units (MXN, USD, EUR, GBP, CAD: 2; JPY: 0). For MXN the rate is 1.
///
/// Everything is `Decimal` and rounded with `NSDecimalRound(.plain)`; no `Double` is involved.
/// A Frankfurter quote (units per MXN) is first inverted into MXN per unit, see `ExchangeRates`.
///
/// 1. Los precios de anaquel se guardan con IVA. "Incluido": `mxn = anaquel`; "Sin IVA":
///    `mxn = redondear(anaquel ÷ 1.16, 2)`, mitad hacia arriba. La dirección contraria,
///    `redondear(base × 1.16, 2)`, es `priceWithIVA(base:)`.
/// 2. Conversión: `precio = redondear(mxn ÷ pesosPorUnidad, decimales de la divisa)`; JPY sin decimales.
/// Todo es `Decimal` redondeado con `NSDecimalRound(.plain)`; nunca se usa `Double`.
public enum PriceCalculator {
    /// Mexico's general IVA rate. / Tasa general del IVA en México.
    public static let ivaRate = Decimal(16) / 100

    /// 1 + IVA = 1.16. / 1 + IVA = 1.16.
    private static var ivaFactor: Decimal { 1 + ivaRate }

    /// An IVA-included price without its IVA: `round(price ÷ 1.16, 2)`, half-up.
    /// Un precio con IVA sin su IVA: `redondear(precio ÷ 1.16, 2)`, mitad hacia arriba.
    public static func priceWithoutIVA(shelf: Decimal) -> Decimal {
        (shelf / ivaFactor).roundedHalfUp(scale: Currency.mxn.minorUnits)
    }

    /// A pre-IVA price with IVA added: `round(base × 1.16, 2)`, half-up (invoices, suppliers' lists).
    /// Un precio antes de IVA con el IVA sumado: `redondear(base × 1.16, 2)` (facturas, listas de proveedores).
    public static func priceWithIVA(base: Decimal) -> Decimal {
        (base * ivaFactor).roundedHalfUp(scale: Currency.mxn.minorUnits)
    }

    /// Step 1: the price in pesos from the IVA-included shelf price, rounded to the centavo.
    /// Paso 1: el precio en pesos a partir del precio de anaquel con IVA, redondeado al centavo.
    public static func mxnPrice(shelf: Decimal, iva: IVAOption) -> Decimal {
        switch iva {
        case .included: return shelf.roundedHalfUp(scale: Currency.mxn.minorUnits)
        case .excluded: return priceWithoutIVA(shelf: shelf)
        }
    }

    /// Step 2: a peso amount converted with "MXN per unit" and rounded to the currency's minor units.
    /// Paso 2: un monto en pesos convertido con "MXN por unidad" y redondeado a los decimales de la divisa.
    public static func convert(mxn: Decimal, to currency: Currency, mxnPerUnit: Decimal) -> Decimal {
        (mxn / mxnPerUnit).roundedHalfUp(scale: currency.minorUnits)
    }

    /// Both steps; nil when `rates` lacks the currency (MXN never needs a rate).
    /// Ambos pasos; nil si `rates` no tiene la divisa (MXN nunca necesita tipo de cambio).
    public static func price(shelf: Decimal, iva: IVAOption, in currency: Currency, rates: ExchangeRates?)
        -> Money?
    {
        let mxn = mxnPrice(shelf: shelf, iva: iva)
        guard currency != .mxn else { return Money(amount: mxn, currency: .mxn) }
        guard let rate = rates?.mxnPerUnit(of: currency), rate > 0 else { return nil }
        return Money(amount: convert(mxn: mxn, to: currency, mxnPerUnit: rate), currency: currency)
    }
}
