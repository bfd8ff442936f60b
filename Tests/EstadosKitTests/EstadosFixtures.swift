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

    static func spanish() throws -> Localizer {
        try Localizer.stringsFile(at: TestPaths.app("Estados", "es.lproj", "Localizable.strings"))
    }

    static func english() throws -> Localizer {
        try Localizer.stringsFile(at: TestPaths.app("Estados", "en.lproj", "Localizable.strings"))
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

/// Records every call the presenter makes. / Registra cada llamada del presenter.
final class EstadosViewSpy: EstadosView {
    var screens: [EstadosScreenViewModel] = []
    var selections: [EstadosSelectionViewModel] = []
    var shownRows: [Int] = []
    var dismissCount = 0
    var suspendCount = 0
    var alerts: [EstadosAlertViewModel] = []
    var events: [String] = []

    func display(_ screen: EstadosScreenViewModel) {
        screens.append(screen)
        events.append("screen")
    }
    func display(_ selection: EstadosSelectionViewModel) {
        selections.append(selection)
        events.append("selection")
    }
    func revealSelectionDetails() {
        events.append("reveal")
    }
    func showPickerRow(_ row: Int) {
        shownRows.append(row)
        events.append("row \(row)")
    }
    func dismissPicker() {
        dismissCount += 1
        events.append("dismiss")
    }
    func suspendApp() {
        suspendCount += 1
        events.append("suspend")
    }
    func showLoadError(_ alert: EstadosAlertViewModel) {
        alerts.append(alert)
        events.append("alert")
    }
}
