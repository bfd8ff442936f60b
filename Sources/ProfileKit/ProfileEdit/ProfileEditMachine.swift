import Foundation

/// Everything the edit form can be in, as one value: what is typed, the picture, and the phase.
/// Todo lo que puede estar el formulario, como un solo valor: lo escrito, la imagen y la fase.
public struct ProfileEditState: Equatable {
    /// The profile the form opened with. / El perfil con el que se abrió el formulario.
    public let original: ProfileRecord
    /// What is typed now. / Lo escrito ahora.
    public var form: ProfileForm
    /// The picture on screen (the original or a picked one). / La imagen en pantalla (la original o una elegida).
    public var imageData: Data?
    public var phase: ProfileEditPhase
    /// The "¿Descartar los cambios?" sheet, and a failure it holds back.
    /// La hoja "¿Descartar los cambios?" y un fallo que retiene.
    public var discardSheet: ProfileDiscardSheet = .none

    public init(record: ProfileRecord) {
        original = record
        form = ProfileForm(record: record)
        imageData = record.imageData
        phase = .editing(.none)
    }

    /// The fields as the form opened. / Los campos como se abrió el formulario.
    public var originalForm: ProfileForm { ProfileForm(record: original) }

    /// A chosen photo is still loading. / Una foto elegida aún carga.
    public var isLoadingImage: Bool {
        guard case .editing(.loading) = phase else { return false }
        return true
    }

    /// A valid "Guardar" waits for the photo: the form is read-only meanwhile.
    /// Un "Guardar" válido espera la foto: mientras tanto el formulario es de solo lectura.
    public var isWaitingToSave: Bool {
        guard case .editing(.loading(_, _?)) = phase else { return false }
        return true
    }

    /// Typed text or picture differ from what the form opened with, or a chosen photo is still loading.
    /// El texto o la imagen difieren de lo que había al abrir, o una foto elegida aún carga.
    public var hasUnsavedChanges: Bool {
        form != originalForm || imageData != original.imageData || isLoadingImage
    }
}

/// The form's phase. / La fase del formulario.
public enum ProfileEditPhase: Equatable {
    /// Open ("editando"), with where the photo picker is. / Abierto, con el estado del selector de fotos.
    case editing(ProfilePhotoPick)
    /// Saved or discarded and dismissing ("cerrado"): every later event is ignored.
    /// Guardado o descartado y cerrándose: todo evento posterior se ignora.
    case closed
}

/// Where the photo picker and a chosen photo are. / Dónde están el selector de fotos y una foto elegida.
public enum ProfilePhotoPick: Equatable {
    /// No picker, no photo on its way ("sin selector"). / Sin selector ni foto en camino.
    case none
    /// The picker is up or still closing ("selector en pantalla"): an alert now would be lost.
    /// El selector está arriba o aún cerrándose: una alerta ahora se perdería.
    case pickerOnScreen
    /// The photo, or the save of a waiting "Guardar", failed while the picker was still closing ("fallo en
    /// espera"): told once it has closed.
    /// La foto, o el guardado de un "Guardar" en espera, falló con el selector aún cerrándose: se avisa
    /// cuando termine de cerrar.
    case failureWaitingForPickerToClose(ProfileEditFailure)
    /// A chosen photo is loading ("foto cargando"), the picker maybe still closing; `savesWhenLoaded`:
    /// the profile of a valid "Guardar" tapped meanwhile, saved (as it was at the tap) when the photo
    /// arrives ("guardado en espera").
    /// Una foto elegida carga, quizá con el selector aún cerrándose; `savesWhenLoaded`: el perfil de un
    /// "Guardar" válido tocado mientras tanto, que se guarda (tal como estaba al tocar) cuando llegue la foto.
    case loading(pickerOnScreen: Bool, savesWhenLoaded: UserProfile?)

    /// The picker is still on screen (closing or not). / El selector sigue en pantalla (cerrándose o no).
    var isPickerOnScreen: Bool {
        switch self {
        case .none: return false
        case .pickerOnScreen, .failureWaitingForPickerToClose: return true
        case .loading(let onScreen, _): return onScreen
        }
    }
}

/// Whether the "¿Descartar los cambios?" sheet is up. An alert asked for while it is up would wait behind
/// it (UIKit presents one thing at a time), so a failure that comes meanwhile (the photo of a picker
/// that closed before "Cancelar") is held here: told after "Seguir editando", dropped with "Descartar
/// cambios" (the form closes; the photo no longer matters).
/// Si la hoja "¿Descartar los cambios?" está arriba. Una alerta pedida mientras tanto esperaría detrás
/// (UIKit presenta una cosa a la vez), así que un fallo que llega entonces (la foto de un selector que
/// se cerró antes de "Cancelar") se retiene aquí: se avisa tras "Seguir editando" y se descarta con
/// "Descartar cambios" (el formulario se cierra; la foto ya no importa).
public enum ProfileDiscardSheet: Equatable {
    /// No sheet ("sin hoja"). / Sin hoja.
    case none
    /// On screen ("hoja en pantalla"), with the failure it holds back, if any.
    /// En pantalla, con el fallo que retiene, si alguno.
    case onScreen(holding: ProfileEditFailure?)
}

/// A failure the user must be told by an alert. / Un fallo que se avisa al usuario con una alerta.
public enum ProfileEditFailure: Equatable {
    /// The chosen photo could not be loaded ("foto"). / No se pudo cargar la foto elegida.
    case photo
    /// The store refused the save ("guardado"). / El almacén rechazó el guardado.
    case save

    var alert: ProfileEditEffect { self == .photo ? .showPhotoFailure : .showSaveFailure }
}

/// What happens to the form. / Lo que le pasa al formulario.
public enum ProfileEditEvent: Equatable {
    /// The screen loaded ("pantalla cargada"). / La pantalla cargó.
    case viewLoaded
    /// A field changed ("campo editado"). / Cambió un campo.
    case edited(ProfileForm)
    /// "Elegir foto". / "Elegir foto".
    case choosePhotoTapped
    /// The picker says a chosen photo started loading ("foto empezó a cargar").
    /// El selector dice que una foto elegida empezó a cargar.
    case photoStartedLoading
    /// The picker has finished closing ("selector cerrado"). / El selector terminó de cerrarse.
    case pickerClosed
    /// The picker's answer: a picture, a cancel or a failure ("respuesta del selector").
    /// La respuesta del selector: una imagen, un cancelar o un fallo.
    case pickerFinished(ProfileImagePickResult)
    /// "Guardar" with the typed form and its validation ("Guardar tocado").
    /// "Guardar" con lo escrito y su validación.
    case saveTapped(ProfileForm, Result<UserProfile, ProfileValidationErrors>)
    /// The store's answer to a save ("guardado terminado"). / La respuesta del almacén a un guardado.
    case saveFinished(ProfileRecord, succeeded: Bool)
    /// "Cancelar" or a swipe-down attempt, with the typed form ("Cancelar tocado").
    /// "Cancelar" o un intento de deslizar, con lo escrito.
    case cancelTapped(ProfileForm)
    /// "Descartar cambios" in the confirmation ("descarte confirmado"). / "Descartar cambios" en la confirmación.
    case discardConfirmed
    /// "Seguir editando" in the confirmation, or the iPad popover closed by a tap outside it ("seguir
    /// editando"). / "Seguir editando" en la confirmación, o el popover de iPad cerrado tocando fuera.
    case keepEditing
}

/// What the presenter does after a transition. / Lo que hace el presenter tras una transición.
public enum ProfileEditEffect: Equatable {
    /// Draw the screen even if nothing changed (the first time). / Dibujar aunque nada cambie (la primera vez).
    case render
    case showForm(ProfileForm)
    case clearFieldErrors
    case showFieldErrors(ProfileValidationErrors, ProfileForm)
    case presentPicker
    case save(ProfileRecord)
    case showSaveFailure
    case showPhotoFailure
    case announceWaitingForPhoto
    case askToDiscard
    case dismiss
    case tellDelegate(ProfileRecord)
}

/// The form's behaviour as one pure function. / El comportamiento del formulario como una función pura.
public enum ProfileEditMachine {
    public static func reduce(_ state: ProfileEditState, _ event: ProfileEditEvent) -> (
        ProfileEditState, [ProfileEditEffect]
    ) {
        guard case .editing(let pick) = state.phase else { return (state, []) }
        var next = state
        switch event {
        case .viewLoaded:
            return (state, [.render, .showForm(state.originalForm), .clearFieldErrors])
        case .edited(let form):
            // The fields are read-only while a save waits. / Los campos son de solo lectura mientras un guardado espera.
            guard !state.isWaitingToSave else { return (state, []) }
            next.form = form
            return (next, [])
        case .choosePhotoTapped:
            // One picker at a time, never over a loading photo. / Un selector a la vez, nunca sobre una foto que carga.
            guard pick == .none else { return (state, []) }
            next.phase = .editing(.pickerOnScreen)
            return (next, [.presentPicker])
        case .photoStartedLoading:
            guard pick == .none || pick == .pickerOnScreen else { return (state, []) }
            next.phase = .editing(.loading(pickerOnScreen: pick.isPickerOnScreen, savesWhenLoaded: nil))
            return (next, [])
        case .pickerClosed:
            return pickerClosed(next, pick)
        case .pickerFinished(let result):
            return pickerFinished(next, pick, result)
        case .saveTapped(let form, let validation):
            // "Guardar" is off while a save waits. / "Guardar" está apagado mientras un guardado espera.
            guard !state.isWaitingToSave else { return (state, []) }
            next.form = form
            return saveTapped(next, pick, validation)
        case .saveFinished(let record, let succeeded):
            guard succeeded else { return tell(.save, next, pickerOnScreen: pick.isPickerOnScreen) }
            next.phase = .closed
            return (next, [.dismiss, .tellDelegate(record)])
        case .cancelTapped(let form):
            // Cancel takes back a "Guardar" waiting for the photo: "Seguir editando" must not close the form.
            // Cancelar retira un "Guardar" que espera la foto: "Seguir editando" no debe cerrar el formulario.
            if case .loading(let onScreen, _) = pick {
                next.phase = .editing(.loading(pickerOnScreen: onScreen, savesWhenLoaded: nil))
            }
            next.form = form
            guard !next.hasUnsavedChanges else { return askToDiscard(next) }
            next.phase = .closed
            return (next, [.dismiss])
        case .discardConfirmed:
            next.phase = .closed
            next.discardSheet = .none
            return (next, [.dismiss])
        case .keepEditing:
            return keepEditing(next, pickerOnScreen: pick.isPickerOnScreen)
        }
    }

    /// The sheet goes up (keeping what an earlier one still holds). / Sube la hoja (con lo que ya retenía).
    private static func askToDiscard(_ state: ProfileEditState) -> (ProfileEditState, [ProfileEditEffect]) {
        var next = state
        if case .none = state.discardSheet { next.discardSheet = .onScreen(holding: nil) }
        return (next, [.askToDiscard])
    }

    /// The sheet went away: a failure it held back is told now (or still waits for a picker).
    /// La hoja se fue: un fallo que retenía se avisa ahora (o sigue esperando a un selector).
    private static func keepEditing(_ state: ProfileEditState, pickerOnScreen: Bool) -> (
        ProfileEditState, [ProfileEditEffect]
    ) {
        guard case .onScreen(let held) = state.discardSheet else { return (state, []) }
        var next = state
        next.discardSheet = .none
        guard let failure = held else { return (next, []) }
        return tell(failure, next, pickerOnScreen: pickerOnScreen)
    }

    /// A failure waiting for the picker is told now. / Un fallo que esperaba al selector se avisa ahora.
    private static func pickerClosed(_ state: ProfileEditState, _ pick: ProfilePhotoPick) -> (
        ProfileEditState, [ProfileEditEffect]
    ) {
        var next = state
        switch pick {
        case .none: return (state, [])
        case .pickerOnScreen: next.phase = .editing(.none)
        case .failureWaitingForPickerToClose(let failure):
            next.phase = .editing(.none)
            return tell(failure, next, pickerOnScreen: false)
        case .loading(_, let saves): next.phase = .editing(.loading(pickerOnScreen: false, savesWhenLoaded: saves))
        }
        return (next, [])
    }

    /// A picture replaces the current one (and a waiting "Guardar" saves it); a cancel changes nothing;
    /// a failure is told (once the picker is gone) and a waiting "Guardar" is dropped, nothing saved.
    /// Una imagen reemplaza la actual (y un "Guardar" en espera la guarda); cancelar no cambia nada; un
    /// fallo se avisa (cuando el selector ya se fue) y un "Guardar" en espera se anula, sin guardar.
    private static func pickerFinished(
        _ state: ProfileEditState, _ pick: ProfilePhotoPick, _ result: ProfileImagePickResult
    ) -> (ProfileEditState, [ProfileEditEffect]) {
        var next = state
        let onScreen = pick.isPickerOnScreen
        switch result {
        case .failed:
            next.phase = .editing(.none)
            return tell(.photo, next, pickerOnScreen: onScreen)
        case .picked(let data):
            next.imageData = data
        case .cancelled:
            break
        }
        next.phase = .editing(onScreen ? .pickerOnScreen : .none)
        guard case .loading(_, let profile?) = pick else { return (next, []) }
        return (next, [.save(ProfileRecord(profile: profile, imageData: next.imageData))])
    }

    /// A failure is told now, or held until the picker has closed or the discard sheet is answered (an
    /// alert asked for under either would wait unseen; a later failure replaces a held one, which only a
    /// save tapped through a closing picker could cause).
    /// Un fallo se avisa ahora, o espera a que el selector se cierre o a que se responda la hoja de
    /// descarte (una alerta pedida debajo esperaría sin verse).
    private static func tell(_ failure: ProfileEditFailure, _ state: ProfileEditState, pickerOnScreen: Bool) -> (
        ProfileEditState, [ProfileEditEffect]
    ) {
        var next = state
        if pickerOnScreen {
            next.phase = .editing(.failureWaitingForPickerToClose(failure))
        } else if case .onScreen = state.discardSheet {
            next.discardSheet = .onScreen(holding: failure)
        } else {
            return (state, [failure.alert])
        }
        return (next, [])
    }

    /// Invalid → messages; valid → save, or wait for a loading photo with the values of the tap.
    /// Inválido → mensajes; válido → guardar, o esperar una foto que carga con los valores del toque.
    private static func saveTapped(
        _ state: ProfileEditState, _ pick: ProfilePhotoPick,
        _ validation: Result<UserProfile, ProfileValidationErrors>
    ) -> (ProfileEditState, [ProfileEditEffect]) {
        var next = state
        switch validation {
        case .failure(let errors):
            return (next, [.showFieldErrors(errors, state.form)])
        case .success(let profile):
            guard case .loading(let onScreen, _) = pick else {
                return (next, [.clearFieldErrors, .save(ProfileRecord(profile: profile, imageData: state.imageData))])
            }
            next.phase = .editing(.loading(pickerOnScreen: onScreen, savesWhenLoaded: profile))
            return (next, [.clearFieldErrors, .announceWaitingForPhoto])
        }
    }
}

extension ProfileForm {
    /// The fields of a saved profile. / Los campos de un perfil guardado.
    init(record: ProfileRecord) {
        self.init(name: record.profile.name, age: String(record.profile.age), email: record.profile.email)
    }
}
