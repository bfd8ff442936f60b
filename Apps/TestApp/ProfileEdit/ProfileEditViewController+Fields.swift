import ProfileKit
import UIKit

/// Moving between fields. / Moverse entre campos.
extension ProfileEditViewController: UITextFieldDelegate {
    /// "Next" moves down the form; "Done" on the last field saves.
    /// "Siguiente" baja por el formulario; "Listo" en el último campo guarda.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        switch textField {
        case nameField: ageField.becomeFirstResponder()
        case ageField: emailField.becomeFirstResponder()
        default: saveTapped()
        }
        return false
    }

    /// The text field of a form field (where VoiceOver goes). / El campo de texto de un campo del formulario.
    func textField(for field: ProfileField) -> UITextField {
        switch field {
        case .name: return nameField
        case .age: return ageField
        case .email: return emailField
        }
    }
}
