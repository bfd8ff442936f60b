import AppCore
import Foundation
import TestSupport
import UIComponentsKit

/// Records what the presenter asks the screen to do. / Registra lo que el presenter pide a la pantalla.
final class FakeUIComponentsView: UIComponentsView {
    var rendered: [UIComponentsViewModel] = []
    var resets: [TextFieldConfiguration] = []
    var editableStates: [Bool] = []
    var alerts: [AlertViewModel] = []

    func render(_ viewModel: UIComponentsViewModel) { rendered.append(viewModel) }
    func resetTextField(_ field: TextFieldConfiguration) { resets.append(field) }
    func setTextFieldEditable(_ isEditable: Bool) { editableStates.append(isEditable) }
    func showAlert(_ alert: AlertViewModel) { alerts.append(alert) }
}

final class NoUIComponentsRouting: UIComponentsRouting {}

/// The app's real Spanish strings. / Los textos reales en español de la app.
func spanishLocalizer() throws -> Localizer {
    try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
}

/// A presenter wired to a fake view (kept alive by the caller). / Un presenter con vista falsa.
func makePresenter(_ view: FakeUIComponentsView, localizer: Localizer) -> UIComponentsPresenter {
    let presenter = UIComponentsPresenter(
        interactor: UIComponentsInteractor(), router: NoUIComponentsRouting(), localizer: localizer)
    presenter.view = view
    return presenter
}

/// `NSRange` of `text`'s end (an insertion point). / El final de `text` como punto de inserción.
func end(of text: String) -> NSRange { NSRange(location: text.utf16.count, length: 0) }
