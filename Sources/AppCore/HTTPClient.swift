import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything that can go wrong with a request, each case distinct so the screen can say what
/// happened. / Todo lo que puede fallar en una petición, cada caso distinto para poder explicarlo.
public enum HTTPError: Error, Equatable {
    case offline
    case timedOut
    case status(Int)
    case emptyBody
    case malformedBody(String)
    case transport(String)

    /// Key of the user-facing message in each app's `Localizable.strings`.
    /// Clave del mensaje para el usuario en `Localizable.strings` de cada app.
    public var messageKey: String {
        switch self {
        case .offline: return "http.error.offline"
        case .timedOut: return "http.error.timeout"
        case .status(let code) where code == 404: return "http.error.notFound"
        case .status(let code) where code >= 500: return "http.error.server"
        case .status: return "http.error.status"
        case .emptyBody: return "http.error.empty"
        case .malformedBody: return "http.error.malformed"
        case .transport: return "http.error.transport"
        }
    }
}

/// A small GET client over `URLSession` with completion handlers (works on iOS 12).
/// Cliente GET pequeño sobre `URLSession` con completion handlers (funciona en iOS 12).
public final class HTTPClient {
    public typealias Completion = (Result<Data, HTTPError>) -> Void

    private let session: URLSession
    private let timeout: TimeInterval

    /// - Parameter timeout: seconds before a request fails with `.timedOut`. Use whole seconds:
    ///   Linux's URLSession truncates fractions (0.5 s becomes an immediate timeout).
    ///   Segundos enteros: en Linux URLSession trunca las fracciones.
    public init(timeout: TimeInterval = 15, session: URLSession? = nil) {
        self.session = session ?? HTTPClient.makeSession(timeout: timeout)
        self.timeout = timeout
    }

    /// An ephemeral session (no shared cookies or cache) whose requests give up after `timeout`;
    /// the timeout is set on the configuration too because Linux ignores the request's own.
    /// Sesión efímera (sin cookies ni caché compartidas) con el tiempo límite en la configuración,
    /// porque en Linux se ignora el de la petición.
    public static func makeSession(timeout: TimeInterval) -> URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        return URLSession(configuration: configuration)
    }

    /// GETs `url`; the completion runs on the session's queue (callers hop to main themselves).
    /// Hace GET a `url`; el completion corre en la cola de la sesión.
    @discardableResult
    public func get(_ url: URL, completion: @escaping Completion) -> URLSessionDataTask {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request) { data, response, error in
            completion(Self.result(data: data, response: response, error: error))
        }
        task.resume()
        return task
    }

    /// GETs and decodes JSON into `T`. / Hace GET y decodifica el JSON en `T`.
    @discardableResult
    public func getJSON<T: Decodable>(
        _ type: T.Type, from url: URL, decoder: JSONDecoder = JSONDecoder(),
        completion: @escaping (Result<T, HTTPError>) -> Void
    ) -> URLSessionDataTask {
        get(url) { result in
            completion(result.flatMap { Self.decode(type, from: $0, decoder: decoder) })
        }
    }

    /// Decodes `data`, turning a decoding failure into `.malformedBody`.
    /// Decodifica `data`; un fallo se convierte en `.malformedBody`.
    public static func decode<T: Decodable>(
        _ type: T.Type, from data: Data, decoder: JSONDecoder = JSONDecoder()
    ) -> Result<T, HTTPError> {
        do {
            return .success(try decoder.decode(type, from: data))
        } catch {
            return .failure(.malformedBody(String(describing: error)))
        }
    }

    /// Maps what URLSession returned to one outcome. / Traduce la respuesta de URLSession.
    static func result(data: Data?, response: URLResponse?, error: Error?) -> Result<Data, HTTPError> {
        if let error = error { return .failure(mapTransportError(error)) }
        guard let http = response as? HTTPURLResponse else { return .failure(.transport("No HTTP response")) }
        guard (200..<300).contains(http.statusCode) else { return .failure(.status(http.statusCode)) }
        guard let data = data, !data.isEmpty else { return .failure(.emptyBody) }
        return .success(data)
    }

    static func mapTransportError(_ error: Error) -> HTTPError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return .transport(nsError.localizedDescription) }
        switch nsError.code {
        case NSURLErrorTimedOut:
            return .timedOut
        case NSURLErrorNotConnectedToInternet, NSURLErrorCannotConnectToHost, NSURLErrorNetworkConnectionLost,
            NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed, NSURLErrorDataNotAllowed:
            return .offline
        default:
            return .transport(nsError.localizedDescription)
        }
    }
}
