import AppCore

/// Shows the stored profile, guards "Editar" with the access gate and, as the edit form's delegate,
/// shows what the form has saved.
/// Muestra el perfil guardado, protege "Editar" con la puerta de acceso y, como delegado del
/// formulario, muestra lo que este guardó.
public final class ProfilePresenter: ProfilePresenting, ProfileEditDelegate {
    public weak var view: ProfileView?
    private let interactor: ProfileInteracting
    private let router: ProfileRouting
    private let localizer: Localizer
    private var record = ProfileRecord.default

    public init(interactor: ProfileInteracting, router: ProfileRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    public func viewDidLoad() {
        record = interactor.loadProfile()
        render()
    }

    /// Granted → form; denied → alert with the gate's message; cancelled → nothing.
    /// Concedido → formulario; denegado → alerta con el mensaje; cancelado → nada.
    public func didTapEdit() {
        interactor.requestEditAccess(reason: localizer("profile.edit.reason")) { [weak self] decision in
            self?.handle(decision)
        }
    }

    // MARK: ProfileEditDelegate

    /// The form has already saved `record`: show it and use it for the next edit. Unsaved data never
    /// arrives here, so the screen always shows what is on the device.
    /// El formulario ya guardó `record`: se muestra y se usa en la siguiente edición. Aquí nunca llegan
    /// datos sin guardar, así la pantalla siempre muestra lo que está en el dispositivo.
    public func profileEdit(didSave record: ProfileRecord) {
        self.record = record
        render()
    }

    // MARK: Private

    private func render() {
        view?.render(
            ProfileScreenViewModel(
                title: localizer("profile.title"), editButtonTitle: localizer("profile.edit"),
                profile: viewModel(for: record)))
    }

    private func handle(_ decision: AccessDecision) {
        switch decision {
        case .granted:
            router.presentEditor(for: record, delegate: self)
        case .denied(let message):
            view?.showAlert(
                AlertViewModel(
                    title: localizer("profile.access.denied.title"), message: message,
                    dismissTitle: localizer("profile.alert.ok")))
        case .cancelled:
            break
        }
    }

    /// "1 año" / "1 year old" for one, "%ld años" / "%ld years old" otherwise.
    /// "1 año" para uno, "%ld años" para los demás.
    private func ageText(_ age: Int) -> String {
        age == 1 ? localizer("profile.age.value.one", age) : localizer("profile.age.value", age)
    }

    private func viewModel(for record: ProfileRecord) -> ProfileViewModel {
        let profile = record.profile
        return ProfileViewModel(
            image: ProfileImage(data: record.imageData),
            imageAccessibilityLabel: localizer("profile.image.accessibility", profile.name),
            name: profile.name,
            age: ageText(profile.age),
            email: profile.email)
    }
}
