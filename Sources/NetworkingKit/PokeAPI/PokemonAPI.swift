import AppCore
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// PokeAPI client over AppCore's `HTTPClient`: typed endpoints, completion handlers (iOS 12),
/// request coalescing — asking for a URL that is already in flight does not send a second request,
/// every caller gets the one answer — and cancellation per caller: a cancelled caller is answered
/// `.cancelled` at once, and the `URLSessionDataTask` is cancelled when no caller is left.
/// Completions run on the session's queue (or the cancelling thread for `.cancelled`).
/// Cliente de PokeAPI sobre `HTTPClient`: endpoints tipados, completion handlers (iOS 12), unión de
/// peticiones — pedir una URL que ya está en curso no envía otra; todos reciben la misma respuesta —
/// y cancelación por llamador: quien cancela recibe `.cancelled` de inmediato y la
/// `URLSessionDataTask` se cancela cuando ya no queda nadie esperando.
public final class PokemonAPI: PokemonService {
    /// Everyone waiting for one URL, and the task fetching it.
    /// Todos los que esperan una URL y la tarea que la descarga.
    private final class InFlight {
        var waiters: [Int: (Result<Data, HTTPError>) -> Void] = [:]
        var task: URLSessionDataTask?
    }

    private let client: HTTPClient
    private let baseURL: URL
    /// One decoder for every response (decode-benchmark measured no cost difference on Linux either way).
    /// Un solo decoder para todas las respuestas (decode-benchmark no midió diferencia en Linux).
    private let decoder = JSONDecoder()
    private let lock = NSLock()
    private var inFlight: [URL: InFlight] = [:]
    private var lastWaiterID = 0

    public init(client: HTTPClient = HTTPClient(), baseURL: URL = PokemonEndpoint.liveBaseURL) {
        self.client = client
        self.baseURL = baseURL
    }

    @discardableResult
    public func fetchPage(
        limit: Int, offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void
    ) -> PokemonRequest {
        let decoder = self.decoder
        return fetch(PokemonEndpoint.list(limit: limit, offset: offset).url(relativeTo: baseURL)) { result in
            completion(result.flatMap { HTTPClient.decode(PokemonListPage.self, from: $0, decoder: decoder) })
        }
    }

    /// GETs `url` once per URL in flight; the returned request cancels this caller only.
    /// Hace GET a `url` una vez por URL en curso; la petición devuelta cancela solo a este llamador.
    private func fetch(_ url: URL, waiter: @escaping (Result<Data, HTTPError>) -> Void) -> PokemonRequest {
        lock.lock()
        lastWaiterID += 1
        let id = lastWaiterID
        let entry = inFlight[url] ?? InFlight()
        let isFirst = inFlight[url] == nil
        inFlight[url] = entry
        entry.waiters[id] = waiter
        lock.unlock()
        if isFirst { start(entry, url: url) }
        return PokemonRequest { [weak self] in self?.cancel(waiter: id, of: entry, url: url) }
    }

    /// Starts the one request for `entry`. Strong capture on purpose: the request keeps the client
    /// alive until every waiter is answered (no cycle: the closure is not stored by `self`).
    /// Inicia la única petición de `entry`. Captura fuerte a propósito: la petición mantiene vivo
    /// al cliente hasta responder a todos.
    private func start(_ entry: InFlight, url: URL) {
        let task = client.get(url) { result in
            self.finish(entry, url: url, with: result)
        }
        lock.lock()
        entry.task = task
        let abandoned = entry.waiters.isEmpty
        lock.unlock()
        // Everyone cancelled before the task existed. / Todos cancelaron antes de que existiera.
        if abandoned { task.cancel() }
    }

    private func finish(_ entry: InFlight, url: URL, with result: Result<Data, HTTPError>) {
        lock.lock()
        if inFlight[url] === entry { inFlight.removeValue(forKey: url) }
        let waiters = entry.waiters.sorted { $0.key < $1.key }.map(\.value)
        entry.waiters = [:]
        lock.unlock()
        waiters.forEach { $0(result) }
    }

    /// Answers one waiter `.cancelled`; the last one out cancels the task.
    /// Responde `.cancelled` a un llamador; el último en irse cancela la tarea.
    private func cancel(waiter id: Int, of entry: InFlight, url: URL) {
        lock.lock()
        let waiter = entry.waiters.removeValue(forKey: id)
        let isLast = waiter != nil && entry.waiters.isEmpty
        if isLast, inFlight[url] === entry { inFlight.removeValue(forKey: url) }
        let task = isLast ? entry.task : nil
        lock.unlock()
        task?.cancel()
        waiter?(.failure(.cancelled))
    }
}
