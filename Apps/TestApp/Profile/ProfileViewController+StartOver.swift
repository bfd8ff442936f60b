import ProfileKit
import UIKit

/// "Empezar de nuevo" and VoiceOver: the presenter decides, this renders it.
/// "Empezar de nuevo" y VoiceOver: decide el presenter, aquí se pinta.
extension ProfileViewController {
    /// Destructive "start over" plus cancel (cancel sends nothing); on iPad a popover from the button.
    /// "Empezar de nuevo" destructivo más cancelar (cancelar no envía nada); en iPad un popover desde
    /// el botón.
    func askToStartOver(_ confirmation: ProfileStartOverConfirmation) {
        let sheet = UIAlertController(
            title: confirmation.title, message: confirmation.message, preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: confirmation.confirmTitle, style: .destructive) { [weak self] _ in
                self?.presenter.didConfirmStartOver()
            })
        sheet.addAction(UIAlertAction(title: confirmation.cancelTitle, style: .cancel))
        sheet.popoverPresentationController?.barButtonItem = startOverButton
        present(sheet, animated: true)
    }

    /// VoiceOver reads the screen anew (the profile or the panel replaced the other).
    /// VoiceOver vuelve a leer la pantalla (el perfil o el panel reemplazó al otro).
    func announceScreenChanged() {
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }
}
