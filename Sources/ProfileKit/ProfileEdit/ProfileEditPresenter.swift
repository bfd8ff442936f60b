import AppCore
import Foundation

/// The edit form: pre-fills the current profile, keeps the picked picture and knows whether anything
/// changed. "Guardar" validates (all field errors at once), **saves**, and only when the save worked
/// dismisses and tells the delegate; a failed save keeps the form open with what was typed and says
/// so. "Cancelar" (or swiping the sheet down) closes at once without changes and asks first with them.
///
/// El formulario: precarga el perfil, guarda la imagen elegida y sabe si algo cambió. "Guardar" valida
/// (todos los errores a la vez), **guarda** y solo si el guardado funcionó cierra y avisa al delegado;
/// un guardado fallido deja el formulario abierto con lo escrito y lo avisa. "Cancelar" (o deslizar la
/// hoja) cierra de inmediato sin cambios y pregunta antes si los hay.
///
/// While a chosen photo loads (iCloud, resizing) the picture shows a spinner and counts as a change:
/// "Guardar" waits for it, on screen (button off, fields read-only), and then saves the values of the
/// tap with it (or, if it fails, saves nothing and says why), and "Cancelar"/swiping down asks first.
/// A photo failure (or a waiting save's failure) is shown once the picker has finished closing, and
/// one that comes while "¿Descartar los cambios?" is up once the user keeps editing (a discarded form
/// tells nothing). The decisions are `ProfileEditMachine`'s; this class runs its effects.
/// Mientras carga una foto elegida la imagen muestra un indicador y cuenta como cambio: "Guardar" la
/// espera, a la vista (botón apagado, campos de solo lectura), y luego guarda los valores del toque con
/// ella (o, si falla, no guarda y lo dice), y "Cancelar"/deslizar pregunta antes. Un fallo de la foto (o
/// del guardado en espera) se muestra cuando el selector terminó de cerrarse, y uno que llega con
/// "¿Descartar los cambios?" arriba cuando el usuario sigue editando (un formulario descartado no dice
/// nada). Las decisiones son de `ProfileEditMachine`; esta clase ejecuta sus efectos.
public final class ProfileEditPresenter: ProfileEditPresenting {
    public weak var view: ProfileEditView?
    public weak var delegate: ProfileEditDelegate?
    private let interactor: ProfileEditInteracting
    private let router: ProfileEditRouting
    private let localizer: Localizer
    /// The whole form as one value; `ProfileEditMachine.reduce` decides every change.
    /// Todo el formulario como un valor; `ProfileEditMachine.reduce` decide cada cambio.
    public private(set) var state: ProfileEditState

    public init(
        record: ProfileRecord, interactor: ProfileEditInteracting, router: ProfileEditRouting, localizer: Localizer,
        delegate: ProfileEditDelegate?
    ) {
        self.state = ProfileEditState(record: record)
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
        self.delegate = delegate
    }

    /// Typed text or picture differ from what the form opened with, or a chosen photo is still loading.
    /// El texto o la imagen difieren de lo que había al abrir, o una foto elegida aún carga.
    public var hasUnsavedChanges: Bool { state.hasUnsavedChanges }

    public func viewDidLoad() { send(.viewLoaded) }

    public func didEditForm(_ form: ProfileForm) { send(.edited(form)) }

    public func didTapChooseImage() { send(.choosePhotoTapped) }

    public func didTapSave(_ form: ProfileForm) { send(.saveTapped(form, interactor.validate(form))) }

    public func didTapCancel(_ form: ProfileForm) { send(.cancelTapped(form)) }

    public func didConfirmDiscard() { send(.discardConfirmed) }

    public func didKeepEditing() { send(.keepEditing) }

    // MARK: Private

    /// Runs one transition: the new state is drawn when what the screen shows changed (typing that keeps
    /// the answer sends nothing), then the effects run in order.
    /// Ejecuta una transición: el estado nuevo se dibuja si cambió lo que muestra la pantalla (escribir sin
    /// cambiar la respuesta no envía nada) y luego se ejecutan los efectos en orden.
    private func send(_ event: ProfileEditEvent) {
        let before = state
        let (next, effects) = ProfileEditMachine.reduce(state, event)
        state = next
        if viewModel(for: next) != viewModel(for: before) { view?.render(viewModel(for: next)) }
        effects.forEach(run)
    }

    private func run(_ effect: ProfileEditEffect) {
        switch effect {
        case .render: view?.render(viewModel(for: state))
        case .showForm(let form): view?.showForm(form)
        case .clearFieldErrors: view?.showFieldErrors(.none)
        case .showFieldErrors(let errors, let form):
            view?.showFieldErrors(ProfileErrorMessages(localizer: localizer).viewModel(for: errors, form: form))
        case .presentPicker:
            router.presentImagePicker(
                progress: { [weak self] in self?.send($0 == .closed ? .pickerClosed : .photoStartedLoading) },
                completion: { [weak self] in self?.send(.pickerFinished($0)) })
        case .save(let record):
            let saved = (try? interactor.save(record)) != nil
            send(.saveFinished(record, succeeded: saved))
        case .showSaveFailure:
            view?.showAlert(alert(title: "profile.error.save.title", message: "profile.error.save.message"))
        case .showPhotoFailure:
            view?.showAlert(alert(title: "profile.edit.image.error.title", message: "profile.edit.image.error.message"))
        case .announceWaitingForPhoto: view?.announce(localizer("profile.edit.save.waitingForImage"))
        case .askToDiscard:
            view?.askToDiscardChanges(
                ProfileDiscardConfirmation(
                    title: localizer("profile.edit.discard.title"), message: localizer("profile.edit.discard.message"),
                    discardTitle: localizer("profile.edit.discard.confirm"),
                    keepEditingTitle: localizer("profile.edit.discard.keepEditing")))
        case .dismiss: router.dismiss()
        case .tellDelegate(let record): delegate?.profileEdit(didSave: record)
        }
    }

    private func viewModel(for state: ProfileEditState) -> ProfileEditViewModel {
        ProfileEditViewModel(
            texts: texts, image: ProfileImage(data: state.imageData),
            imageAccessibilityLabel: localizer(imageAccessibilityKey(state)),
            hasUnsavedChanges: state.hasUnsavedChanges, isLoadingImage: state.isLoadingImage,
            isWaitingToSave: state.isWaitingToSave,
            waitingTitles: (localizer("profile.edit.save.waiting"), localizer("profile.edit.save.waitingForImage")))
    }

    private func imageAccessibilityKey(_ state: ProfileEditState) -> String {
        if state.isWaitingToSave { return "profile.edit.image.waiting.accessibility" }
        return state.isLoadingImage ? "profile.edit.image.loading.accessibility" : "profile.edit.image.accessibility"
    }

    private var texts: ProfileEditTexts {
        ProfileEditTexts(
            title: localizer("profile.edit.title"), save: localizer("profile.edit.save"),
            cancel: localizer("profile.edit.cancel"), chooseImage: localizer("profile.edit.chooseImage"),
            nameCaption: localizer("profile.field.name"), ageCaption: localizer("profile.field.age"),
            emailCaption: localizer("profile.field.email"))
    }

    private func alert(title: String, message: String) -> AlertViewModel {
        AlertViewModel(
            title: localizer(title), message: localizer(message), dismissTitle: localizer("profile.alert.ok"))
    }
}
