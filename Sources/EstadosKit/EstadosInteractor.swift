import AppCore
import Foundation

/// Holds the validated states in picker order (alphabetical by everyday name in the content
/// language, ignoring accents) and draws readable random palettes.
///
/// Guarda los estados validados en el orden del picker (alfabético por nombre común en el idioma
/// del contenido, sin acentos) y sortea paletas aleatorias legibles.
public final class EstadosInteractor: EstadosInteracting {
    private let loadData: () throws -> Data
    private let paletteMaker: ReadablePaletteMaker
    private let language: ContentLanguage
    private var states: [MexicanState] = []

    /// - Parameters:
    ///   - loadData: returns the contents of `states.json` (the app reads its bundle).
    ///     Devuelve el contenido de `states.json` (la app lo lee de su bundle).
    ///   - language: the names the picker is sorted by. / Los nombres por los que se ordena el picker.
    public init(loadData: @escaping () throws -> Data, random: RandomSource, language: ContentLanguage) {
        self.loadData = loadData
        paletteMaker = ReadablePaletteMaker(random: random)
        self.language = language
    }

    public func loadStates() throws {
        states = Self.pickerOrder(try StateCatalog.load(from: try loadData()), language: language)
    }

    public var stateCount: Int { states.count }

    public func state(at index: Int) -> MexicanState? {
        states.indices.contains(index) ? states[index] : nil
    }

    public func makePalette() -> EstadosPalette {
        paletteMaker.makePalette()
    }

    /// "Ciudad de México" before "Coahuila", "Michoacán" before "Morelos"; in English "Mexico City"
    /// after "Jalisco". / "Ciudad de México" antes que "Coahuila"; en inglés "Mexico City" tras "Jalisco".
    static func pickerOrder(_ states: [MexicanState], language: ContentLanguage) -> [MexicanState] {
        let locale = Locale(identifier: language.rawValue)
        func sortKey(_ state: MexicanState) -> String {
            state.shortName.text(in: language).folding(
                options: [.caseInsensitive, .diacriticInsensitive], locale: locale)
        }
        return states.sorted { sortKey($0) < sortKey($1) }
    }
}
