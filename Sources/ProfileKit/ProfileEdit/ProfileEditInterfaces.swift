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
    /// Texts, picture and whether there are unsaved changes (sent again when any of them changes).
    /// Textos, imagen y si hay cambios sin guardar (se envía de nuevo cuando alguno cambia).
    func render(_ viewModel: ProfileEditViewModel)
    /// Fills the fields (only once, at load: never over what the user types).
    /// Llena los campos (una vez, al cargar: nunca sobre lo que el usuario escribe).
    func showForm(_ form: ProfileForm)
    /// Messages, VoiceOver values and the field VoiceOver moves to (after "Guardar").
    /// Mensajes, valores de VoiceOver y el campo al que va VoiceOver (tras "Guardar").
    func showFieldErrors(_ errors: ProfileFormErrorsViewModel)
    /// Action sheet "discard changes?", anchored to "Cancelar" (iPad popover).
    /// Hoja de acciones "¿descartar cambios?", anclada a "Cancelar" (popover en iPad).
    func askToDiscardChanges(_ confirmation: ProfileDiscardConfirmation)
    func showAlert(_ alert: AlertViewModel)
    /// Tells VoiceOver something that is not on screen ("it will be saved when the photo loads").
    /// Le dice a VoiceOver algo que no está en pantalla ("se guardará cuando cargue la foto").
    func announce(_ message: String)
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
    /// "Seguir editando" in the confirmation (or its iPad popover closed by a tap outside), once the
    /// sheet has gone. / "Seguir editando" en la confirmación (o su popover cerrado tocando fuera),
    /// cuando la hoja ya se fue.
    func didKeepEditing()
}

/// The form's rules and the store. / Las reglas del formulario y el almacén.
public protocol ProfileEditInteracting: AnyObject {
    func validate(_ form: ProfileForm) -> Result<UserProfile, ProfileValidationErrors>
    func save(_ record: ProfileRecord) throws
}

/// Navigation of the edit form. / Navegación del formulario.
public protocol ProfileEditRouting: AnyObject {
    /// Shows the photo library; `progress` (main queue) says when a chosen photo starts loading and when
    /// the picker has finished closing; `completion` (main queue, once) gets downsampled picture data, a
    /// cancel or a failure — before or after `.closed`.
    /// Muestra la fototeca; `progress` (cola principal) avisa cuando una foto elegida empieza a cargar y
    /// cuando el selector terminó de cerrarse; `completion` (cola principal, una vez) recibe la imagen
    /// reducida, un cancelar o un fallo, antes o después de `.closed`.
    func presentImagePicker(
        progress: @escaping (ProfileImagePickerProgress) -> Void,
        completion: @escaping (ProfileImagePickResult) -> Void)
    func dismiss()
}
