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
/// "Guardar" waits for it and then saves with it (or, if it fails, saves nothing and says why), and
/// "Cancelar"/swiping down asks first. A photo failure is shown once the picker has finished closing.
/// Mientras carga una foto elegida la imagen muestra un indicador y cuenta como cambio: "Guardar" la
/// espera y luego guarda con ella (o, si falla, no guarda y lo dice), y "Cancelar"/deslizar pregunta
/// antes. Un fallo de la foto se muestra cuando el selector terminó de cerrarse.
public final class ProfileEditPresenter: ProfileEditPresenting {
    public weak var view: ProfileEditView?
    public weak var delegate: ProfileEditDelegate?
    private let interactor: ProfileEditInteracting
    private let router: ProfileEditRouting
    private let localizer: Localizer
    private let original: ProfileRecord
    private let originalForm: ProfileForm
    private var form: ProfileForm
    private var imageData: Data?
    /// The last state sent; an equal one is not sent again. / El último estado enviado; uno igual no se reenvía.
    private var rendered: ProfileEditViewModel?
    /// Set once the form is closing; later taps (a second "Guardar" mid-animation) are ignored.
    /// Se activa al cerrar; los toques posteriores (otro "Guardar" durante la animación) se ignoran.
    private var isClosing = false
    /// The photo picker is up or still closing (an alert now would be lost).
    /// El selector está arriba o todavía cerrándose (una alerta ahora se perdería).
    private var isPickerOnScreen = false
    /// A chosen photo is loading. / Una foto elegida está cargando.
    private var isLoadingImage = false
    /// "Guardar" was tapped with valid fields while the photo loaded: save when it arrives.
    /// Se tocó "Guardar" con campos válidos mientras cargaba la foto: guardar cuando llegue.
    private var savesWhenImageArrives = false
    /// A photo failure waiting for the picker to finish closing. / Un fallo esperando a que cierre el selector.
    private var hasPendingImageFailure = false

    public init(
        record: ProfileRecord, interactor: ProfileEditInteracting, router: ProfileEditRouting, localizer: Localizer,
        delegate: ProfileEditDelegate?
    ) {
        self.original = record
        let profile = record.profile
        self.originalForm = ProfileForm(name: profile.name, age: String(profile.age), email: profile.email)
        self.form = originalForm
        self.imageData = record.imageData
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
        self.delegate = delegate
    }

    /// Typed text or picture differ from what the form opened with, or a chosen photo is still loading.
    /// El texto o la imagen difieren de lo que había al abrir, o una foto elegida aún carga.
    public var hasUnsavedChanges: Bool {
        form != originalForm || imageData != original.imageData || isLoadingImage
    }

    public func viewDidLoad() {
        render()
        view?.showForm(originalForm)
        view?.showFieldErrors(.none)
    }

    public func didEditForm(_ form: ProfileForm) {
        self.form = form
        render()
    }

    /// One picker at a time, never over a loading photo. / Un selector a la vez, nunca sobre una foto que carga.
    public func didTapChooseImage() {
        guard !isClosing, !isPickerOnScreen, !isLoadingImage else { return }
        isPickerOnScreen = true
        router.presentImagePicker(
            progress: { [weak self] in self?.pickerDidReport($0) },
            completion: { [weak self] in self?.pickerDidFinish($0) })
    }

    private func pickerDidReport(_ progress: ProfileImagePickerProgress) {
        switch progress {
        case .loadingChosenPhoto:
            guard !isClosing else { return }
            isLoadingImage = true
            render()
        case .closed:
            isPickerOnScreen = false
            if hasPendingImageFailure { showImageFailure() }
        }
    }

    /// A picture replaces the current one (and a waiting "Guardar" saves it); a cancel changes nothing;
    /// a failure is told (once the picker is gone) and a waiting "Guardar" is dropped, nothing saved.
    /// Una imagen reemplaza la actual (y un "Guardar" en espera la guarda); cancelar no cambia nada; un
    /// fallo se avisa (cuando el selector ya se fue) y un "Guardar" en espera se anula, sin guardar.
    private func pickerDidFinish(_ result: ProfileImagePickResult) {
        guard !isClosing else { return }
        isLoadingImage = false
        let savesNow = savesWhenImageArrives
        savesWhenImageArrives = false
        var failed = false
        switch result {
        case .picked(let data): imageData = data
        case .cancelled: break
        case .failed: failed = true
        }
        render()
        if failed {
            hasPendingImageFailure = true
            if !isPickerOnScreen { showImageFailure() }
        } else if savesNow {
            didTapSave(form)
        }
    }

    private func showImageFailure() {
        hasPendingImageFailure = false
        view?.showAlert(alert(title: "profile.edit.image.error.title", message: "profile.edit.image.error.message"))
    }

    /// Invalid → messages; valid → save; saved → dismiss and tell the delegate; not saved → alert,
    /// the form (and everything typed) stays. / Inválido → mensajes; válido → guardar; guardado →
    /// cerrar y avisar; no guardado → alerta, el formulario (y lo escrito) se queda.
    public func didTapSave(_ form: ProfileForm) {
        guard !isClosing else { return }
        didEditForm(form)
        switch interactor.validate(form) {
        case .failure(let errors):
            view?.showFieldErrors(ProfileErrorMessages(localizer: localizer).viewModel(for: errors, form: form))
        case .success(let profile):
            view?.showFieldErrors(.none)
            guard !isLoadingImage else { return waitForImageThenSave() }
            let record = ProfileRecord(profile: profile, imageData: imageData)
            do {
                try interactor.save(record)
            } catch {
                view?.showAlert(alert(title: "profile.error.save.title", message: "profile.error.save.message"))
                return
            }
            close()
            delegate?.profileEdit(didSave: record)
        }
    }

    public func didTapCancel(_ form: ProfileForm) {
        guard !isClosing else { return }
        // Cancel takes back a "Guardar" waiting for the photo: "Seguir editando" must not close the form.
        // Cancelar retira un "Guardar" que espera la foto: "Seguir editando" no debe cerrar el formulario.
        savesWhenImageArrives = false
        didEditForm(form)
        if hasUnsavedChanges {
            view?.askToDiscardChanges(
                ProfileDiscardConfirmation(
                    title: localizer("profile.edit.discard.title"), message: localizer("profile.edit.discard.message"),
                    discardTitle: localizer("profile.edit.discard.confirm"),
                    keepEditingTitle: localizer("profile.edit.discard.keepEditing")))
        } else {
            close()
        }
    }

    public func didConfirmDiscard() {
        guard !isClosing else { return }
        close()
    }

    // MARK: Private

    private func waitForImageThenSave() {
        guard !savesWhenImageArrives else { return }
        savesWhenImageArrives = true
        view?.announce(localizer("profile.edit.save.waitingForImage"))
    }

    private func close() {
        isClosing = true
        router.dismiss()
    }

    /// Sends the state only when it changed (typing that keeps the answer sends nothing).
    /// Envía el estado solo si cambió (escribir sin cambiar la respuesta no envía nada).
    private func render() {
        let next = ProfileEditViewModel(
            texts: texts, image: ProfileImage(data: imageData),
            imageAccessibilityLabel: localizer(
                isLoadingImage ? "profile.edit.image.loading.accessibility" : "profile.edit.image.accessibility"),
            hasUnsavedChanges: hasUnsavedChanges, isLoadingImage: isLoadingImage)
        guard next != rendered else { return }
        rendered = next
        view?.render(next)
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
