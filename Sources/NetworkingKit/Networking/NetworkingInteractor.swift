import AppCore
import Dispatch

/// Loads pages from PokeAPI and keeps the last successful list on disk.
/// Carga páginas de PokeAPI y guarda en disco la última lista obtenida.
public final class NetworkingInteractor: NetworkingInteracting {
    /// Runs a completion where the presenter expects it (main queue in the app, inline in tests).
    /// Ejecuta un completion donde lo espera el presenter (cola principal en la app, directo en pruebas).
    public typealias Deliver = (@escaping () -> Void) -> Void

    public static let mainQueue: Deliver = { work in DispatchQueue.main.async(execute: work) }

    private let service: PokemonService
    private let cache: PokemonListCaching
    private let pageSize: Int
    private let deliver: Deliver

    public init(
        service: PokemonService, cache: PokemonListCaching, pageSize: Int = PokemonEndpoint.pageSize,
        deliver: @escaping Deliver = NetworkingInteractor.mainQueue
    ) {
        self.service = service
        self.cache = cache
        self.pageSize = pageSize
        self.deliver = deliver
    }

    public func cachedList() -> PokemonListPage? {
        cache.load()
    }

    public func loadFirstPage(completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void) {
        load(offset: 0, appendingTo: nil, completion: completion)
    }

    public func loadPage(
        after list: PokemonListPage, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void
    ) {
        load(offset: list.nextOffset ?? list.results.count, appendingTo: list, completion: completion)
    }

    /// Fetches one page, merges it, saves the result as the cache and delivers it.
    /// Pide una página, la une, guarda el resultado como caché y lo entrega.
    private func load(
        offset: Int, appendingTo base: PokemonListPage?,
        completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void
    ) {
        let cache = self.cache
        let deliver = self.deliver
        service.fetchPage(limit: pageSize, offset: offset) { result in
            let merged = result.map { page in base?.appending(page) ?? page }
            if case .success(let list) = merged { cache.save(list) }
            deliver { completion(merged) }
        }
    }
}
