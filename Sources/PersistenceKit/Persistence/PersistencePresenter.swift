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
        let rows = interactor.settings().map { setting in
            SettingRowViewModel(key: setting.key, title: localizer(setting.key.titleKey), isOn: setting.isOn)
        }
        view?.render(
            PersistenceViewModel(
                title: localizer("persistence.title"), settings: rows, passwordVisibility: passwordVisibility()))
    }

    public func didTapTogglePasswordVisibility() {
        isPasswordSecure.toggle()
        view?.setPasswordVisibility(passwordVisibility())
    }

    /// Validates, then adds or updates both items; every outcome ends in an alert.
    /// Valida y luego agrega o actualiza ambos elementos; cada resultado termina en una alerta.
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
                view?.showAlert(keychainAlert(error))
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

    public func didToggleSetting(at index: Int, isOn: Bool) {
        let keys = SettingKey.allCases
        guard keys.indices.contains(index) else { return }
        interactor.setSetting(keys[index], isOn: isOn)
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
