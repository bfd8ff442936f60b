import AppCore
import Foundation

/// Validates and saves the form, reads it back behind the access gate (Face ID / Touch ID), toggles
/// the password's visibility and remembers the switches. One Keychain action at a time: while one
/// is in flight the screen shows it (buttons disabled, "Guardando…") and other taps are ignored.
/// Valida y guarda el formulario, lo lee detrás de la puerta de acceso (Face ID / Touch ID),
/// muestra u oculta la contraseña y recuerda los interruptores. Una acción del Keychain a la vez:
/// mientras hay una en curso la pantalla lo muestra y los demás toques se ignoran.
public final class PersistencePresenter: PersistencePresenting {
    public weak var view: PersistenceView?
    private let interactor: PersistenceInteracting
    private let router: PersistenceRouting
    private let localizer: Localizer
    private let accessGate: AccessGate
    public private(set) var isPasswordSecure = true
    /// A Keychain action (gate, save, read or delete) is in flight. / Hay una acción del Keychain en curso.
    public private(set) var isBusy = false

    public init(
        interactor: PersistenceInteracting, router: PersistenceRouting, localizer: Localizer, accessGate: AccessGate
    ) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
        self.accessGate = accessGate
    }

    public func viewDidLoad() {
        view?.render(viewModel())
    }

    /// The password's visibility is screen state: the whole screen is rendered again.
    /// La visibilidad de la contraseña es estado de la pantalla: se vuelve a dibujar entera.
    public func didTapTogglePasswordVisibility() {
        isPasswordSecure.toggle()
        view?.render(viewModel())
    }

    /// Title, the three remembered switches and the password's visibility, as they are now.
    /// Título, los tres interruptores recordados y la visibilidad de la contraseña, tal como están.
    func viewModel() -> PersistenceViewModel {
        let rows = interactor.settings().map { setting in
            SettingRowViewModel(key: setting.key, title: localizer(setting.key.titleKey), isOn: setting.isOn)
        }
        return PersistenceViewModel(
            title: localizer("persistence.title"), settings: rows, passwordVisibility: passwordVisibility(),
            isBusy: isBusy, saveTitle: localizer(isBusy ? "persistence.save.busy" : "persistence.save.title"))
    }

    /// Validates, then adds or updates the one item off the main queue. Updating an item the system
    /// protects with user presence goes through the gate first, like "Leer": one evaluation, then
    /// the update with that context. Every outcome but a cancel ends in an alert.
    /// Valida y luego agrega o actualiza el elemento único fuera de la cola principal. Actualizar un
    /// elemento protegido por presencia pasa antes por la puerta, como "Leer": una evaluación y
    /// luego la actualización con ese contexto. Todo resultado salvo una cancelación termina en alerta.
    public func didTapSave(user: String?, password: String?) {
        guard !isBusy else { return }
        switch Credentials.validated(user: user, password: password) {
        case .failure(let error):
            view?.showAlert(alert(titleKey: "persistence.validation.title", message: localizer(error.messageKey)))
        case .success(let credentials):
            setBusy(true)
            interactor.saveRequiresAuthorization { [weak self] result in
                guard let self = self else { return }
                switch result {
                case .failure(let error):
                    self.finish(with: error)
                case .success(false):
                    self.save(credentials, authorization: nil)
                case .success(true):
                    self.requestAuthorization(reason: "persistence.save.reason") { authorization in
                        self.save(credentials, authorization: authorization)
                    }
                }
            }
        }
    }

    /// Reading reveals the password, so the access gate decides first: granted → read (with the
    /// context just evaluated), denied → alert with the gate's message, cancelled → nothing.
    /// Leer revela la contraseña: primero decide la puerta de acceso. Concedido → leer (con el
    /// contexto recién evaluado); denegado → alerta con el mensaje de la puerta; cancelado → nada.
    public func didTapRead() {
        guard !isBusy else { return }
        setBusy(true)
        requestAuthorization(reason: "persistence.read.reason") { [weak self] authorization in
            self?.readCredentials(authorization: authorization)
        }
    }

    public func didTapDelete() {
        guard !isBusy else { return }
        view?.askConfirmation(
            ConfirmationViewModel(
                title: localizer("persistence.delete.confirm.title"),
                message: localizer("persistence.delete.confirm.message"),
                confirmTitle: localizer("persistence.delete.confirm.action"),
                cancelTitle: localizer("persistence.delete.confirm.cancel")))
    }

    /// Removes every item (off the main queue), empties the form and says so; a failure ends in the
    /// Keychain alert. / Borra todos los elementos (fuera de la cola principal), vacía el formulario
    /// y lo dice; un fallo termina en la alerta.
    public func didConfirmDelete() {
        guard !isBusy else { return }
        setBusy(true)
        interactor.removeCredentials { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .failure(let error):
                self.finish(with: error)
            case .success:
                self.setBusy(false)
                self.view?.clearCredentials()
                self.view?.showAlert(
                    self.alert(
                        titleKey: "persistence.deleted.title", message: self.localizer("persistence.deleted.message")))
            }
        }
    }

    /// An unknown tag (a storyboard edit gone wrong) changes nothing.
    /// Una etiqueta desconocida (un error al editar el storyboard) no cambia nada.
    public func didToggleSetting(tag: Int, isOn: Bool) {
        guard let key = SettingKey(tag: tag) else { return }
        interactor.setSetting(key, isOn: isOn)
    }

    // MARK: - Helpers / Auxiliares

    /// Asks the gate; granted → `then` with the authorization (nil when nothing was verified);
    /// denied → the gate's alert; cancelled → nothing. The busy state ends unless `then` runs.
    /// Pregunta a la puerta; concedido → `then` con la autorización; denegado → la alerta de la
    /// puerta; cancelado → nada. El estado ocupado termina salvo si se ejecuta `then`.
    private func requestAuthorization(reason key: String, then: @escaping (AccessAuthorization?) -> Void) {
        accessGate.requestAuthorization(reason: localizer(key)) { [weak self] decision, authorization in
            guard let self = self else {
                authorization?.discard()
                return
            }
            switch decision {
            case .granted:
                then(authorization)
            case .denied(let message):
                authorization?.discard()
                self.setBusy(false)
                self.view?.showAlert(self.alert(titleKey: "persistence.access.denied.title", message: message))
            case .cancelled:
                authorization?.discard()
                self.setBusy(false)
            }
        }
    }

    private func save(_ credentials: Credentials, authorization: AccessAuthorization?) {
        interactor.save(credentials, authorization: authorization) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .failure(let error):
                self.finish(with: error)
            case .success:
                self.setBusy(false)
                self.view?.showAlert(
                    self.alert(
                        titleKey: "persistence.saved.title", message: self.localizer("persistence.saved.message")))
            }
        }
    }

    private func readCredentials(authorization: AccessAuthorization?) {
        interactor.loadCredentials(authorization: authorization) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .failure(let error):
                self.finish(with: error)
            case .success(nil):
                self.setBusy(false)
                self.view?.showAlert(
                    self.alert(
                        titleKey: "persistence.notFound.title", message: self.localizer("persistence.notFound.message"))
                )
            case .success(let credentials?):
                self.setBusy(false)
                self.view?.fill(credentials)
            }
        }
    }

    /// The screen shows whether a Keychain action is in flight. / La pantalla muestra si hay una acción en curso.
    private func setBusy(_ busy: Bool) {
        isBusy = busy
        view?.render(viewModel())
    }

    /// Ends the busy state and reports `error`. / Termina el estado ocupado e informa `error`.
    private func finish(with error: Error) {
        setBusy(false)
        showKeychainFailure(error)
    }

    /// The system's own prompt for the item ends like the gate's: cancel → nothing; failure →
    /// "Acceso denegado"; anything else → the Keychain alert.
    /// La solicitud del sistema para el elemento termina como la de la puerta: cancelar → nada;
    /// fallo → "Acceso denegado"; lo demás → la alerta del Keychain.
    private func showKeychainFailure(_ error: Error) {
        switch error as? KeychainError {
        case .userCanceled?:
            return
        case .authenticationFailed?:
            view?.showAlert(
                alert(
                    titleKey: "persistence.access.denied.title",
                    message: localizer(KeychainError.authenticationFailed.messageKey)))
        default:
            view?.showAlert(keychainAlert(error))
        }
    }

    func passwordVisibility() -> PasswordVisibility {
        let state = isPasswordSecure ? "show" : "hide"
        return PasswordVisibility(
            isSecure: isPasswordSecure, buttonTitle: localizer("persistence.password.\(state)"),
            buttonAccessibilityLabel: localizer("persistence.password.\(state).accessibility"))
    }

    /// A Keychain failure as a readable alert (never with the secret in it).
    /// Un fallo del Keychain como alerta legible (nunca con el secreto).
    func keychainAlert(_ error: Error) -> AlertViewModel {
        let keychainError = error as? KeychainError ?? .unexpectedStatus(KeychainStatus.param)
        var message = localizer(keychainError.messageKey)
        if case .unexpectedStatus(let status) = keychainError {
            message = localizer("persistence.keychain.error.unexpected", Int(status))
        }
        return alert(titleKey: "persistence.keychain.error.title", message: message)
    }

    private func alert(titleKey: String, message: String) -> AlertViewModel {
        AlertViewModel(
            title: localizer(titleKey), message: message, dismissTitle: localizer("persistence.alert.dismiss"))
    }
}
