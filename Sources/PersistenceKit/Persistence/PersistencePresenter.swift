import AppCore
import Foundation

/// Validates and saves the form, reads it back behind the access gate (Face ID / Touch ID), toggles
/// the password's visibility and remembers the switches.
/// Valida y guarda el formulario, lo lee detrás de la puerta de acceso (Face ID / Touch ID),
/// muestra u oculta la contraseña y recuerda los interruptores.
public final class PersistencePresenter: PersistencePresenting {
    public weak var view: PersistenceView?
    private let interactor: PersistenceInteracting
    private let router: PersistenceRouting
    private let localizer: Localizer
    private let accessGate: AccessGate
    public private(set) var isPasswordSecure = true

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
            title: localizer("persistence.title"), settings: rows, passwordVisibility: passwordVisibility())
    }

    /// Validates, then adds or updates the one item; every outcome but a cancelled system prompt
    /// ends in an alert. / Valida y luego agrega o actualiza el elemento único; todo resultado
    /// salvo una solicitud del sistema cancelada termina en una alerta.
    public func didTapSave(user: String?, password: String?) {
        switch Credentials.validated(user: user, password: password) {
        case .failure(let error):
            view?.showAlert(alert(titleKey: "persistence.validation.title", message: localizer(error.messageKey)))
        case .success(let credentials):
            do {
                try interactor.save(credentials)
                view?.showAlert(
                    alert(titleKey: "persistence.saved.title", message: localizer("persistence.saved.message")))
            } catch {
                showKeychainFailure(error)
            }
        }
    }

    /// Reading reveals the password, so the access gate decides first: granted → read, denied →
    /// alert with the gate's message, cancelled → nothing.
    /// Leer revela la contraseña: primero decide la puerta de acceso. Concedido → leer; denegado →
    /// alerta con el mensaje de la puerta; cancelado → nada.
    public func didTapRead() {
        accessGate.requestAccess(reason: localizer("persistence.read.reason")) { [weak self] decision in
            guard let self = self else { return }
            switch decision {
            case .granted:
                self.readCredentials()
            case .denied(let message):
                self.view?.showAlert(self.alert(titleKey: "persistence.access.denied.title", message: message))
            case .cancelled:
                break
            }
        }
    }

    public func didTapDelete() {
        view?.askConfirmation(
            ConfirmationViewModel(
                title: localizer("persistence.delete.confirm.title"),
                message: localizer("persistence.delete.confirm.message"),
                confirmTitle: localizer("persistence.delete.confirm.action"),
                cancelTitle: localizer("persistence.delete.confirm.cancel")))
    }

    /// Removes every item, empties the form and says so; a failure ends in the Keychain alert.
    /// Borra todos los elementos, vacía el formulario y lo dice; un fallo termina en la alerta.
    public func didConfirmDelete() {
        do {
            try interactor.removeCredentials()
            view?.clearCredentials()
            view?.showAlert(
                alert(titleKey: "persistence.deleted.title", message: localizer("persistence.deleted.message")))
        } catch {
            showKeychainFailure(error)
        }
    }

    /// An unknown tag (a storyboard edit gone wrong) changes nothing.
    /// Una etiqueta desconocida (un error al editar el storyboard) no cambia nada.
    public func didToggleSetting(tag: Int, isOn: Bool) {
        guard let key = SettingKey(tag: tag) else { return }
        interactor.setSetting(key, isOn: isOn)
    }

    // MARK: - Helpers / Auxiliares

    private func readCredentials() {
        do {
            guard let credentials = try interactor.loadCredentials() else {
                view?.showAlert(
                    alert(titleKey: "persistence.notFound.title", message: localizer("persistence.notFound.message")))
                return
            }
            view?.fill(credentials)
        } catch {
            showKeychainFailure(error)
        }
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
