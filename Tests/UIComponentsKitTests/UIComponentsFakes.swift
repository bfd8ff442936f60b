import AppCore
import Foundation
import UIComponentsKit

/// Records what the presenter asks the screen to do. / Registra lo que el presenter pide a la pantalla.
final class FakeUIComponentsView: UIComponentsView {
    /// Owns its presenter like the real screen. / Es dueña de su presenter como la pantalla real.
    var presenter: UIComponentsPresenting?
    var rendered: [UIComponentsViewModel] = []
    var resets: [TextFieldConfiguration] = []
    /// The editable state of every render, in order. / El estado editable de cada dibujo, en orden.
    var editableStates: [Bool] { rendered.map(\.isTextFieldEditable) }
    var alerts: [AlertViewModel] = []

    func render(_ viewModel: UIComponentsViewModel) { rendered.append(viewModel) }
    func resetTextField(_ field: TextFieldConfiguration) { resets.append(field) }
    func showAlert(_ alert: AlertViewModel) { alerts.append(alert) }
}

/// UIComponents navigates nowhere. / UIComponents no navega.
final class NoUIComponentsRouting: UIComponentsRouting {}

/// A presenter wired to a fake view (kept alive by the caller). / Un presenter con vista falsa.
func makePresenter(_ view: FakeUIComponentsView, localizer: Localizer) -> UIComponentsPresenter {
    let presenter = UIComponentsPresenter(
        interactor: UIComponentsInteractor(), router: NoUIComponentsRouting(), localizer: localizer)
    presenter.view = view
    return presenter
}

/// `NSRange` of `text`'s end (an insertion point). / El final de `text` como punto de inserción.
func end(of text: String) -> NSRange { NSRange(location: text.utf16.count, length: 0) }
