import Foundation

/// How long a transient notice stays on screen: long enough to read it at a slow pace (about
/// 12 characters a second plus time to notice it), never under 5 s nor over 20 s.
/// Cuánto se queda un aviso pasajero: lo bastante para leerlo despacio (unos 12 caracteres por
/// segundo más el tiempo de verlo), nunca menos de 5 s ni más de 20 s.
public enum ReadingTime {
    public static let minimum: TimeInterval = 5
    public static let maximum: TimeInterval = 20

    public static func seconds(toRead text: String) -> TimeInterval {
        let reading = 2 + Double(text.count) / 12
        return min(maximum, max(minimum, reading))
    }
}
