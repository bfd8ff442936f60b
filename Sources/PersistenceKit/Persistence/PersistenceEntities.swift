/// The persistence screen as data. / La pantalla de persistencia como datos.
public struct PersistenceViewModel: Equatable {
    public let title: String
    public let settings: [SettingRowViewModel]
    public let passwordVisibility: PasswordVisibility
    /// A Keychain action is in flight: the buttons are disabled. / Hay una acción del Keychain en curso.
    public let isBusy: Bool
    /// "Guardar", or "Guardando…" while busy. / "Guardar", o "Guardando…" mientras tanto.
    public let saveTitle: String
}

/// One remembered switch; `tag` finds its label and switch in the storyboard.
/// Un interruptor recordado; `tag` encuentra su etiqueta e interruptor en el storyboard.
public struct SettingRowViewModel: Equatable {
    public let key: SettingKey
    public let title: String
    public let isOn: Bool
    public var tag: Int { key.tag }
}

/// A question before a destructive action (an alert with a destructive and a cancel button).
/// Una pregunta antes de una acción destructiva (alerta con botón destructivo y cancelar).
public struct ConfirmationViewModel: Equatable {
    public let title: String
    public let message: String
    public let confirmTitle: String
    public let cancelTitle: String

    public init(title: String, message: String, confirmTitle: String, cancelTitle: String) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
    }
}

/// Whether the password is hidden and what the show/hide button says.
/// Si la contraseña está oculta y qué dice el botón mostrar/ocultar.
public struct PasswordVisibility: Equatable {
    public let isSecure: Bool
    public let buttonTitle: String
    public let buttonAccessibilityLabel: String

    public init(isSecure: Bool, buttonTitle: String, buttonAccessibilityLabel: String) {
        self.isSecure = isSecure
        self.buttonTitle = buttonTitle
        self.buttonAccessibilityLabel = buttonAccessibilityLabel
    }
}

/// Why the form cannot be saved. / Por qué no se puede guardar el formulario.
public enum CredentialsValidationError: Error, Equatable {
    case emptyUser
    case emptyPassword

    public var messageKey: String {
        switch self {
        case .emptyUser: return "persistence.validation.emptyUser"
        case .emptyPassword: return "persistence.validation.emptyPassword"
        }
    }
}

extension Credentials {
    /// The form's texts as credentials: the user is trimmed, the password is kept exactly as typed
    /// (spaces may be part of it). / El usuario se recorta; la contraseña se guarda tal cual.
    public static func validated(user: String?, password: String?) -> Result<Credentials, CredentialsValidationError> {
        let trimmedUser = (user ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmedUser.isEmpty else { return .failure(.emptyUser) }
        guard let password = password, !password.isEmpty else { return .failure(.emptyPassword) }
        return .success(Credentials(user: trimmedUser, password: password))
    }
}
