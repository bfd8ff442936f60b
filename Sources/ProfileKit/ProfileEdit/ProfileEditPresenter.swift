import AppCore
import Foundation

/// The edit form: pre-fills the current profile, keeps the picked picture, validates on "Guardar"
/// (all field errors at once), then dismisses and notifies the delegate; "Cancelar" only dismisses.
/// El formulario: precarga el perfil, guarda la imagen elegida, valida al tocar "Guardar" (todos
/// los errores a la vez), luego cierra y avisa al delegado; "Cancelar" solo cierra.
public final class ProfileEditPresenter: ProfileEditPresenting {
    public weak var view: ProfileEditView?
    public weak var delegate: ProfileEditDelegate?
    private let interactor: ProfileEditInteracting
    private let router: ProfileEditRouting
    private let localizer: Localizer
    private let original: ProfileRecord
    private var imageData: Data?

    public init(
        record: ProfileRecord, interactor: ProfileEditInteracting, router: ProfileEditRouting, localizer: Localizer,
        delegate: ProfileEditDelegate?
    ) {
        self.original = record
        self.imageData = record.imageData
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
        self.delegate = delegate
    }

    public func viewDidLoad() {
        view?.showTexts(texts)
        let profile = original.profile
        view?.showForm(ProfileForm(name: profile.name, age: String(profile.age), email: profile.email))
        showImage()
        view?.showFieldErrors(.none)
    }

    public func didTapChooseImage() {
        router.presentImagePicker { [weak self] data in
            guard let self = self, let data = data else { return }
            self.imageData = data
            self.showImage()
        }
    }

    public func didTapSave(_ form: ProfileForm) {
        switch interactor.validate(form) {
        case .success(let profile):
            view?.showFieldErrors(.none)
            router.dismiss()
            delegate?.profileEdit(didSave: ProfileRecord(profile: profile, imageData: imageData))
        case .failure(let errors):
            view?.showFieldErrors(ProfileErrorMessages(localizer: localizer).messages(for: errors))
        }
    }

    public func didTapCancel() {
        router.dismiss()
    }

    // MARK: Private

    private var texts: ProfileEditTexts {
        ProfileEditTexts(
            title: localizer("profile.edit.title"), save: localizer("profile.edit.save"),
            cancel: localizer("profile.edit.cancel"), chooseImage: localizer("profile.edit.chooseImage"),
            nameCaption: localizer("profile.field.name"), ageCaption: localizer("profile.field.age"),
            emailCaption: localizer("profile.field.email"))
    }

    private func showImage() {
        view?.showImage(
            ProfileImage(data: imageData), accessibilityLabel: localizer("profile.edit.image.accessibility"))
    }
}
