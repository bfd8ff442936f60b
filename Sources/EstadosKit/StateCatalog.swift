import Foundation

/// Everything that can be wrong with `states.json`, each case naming the culprit.
/// Todo lo que puede estar mal en `states.json`; cada caso nombra al culpable.
public enum StateCatalogError: Error, Equatable, CustomStringConvertible {
    case missingResource(String)
    case malformedJSON(String)
    case wrongCount(expected: Int, found: Int)
    case duplicateKey(String)
    case duplicateINEGICode(String)
    case duplicateISOCode(String)
    case invalidINEGICode(key: String, code: String)
    case invalidISOCode(key: String, code: String)
    case emptyField(key: String, field: String)
    case invalidPopulation(key: String, value: Int)
    case invalidArea(key: String, value: Double)
    case coordinatesOutsideMexico(key: String, latitude: Double, longitude: Double)

    public var description: String {
        switch self {
        case .missingResource(let name): return "Resource \(name) is not in the app bundle"
        case .malformedJSON(let detail): return "states.json is not valid: \(detail)"
        case .wrongCount(let expected, let found): return "Expected \(expected) states, found \(found)"
        case .duplicateKey(let key): return "Duplicate state key \(key)"
        case .duplicateINEGICode(let code): return "Duplicate INEGI code \(code)"
        case .duplicateISOCode(let code): return "Duplicate ISO code \(code)"
        case .invalidINEGICode(let key, let code): return "\(key): INEGI code \(code) is not 01…32"
        case .invalidISOCode(let key, let code): return "\(key): ISO code \(code) is not MX-XXX"
        case .emptyField(let key, let field): return "\(key): \(field) is empty"
        case .invalidPopulation(let key, let value): return "\(key): population \(value) is not positive"
        case .invalidArea(let key, let value): return "\(key): area \(value) km² is not positive"
        case .coordinatesOutsideMexico(let key, let latitude, let longitude):
            return "\(key): (\(latitude), \(longitude)) is outside Mexico"
        }
    }
}

/// Decodes and validates the 32 states. The JSON `Data` is injected: the app reads its bundle,
/// tests read the very same file from the repository.
///
/// Decodifica y valida los 32 estados. Los `Data` se inyectan: la app los lee de su bundle y las
/// pruebas leen el mismo archivo del repositorio.
public enum StateCatalog {
    public static let expectedCount = 32
    /// Mexico's extent with a margin, to catch swapped or mistyped coordinates.
    /// Extensión de México con margen, para detectar coordenadas invertidas o mal escritas.
    static let latitudes = 14.0...33.0
    static let longitudes = -118.5...(-86.5)

    /// The states in file order, or the first problem found.
    /// Los estados en el orden del archivo, o el primer problema encontrado.
    public static func load(from data: Data) throws -> [MexicanState] {
        let states: [MexicanState]
        do {
            states = try JSONDecoder().decode([MexicanState].self, from: data)
        } catch {
            throw StateCatalogError.malformedJSON(String(describing: error))
        }
        try validate(states)
        return states
    }

    /// Checks count, uniqueness and every field. / Verifica cantidad, unicidad y cada campo.
    public static func validate(_ states: [MexicanState]) throws {
        guard states.count == expectedCount else {
            throw StateCatalogError.wrongCount(expected: expectedCount, found: states.count)
        }
        try states.forEach(validateFields)
        try requireUnique(states.map(\.key), StateCatalogError.duplicateKey)
        try requireUnique(states.map(\.inegiCode), StateCatalogError.duplicateINEGICode)
        try requireUnique(states.map(\.isoCode), StateCatalogError.duplicateISOCode)
    }

    private static func validateFields(_ state: MexicanState) throws {
        let texts: [(String, String)] = [
            ("key", state.key), ("name", state.name), ("shortName.es", state.shortName.es),
            ("shortName.en", state.shortName.en), ("icon", state.icon), ("capital", state.capital),
            ("description.es", state.description.es), ("description.en", state.description.en),
        ]
        if let empty = texts.first(where: { $0.1.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }) {
            throw StateCatalogError.emptyField(key: state.key, field: empty.0)
        }
        guard isINEGICode(state.inegiCode) else {
            throw StateCatalogError.invalidINEGICode(key: state.key, code: state.inegiCode)
        }
        guard isISOCode(state.isoCode) else {
            throw StateCatalogError.invalidISOCode(key: state.key, code: state.isoCode)
        }
        guard state.population > 0 else {
            throw StateCatalogError.invalidPopulation(key: state.key, value: state.population)
        }
        guard state.areaKm2 > 0 else { throw StateCatalogError.invalidArea(key: state.key, value: state.areaKm2) }
        guard latitudes.contains(state.latitude), longitudes.contains(state.longitude) else {
            throw StateCatalogError.coordinatesOutsideMexico(
                key: state.key, latitude: state.latitude, longitude: state.longitude)
        }
    }

    /// "01" … "32". / "01" … "32".
    static func isINEGICode(_ code: String) -> Bool {
        guard code.count == 2, code.allSatisfy(\.isASCIIDigit), let number = Int(code) else { return false }
        return (1...expectedCount).contains(number)
    }

    /// "MX-" followed by three ASCII capital letters. / "MX-" seguido de tres mayúsculas ASCII.
    static func isISOCode(_ code: String) -> Bool {
        let suffix = code.dropFirst(3)
        return code.hasPrefix("MX-") && suffix.count == 3 && suffix.allSatisfy { $0.isASCII && $0.isUppercase }
    }

    private static func requireUnique(_ values: [String], _ error: (String) -> StateCatalogError) throws {
        var seen = Set<String>()
        for value in values where !seen.insert(value).inserted {
            throw error(value)
        }
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
