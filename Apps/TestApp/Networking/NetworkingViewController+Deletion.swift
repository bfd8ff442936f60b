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

    /// Anchors an action sheet to row `index` (or the screen's centre), so iPad shows a popover.
    /// Ancla una hoja de acciones a la fila `index` (o al centro), para que iPad muestre un popover.
    func rowAnchor(_ index: Int) -> DestructiveQuestion.Anchor {
        if let cell = tableView.cellForRow(at: IndexPath(row: index, section: 0)) {
            return .view(cell, rect: cell.bounds)
        }
        return .view(view, rect: CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 1, height: 1))
    }
}
