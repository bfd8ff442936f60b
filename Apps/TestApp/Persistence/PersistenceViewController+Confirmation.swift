import PersistenceKit
import UIKit

/// The questions before a destructive action: "Borrar" is an alert; "Leer" over unsaved typing is an
/// action sheet anchored to "Leer" (iPad). "Confirm" goes back to the presenter, "Cancelar" keeps all.
/// Las preguntas antes de una acción destructiva: "Borrar" es una alerta; "Leer" sobre lo escrito sin
/// guardar es una hoja anclada a "Leer" (iPad). "Confirmar" vuelve al presenter; "Cancelar" conserva todo.
extension PersistenceViewController {
    func askConfirmation(_ confirmation: ConfirmationViewModel) {
        let style: UIAlertController.Style = confirmation.action.asksWithActionSheet ? .actionSheet : .alert
        let alert = UIAlertController(title: confirmation.title, message: confirmation.message, preferredStyle: style)
        alert.addAction(UIAlertAction(title: confirmation.cancelTitle, style: .cancel))
        alert.addAction(
            UIAlertAction(title: confirmation.confirmTitle, style: .destructive) { [weak self] _ in
                self?.confirmed(confirmation.action)
            })
        if let popover = alert.popoverPresentationController {
            popover.sourceView = readButton
            popover.sourceRect = readButton.bounds
        }
        present(alert, animated: true)
    }

    /// Sends the confirmed action back. / Devuelve la acción confirmada.
    private func confirmed(_ action: ConfirmedAction) {
        switch action {
        case .delete: presenter.didConfirmDelete()
        case .replaceTypingWithStored: presenter.didConfirmRead()
        }
    }
}
