import EstadosKit

/// Records every call the presenter makes; owns its presenter like the real screen.
/// Registra cada llamada del presenter; es dueña de su presenter como la pantalla real.
final class FakeEstadosView: EstadosView {
    var presenter: EstadosPresenting?
    var screens: [EstadosScreenViewModel] = []
    var selections: [EstadosSelectionViewModel] = []
    var shownRows: [Int] = []
    var dismissCount = 0
    var suspendCount = 0
    var alerts: [EstadosAlertViewModel] = []
    var events: [String] = []

    func render(_ screen: EstadosScreenViewModel) {
        screens.append(screen)
        events.append("screen")
    }
    func render(_ selection: EstadosSelectionViewModel) {
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
