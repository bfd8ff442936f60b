import NetworkingKit
import UIKit

/// Confirming a swipe-to-delete: the sheet's answer goes back to the presenter.
/// Confirmar un borrado por deslizamiento: la respuesta de la hoja vuelve al presenter.
extension NetworkingViewController {
    /// An action sheet anchored to the row, so iPad presents it as a popover instead of crashing.
    /// Una hoja de acciones anclada a la fila, para que en iPad salga como popover y no falle.
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) {
        let question = DestructiveQuestion(
            title: confirmation.title, message: confirmation.message, confirmTitle: confirmation.confirmTitle,
            cancelTitle: confirmation.cancelTitle, anchor: rowAnchor(confirmation.index))
        ask(
            question, onConfirm: { [weak self] in self?.presenter.didConfirmDeletion(confirmation) },
            onCancel: { [weak self] in self?.presenter.didCancelDeletion(confirmation) })
    }
}
