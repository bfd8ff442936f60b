import NetworkingKit
import UIKit

/// Confirming a swipe-to-delete: the sheet's answer goes back to the presenter.
/// Confirmar un borrado por deslizamiento: la respuesta de la hoja vuelve al presenter.
extension NetworkingViewController {
    /// An action sheet anchored to the row, so iPad presents it as a popover instead of crashing.
    /// Una hoja de acciones anclada a la fila, para que en iPad salga como popover y no falle.
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) {
        let sheet = UIAlertController(
            title: confirmation.title, message: confirmation.message, preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: confirmation.confirmTitle, style: .destructive) { [weak self] _ in
                self?.presenter.didConfirmDeletion(confirmation)
            })
        sheet.addAction(
            UIAlertAction(title: confirmation.cancelTitle, style: .cancel) { [weak self] _ in
                self?.presenter.didCancelDeletion(confirmation)
            })
        anchor(sheet.popoverPresentationController, toRow: confirmation.index)
        present(sheet, animated: true)
    }
}
