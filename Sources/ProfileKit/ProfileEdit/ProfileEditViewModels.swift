import AppCore
import Foundation

/// The edit form's state: its texts, the picture (with its VoiceOver label), whether there are unsaved
/// changes — while there are, the sheet cannot be swiped away (iOS 13+) — and what works now.
/// El estado del formulario: sus textos, la imagen (con su etiqueta de VoiceOver), si hay cambios sin
/// guardar (mientras los haya, la hoja no se cierra deslizando, iOS 13+) y lo que funciona ahora.
public struct ProfileEditViewModel: Equatable {
    public let texts: ProfileEditTexts
    public let image: ProfileImage
    public let imageAccessibilityLabel: String
    public let hasUnsavedChanges: Bool
    /// A chosen photo is still loading: a spinner over the picture. / Una foto elegida aún carga: indicador sobre la imagen.
    public let isLoadingImage: Bool
    /// "Guardar", or "Esperando la foto…" while a save waits for the photo (then it is off).
    /// "Guardar", o "Esperando la foto…" mientras un guardado espera la foto (entonces se apaga).
    public let saveTitle: String
    public let isSaveEnabled: Bool
    /// The button under the picture: "Elegir foto", or what a waiting save will do; off while a photo loads.
    /// El botón bajo la imagen: "Elegir foto", o lo que hará un guardado en espera; apagado mientras carga una foto.
    public let chooseImageTitle: String
    public let isChooseImageEnabled: Bool
    /// Off while a save waits for the photo: the values of the tap are the ones saved.
    /// Apagado mientras un guardado espera la foto: se guardan los valores del toque.
    public let areFieldsEditable: Bool

    public init(
        texts: ProfileEditTexts, image: ProfileImage, imageAccessibilityLabel: String, hasUnsavedChanges: Bool,
        isLoadingImage: Bool = false, isWaitingToSave: Bool = false, waitingTitles: (save: String, image: String)? = nil
    ) {
        self.texts = texts
        self.image = image
        self.imageAccessibilityLabel = imageAccessibilityLabel
        self.hasUnsavedChanges = hasUnsavedChanges
        self.isLoadingImage = isLoadingImage
        let waiting = isWaitingToSave ? waitingTitles : nil
        self.saveTitle = waiting?.save ?? texts.save
        self.isSaveEnabled = waiting == nil
        self.chooseImageTitle = waiting?.image ?? texts.chooseImage
        self.isChooseImageEnabled = !isLoadingImage
        self.areFieldsEditable = waiting == nil
    }
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
