/// The persistence screen as data. / La pantalla de persistencia como datos.
public struct PersistenceViewModel: Equatable {
    public let title: String
    public let settings: [SettingRowViewModel]
    public let passwordVisibility: PasswordVisibility
    /// A Keychain action is in flight: the buttons are disabled. / Hay una acción del Keychain en curso.
    public let isBusy: Bool
    /// The user and password fields accept typing (false while busy: nothing typed then is lost).
    /// Los campos aceptan escritura (false mientras está ocupada: nada de lo escrito se pierde).
    public let areFieldsEnabled: Bool
    /// Always "Guardar": titles never change while busy, so the button row keeps its axis.
    /// Siempre "Guardar": los títulos no cambian mientras está ocupada, la fila conserva su eje.
    public let saveTitle: String
    /// The action in flight, if any. / La acción en curso, si hay una.
    public let runningAction: KeychainAction?
    /// VoiceOver values of Guardar / Leer / Borrar: "Guardando…", "Leyendo…" or "Borrando…" on the
    /// button of the running action, nil elsewhere. / Valores de VoiceOver de los tres botones.
    public let saveAccessibilityValue: String?
    public let readAccessibilityValue: String?
    public let deleteAccessibilityValue: String?
}

/// The three Keychain buttons' actions. / Las acciones de los tres botones del Keychain.
public enum KeychainAction: Equatable, CaseIterable {
    case save, read, delete

    /// What VoiceOver says on the button while the action runs. / Lo que dice VoiceOver mientras corre.
    var busyKey: String {
        switch self {
        case .save: return "persistence.save.busy"
        case .read: return "persistence.read.busy"
        case .delete: return "persistence.delete.busy"
        }
    }
}

/// What the user and password fields show (nil and "" are the same empty field).
/// Lo que muestran los campos de usuario y contraseña (nil y "" son el mismo campo vacío).
public struct CredentialsForm: Equatable {
    public let user: String
    public let password: String

    public init(user: String?, password: String?) {
        self.user = user ?? ""
        self.password = password ?? ""
    }

    public static let empty = CredentialsForm(user: nil, password: nil)
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
/// `action` says which event "confirm" sends back. / `action` dice qué evento envía "confirmar".
public struct ConfirmationViewModel: Equatable {
    public let title: String
    public let message: String
    public let confirmTitle: String
    public let cancelTitle: String
    public let action: ConfirmedAction

    public init(
        title: String, message: String, confirmTitle: String, cancelTitle: String, action: ConfirmedAction = .delete
    ) {
        self.title = title
        self.message = message
        self.confirmTitle = confirmTitle
        self.cancelTitle = cancelTitle
        self.action = action
    }
}

/// What a confirmation confirms. / Lo que confirma una confirmación.
public enum ConfirmedAction: Equatable {
    /// "Borrar" → `didConfirmDelete()` (an alert). / "Borrar" → `didConfirmDelete()` (una alerta).
    case delete
    /// "Leer" over unsaved typing → `didConfirmRead()` (an action sheet anchored to "Leer").
    /// "Leer" sobre lo escrito sin guardar → `didConfirmRead()` (hoja anclada a "Leer").
    case replaceTypingWithStored

    /// "Borrar" is a plain alert; "Leer" asks with an action sheet anchored to its button (iPad).
    /// "Borrar" es una alerta; "Leer" pregunta con una hoja anclada a su botón (iPad).
    public var asksWithActionSheet: Bool { self == .replaceTypingWithStored }
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
