/// The Perfil screen: its title, the "Editar" button's title (nil: not offered) and what it shows.
/// La pantalla Perfil: su título, el título del botón "Editar" (nil: no se ofrece) y lo que muestra.
public struct ProfileScreenViewModel: Equatable {
    public let title: String
    public let editButtonTitle: String?
    public let content: ProfileScreenContent

    public init(title: String, editButtonTitle: String?, content: ProfileScreenContent) {
        self.title = title
        self.editButtonTitle = editButtonTitle
        self.content = content
    }

    /// The profile shown, if any. / El perfil mostrado, si lo hay.
    public var profile: ProfileViewModel? {
        guard case .profile(let profile) = content else { return nil }
        return profile
    }
}

/// The profile, or a message that the saved profile cannot be read right now with a retry button
/// and, once a retry failed with protected data available, "Empezar de nuevo" (`startOverTitle`).
/// El perfil, o un mensaje de que el perfil guardado no se puede leer ahora con un botón de reintento
/// y, cuando un reintento falló con los datos protegidos disponibles, "Empezar de nuevo".
public enum ProfileScreenContent: Equatable {
    case profile(ProfileViewModel)
    case unreadable(message: String, retryTitle: String, startOverTitle: String?)
}

/// Texts of the destructive "start over?" action sheet. / Textos de la hoja "¿empezar de nuevo?".
public struct ProfileStartOverConfirmation: Equatable {
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

/// What the Perfil screen shows, already localized. / Lo que muestra la pantalla Perfil, ya localizado.
public struct ProfileViewModel: Equatable {
    public let image: ProfileImage
    public let imageAccessibilityLabel: String
    public let name: String
    public let age: String
    public let email: String

    public init(image: ProfileImage, imageAccessibilityLabel: String, name: String, age: String, email: String) {
        self.image = image
        self.imageAccessibilityLabel = imageAccessibilityLabel
        self.name = name
        self.age = age
        self.email = email
    }
}
