import AppCore
import Foundation

/// Holds the validated states in picker order (alphabetical by everyday name, ignoring accents)
/// and draws readable random palettes.
///
/// Guarda los estados validados en el orden del picker (alfabético por nombre común, sin
/// acentos) y sortea paletas aleatorias legibles.
public final class EstadosInteractor: EstadosInteracting {
    private let loadData: () throws -> Data
    private let paletteMaker: ReadablePaletteMaker
    private var states: [MexicanState] = []

    /// - Parameter loadData: returns the contents of `states.json` (the app reads its bundle).
    ///   Devuelve el contenido de `states.json` (la app lo lee de su bundle).
    public init(loadData: @escaping () throws -> Data, random: RandomSource) {
        self.loadData = loadData
        paletteMaker = ReadablePaletteMaker(random: random)
    }

    public func loadStates() throws {
        states = Self.pickerOrder(try StateCatalog.load(from: try loadData()))
    }

    public var stateCount: Int { states.count }

    public func state(at index: Int) -> MexicanState? {
        states.indices.contains(index) ? states[index] : nil
    }

    public func makePalette() -> EstadosPalette {
        paletteMaker.makePalette()
    }

    /// "Ciudad de México" before "Coahuila", "Michoacán" before "Morelos".
    /// "Ciudad de México" antes que "Coahuila", "Michoacán" antes que "Morelos".
    static func pickerOrder(_ states: [MexicanState]) -> [MexicanState] {
        let spanish = Locale(identifier: "es")
        func sortKey(_ state: MexicanState) -> String {
            state.shortName.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: spanish)
        }
        return states.sorted { sortKey($0) < sortKey($1) }
    }
}
