import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Everything that can go wrong with a request, each case distinct so the screen can say what
/// happened — and whom to blame: this device's connection, or the service.
/// Todo lo que puede fallar en una petición, cada caso distinto para poder explicarlo — y a quién
/// culpar: la conexión de este equipo o el servicio.
public enum HTTPError: Error, Equatable {
    /// This device has no connection: not connected, airplane mode, roaming off, cellular data not
    /// allowed, a call using the line. / Este equipo no tiene conexión: sin red, modo avión, roaming
    /// desactivado, datos celulares no permitidos, una llamada ocupando la línea.
    case offline
    /// The connection dropped mid-request (NSURLErrorNetworkConnectionLost, -1005). It is also what
    /// the system reports for a request it cut while the app was in the background, so a screen may
    /// retry it instead of showing it. / La conexión se cortó a mitad de la petición (-1005). Es también
    /// lo que informa el sistema de una petición que cortó con la app en segundo plano, así que una
    /// pantalla puede reintentarla en vez de mostrarla.
    case connectionLost
    /// The phone is online but the service does not answer: connection refused, host not found, DNS
    /// failure. / El teléfono tiene red pero el servicio no responde: conexión rechazada, servidor no
    /// encontrado, fallo de DNS.
    case unreachable
    case timedOut
    case status(Int)
    /// Redirects that never end (a loop); URLSession stops following them.
    /// Redirecciones que no terminan (un bucle); URLSession deja de seguirlas.
    case tooManyRedirects
    case emptyBody
    case malformedBody(String)
    case transport(String)
    /// The body grew past the client's cap (bytes); the download was stopped.
    /// El cuerpo superó el límite del cliente (bytes); se detuvo la descarga.
    case tooLarge(Int)
    /// The caller cancelled the request (e.g. the screen went away); nothing to show.
    /// Quien pidió la canceló (p. ej. la pantalla se fue); no hay nada que mostrar.
    case cancelled

    /// Whom a failure blames. / A quién culpa un fallo.
    public enum Kind: Equatable {
        /// This device has no connection (offline, connection lost). / Este equipo no tiene conexión.
        case noConnection
        /// The phone is online; the service does not answer (refused, unknown host, DNS, timeout, 5xx).
        /// El teléfono tiene red; el servicio no responde (rechazo, servidor desconocido, DNS, tiempo, 5xx).
        case serviceNotAnswering
        /// Anything else: the service answered, but not with what was asked.
        /// Lo demás: el servicio respondió, pero no con lo pedido.
        case other
    }

    public var kind: Kind {
        switch self {
        case .offline, .connectionLost: return .noConnection
        case .unreachable, .timedOut: return .serviceNotAnswering
        case .status(let code) where (500..<600).contains(code): return .serviceNotAnswering
        default: return .other
        }
    }

    /// Key of the user-facing message in each app's `Localizable.strings`.
    /// Clave del mensaje para el usuario en `Localizable.strings` de cada app.
    public var messageKey: String {
        switch self {
        case .offline: return "http.error.offline"
        case .connectionLost: return "http.error.connectionLost"
        case .unreachable: return "http.error.unreachable"
        case .timedOut: return "http.error.timeout"
        case .status(let code) where code == 404: return "http.error.notFound"
        case .status(let code) where (500..<600).contains(code): return "http.error.server"
        case .status, .tooManyRedirects: return "http.error.status"
        case .emptyBody: return "http.error.empty"
        case .malformedBody: return "http.error.malformed"
        case .transport: return "http.error.transport"
        case .tooLarge: return "http.error.tooLarge"
        case .cancelled: return "http.error.cancelled"
        }
    }

    /// One value of each case, for tests that check every message exists in every app.
    /// Un valor de cada caso, para pruebas que verifican que cada mensaje existe en cada app.
    public static let everyCase: [HTTPError] = [
        .offline, .connectionLost, .unreachable, .timedOut, .status(404), .status(500), .status(418),
        .tooManyRedirects, .emptyBody, .malformedBody(""), .transport(""), .tooLarge(1), .cancelled,
    ]
}

/// A small GET client over `URLSession` with completion handlers (works on iOS 12). Every request
/// ends: an idle timeout (`timeout`), a total time limit (`resourceTimeout`, enforced by the client
/// itself because Linux's URLSession ignores the configuration's), and a body cap (`maxBodyBytes`,
/// checked against `Content-Length` and while the bytes arrive).
/// Cliente GET pequeño sobre `URLSession` con completion handlers (funciona en iOS 12). Toda
/// petición termina: tiempo sin datos (`timeout`), tiempo total (`resourceTimeout`, que el cliente
/// aplica él mismo porque en Linux URLSession lo ignora) y tamaño máximo del cuerpo (`maxBodyBytes`,
/// contra `Content-Length` y mientras llegan los bytes).
public final class HTTPClient {
    public typealias Completion = (Result<Data, HTTPError>) -> Void

    /// Default body cap: 5 MiB, 5 × 1024 × 1024 bytes (PokeAPI's biggest page is ~50 KB, Frankfurter's
    /// answer ~200 B). / Límite por omisión: 5 MiB, 5 × 1024 × 1024 bytes (la página más grande de
    /// PokeAPI pesa ~50 KB).
    public static let defaultMaxBodyBytes = 5 * 1024 * 1024

    private let session: URLSession
    private let receiver: Receiver
    private let timeout: TimeInterval
    private let resourceTimeout: TimeInterval

    /// - Parameters:
    ///   - timeout: seconds without data before `.timedOut`. Use whole seconds: Linux's URLSession
    ///     truncates fractions (0.5 s becomes an immediate timeout).
    ///     Segundos sin datos; enteros, porque en Linux URLSession trunca las fracciones.
    ///   - resourceTimeout: total seconds a request may take, however slowly bytes keep arriving.
    ///     Segundos totales que puede tardar una petición, aunque sigan llegando bytes.
    ///   - maxBodyBytes: larger bodies fail with `.tooLarge` without being kept in memory.
    ///     Cuerpos mayores fallan con `.tooLarge` sin guardarse en memoria.
    public init(
        timeout: TimeInterval = 15, resourceTimeout: TimeInterval = 30,
        maxBodyBytes: Int = HTTPClient.defaultMaxBodyBytes
    ) {
        let receiver = Receiver(maxBodyBytes: maxBodyBytes)
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = resourceTimeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        self.session = URLSession(configuration: configuration, delegate: receiver, delegateQueue: nil)
        self.receiver = receiver
        self.timeout = timeout
        self.resourceTimeout = resourceTimeout
    }

    deinit { session.finishTasksAndInvalidate() }

    /// Body bytes written into buffers so far, copies included (the tests check each byte is
    /// written once). / Bytes de cuerpo escritos en búferes, copias incluidas (una vez por byte).
    var bodyBytesMoved: Int { receiver.bytesMoved }

    /// GETs `url`; the completion runs once, on the session's queue (callers hop to main
    /// themselves). Cancelling the returned task completes with `.cancelled`.
    /// Hace GET a `url`; el completion corre una vez en la cola de la sesión. Cancelar la tarea
    /// devuelta termina con `.cancelled`.
    @discardableResult
    public func get(_ url: URL, completion: @escaping Completion) -> URLSessionDataTask {
        var request = URLRequest(url: url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request)
        receiver.register(task, completion: completion)
        let deadline = DispatchTime.now() + resourceTimeout
        DispatchQueue.global().asyncAfter(deadline: deadline) { [weak receiver, weak task] in
            guard let task = task else { return }
            receiver?.fail(task, with: .timedOut)
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

    /// Tells "no connection" (this device) from "the service is not answering" (the phone is online)
    /// and from a connection cut mid-request. / Distingue "sin conexión" (este equipo) de "el servicio no
    /// responde" (el teléfono tiene red) y de una conexión cortada a mitad de la petición.
    static func mapTransportError(_ error: Error) -> HTTPError {
        let nsError = error as NSError
        guard nsError.domain == NSURLErrorDomain else { return .transport(nsError.localizedDescription) }
        switch nsError.code {
        case NSURLErrorTimedOut:
            return .timedOut
        case NSURLErrorCancelled:
            return .cancelled
        case NSURLErrorNotConnectedToInternet, NSURLErrorInternationalRoamingOff, NSURLErrorCallIsActive,
            NSURLErrorDataNotAllowed:
            return .offline
        case NSURLErrorNetworkConnectionLost:
            return .connectionLost
        case NSURLErrorCannotConnectToHost, NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
            return .unreachable
        case NSURLErrorHTTPTooManyRedirects:
            return .tooManyRedirects
        default:
            return .transport(nsError.localizedDescription)
        }
    }
}

/// The session's delegate: collects each task's bytes, enforces the cap, and calls each
/// completion exactly once (with the client's own failure when it stopped the task).
/// Delegado de la sesión: junta los bytes de cada tarea, aplica el límite y llama a cada
/// completion una sola vez (con el fallo del cliente cuando éste detuvo la tarea).
private final class Receiver: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private struct Pending {
        var body = BodyBuffer()
        var forcedFailure: HTTPError?
        let completion: HTTPClient.Completion
    }

    private let maxBodyBytes: Int
    private let lock = NSLock()
    private var pending: [Int: Pending] = [:]
    private var moved = 0

    var bytesMoved: Int {
        lock.lock()
        defer { lock.unlock() }
        return moved
    }

    init(maxBodyBytes: Int) {
        self.maxBodyBytes = maxBodyBytes
    }

    func register(_ task: URLSessionTask, completion: @escaping HTTPClient.Completion) {
        lock.lock()
        pending[task.taskIdentifier] = Pending(completion: completion)
        lock.unlock()
    }

    /// Stops `task` and makes `failure` its outcome (first failure wins).
    /// Detiene `task` y hace de `failure` su resultado (gana el primer fallo).
    func fail(_ task: URLSessionTask, with failure: HTTPError) {
        lock.lock()
        let isPending = pending[task.taskIdentifier] != nil
        if isPending, pending[task.taskIdentifier]?.forcedFailure == nil {
            pending[task.taskIdentifier]?.forcedFailure = failure
        }
        lock.unlock()
        if isPending { task.cancel() }
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        if response.expectedContentLength > Int64(maxBodyBytes) {
            completionHandler(.cancel)
            fail(dataTask, with: .tooLarge(maxBodyBytes))
        } else {
            completionHandler(.allow)
        }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        lock.lock()
        var tooLarge = false
        // Appended in place through the dictionary (never `if var entry = pending[…]`, whose copy
        // would make every chunk copy the whole body). / Se agrega en su lugar a través del
        // diccionario (nunca con una copia de la entrada, que haría copiar todo el cuerpo en cada trozo).
        let id = dataTask.taskIdentifier
        if let received = pending[id]?.body.count, pending[id]?.forcedFailure == nil {
            tooLarge = received + data.count > maxBodyBytes
            if !tooLarge { moved += pending[id]?.body.append(data) ?? 0 }
        }
        lock.unlock()
        if tooLarge { fail(dataTask, with: .tooLarge(maxBodyBytes)) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
        lock.lock()
        let entry = pending.removeValue(forKey: task.taskIdentifier)
        lock.unlock()
        guard let entry = entry else { return }
        if let failure = entry.forcedFailure {
            entry.completion(.failure(failure))
        } else {
            entry.completion(HTTPClient.result(data: entry.body.data, response: task.response, error: error))
        }
    }
}

/// A growing response body that counts what it costs: appending writes the chunk, and a buffer whose
/// storage is shared (a copy of it was taken) first copies everything received so far — the cost the
/// counter makes visible.
/// Un cuerpo de respuesta que crece y cuenta lo que cuesta: agregar escribe el trozo, y un búfer cuyo
/// almacenamiento está compartido (se tomó una copia) primero copia todo lo recibido — el costo que
/// el contador hace visible.
struct BodyBuffer {
    private final class Storage {
        var bytes = Data()
    }

    private var storage = Storage()

    var count: Int { storage.bytes.count }
    var data: Data { storage.bytes }

    /// Appends `chunk`; returns the bytes written (the chunk, plus the old bytes if they had to be copied).
    /// Agrega `chunk`; devuelve los bytes escritos (el trozo, más los anteriores si hubo que copiarlos).
    mutating func append(_ chunk: Data) -> Int {
        var written = chunk.count
        if !isKnownUniquelyReferenced(&storage) {
            let copy = Storage()
            copy.bytes.append(storage.bytes)
            written += storage.bytes.count
            storage = copy
        }
        storage.bytes.append(chunk)
        return written
    }
}
