import ProfileKit
import UIKit

/// Closing the form without losing typed changes: the presenter decides, this renders it.
/// Cerrar el formulario sin perder lo escrito: decide el presenter, aquí se pinta.
extension ProfileEditViewController: UIAdaptivePresentationControllerDelegate {
    /// While there are unsaved changes the sheet cannot be swiped down (iOS 13+; on iOS 12 the form is
    /// presented full screen, which has no swipe-down). / Con cambios sin guardar la hoja no se cierra
    /// deslizando (iOS 13+; en iOS 12 el formulario ocupa toda la pantalla, sin deslizamiento).
    func setHasUnsavedChanges(_ hasChanges: Bool) {
        if #available(iOS 13, *) {
            isModalInPresentation = hasChanges
            navigationController?.isModalInPresentation = hasChanges
        }
    }

    /// Destructive "discard" plus "keep editing"; on iPad a popover from "Cancelar".
    /// "Descartar" destructivo más "seguir editando"; en iPad un popover desde "Cancelar".
    func askToDiscardChanges(_ confirmation: ProfileDiscardConfirmation) {
        let sheet = UIAlertController(
            title: confirmation.title, message: confirmation.message, preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: confirmation.discardTitle, style: .destructive) { [weak self] _ in
                self?.presenter?.didConfirmDiscard()
            })
        sheet.addAction(UIAlertAction(title: confirmation.keepEditingTitle, style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = cancelButton
        present(sheet, animated: true)
    }

    /// A swipe-down refused by `isModalInPresentation` is treated like "Cancelar".
    /// Un deslizamiento rechazado por `isModalInPresentation` se trata como "Cancelar".
    @available(iOS 13, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        view.endEditing(true)
        presenter?.didTapCancel(currentForm)
    }
}
