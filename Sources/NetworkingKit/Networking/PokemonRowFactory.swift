import AppCore

/// Builds each row view model once per entry, so a new page costs only its own rows.
/// Construye cada fila una vez por entrada, así una página nueva cuesta solo sus filas.
final class PokemonRowFactory {
    private let localizer: Localizer
    private var cache: [NamedResource: PokemonRow] = [:]
    /// Row view models built so far (the scaling tests count them). / Filas construidas hasta ahora.
    private(set) var built = 0

    init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// The row of `entry`, built the first time only. / La fila de `entry`, construida solo la primera vez.
    func row(_ entry: NamedResource) -> PokemonRow {
        if let cached = cache[entry] { return cached }
        let row = makeRow(entry)
        built += 1
        cache[entry] = row
        return row
    }

    func makeRow(_ entry: NamedResource) -> PokemonRow {
        let title = Self.displayName(entry.name)
        guard let number = entry.number else {
            return PokemonRow(id: entry.name, title: title, detail: "", accessibilityLabel: title)
        }
        return PokemonRow(
            id: entry.name, title: title, detail: localizer("networking.row.number", Self.paddedNumber(number)),
            accessibilityLabel: localizer("networking.row.accessibility", title, number))
    }

    /// "mr-mime" → "Mr-Mime". / "mr-mime" → "Mr-Mime".
    static func displayName(_ name: String) -> String {
        name.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }

    /// 7 → "007"; 1025 → "1025". / 7 → "007"; 1025 → "1025".
    static func paddedNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
