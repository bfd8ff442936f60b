import Foundation

/// The person shown on the Perfil tab. Only validated values reach this type.
/// La persona que se muestra en la pestaña Perfil. Solo valores validados llegan a este tipo.
public struct UserProfile: Codable, Equatable {
    public var name: String
    public var age: Int
    public var email: String

    public init(name: String, age: Int, email: String) {
        self.name = name
        self.age = age
        self.email = email
    }

    /// First launch, or a damaged file: a sample person the user is invited to edit.
    /// Primer arranque o archivo dañado: una persona de ejemplo que el usuario puede editar.
    public static let `default` = UserProfile(name: "Ana López", age: 30, email: "ana.lopez@example.com")
}

/// The profile plus its picture (already downsampled JPEG or PNG data; nil = the default picture).
/// El perfil más su imagen (JPEG o PNG ya reducido; nil = la imagen por defecto).
public struct ProfileRecord: Equatable {
    public var profile: UserProfile
    public var imageData: Data?

    public init(profile: UserProfile, imageData: Data? = nil) {
        self.profile = profile
        self.imageData = imageData
    }

    public static let `default` = ProfileRecord(profile: .default)
}

/// Which picture a screen shows. / Qué imagen muestra una pantalla.
public enum ProfileImage: Equatable {
    /// The asset-catalog placeholder. / La imagen del catálogo por defecto.
    case placeholder(name: String)
    /// Picture data chosen by the user. / Imagen elegida por el usuario.
    case custom(Data)

    /// Asset-catalog image set of the default picture. / Image set de la imagen por defecto.
    public static let placeholderName = "profile-default"

    public init(data: Data?) {
        self = data.map(ProfileImage.custom) ?? .placeholder(name: Self.placeholderName)
    }
}
