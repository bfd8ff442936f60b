import AppCore
import Foundation

/// Something that can fetch today's rates (live: Frankfurter; tests: a stub).
/// Algo que obtiene los tipos de cambio del día (real: Frankfurter; pruebas: un stub).
public protocol LiveRatesFetching: AnyObject {
    /// The completion may run on any queue. / El completion puede correr en cualquier cola.
    func fetchLatestRates(completion: @escaping (Result<ExchangeRates, HTTPError>) -> Void)
}

/// Client of the Frankfurter v1 API (ECB reference rates, no key needed):
/// `GET https://api.frankfurter.dev/v1/latest?from=MXN&to=USD,EUR,JPY,GBP,CAD`. The old host
/// `api.frankfurter.app` answers with a permanent redirect to this one; calling it directly saves a
/// round trip (the client still follows a 301, tested). v1 rather than v2: v1 keeps the response
/// shape this parser reads and the ECB as its only source (see docs/apps/productos.md). Frankfurter answers in "units per 1 MXN";
/// `FrankfurterResponse` inverts them into the app's "MXN per unit" (see `ExchangeRates`).
/// Cliente de la API Frankfurter v1 (tipos de referencia del BCE, sin clave). Frankfurter responde
/// en "unidades por 1 MXN"; `FrankfurterResponse` los invierte a "MXN por unidad".
public final class FrankfurterClient: LiveRatesFetching {
    /// The public service's current host, v1 (HTTPS, so App Transport Security needs no exception).
    /// El host actual del servicio público, v1 (HTTPS, así ATS no requiere excepciones).
    public static let liveBaseURL = URL(string: "https://api.frankfurter.dev/v1")!

    /// Cap on the answer's size: a real answer is ~150 bytes, so 64 KB leaves room for any
    /// reasonable change while a broken or hostile server cannot fill the phone's memory.
    /// Tope del tamaño de la respuesta: una real pesa ~150 bytes; 64 KB deja margen para cualquier
    /// cambio razonable sin que un servidor roto u hostil llene la memoria del teléfono.
    public static let maxResponseBytes = 64 * 1024

    public let baseURL: URL
    private let http: HTTPClient

    /// - Parameters:
    ///   - baseURL: injectable so tests can point at a loopback server. / Inyectable para pruebas.
    ///   - http: AppCore's client (timeout in whole seconds, body cap `maxResponseBytes`).
    ///     El cliente de AppCore (tiempo en segundos enteros, tope `maxResponseBytes`).
    public init(
        baseURL: URL = FrankfurterClient.liveBaseURL,
        http: HTTPClient = HTTPClient(
            timeout: 10, resourceTimeout: 20, maxBodyBytes: FrankfurterClient.maxResponseBytes)
    ) {
        self.baseURL = baseURL
        self.http = http
    }

    /// `<base>/latest?from=MXN&to=USD,EUR,JPY,GBP,CAD`.
    public var latestURL: URL {
        var components = URLComponents(url: baseURL.appendingPathComponent("latest"), resolvingAgainstBaseURL: false)
        components?.queryItems = [
            URLQueryItem(name: "from", value: Currency.mxn.code),
            URLQueryItem(name: "to", value: Currency.foreign.map(\.code).joined(separator: ",")),
        ]
        return components?.url ?? baseURL
    }

    /// Fetches and parses; a body that cannot be used becomes `.malformedBody` with the reason.
    /// Descarga e interpreta; un cuerpo inservible se vuelve `.malformedBody` con el motivo.
    public func fetchLatestRates(completion: @escaping (Result<ExchangeRates, HTTPError>) -> Void) {
        http.get(latestURL) { result in
            completion(
                result.flatMap { data in
                    FrankfurterResponse.parse(data).mapError { HTTPError.malformedBody($0.description) }
                })
        }
    }
}
