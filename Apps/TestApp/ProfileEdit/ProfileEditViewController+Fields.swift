import ProfileKit
import UIKit

/// The fields' values and moving between them. / Los valores de los campos y moverse entre ellos.
extension ProfileEditViewController: UITextFieldDelegate {
    /// Fills the fields once, at load. / Llena los campos una vez, al cargar.
    func showForm(_ form: ProfileForm) {
        nameField.text = form.name
        ageField.text = form.age
        emailField.text = form.email
    }

    /// What the fields hold now. / Lo que tienen los campos ahora.
    var currentForm: ProfileForm {
        ProfileForm(name: nameField.text ?? "", age: ageField.text ?? "", email: emailField.text ?? "")
    }

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
