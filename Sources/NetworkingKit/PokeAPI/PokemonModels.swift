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

/// `GET /pokemon?limit=&offset=`: one page of the list (also the shape of the saved list).
/// `GET /pokemon?limit=&offset=`: una página de la lista (también la forma de la lista guardada).
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

    /// The next offset only if it moves forward from the page that was asked for (`requestedOffset`)
    /// and this page brought entries; a `next` pointing to the same or an earlier offset (a loop) or
    /// an empty page ends the paging instead of asking for the same entries again.
    /// El siguiente desplazamiento solo si avanza respecto a la página pedida (`requestedOffset`) y
    /// esta página trajo entradas; un `next` al mismo desplazamiento o a uno anterior (un ciclo) o una
    /// página vacía terminan la paginación en vez de pedir otra vez las mismas entradas.
    public func nextOffset(afterRequesting requestedOffset: Int) -> Int? {
        guard !results.isEmpty, let offset = nextOffset, offset > requestedOffset else { return nil }
        return offset
    }

    /// `newer` laid over this list: `newer`'s entries first, then this list's entries past `newer`'s
    /// length that `newer` does not already contain. Used by pull to refresh (a fresh first page over
    /// the loaded pages) and when saving (this visit's list over the saved one): nothing already loaded
    /// is thrown away. The longer list's `next` is kept so paging continues where it was.
    /// `newer` sobre esta lista: primero las entradas de `newer`, luego las de esta lista más allá del
    /// largo de `newer` que `newer` no contiene. Lo usan "jalar para actualizar" (una primera página
    /// nueva sobre las páginas cargadas) y el guardado (la lista de esta visita sobre la guardada): no
    /// se descarta nada ya cargado. Se conserva el `next` de la lista más larga.
    public func overlaid(by newer: PokemonListPage) -> PokemonListPage {
        guard results.count > newer.results.count else { return newer }
        let newerNames = Set(newer.results.map(\.name))
        let tail = results.dropFirst(newer.results.count).filter { !newerNames.contains($0.name) }
        return PokemonListPage(count: newer.count, next: next, previous: newer.previous, results: newer.results + tail)
    }
}
