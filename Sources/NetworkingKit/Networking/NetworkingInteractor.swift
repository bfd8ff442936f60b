import AppCore
import Dispatch

/// Loads pages from PokeAPI, keeps their requests so leaving the screen can cancel them, and reads
/// and writes the saved list on its own serial queue (never on the main thread).
/// Carga páginas de PokeAPI, guarda sus peticiones para que salir de la pantalla las cancele, y lee
/// y escribe la lista guardada en su propia cola serie (nunca en el hilo principal).
public final class NetworkingInteractor: NetworkingInteracting {
    private let service: PokemonService
    private let cache: PokemonListCaching
    private let pageSize: Int
    private let delivery: Delivery
    private let fileQueue: DispatchQueue
    /// Requests in flight, by id (touched only where completions are delivered: the main queue).
    /// Peticiones en curso, por id (solo se tocan donde se entregan los completion: la cola principal).
    private var requests: [Int: PokemonRequest] = [:]
    private var lastRequestID = 0

    /// - Parameter fileQueue: serial queue for the saved list's file; share one per file across
    ///   visits so one visit's save ends before the next visit reads.
    ///   Cola serie para el archivo; una sola por archivo entre visitas.
    public init(
        service: PokemonService, cache: PokemonListCaching, pageSize: Int = PokemonEndpoint.pageSize,
        delivery: Delivery = .mainQueue,
        fileQueue: DispatchQueue
    ) {
        self.service = service
        self.cache = cache
        self.pageSize = pageSize
        self.delivery = delivery
        self.fileQueue = fileQueue
    }

    /// The screen is gone: nothing it started keeps running. / La pantalla se fue: nada sigue.
    deinit { requests.values.forEach { $0.cancel() } }

    public func loadPage(offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void) {
        lastRequestID += 1
        let id = lastRequestID
        let delivery = self.delivery
        var finished = false
        let request = service.fetchPage(limit: pageSize, offset: offset) { [weak self] result in
            delivery.deliver {
                finished = true
                self?.requests.removeValue(forKey: id)
                completion(result)
            }
        }
        // A fake service may answer before `fetchPage` returns. / Un servicio falso puede responder antes.
        if !finished { requests[id] = request }
    }

    public func loadSavedList(completion: @escaping (PokemonListPage?) -> Void) {
        let cache = self.cache
        let delivery = self.delivery
        fileQueue.async {
            let saved = cache.load()
            delivery.deliver { completion(saved) }
        }
    }

    /// One read and one write of the file, off the main thread; the saved entries past `list` stay.
    /// Una lectura y una escritura, fuera del hilo principal; las entradas guardadas más allá de `list` se quedan.
    public func save(_ list: PokemonListPage) {
        let cache = self.cache
        fileQueue.async {
            cache.save(cache.load()?.overlaid(by: list) ?? list)
        }
    }

    public func cancelAll() {
        let inFlight = requests.values
        requests = [:]
        inFlight.forEach { $0.cancel() }
    }
}
