import Foundation

/// Receives the edited profile when the form saves (the Perfil presenter implements it).
/// Recibe el perfil editado cuando el formulario guarda (lo implementa el presenter de Perfil).
public protocol ProfileEditDelegate: AnyObject {
    func profileEdit(didSave record: ProfileRecord)
}

/// What the presenter tells the edit form. / Lo que el presenter le dice al formulario.
public protocol ProfileEditView: AnyObject {
    func showTexts(_ texts: ProfileEditTexts)
    /// Fills the fields (only once, at load). / Llena los campos (una vez, al cargar).
    func showForm(_ form: ProfileForm)
    func showImage(_ image: ProfileImage, accessibilityLabel: String)
    /// One message per field; nil hides it. / Un mensaje por campo; nil lo oculta.
    func showFieldErrors(_ errors: ProfileFieldMessages)
}

/// Events from the edit form. / Eventos del formulario.
public protocol ProfileEditPresenting: AnyObject {
    func viewDidLoad()
    func didTapChooseImage()
    func didTapSave(_ form: ProfileForm)
    func didTapCancel()
}

/// The form's rules. / Las reglas del formulario.
public protocol ProfileEditInteracting: AnyObject {
    func validate(_ form: ProfileForm) -> Result<UserProfile, ProfileValidationErrors>
}

/// Navigation of the edit form. / Navegación del formulario.
public protocol ProfileEditRouting: AnyObject {
    /// Shows the photo library; `completion` gets downscaled JPEG data, or nil if the user gave up.
    /// Muestra la fototeca; `completion` recibe JPEG reducido, o nil si el usuario desistió.
    func presentImagePicker(completion: @escaping (Data?) -> Void)
    func dismiss()
}

/// Static texts of the form, localized. / Textos fijos del formulario, localizados.
public struct ProfileEditTexts: Equatable {
    public let title: String
    public let save: String
    public let cancel: String
    public let chooseImage: String
    public let nameCaption: String
    public let ageCaption: String
    public let emailCaption: String

    public init(
        title: String, save: String, cancel: String, chooseImage: String, nameCaption: String, ageCaption: String,
        emailCaption: String
    ) {
        self.title = title
        self.save = save
        self.cancel = cancel
        self.chooseImage = chooseImage
        self.nameCaption = nameCaption
        self.ageCaption = ageCaption
        self.emailCaption = emailCaption
    }
}

/// Localized error message per field (nil = valid). / Mensaje de error por campo (nil = válido).
public struct ProfileFieldMessages: Equatable {
    public var name: String?
    public var age: String?
    public var email: String?

    public init(name: String? = nil, age: String? = nil, email: String? = nil) {
        self.name = name
        self.age = age
        self.email = email
    }

    public static let none = ProfileFieldMessages()
}
