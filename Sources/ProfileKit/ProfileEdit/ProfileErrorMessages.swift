import AppCore
import Foundation

/// Localized sentences for validation errors (keys `profile.error.*` in Localizable.strings).
/// Frases localizadas para los errores de validación (claves `profile.error.*`).
public struct ProfileErrorMessages {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    public func messages(for errors: ProfileValidationErrors) -> ProfileFieldMessages {
        ProfileFieldMessages(
            name: errors.name.map(message), age: errors.age.map(message), email: errors.email.map(message))
    }

    /// What the form shows: messages, each invalid field's VoiceOver value ("typed text. message", or
    /// only the message when nothing is typed) and the first invalid field in form order.
    /// Lo que muestra el formulario: mensajes, el valor de VoiceOver de cada campo inválido ("texto
    /// escrito. mensaje", o solo el mensaje si no hay texto) y el primer campo inválido en orden.
    public func viewModel(for errors: ProfileValidationErrors, form: ProfileForm) -> ProfileFormErrorsViewModel {
        let shown = messages(for: errors)
        let values = ProfileFieldMessages(
            name: accessibilityValue(typed: form.name, message: shown.name),
            age: accessibilityValue(typed: form.age, message: shown.age),
            email: accessibilityValue(typed: form.email, message: shown.email))
        let first = ProfileField.allCases.first { field in
            switch field {
            case .name: return shown.name != nil
            case .age: return shown.age != nil
            case .email: return shown.email != nil
            }
        }
        return ProfileFormErrorsViewModel(messages: shown, accessibilityValues: values, firstInvalidField: first)
    }

    private func accessibilityValue(typed: String, message: String?) -> String? {
        guard let message = message else { return nil }
        let text = typed.trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? message : "\(typed). \(message)"
    }

    public func message(_ error: NameError) -> String {
        switch error {
        case .empty: return localizer("profile.error.name.empty")
        case .tooLong(let maximum): return localizer("profile.error.name.tooLong", maximum)
        }
    }

    public func message(_ error: AgeError) -> String {
        switch error {
        case .empty: return localizer("profile.error.age.empty")
        case .notAWholeNumber: return localizer("profile.error.age.notAWholeNumber")
        case .outOfRange(let minimum, let maximum): return localizer("profile.error.age.outOfRange", minimum, maximum)
        }
    }

    public func message(_ error: EmailError) -> String {
        switch error {
        case .empty: return localizer("profile.error.email.empty")
        case .containsSpaces: return localizer("profile.error.email.spaces")
        case .invalid: return localizer("profile.error.email.invalid")
        }
    }
}
