import Foundation

/// The list as a JSON file in an injected folder (the app passes its Caches folder, tests a
/// temporary one). A missing or corrupt file reads as "no cache"; write failures are ignored
/// because the cache is only an optimisation.
/// La lista como archivo JSON en una carpeta inyectada (la app pasa Caches, las pruebas una
/// temporal). Un archivo ausente o corrupto equivale a "sin caché"; los fallos de escritura se
/// ignoran porque la caché solo es una optimización.
public final class PokemonListFileCache: PokemonListCaching {
    public let fileURL: URL
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()

    public init(directory: URL, fileName: String = "pokemon-list.json") {
        fileURL = directory.appendingPathComponent(fileName)
    }

    public func load() -> PokemonListPage? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? decoder.decode(PokemonListPage.self, from: data)
    }

    public func save(_ list: PokemonListPage) {
        guard let data = try? encoder.encode(list) else { return }
        let folder = fileURL.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? data.write(to: fileURL, options: .atomic)
    }
}
