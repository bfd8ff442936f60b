import Foundation

/// Formats money and rate dates in the user's locale (injected; es_MX first).
/// Formatea dinero y fechas de tipo de cambio en el locale del usuario (inyectado; es_MX primero).
public struct MoneyFormatting {
    public let locale: Locale

    public init(locale: Locale) {
        self.locale = locale
    }

    /// "$13,999.00", "USD 754.06", "JPY 125,159" in es_MX; "MX$13,999.00", "$754.06", "¥125,159" in en_US.
    /// The amount is already rounded (Decimal); the formatter only shows exactly `minorUnits` digits.
    /// El monto ya viene redondeado (Decimal); el formateador solo muestra `minorUnits` decimales.
    public func currencyText(_ money: Money) -> String {
        let formatter = numberFormatter(style: .currency, digits: money.currency.minorUnits)
        formatter.currencyCode = money.currency.code
        return text(money.amount, formatter)
    }

    /// The bare amount with grouping ("13,999.00"), for VoiceOver sentences that name the currency.
    /// Solo el monto con separadores ("13,999.00"), para frases de VoiceOver que nombran la divisa.
    public func amountText(_ money: Money) -> String {
        text(money.amount, numberFormatter(style: .decimal, digits: money.currency.minorUnits))
    }

    /// "13 mar 2026" in es_MX, "Mar 13, 2026" in en_US (the day as published, no time-zone shift).
    /// "13 mar 2026" en es_MX, "Mar 13, 2026" en en_US (el día publicado, sin desfase de zona).
    public func dateText(_ date: RateDate) -> String {
        guard let value = date.date else { return date.description }
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = RateDate.utcCalendar
        formatter.timeZone = RateDate.utcCalendar.timeZone
        formatter.setLocalizedDateFormatFromTemplate("dMMMy")
        return formatter.string(from: value)
    }

    private func numberFormatter(style: NumberFormatter.Style, digits: Int) -> NumberFormatter {
        let formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = style
        formatter.usesGroupingSeparator = true
        formatter.minimumFractionDigits = digits
        formatter.maximumFractionDigits = digits
        formatter.roundingMode = .halfUp
        return formatter
    }

    private func text(_ amount: Decimal, _ formatter: NumberFormatter) -> String {
        formatter.string(from: NSDecimalNumber(decimal: amount)) ?? "\(amount)"
    }
}
