import Foundation

/// A validated point on Earth, in degrees. / Un punto validado de la Tierra, en grados.
public struct Coordinate: Equatable {
    public let latitude: Double
    public let longitude: Double

    public init(latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// Which text field a message is about. / A qué campo se refiere un mensaje.
public enum CoordinateAxis: String, Equatable, CaseIterable {
    case latitude
    case longitude

    /// The allowed values. / Los valores permitidos.
    public var range: ClosedRange<Double> {
        switch self {
        case .latitude: return -90...90
        case .longitude: return -180...180
        }
    }
}

/// Why one field is not a valid coordinate; each case has its own message.
/// Por qué un campo no es una coordenada válida; cada caso tiene su mensaje.
public enum CoordinateFieldError: Error, Equatable {
    /// Empty or only spaces. / Vacío o solo espacios.
    case empty
    /// Longer than `CoordinateValidator.maximumLength` after trimming. / Más largo que el máximo.
    case tooLong
    /// Not `[+|-]digits[(.|,)digits]` with ASCII digits. / No tiene la forma numérica aceptada.
    case notANumber
    /// A number outside the axis' range. / Un número fuera del rango del eje.
    case outOfRange

    /// Key of the message for `axis` in `Localizable.strings` ("map.latitude.empty"…).
    /// Clave del mensaje para `axis` en `Localizable.strings`.
    public func messageKey(for axis: CoordinateAxis) -> String {
        "map.\(axis.rawValue).\(suffix)"
    }

    private var suffix: String {
        switch self {
        case .empty: return "empty"
        case .tooLong: return "tooLong"
        case .notANumber: return "notANumber"
        case .outOfRange: return "outOfRange"
        }
    }
}

/// Turns what the user typed into a latitude or longitude. Accepts surrounding spaces, an optional
/// sign and a decimal point or comma (Spanish users type "19,4326"); rejects everything else —
/// exponents ("1e3"), "nan", "--5", non-ASCII digits ("٣"), thousands separators, very long text —
/// without ever crashing.
/// Convierte lo escrito en una latitud o longitud. Acepta espacios alrededor, un signo opcional y
/// punto o coma decimal ("19,4326"); rechaza todo lo demás — exponentes ("1e3"), "nan", "--5",
/// dígitos no ASCII ("٣"), separadores de miles, textos muy largos — sin fallar nunca.
public enum CoordinateValidator {
    /// Plenty for any real coordinate ("-179.123456789012345" has 20 characters).
    /// Suficiente para cualquier coordenada real.
    public static let maximumLength = 24

    /// The value of one field, or why it is invalid. / El valor de un campo o por qué no es válido.
    public static func value(of text: String, axis: CoordinateAxis) -> Result<Double, CoordinateFieldError> {
        let trimmed = trimmingSpaces(text)
        guard !trimmed.isEmpty else { return .failure(.empty) }
        guard trimmed.count <= maximumLength else { return .failure(.tooLong) }
        guard let typed = parse(trimmed), let number = Double(typed) else { return .failure(.notANumber) }
        guard isInside(typed, axis.range) else { return .failure(.outOfRange) }
        return .success(number)
    }

    /// Compares the decimal exactly as typed, not its nearest `Double`: "90.00000000000000001" parses
    /// to the `Double` 90 but is beyond 90, so it is out of range.
    /// Compara el decimal tal como se escribió, no su `Double` más cercano: "90.00000000000000001" se
    /// convierte en el `Double` 90 pero está más allá de 90, así que queda fuera de rango.
    static func isInside(_ typed: String, _ range: ClosedRange<Double>) -> Bool {
        // At most `maximumLength` characters, so far below `Decimal`'s 38 exact digits.
        // Como mucho `maximumLength` caracteres, muy por debajo de los 38 dígitos exactos de `Decimal`.
        guard let exact = Decimal(string: typed, locale: Locale(identifier: "en_US_POSIX")) else { return false }
        return Decimal(range.lowerBound) <= exact && exact <= Decimal(range.upperBound)
    }

    /// Both fields: a coordinate, or the error of each invalid field.
    /// Ambos campos: una coordenada, o el error de cada campo inválido.
    public static func coordinate(latitude: String, longitude: String) -> Result<Coordinate, CoordinateErrors> {
        switch (value(of: latitude, axis: .latitude), value(of: longitude, axis: .longitude)) {
        case (.success(let lat), .success(let lon)):
            return .success(Coordinate(latitude: lat, longitude: lon))
        case (let lat, let lon):
            return .failure(CoordinateErrors(latitude: lat.failureValue, longitude: lon.failureValue))
        }
    }

    /// Spaces, tabs and line breaks around the text (not inside it).
    /// Espacios, tabuladores y saltos de línea alrededor del texto (no dentro).
    static func trimmingSpaces(_ text: String) -> Substring {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" || $0 == "\u{A0}" }
        guard let start = text.firstIndex(where: { !isSpace($0) }), let end = text.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return text[start...end]
    }

    /// Strict grammar `[+-]? digit+ ([.,] digit+)?` over ASCII bytes; returns the number with a
    /// decimal point and without "+", so "nan", "inf", "1e3" and hexadecimal never reach `Double(_:)` or `Decimal`.
    /// Gramática estricta sobre bytes ASCII; devuelve el número con punto decimal y sin "+", así "nan", "inf",
    /// "1e3" o hexadecimal nunca llegan a `Double(_:)` ni a `Decimal`.
    static func parse(_ text: Substring) -> String? {
        var bytes = Array(text.utf8)
        var index = 0
        if let first = bytes.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") { index = 1 }
        let integerDigits = countDigits(bytes, from: index)
        guard integerDigits > 0 else { return nil }
        index += integerDigits
        if index < bytes.count {
            guard bytes[index] == UInt8(ascii: ".") || bytes[index] == UInt8(ascii: ",") else { return nil }
            bytes[index] = UInt8(ascii: ".")
            let fractionDigits = countDigits(bytes, from: index + 1)
            guard fractionDigits > 0, index + 1 + fractionDigits == bytes.count else { return nil }
        }
        let plus = bytes.first == UInt8(ascii: "+")
        return String(decoding: bytes.dropFirst(plus ? 1 : 0), as: UTF8.self)
    }

    private static func countDigits(_ bytes: [UInt8], from start: Int) -> Int {
        var end = start
        while end < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[end]) { end += 1 }
        return end - start
    }
}

/// The error of each field (nil when that field is fine). / El error de cada campo (nil si está bien).
public struct CoordinateErrors: Error, Equatable {
    public let latitude: CoordinateFieldError?
    public let longitude: CoordinateFieldError?

    public init(latitude: CoordinateFieldError?, longitude: CoordinateFieldError?) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

extension Result {
    /// The error, if this is a failure. / El error, si es un fallo.
    var failureValue: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
