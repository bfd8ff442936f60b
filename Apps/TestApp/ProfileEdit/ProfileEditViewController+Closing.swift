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
        let question = DestructiveQuestion(
            title: confirmation.title, message: confirmation.message, confirmTitle: confirmation.discardTitle,
            cancelTitle: confirmation.keepEditingTitle, anchor: .barButton(cancelButton))
        ask(
            question, onConfirm: { [weak self] in self?.presenter.didConfirmDiscard() },
            onCancel: { [weak self] in self?.presenter.didKeepEditing() })
    }

    /// Refreshes the presenter with the fields right before a swipe closes the sheet (an edit that sent
    /// no event still counts); with changes the swipe is refused and reaches the method below.
    /// Actualiza al presenter con los campos justo antes de que un deslizamiento cierre la hoja (una
    /// edición sin evento también cuenta); con cambios se rechaza y llega al método de abajo.
    @available(iOS 13, *)
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        presenter.didEditForm(currentForm)
        return !isModalInPresentation
    }

    /// A swipe-down without changes closed the form: Perfil shows an alert that waited behind it.
    /// Un deslizamiento sin cambios cerró el formulario: Perfil muestra una alerta que esperaba detrás.
    @available(iOS 13, *)
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        presentationController.presentingViewController.presentPendingAlertsAfterDismissal()
    }

    /// A swipe-down refused by `isModalInPresentation` is treated like "Cancelar".
    /// Un deslizamiento rechazado por `isModalInPresentation` se trata como "Cancelar".
    @available(iOS 13, *)
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        view.endEditing(true)
        presenter.didTapCancel(currentForm)
    }
}
