import AppCore
import Foundation

/// PokeAPI client over AppCore's `HTTPClient`: typed endpoints, completion handlers (iOS 12) and
/// request coalescing — asking for a URL that is already in flight does not send a second request,
/// every caller gets the one answer. Completions run on the session's queue.
/// Cliente de PokeAPI sobre `HTTPClient`: endpoints tipados, completion handlers (iOS 12) y
/// unión de peticiones — pedir una URL que ya está en curso no envía otra petición; todos reciben
/// la misma respuesta. Los completion corren en la cola de la sesión.
public final class PokemonAPI: PokemonService {
    private let client: HTTPClient
    private let baseURL: URL
    /// One decoder for every response (decode-benchmark measured no cost difference on Linux either way).
    /// Un solo decoder para todas las respuestas (decode-benchmark no midió diferencia en Linux).
    private let decoder = JSONDecoder()
    private let lock = NSLock()
    private var waiting: [URL: [(Result<Data, HTTPError>) -> Void]] = [:]

    public init(client: HTTPClient = HTTPClient(), baseURL: URL = PokemonEndpoint.liveBaseURL) {
        self.client = client
        self.baseURL = baseURL
    }

    public func fetchPage(limit: Int, offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void) {
        fetch(.list(limit: limit, offset: offset), as: PokemonListPage.self, completion: completion)
    }

    public func fetchDetail(id: Int, completion: @escaping (Result<PokemonDetail, HTTPError>) -> Void) {
        fetch(.detail(id: id), as: PokemonDetail.self, completion: completion)
    }

    /// GETs the endpoint once per URL in flight and decodes the bytes for each caller.
    /// Hace GET una vez por URL en curso y decodifica los bytes para cada llamador.
    private func fetch<T: Decodable>(
        _ endpoint: PokemonEndpoint, as type: T.Type, completion: @escaping (Result<T, HTTPError>) -> Void
    ) {
        let decoder = self.decoder
        let url = endpoint.url(relativeTo: baseURL)
        let isFirst = enqueue(url) { result in
            completion(result.flatMap { HTTPClient.decode(type, from: $0, decoder: decoder) })
        }
        guard isFirst else { return }
        // Strong capture on purpose: the request keeps the client alive until every waiter is
        // answered (no cycle: the closure is not stored by `self`).
        // Captura fuerte a propósito: la petición mantiene vivo al cliente hasta responder a todos.
        client.get(url) { result in
            self.finish(url, with: result)
        }
    }

    /// Adds a waiter; true when nobody was waiting for `url` yet (so a request must start).
    /// Agrega un interesado; true si nadie esperaba `url` todavía (hay que iniciar la petición).
    private func enqueue(_ url: URL, _ waiter: @escaping (Result<Data, HTTPError>) -> Void) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        let isFirst = waiting[url] == nil
        waiting[url, default: []].append(waiter)
        return isFirst
    }

    private func finish(_ url: URL, with result: Result<Data, HTTPError>) {
        lock.lock()
        let waiters = waiting.removeValue(forKey: url) ?? []
        lock.unlock()
        waiters.forEach { $0(result) }
    }
}

@available(iOS 13, macOS 10.15, *)
extension PokemonService {
    /// `async` variant for iOS 13+; the app itself uses the completion handlers (iOS 12).
    /// Variante `async` para iOS 13+; la app usa los completion handlers (iOS 12).
    public func page(limit: Int, offset: Int) async -> Result<PokemonListPage, HTTPError> {
        await withCheckedContinuation { continuation in
            fetchPage(limit: limit, offset: offset) { continuation.resume(returning: $0) }
        }
    }
}
