import Foundation

/// The PokeAPI requests the app makes, typed; each one builds its URL from a base URL so tests can
/// point the client at a loopback server.
/// Las peticiones a PokeAPI de la app, tipadas; cada una arma su URL a partir de una URL base
/// para que las pruebas apunten el cliente a un servidor local.
public enum PokemonEndpoint: Equatable {
    /// One page of the list. / Una página de la lista.
    case list(limit: Int, offset: Int)

    /// The live service. / El servicio real.
    public static let liveBaseURL = URL(string: "https://pokeapi.co/api/v2")!

    /// Page size of the screen (PokeAPI's default). / Tamaño de página de la pantalla.
    public static let pageSize = 20

    /// The full URL under `baseURL`. / La URL completa bajo `baseURL`.
    public func url(relativeTo baseURL: URL) -> URL {
        switch self {
        case .list(let limit, let offset):
            var components = URLComponents(
                url: baseURL.appendingPathComponent("pokemon"), resolvingAgainstBaseURL: false)!
            components.queryItems = [
                URLQueryItem(name: "limit", value: String(max(limit, 1))),
                URLQueryItem(name: "offset", value: String(max(offset, 0))),
            ]
            return components.url!
        }
    }
}
