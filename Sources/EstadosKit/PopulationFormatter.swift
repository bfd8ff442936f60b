import Foundation

/// Writes a population with the grouping of the user's locale ("8,348,151" in es_MX,
/// "8.348.151" in es_ES). The locale is injected so tests can pin it.
///
/// Escribe una población con la agrupación del locale del usuario. El locale se inyecta para
/// que las pruebas lo fijen.
public struct PopulationFormatter {
    private let formatter: NumberFormatter

    public init(locale: Locale) {
        formatter = NumberFormatter()
        formatter.locale = locale
        formatter.numberStyle = .decimal
        formatter.usesGroupingSeparator = true
        formatter.maximumFractionDigits = 0
    }

    public func string(from population: Int) -> String {
        formatter.string(from: NSNumber(value: population)) ?? String(population)
    }
}
