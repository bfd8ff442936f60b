import Foundation

/// One entry of a PokeAPI list: a name and the URL of its detail.
/// Una entrada de una lista de PokeAPI: un nombre y la URL de su detalle.
public struct NamedResource: Codable, Equatable, Hashable {
    public let name: String
    /// Kept as text: it is only parsed when the number is needed (faster decoding).
    /// Se guarda como texto: solo se interpreta cuando hace falta el número (decodifica más rápido).
    public let url: String

    public init(name: String, url: String) {
        self.name = name
        self.url = url
    }

    /// The Pokédex number at the end of the URL (".../pokemon/25/" → 25), nil if there is none.
    /// El número de Pokédex al final de la URL (".../pokemon/25/" → 25), nil si no lo hay.
    public var number: Int? {
        let last = url.split(separator: "/").last.map(String.init) ?? ""
        guard let value = Int(last), value > 0 else { return nil }
        return value
    }
}

/// `GET /pokemon?limit=&offset=`: one page of the list.
/// `GET /pokemon?limit=&offset=`: una página de la lista.
public struct PokemonListPage: Codable, Equatable {
    public let count: Int
    public let next: String?
    public let previous: String?
    public let results: [NamedResource]

    public init(count: Int, next: String?, previous: String?, results: [NamedResource]) {
        self.count = count
        self.next = next
        self.previous = previous
        self.results = results
    }

    /// The offset the next page starts at, read from `next`; nil on the last page.
    /// El desplazamiento donde empieza la página siguiente, leído de `next`; nil en la última.
    public var nextOffset: Int? {
        guard let next = next, let components = URLComponents(string: next) else { return nil }
        let value = components.queryItems?.first { $0.name == "offset" }?.value
        return value.flatMap(Int.init)
    }

    /// This page followed by `page` (a longer list that keeps the newer `next`).
    /// Esta página seguida de `page` (una lista más larga con el `next` más reciente).
    public func appending(_ page: PokemonListPage) -> PokemonListPage {
        PokemonListPage(count: page.count, next: page.next, previous: previous, results: results + page.results)
    }
}

/// `GET /pokemon/{id}`: the fields of a detail the app uses.
/// `GET /pokemon/{id}`: los campos del detalle que usa la app.
public struct PokemonDetail: Codable, Equatable {
    public struct TypeSlot: Codable, Equatable {
        public let slot: Int
        public let type: NamedResource
    }

    public struct AbilitySlot: Codable, Equatable {
        public let ability: NamedResource
        public let isHidden: Bool
        public let slot: Int

        enum CodingKeys: String, CodingKey {
            case ability
            case isHidden = "is_hidden"
            case slot
        }
    }

    public struct Sprites: Codable, Equatable {
        public let frontDefault: String?

        enum CodingKeys: String, CodingKey {
            case frontDefault = "front_default"
        }
    }

    public let id: Int
    public let name: String
    /// Decimetres. / Decímetros.
    public let height: Int
    /// Hectograms. / Hectogramos.
    public let weight: Int
    public let types: [TypeSlot]
    public let sprites: Sprites
    public let abilities: [AbilitySlot]
}
