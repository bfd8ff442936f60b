import Foundation

/// The list as a JSON file in an injected folder (the app passes its Caches folder, tests a
/// temporary one). A missing or corrupt file reads as "no saved list"; write failures are ignored
/// because the file is only an offline fallback. It counts the bytes it writes so tests can bound
/// the cost of a visit. Called off the main thread by `NetworkingInteractor`.
/// La lista como archivo JSON en una carpeta inyectada (la app pasa Caches, las pruebas una
/// temporal). Un archivo ausente o corrupto equivale a "sin lista guardada"; los fallos de escritura
/// se ignoran porque el archivo solo es un respaldo sin conexión. Cuenta los bytes que escribe para
/// que las pruebas acoten el costo de una visita. `NetworkingInteractor` lo llama fuera del hilo principal.
public final class PokemonListFileCache: PokemonListCaching {
    public let fileURL: URL
    private let encoder = JSONEncoder()
    private let decoder = JSONDecoder()
    private let lock = NSLock()
    private var written = 0
    private var writes = 0

    public init(directory: URL, fileName: String = "pokemon-list.json") {
        fileURL = directory.appendingPathComponent(fileName)
    }

    /// Bytes written to disk so far. / Bytes escritos en disco hasta ahora.
    public var bytesWritten: Int { locked { written } }

    /// Files written so far. / Archivos escritos hasta ahora.
    public var writeCount: Int { locked { writes } }

    public func load() -> PokemonListPage? {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        return try? decoder.decode(PokemonListPage.self, from: data)
    }

    public func save(_ list: PokemonListPage) {
        guard let data = try? encoder.encode(list) else { return }
        let folder = fileURL.deletingLastPathComponent()
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        guard (try? data.write(to: fileURL, options: .atomic)) != nil else { return }
        locked {
            written += data.count
            writes += 1
        }
    }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
