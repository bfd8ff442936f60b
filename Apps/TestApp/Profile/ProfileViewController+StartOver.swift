import ProfileKit
import UIKit

/// "Empezar de nuevo" and VoiceOver: the presenter decides, this renders it.
/// "Empezar de nuevo" y VoiceOver: decide el presenter, aquí se pinta.
extension ProfileViewController {
    /// Destructive "start over" plus cancel (cancel sends nothing); on iPad a popover from the button.
    /// "Empezar de nuevo" destructivo más cancelar (cancelar no envía nada); en iPad un popover desde
    /// el botón.
    func askToStartOver(_ confirmation: ProfileStartOverConfirmation) {
        let question = DestructiveQuestion(
            title: confirmation.title, message: confirmation.message, confirmTitle: confirmation.confirmTitle,
            cancelTitle: confirmation.cancelTitle, anchor: .barButton(startOverButton))
        ask(question, onConfirm: { [weak self] in self?.presenter.didConfirmStartOver() })
    }

    /// VoiceOver reads the screen anew (the profile or the panel replaced the other).
    /// VoiceOver vuelve a leer la pantalla (el perfil o el panel reemplazó al otro).
    func announceScreenChanged() {
        UIAccessibility.post(notification: .screenChanged, argument: nil)
    }
}
