import Foundation

extension Decimal {
    /// This value rounded half-up (`.plain`: 0.125 → 0.13, -0.125 → -0.13) to `scale` decimal
    /// places, with `NSDecimalRound`; never goes through `Double`.
    /// Este valor redondeado hacia arriba en la mitad (`.plain`) a `scale` decimales, con
    /// `NSDecimalRound`; nunca pasa por `Double`.
    public func roundedHalfUp(scale: Int) -> Decimal {
        var value = self
        var result = Decimal()
        NSDecimalRound(&result, &value, scale, .plain)
        return result
    }

    /// Number of digits after the decimal point of this value as stored (0 for integers).
    /// Número de dígitos después del punto decimal tal como está guardado (0 para enteros).
    public var decimalPlaces: Int {
        var compact = self
        NSDecimalCompact(&compact)
        return Swift.max(-Int(compact.exponent), 0)
    }
}
