import AppCore
import Foundation

/// Told after the form has **saved** the profile (the Perfil presenter implements it); never called
/// with unsaved data. / Se avisa cuando el formulario ya **guardó** el perfil (lo implementa el
/// presenter de Perfil); nunca recibe datos sin guardar.
public protocol ProfileEditDelegate: AnyObject {
    func profileEdit(didSave record: ProfileRecord)
}

/// What the presenter tells the edit form. / Lo que el presenter le dice al formulario.
public protocol ProfileEditView: AnyObject {
    func showTexts(_ texts: ProfileEditTexts)
    /// Fills the fields (only once, at load). / Llena los campos (una vez, al cargar).
    func showForm(_ form: ProfileForm)
    func showImage(_ image: ProfileImage, accessibilityLabel: String)
    /// Messages, VoiceOver values and the field VoiceOver moves to.
    /// Mensajes, valores de VoiceOver y el campo al que va VoiceOver.
    func showFieldErrors(_ errors: ProfileFormErrorsViewModel)
    /// true while there are unsaved changes: the sheet cannot be swiped away (iOS 13+).
    /// true mientras hay cambios sin guardar: la hoja no se cierra deslizando (iOS 13+).
    func setHasUnsavedChanges(_ hasChanges: Bool)
    /// Action sheet "discard changes?", anchored to "Cancelar" (iPad popover).
    /// Hoja de acciones "¿descartar cambios?", anclada a "Cancelar" (popover en iPad).
    func askToDiscardChanges(_ confirmation: ProfileDiscardConfirmation)
    func showAlert(_ alert: AlertViewModel)
}

/// Events from the edit form. / Eventos del formulario.
public protocol ProfileEditPresenting: AnyObject {
    func viewDidLoad()
    /// Any field changed (each keystroke). / Cambió algún campo (cada tecla).
    func didEditForm(_ form: ProfileForm)
    func didTapChooseImage()
    func didTapSave(_ form: ProfileForm)
    /// "Cancelar", or an attempt to swipe the sheet down. / "Cancelar" o un intento de deslizar la hoja.
    func didTapCancel(_ form: ProfileForm)
    /// "Descartar cambios" in the confirmation. / "Descartar cambios" en la confirmación.
    func didConfirmDiscard()
}

/// The form's rules and the store. / Las reglas del formulario y el almacén.
public protocol ProfileEditInteracting: AnyObject {
    func validate(_ form: ProfileForm) -> Result<UserProfile, ProfileValidationErrors>
    func save(_ record: ProfileRecord) throws
}

/// Navigation of the edit form. / Navegación del formulario.
public protocol ProfileEditRouting: AnyObject {
    /// Shows the photo library; `completion` (main queue) gets downsampled picture data, a cancel or
    /// a failure. / Muestra la fototeca; `completion` (cola principal) recibe la imagen reducida, un
    /// cancelar o un fallo.
    func presentImagePicker(completion: @escaping (ProfileImagePickResult) -> Void)
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

/// A field of the form. / Un campo del formulario.
public enum ProfileField: Equatable, CaseIterable {
    case name, age, email
}

/// The errors as the form shows them: the messages under the fields, each field's VoiceOver value
/// ("what is typed. the problem"; nil when valid) and the first invalid field, where VoiceOver goes.
/// Los errores como los muestra el formulario: los mensajes bajo los campos, el valor de VoiceOver de
/// cada campo ("lo escrito. el problema"; nil si es válido) y el primer campo inválido, adonde va VoiceOver.
public struct ProfileFormErrorsViewModel: Equatable {
    public let messages: ProfileFieldMessages
    public let accessibilityValues: ProfileFieldMessages
    public let firstInvalidField: ProfileField?

    public init(
        messages: ProfileFieldMessages, accessibilityValues: ProfileFieldMessages, firstInvalidField: ProfileField?
    ) {
        self.messages = messages
        self.accessibilityValues = accessibilityValues
        self.firstInvalidField = firstInvalidField
    }

    public static let none = ProfileFormErrorsViewModel(
        messages: .none, accessibilityValues: .none, firstInvalidField: nil)
}

/// Texts of the "discard changes?" action sheet. / Textos de la hoja "¿descartar cambios?".
public struct ProfileDiscardConfirmation: Equatable {
    public let title: String
    public let message: String
    public let discardTitle: String
    public let keepEditingTitle: String

    public init(title: String, message: String, discardTitle: String, keepEditingTitle: String) {
        self.title = title
        self.message = message
        self.discardTitle = discardTitle
        self.keepEditingTitle = keepEditingTitle
    }
}
