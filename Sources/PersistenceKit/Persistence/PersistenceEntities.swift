/// The persistence screen as data. / La pantalla de persistencia como datos.
public struct PersistenceViewModel: Equatable {
    public let title: String
    public let settings: [SettingRowViewModel]
    public let passwordVisibility: PasswordVisibility
}

/// One remembered switch. / Un interruptor recordado.
public struct SettingRowViewModel: Equatable {
    public let key: SettingKey
    public let title: String
    public let isOn: Bool
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
