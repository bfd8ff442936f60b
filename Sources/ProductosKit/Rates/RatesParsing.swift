import Foundation

/// Why a rates document could not be used; each case names the field so a log says what to fix.
/// Por qué no se pudo usar un documento de tipos de cambio; cada caso nombra el campo.
public enum RatesParseError: Error, Equatable, CustomStringConvertible {
    case missingFile
    case invalidJSON(offset: Int, reason: String)
    case missingField(String)
    case wrongType(field: String, expected: String)
    case invalidNumber(field: String, text: String)
    case nonPositiveRate(Currency)
    case missingCurrency(Currency)
    case invalidDate(String)
    case unexpectedBase(String)

    public var description: String {
        switch self {
        case .missingFile: return "The rates file is missing from the app bundle"
        case .invalidJSON(let offset, let reason): return "Invalid JSON at byte \(offset): \(reason)"
        case .missingField(let field): return "Missing field '\(field)'"
        case .wrongType(let field, let expected): return "Field '\(field)' should be \(expected)"
        case .invalidNumber(let field, let text): return "Field '\(field)' is not a decimal number: \(text)"
        case .nonPositiveRate(let currency): return "The rate for \(currency.code) is not positive"
        case .missingCurrency(let currency): return "No rate for \(currency.code)"
        case .invalidDate(let text): return "Invalid date '\(text)' (expected yyyy-MM-dd)"
        case .unexpectedBase(let base): return "Rates are based on \(base), expected MXN"
        }
    }
}

/// The bundled reference file (`mxn-reference-rates.json`): a date and, per provider, "MXN per unit".
/// El archivo de referencia incluido: una fecha y, por proveedor, "MXN por unidad".
///
/// ```json
/// {"date": "2026-03-13", "ecb": {"source": "…", "mxnPerUnit": {"USD": 17.8213, …}}, "banxico": {…}}
/// ```
public enum ReferenceRatesFile {
    /// The providers the file holds. / Los proveedores que contiene el archivo.
    public enum Provider: String, CaseIterable {
        case ecb
        case banxico

        var source: RateSource { self == .ecb ? .ecbReference : .banxicoReference }
    }

    /// Parses the file's data (nil when the resource is missing from the bundle).
    /// Interpreta los datos del archivo (nil si falta el recurso en el bundle).
    public static func parse(_ data: Data?, provider: Provider = .ecb) -> Result<ExchangeRates, RatesParseError> {
        catchingParseErrors { try parseOrThrow(data, provider: provider) }
    }

    static func parseOrThrow(_ data: Data?, provider: Provider) throws -> ExchangeRates {
        guard let data = data else { throw RatesParseError.missingFile }
        let root = try JSONFields(parsing: data)
        let date = try root.date("date")
        let section = try root.object(provider.rawValue)
        let rates = try section.object("mxnPerUnit").currencyRates(required: Currency.foreign)
        return ExchangeRates(date: date, source: provider.source, mxnPerUnit: rates)
    }
}

/// A Frankfurter v1 `latest` response: units of each currency per `amount` MXN. Structure errors
/// (base, date, amount, a rate that is not a number) are `RatesParseError`s; which currencies are
/// present and whether their values are sane is `LiveRatesValidator`'s job.
/// Una respuesta `latest` de Frankfurter v1: unidades de cada divisa por `amount` MXN. Los errores
/// de estructura son `RatesParseError`; qué divisas están y si sus valores son sensatos lo decide
/// `LiveRatesValidator`.
///
/// ```json
/// {"amount": 1.0, "base": "MXN", "date": "2026-03-13", "rates": {"USD": 0.05611, …}}
/// ```
public enum FrankfurterResponse {
    public static func parse(_ data: Data) -> Result<ExchangeRates, RatesParseError> {
        catchingParseErrors { try parseOrThrow(data) }
    }

    static func parseOrThrow(_ data: Data) throws -> ExchangeRates {
        let root = try JSONFields(parsing: data)
        let base = try root.string("base")
        guard base == Currency.mxn.code else { throw RatesParseError.unexpectedBase(base) }
        let date = try root.date("date")
        let amount = try root.optionalDecimal("amount") ?? 1
        guard amount > 0 else { throw RatesParseError.invalidNumber(field: "amount", text: "\(amount)") }
        // Missing or unusable currencies are not a syntax error here: `LiveRatesValidator` names
        // them in the caption. / Las divisas faltantes o inservibles las nombra el validador.
        let quoted = try root.object("rates").presentCurrencyRates(Currency.foreign)
        return ExchangeRates(date: date, source: .frankfurterLive, unitsPerMXN: quoted, amount: amount)
    }
}

/// Runs a parser and keeps its `RatesParseError` (the only error the parsers throw).
/// Ejecuta un parser y conserva su `RatesParseError` (el único error que lanzan).
func catchingParseErrors(_ parse: () throws -> ExchangeRates) -> Result<ExchangeRates, RatesParseError> {
    do {
        return .success(try parse())
    } catch let error as RatesParseError {
        return .failure(error)
    } catch {
        return .failure(.invalidJSON(offset: 0, reason: String(describing: error)))
    }
}

/// Typed access to one JSON object, naming the full field path in every error.
/// Acceso tipado a un objeto JSON, con la ruta completa del campo en cada error.
struct JSONFields {
    let members: [String: JSONValue]
    let path: String

    init(parsing data: Data) throws {
        let value: JSONValue
        do {
            value = try JSONTextReader.parse(data)
        } catch let syntax as JSONTextReader.SyntaxError {
            throw RatesParseError.invalidJSON(offset: syntax.offset, reason: syntax.reason)
        }
        guard case .object(let members) = value else {
            throw RatesParseError.wrongType(field: "(root)", expected: "an object")
        }
        self.init(members: members, path: "")
    }

    init(members: [String: JSONValue], path: String) {
        self.members = members
        self.path = path
    }

    func object(_ key: String) throws -> JSONFields {
        guard case .object(let members) = try value(key) else { throw wrongType(key, "an object") }
        return JSONFields(members: members, path: fieldPath(key))
    }

    func string(_ key: String) throws -> String {
        guard case .string(let text) = try value(key) else { throw wrongType(key, "a string") }
        return text
    }

    func date(_ key: String) throws -> RateDate {
        let text = try string(key)
        guard let date = RateDate(iso: text) else { throw RatesParseError.invalidDate(text) }
        return date
    }

    func optionalDecimal(_ key: String) throws -> Decimal? {
        members[key] == nil ? nil : try decimal(key)
    }

    /// The number's own text turned into a `Decimal`, exactly. / El texto del número, exacto.
    func decimal(_ key: String) throws -> Decimal {
        guard case .number(let text) = try value(key) else { throw wrongType(key, "a number") }
        guard let number = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")), number.isFinite
        else { throw RatesParseError.invalidNumber(field: fieldPath(key), text: text) }
        return number
    }

    /// One positive rate per required currency; other members (e.g. MXN itself) are ignored.
    /// Un tipo positivo por divisa requerida; otros miembros se ignoran.
    func currencyRates(required: [Currency]) throws -> [Currency: Decimal] {
        var rates: [Currency: Decimal] = [:]
        for currency in required {
            guard members[currency.code] != nil else { throw RatesParseError.missingCurrency(currency) }
            let rate = try decimal(currency.code)
            guard rate > 0 else { throw RatesParseError.nonPositiveRate(currency) }
            rates[currency] = rate
        }
        return rates
    }

    /// The rates of the listed currencies that are present (any sign; the validator judges them).
    /// Los tipos de las divisas listadas que estén presentes (cualquier signo; el validador los juzga).
    func presentCurrencyRates(_ currencies: [Currency]) throws -> [Currency: Decimal] {
        var rates: [Currency: Decimal] = [:]
        for currency in currencies where members[currency.code] != nil {
            rates[currency] = try decimal(currency.code)
        }
        return rates
    }

    private func value(_ key: String) throws -> JSONValue {
        guard let value = members[key] else { throw RatesParseError.missingField(fieldPath(key)) }
        return value
    }

    private func wrongType(_ key: String, _ expected: String) -> RatesParseError {
        .wrongType(field: fieldPath(key), expected: expected)
    }

    private func fieldPath(_ key: String) -> String {
        path.isEmpty ? key : path + "." + key
    }
}
