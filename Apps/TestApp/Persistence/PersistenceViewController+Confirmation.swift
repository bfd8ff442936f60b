import PersistenceKit
import UIKit

/// The questions before a destructive action: "Borrar" is an alert; "Leer" over unsaved typing is an
/// action sheet anchored to "Leer" (iPad). "Confirm" goes back to the presenter, "Cancelar" keeps all.
/// Las preguntas antes de una acción destructiva: "Borrar" es una alerta; "Leer" sobre lo escrito sin
/// guardar es una hoja anclada a "Leer" (iPad). "Confirmar" vuelve al presenter; "Cancelar" conserva todo.
extension PersistenceViewController {
    func askConfirmation(_ confirmation: ConfirmationViewModel) {
        let question = DestructiveQuestion(
            title: confirmation.title, message: confirmation.message, confirmTitle: confirmation.confirmTitle,
            cancelTitle: confirmation.cancelTitle,
            style: confirmation.action.asksWithActionSheet ? .actionSheet : .alert,
            anchor: .view(readButton, rect: nil))
        ask(question, onConfirm: { [weak self] in self?.confirmed(confirmation.action) })
    }

    /// Sends the confirmed action back. / Devuelve la acción confirmada.
    private func confirmed(_ action: ConfirmedAction) {
        switch action {
        case .delete: presenter.didConfirmDelete()
        case .replaceTypingWithStored: presenter.didConfirmRead()
        }
    }
}
