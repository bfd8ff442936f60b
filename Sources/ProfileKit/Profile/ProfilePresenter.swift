import AppCore

/// Shows the stored profile, guards "Editar" with the access gate and, as the edit form's delegate,
/// shows what the form has saved. While the saved profile cannot be read (a device still locked after
/// boot), it shows why with "Reintentar" instead of a default profile, offers no "Editar", and reads
/// again on "Reintentar", when the app becomes active or when protected data becomes available. When a
/// retry fails again although protected data is available (a lasting I/O or permission problem), it
/// also offers "Empezar de nuevo": confirmed, the file is moved aside and the default profile is shown.
/// Muestra el perfil guardado, protege "Editar" con la puerta de acceso y, como delegado del
/// formulario, muestra lo que este guardó. Mientras el perfil guardado no se puede leer (dispositivo
/// aún bloqueado tras arrancar), muestra por qué con "Reintentar" en lugar de un perfil por defecto,
/// no ofrece "Editar" y vuelve a leer con "Reintentar", al activarse la app o cuando los datos
/// protegidos están disponibles. Si un reintento vuelve a fallar con los datos protegidos disponibles
/// (un problema de E/S o permisos que dura), ofrece también "Empezar de nuevo": confirmado, el archivo
/// se aparta y se muestra el perfil de ejemplo.
public final class ProfilePresenter: ProfilePresenting, ProfileEditDelegate {
    public weak var view: ProfileView?
    private let interactor: ProfileInteracting
    private let router: ProfileRouting
    private let localizer: Localizer
    /// What is shown and edited; nil while the saved profile cannot be read.
    /// Lo que se muestra y edita; nil mientras el perfil guardado no se puede leer.
    private var record: ProfileRecord?
    /// A retry failed while protected data was available: "Empezar de nuevo" is offered.
    /// Un reintento falló con los datos protegidos disponibles: se ofrece "Empezar de nuevo".
    private var offersStartOver = false
    /// Whether the last render showed the "cannot be read" panel (nil before the first render).
    /// Si el último dibujo mostró el panel "no se puede leer" (nil antes del primero).
    private var showedUnreadable: Bool?

    public init(interactor: ProfileInteracting, router: ProfileRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    public func viewDidLoad() {
        reload(isProtectedDataAvailable: false)
    }

    public func didTapRetry(isProtectedDataAvailable: Bool) {
        reload(isProtectedDataAvailable: isProtectedDataAvailable)
    }

    /// Reads again only while the profile could not be read; a shown profile stays as it is.
    /// Vuelve a leer solo si el perfil no se pudo leer; un perfil mostrado se queda como está.
    public func appDidBecomeActive(isProtectedDataAvailable: Bool) {
        guard record == nil else { return }
        reload(isProtectedDataAvailable: isProtectedDataAvailable)
    }

    public func protectedDataDidBecomeAvailable() {
        guard record == nil else { return }
        reload(isProtectedDataAvailable: true)
    }

    /// Only while it is offered (a stale tap does nothing). / Solo mientras se ofrece (un toque tardío no hace nada).
    public func didTapStartOver() {
        guard record == nil, offersStartOver else { return }
        view?.askToStartOver(
            ProfileStartOverConfirmation(
                title: localizer("profile.startOver.confirm.title"),
                message: localizer("profile.startOver.confirm.message"),
                confirmTitle: localizer("profile.startOver"), cancelTitle: localizer("profile.startOver.cancel")))
    }

    /// Moved aside → the default profile with "Editar"; not moved → an alert, the panel stays.
    /// Apartado → el perfil de ejemplo con "Editar"; no apartado → una alerta, el panel se queda.
    public func didConfirmStartOver() {
        guard record == nil else { return }
        do {
            try interactor.startOver()
        } catch {
            view?.showAlert(
                AlertViewModel(
                    title: localizer("profile.startOver.error.title"),
                    message: localizer("profile.startOver.error.message"), dismissTitle: localizer("profile.alert.ok")))
            return
        }
        record = .default
        offersStartOver = false
        render()
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

    /// A read that fails again with protected data available is a lasting problem: offer to start over.
    /// Una lectura que vuelve a fallar con los datos protegidos disponibles es un problema que dura:
    /// se ofrece empezar de nuevo.
    private func reload(isProtectedDataAvailable: Bool) {
        let result = interactor.loadProfile()
        record = result.record
        offersStartOver = record == nil && (offersStartOver || isProtectedDataAvailable)
        render()
        tellIfDamaged(result)
    }

    /// The sample profile shown in place of a damaged one is never passed off as the user's: an alert
    /// says the saved one could not be read and whether it was kept aside (the store moves it; if it
    /// could not, it stays in place and a save replaces it).
    /// El perfil de ejemplo que sustituye a uno dañado nunca se hace pasar por el del usuario: una
    /// alerta dice que el guardado no se pudo leer y si se conservó aparte.
    private func tellIfDamaged(_ result: ProfileLoadResult) {
        let messageKey: String
        switch result {
        case .damaged: messageKey = "profile.damaged.message"
        case .damagedInPlace: messageKey = "profile.damaged.inPlace.message"
        case .noProfileYet, .loaded, .unreadable: return
        }
        view?.showAlert(
            AlertViewModel(
                title: localizer("profile.damaged.title"), message: localizer(messageKey),
                dismissTitle: localizer("profile.alert.ok")))
    }

    /// Draws the state; switching to or from the panel is announced to VoiceOver.
    /// Dibuja el estado; pasar al panel o salir de él se anuncia a VoiceOver.
    private func render() {
        view?.render(screenViewModel())
        let showsUnreadable = record == nil
        defer { showedUnreadable = showsUnreadable }
        if let previous = showedUnreadable, previous != showsUnreadable { view?.announceScreenChanged() }
    }

    private func screenViewModel() -> ProfileScreenViewModel {
        let title = localizer("profile.title")
        guard let record = record else {
            return ProfileScreenViewModel(
                title: title, editButtonTitle: nil,
                content: .unreadable(
                    message: unreadableMessage, retryTitle: localizer("profile.unreadable.retry"),
                    startOverTitle: offersStartOver ? localizer("profile.startOver") : nil))
        }
        return ProfileScreenViewModel(
            title: title, editButtonTitle: localizer("profile.edit"), content: .profile(viewModel(for: record)))
    }

    /// Once starting over is offered, the message says the problem lasts and what starting over does.
    /// Cuando se ofrece empezar de nuevo, el mensaje dice que el problema sigue y qué hace esa opción.
    private var unreadableMessage: String {
        localizer(offersStartOver ? "profile.unreadable.stuck.message" : "profile.unreadable.message")
    }

    private func showUnreadableAlert() {
        view?.showAlert(
            AlertViewModel(
                title: localizer("profile.unreadable.title"), message: unreadableMessage,
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
