import AppCore

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
