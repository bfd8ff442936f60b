import Foundation

/// Where the rates on screen come from. / De dónde vienen los tipos de cambio en pantalla.
public enum RateSource: String, CaseIterable, Equatable {
    /// Bundled file, ECB reference rates crossed through the euro. / Archivo incluido, BCE.
    case ecbReference
    /// Bundled file, Banco de México SIE series. / Archivo incluido, Banxico.
    case banxicoReference
    /// Downloaded today from the Frankfurter v1 API (ECB data). / Descargado de Frankfurter (BCE).
    case frankfurterLive

    /// Key of the short source name in the caption. / Clave del nombre corto de la fuente.
    public var nameKey: String { "productos.rates.source.\(rawValue)" }
}

/// A calendar day as published by the rate provider ("2026-03-13"), with no time zone.
/// Un día de calendario como lo publica el proveedor ("2026-03-13"), sin zona horaria.
public struct RateDate: Equatable, Comparable, CustomStringConvertible {
    public let year: Int
    public let month: Int
    public let day: Int

    /// Parses `yyyy-MM-dd`; nil for anything else or for a day that does not exist.
    /// Interpreta `yyyy-MM-dd`; nil para cualquier otra cosa o un día inexistente.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
        guard let date = self.date, Self.components(of: date) == [year, month, day] as [Int?] else { return nil }
    }

    /// Midnight UTC of that day in the Gregorian calendar. / Medianoche UTC de ese día.
    public var date: Date? {
        Self.utcCalendar.date(from: DateComponents(year: year, month: month, day: day))
    }

    public var description: String {
        String(format: "%04d-%02d-%02d", year, month, day)
    }

    public static func < (lhs: RateDate, rhs: RateDate) -> Bool {
        (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
    }

    static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? TimeZone(secondsFromGMT: 0)!
        return calendar
    }()

    /// The day the calendar maps `date` back to (a day that does not exist rolls over, e.g. 02-30 → 03-02).
    /// El día al que el calendario devuelve `date` (un día inexistente se desborda, p. ej. 02-30 → 03-02).
    private static func components(of date: Date) -> [Int?] {
        let parts = utcCalendar.dateComponents([.year, .month, .day], from: date)
        return [parts.year, parts.month, parts.day]
    }
}

/// A dated set of rates, kept as MXN per 1 unit of each foreign currency (the seed's
/// "tipoDeCambioPesos"): a price in pesos is divided by it.
/// Un juego de tipos de cambio fechado, guardado como pesos por 1 unidad de cada divisa
/// extranjera (el "tipoDeCambioPesos" del seed): el precio en pesos se divide entre él.
public struct ExchangeRates: Equatable {
    public let date: RateDate
    public let source: RateSource
    private let mxnPerUnit: [Currency: Decimal]

    /// Decimal places kept when a "units per MXN" quote is inverted into "MXN per unit".
    /// Frankfurter publishes 4–5 significant digits, so 8 places add no visible error.
    /// Decimales que se conservan al invertir "unidades por MXN" a "MXN por unidad".
    public static let invertedRateScale = 8

    /// - Parameter mxnPerUnit: pesos per unit; entries for MXN are ignored (always 1).
    ///   Pesos por unidad; una entrada para MXN se ignora (siempre es 1).
    public init(date: RateDate, source: RateSource, mxnPerUnit: [Currency: Decimal]) {
        self.date = date
        self.source = source
        self.mxnPerUnit = mxnPerUnit.filter { $0.key != .mxn }
    }

    /// Builds the rates from a "units of currency per 1 MXN" quote (Frankfurter's shape):
    /// MXN per unit = amount / units quoted, rounded half-up to `invertedRateScale` places — unless that
    /// rounding would give zero (a quote of 1e38 inverts to 1e-38), then the exact quotient is kept.
    /// A quote that is not positive, or whose inverse is not a finite positive `Decimal`, is listed in
    /// `unusableCurrencies` instead of vanishing, so the validator can say which one was bad.
    /// Construye los tipos desde "unidades por 1 MXN" (forma de Frankfurter): MXN por unidad =
    /// cantidad / unidades cotizadas, redondeado a `invertedRateScale` decimales, salvo que el redondeo dé
    /// cero (1e38 se invierte en 1e-38): entonces se conserva el cociente exacto. Una cotización no
    /// positiva, o cuyo inverso no es un `Decimal` finito y positivo, queda en `unusableCurrencies`.
    /// - Parameter amount: the quote is for this many pesos (Frankfurter's `amount`); dividing it by
    ///   the quote in one step avoids the `Decimal` underflow of (1e-100 ÷ 1.0), which is NaN.
    ///   La cotización es por esta cantidad de pesos; se divide en un solo paso para evitar el
    ///   desbordamiento de `Decimal` en (1e-100 ÷ 1.0), que da NaN.
    public init(date: RateDate, source: RateSource, unitsPerMXN: [Currency: Decimal], amount: Decimal = 1) {
        var inverted: [Currency: Decimal] = [:]
        var unusable: Set<Currency> = []
        for (currency, units) in unitsPerMXN where currency != .mxn {
            if let rate = Self.inverse(of: units, amount: amount) {
                inverted[currency] = rate
            } else {
                unusable.insert(currency)
            }
        }
        self.init(date: date, source: source, mxnPerUnit: inverted)
        self.unusableCurrencies = unusable
    }

    /// Quoted currencies whose rate could not be turned into a positive "MXN per unit".
    /// Divisas cotizadas cuyo tipo no se pudo convertir en "MXN por unidad" positivo.
    public private(set) var unusableCurrencies: Set<Currency> = []

    /// amount / units, never zero, NaN or negative (nil instead). / Nunca cero, NaN ni negativo.
    static func inverse(of units: Decimal, amount: Decimal) -> Decimal? {
        guard units.isFinite, units > 0, amount.isFinite, amount > 0 else { return nil }
        let exact = amount / units
        guard exact.isFinite, !exact.isNaN, exact > 0 else { return nil }
        let rounded = exact.roundedHalfUp(scale: invertedRateScale)
        return rounded > 0 ? rounded : exact
    }

    /// Pesos per unit of `currency` (1 for MXN); nil when this set has no rate for it.
    /// Pesos por unidad de `currency` (1 para MXN); nil si este juego no la tiene.
    public func mxnPerUnit(of currency: Currency) -> Decimal? {
        currency == .mxn ? 1 : mxnPerUnit[currency]
    }
}
