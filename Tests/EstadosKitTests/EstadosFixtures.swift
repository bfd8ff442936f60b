import AppCore
import Foundation
import TestSupport

@testable import EstadosKit

/// The app's real resources, read from the repository. / Los recursos reales de la app.
enum EstadosFixtures {
    static let statesURL = TestPaths.app("Estados", "Resources", "states.json")
    static let catalogURL = TestPaths.app("Estados", "Assets.xcassets")

    static func statesData() throws -> Data {
        try Data(contentsOf: statesURL)
    }

    static func states() throws -> [MexicanState] {
        try StateCatalog.load(from: statesData())
    }

    /// The real states as JSON objects, so a test can break one field. / Para romper un campo.
    static func jsonObjects() throws -> [[String: Any]] {
        try JSONSerialization.jsonObject(with: statesData()) as? [[String: Any]] ?? []
    }

    static func data(_ objects: [[String: Any]]) throws -> Data {
        try JSONSerialization.data(withJSONObject: objects)
    }

    /// Groups digits by three with `separator`, written independently of NumberFormatter.
    /// Agrupa dígitos de tres en tres, sin usar NumberFormatter.
    static func grouped(_ value: Int, separator: String) -> String {
        var digits = String(value)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: separator)
    }
}
