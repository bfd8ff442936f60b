/// The Perfil screen: its title, the "Editar" button's title and the profile.
/// La pantalla Perfil: su título, el título del botón "Editar" y el perfil.
public struct ProfileScreenViewModel: Equatable {
    public let title: String
    public let editButtonTitle: String
    public let profile: ProfileViewModel

    public init(title: String, editButtonTitle: String, profile: ProfileViewModel) {
        self.title = title
        self.editButtonTitle = editButtonTitle
        self.profile = profile
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
