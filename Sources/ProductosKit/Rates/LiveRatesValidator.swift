import Foundation

/// Why downloaded rates were not used although the download worked.
/// Por qué no se usaron los tipos descargados aunque la descarga funcionó.
public enum RatesRejection: Equatable {
    /// A displayed currency is absent from the answer. / Falta una divisa que se muestra.
    case missing(Currency)
    /// Its quote is zero, negative, or its inverse is not a finite positive number.
    /// Su cotización es cero, negativa, o su inverso no es un número finito y positivo.
    case invalid(Currency)
    /// Outside ×0.5–×2 of the bundled reference rate. / Fuera de ×0.5–×2 del tipo de referencia.
    case outOfRange(Currency)

    /// Key of the reason in `Localizable.strings` (argument: the currency code).
    /// Clave del motivo en `Localizable.strings` (argumento: el código de la divisa).
    public var messageKey: String {
        switch self {
        case .missing: return "productos.rates.rejected.missing"
        case .invalid: return "productos.rates.rejected.invalid"
        case .outOfRange: return "productos.rates.rejected.outOfRange"
        }
    }

    /// The currency the reason names. / La divisa que nombra el motivo.
    public var currency: Currency {
        switch self {
        case .missing(let currency), .invalid(let currency), .outOfRange(let currency): return currency
        }
    }
}

/// Checks live rates before they replace the bundled ones: every displayed currency present, a
/// finite positive "MXN per unit", and within `band` of the bundled reference rate (a currency does
/// not halve or double against the peso between two publications; a value that does is a bug or an
/// attack, and the bundled rates are the safer price).
/// Revisa los tipos en vivo antes de que reemplacen a los incluidos: cada divisa mostrada presente,
/// un "MXN por unidad" finito y positivo, y dentro de `band` del tipo de referencia incluido.
public enum LiveRatesValidator {
    /// Accepted ratio live ÷ reference. / Cociente aceptado en vivo ÷ referencia.
    public static let band: ClosedRange<Decimal> = (Decimal(5) / 10)...2

    /// nil when `live` may be used; otherwise the first problem, in the picker's currency order.
    /// Without a reference (the bundled file failed) only presence and positivity are checked.
    /// nil si `live` se puede usar; si no, el primer problema, en el orden del picker. Sin referencia
    /// (falló el archivo incluido) solo se revisan presencia y positividad.
    public static func rejection(of live: ExchangeRates, reference: ExchangeRates?) -> RatesRejection? {
        for currency in Currency.foreign {
            if live.unusableCurrencies.contains(currency) { return .invalid(currency) }
            guard let rate = live.mxnPerUnit(of: currency) else { return .missing(currency) }
            guard rate.isFinite, rate > 0 else { return .invalid(currency) }
            guard let expected = reference?.mxnPerUnit(of: currency), expected > 0 else { continue }
            guard band.contains(rate / expected) else { return .outOfRange(currency) }
        }
        return nil
    }
}
