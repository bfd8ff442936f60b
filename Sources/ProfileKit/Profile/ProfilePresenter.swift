import AppCore

/// Shows the stored profile, guards "Editar" with the access gate and, as the edit form's delegate,
/// shows what the form has saved. While the saved profile cannot be read (a device still locked after
/// boot), it shows why with "Reintentar" instead of a default profile, offers no "Editar", and reads
/// again on "Reintentar" or when the app becomes active.
/// Muestra el perfil guardado, protege "Editar" con la puerta de acceso y, como delegado del
/// formulario, muestra lo que este guardó. Mientras el perfil guardado no se puede leer (dispositivo
/// aún bloqueado tras arrancar), muestra por qué con "Reintentar" en lugar de un perfil por defecto,
/// no ofrece "Editar" y vuelve a leer con "Reintentar" o cuando la app se activa.
public final class ProfilePresenter: ProfilePresenting, ProfileEditDelegate {
    public weak var view: ProfileView?
    private let interactor: ProfileInteracting
    private let router: ProfileRouting
    private let localizer: Localizer
    /// What is shown and edited; nil while the saved profile cannot be read.
    /// Lo que se muestra y edita; nil mientras el perfil guardado no se puede leer.
    private var record: ProfileRecord?

    public init(interactor: ProfileInteracting, router: ProfileRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    public func viewDidLoad() {
        reload()
    }

    public func didTapRetry() {
        reload()
    }

    /// Reads again only while the profile could not be read; a shown profile stays as it is.
    /// Vuelve a leer solo si el perfil no se pudo leer; un perfil mostrado se queda como está.
    public func appDidBecomeActive() {
        guard record == nil else { return }
        reload()
    }

    /// Granted → form; denied → alert with the gate's message; cancelled → nothing. While the profile
    /// cannot be read there is nothing to edit: the "cannot be read" alert, and the gate is not asked.
    /// Concedido → formulario; denegado → alerta con el mensaje; cancelado → nada. Si el perfil no se
    /// puede leer no hay nada que editar: la alerta "no se puede leer", sin preguntar a la puerta.
    public func didTapEdit() {
        guard record != nil else {
            showUnreadableAlert()
            return
        }
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

    private func reload() {
        record = interactor.loadProfile().record
        render()
    }

    private func render() {
        let title = localizer("profile.title")
        guard let record = record else {
            view?.render(
                ProfileScreenViewModel(
                    title: title, editButtonTitle: nil,
                    content: .unreadable(
                        message: localizer("profile.unreadable.message"),
                        retryTitle: localizer("profile.unreadable.retry"))))
            return
        }
        view?.render(
            ProfileScreenViewModel(
                title: title, editButtonTitle: localizer("profile.edit"), content: .profile(viewModel(for: record))))
    }

    private func showUnreadableAlert() {
        view?.showAlert(
            AlertViewModel(
                title: localizer("profile.access.denied.title"), message: localizer("profile.unreadable.message"),
                dismissTitle: localizer("profile.alert.ok")))
    }

    private func handle(_ decision: AccessDecision) {
        switch decision {
        case .granted:
            // The profile may have become unreadable while the gate was asking.
            // El perfil pudo volverse ilegible mientras la puerta preguntaba.
            guard let record = record else { return showUnreadableAlert() }
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
