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
