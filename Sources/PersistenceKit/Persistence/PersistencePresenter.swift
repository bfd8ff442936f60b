import AppCore
import Foundation

/// Validates and saves the form, reads it back behind the access gate (Face ID / Touch ID), toggles
/// the password's visibility and remembers the switches. One Keychain action at a time: while one
/// is in flight the screen shows it (buttons and fields disabled, "Guardando…"/"Leyendo…"/
/// "Borrando…" as the running button's accessibility value; titles never change) and other taps
/// are ignored. It knows what the fields show and what was last saved or read, so "Leer" never
/// replaces unsaved typing without asking.
/// Valida y guarda el formulario, lo lee detrás de la puerta de acceso (Face ID / Touch ID),
/// muestra u oculta la contraseña y recuerda los interruptores. Una acción del Keychain a la vez:
/// mientras hay una en curso la pantalla lo muestra (botones y campos desactivados, valor de
/// accesibilidad del botón en curso; los títulos no cambian) y los demás toques se ignoran. Sabe
/// qué muestran los campos y qué se guardó o leyó por última vez: "Leer" nunca reemplaza lo escrito
/// sin guardar sin preguntar.
public final class PersistencePresenter: PersistencePresenting {
    public weak var view: PersistenceView?
    private let interactor: PersistenceInteracting
    private let router: PersistenceRouting
    private let localizer: Localizer
    private let accessGate: AccessGate
    public private(set) var isPasswordSecure = true
    /// The Keychain action (gate, save, read or delete) in flight. / La acción del Keychain en curso.
    public private(set) var runningAction: KeychainAction?
    /// A Keychain action is in flight. / Hay una acción del Keychain en curso.
    public var isBusy: Bool { runningAction != nil }
    /// What the fields show now. / Lo que muestran los campos ahora.
    public private(set) var form = CredentialsForm.empty
    /// What the fields showed after the last save, read or delete. / Lo que mostraban tras lo último.
    public private(set) var lastStoredForm = CredentialsForm.empty

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
        let busyValue = { (action: KeychainAction) in
            self.runningAction == action ? self.localizer(action.busyKey) : nil
        }
        return PersistenceViewModel(
            title: localizer("persistence.title"), settings: rows, passwordVisibility: passwordVisibility(),
            isBusy: isBusy, areFieldsEnabled: !isBusy, saveTitle: localizer("persistence.save.title"),
            runningAction: runningAction, saveAccessibilityValue: busyValue(.save),
            readAccessibilityValue: busyValue(.read), deleteAccessibilityValue: busyValue(.delete))
    }

    /// Fields are disabled while busy, so typing only arrives when idle; it is kept anyway.
    /// Los campos se desactivan mientras está ocupada; lo escrito se guarda igualmente.
    public func didEditFields(user: String?, password: String?) {
        form = CredentialsForm(user: user, password: password)
    }

    /// Validates, then adds or updates the one item off the main queue. Updating an item the system
    /// protects with user presence goes through the gate first, like "Leer": one evaluation, then
    /// the update with that context. Every outcome but a cancel ends in an alert.
    /// Valida y luego agrega o actualiza el elemento único fuera de la cola principal. Actualizar un
    /// elemento protegido por presencia pasa antes por la puerta, como "Leer": una evaluación y
    /// luego la actualización con ese contexto. Todo resultado salvo una cancelación termina en alerta.
    public func didTapSave(user: String?, password: String?) {
        guard !isBusy else { return }
        let typed = CredentialsForm(user: user, password: password)
        form = typed
        switch Credentials.validated(user: user, password: password) {
        case .failure(let error):
            view?.showAlert(alert(titleKey: "persistence.validation.title", message: localizer(error.messageKey)))
        case .success(let credentials):
            setBusy(.save)
            interactor.saveRequiresAuthorization { [weak self] result in
                guard let self = self else { return }
                switch result {
                case .failure(let error):
                    self.finish(with: error)
                case .success(false):
                    self.save(credentials, from: typed, authorization: nil)
                case .success(true):
                    self.requestAuthorization(reason: "persistence.save.reason") { authorization in
                        self.save(credentials, from: typed, authorization: authorization)
                    }
                }
            }
        }
    }

    /// Reading reveals the password, so the access gate decides first: granted → read (with the
    /// context just evaluated), denied → alert with the gate's message, cancelled → nothing.
    /// Leer revela la contraseña: primero decide la puerta de acceso. Concedido → leer (con el
    /// contexto recién evaluado); denegado → alerta con el mensaje de la puerta; cancelado → nada.
    ///
    /// With unsaved typing (the fields differ from the last save, read or delete) it asks first.
    /// Con algo escrito sin guardar (los campos difieren de lo último guardado, leído o borrado)
    /// primero pregunta.
    public func didTapRead() {
        guard !isBusy else { return }
        guard form == lastStoredForm else {
            view?.askConfirmation(
                ConfirmationViewModel(
                    title: localizer("persistence.read.confirm.title"),
                    message: localizer("persistence.read.confirm.message"),
                    confirmTitle: localizer("persistence.read.confirm.action"),
                    cancelTitle: localizer("persistence.read.confirm.cancel"), action: .replaceTypingWithStored))
            return
        }
        startRead()
    }

    public func didConfirmRead() {
        guard !isBusy else { return }
        startRead()
    }

    private func startRead() {
        setBusy(.read)
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
        setBusy(.delete)
        interactor.removeCredentials { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .failure(let error):
                self.finish(with: error)
            case .success:
                self.setBusy(nil)
                self.form = .empty
                self.lastStoredForm = .empty
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
                self.setBusy(nil)
                self.view?.showAlert(self.alert(titleKey: "persistence.access.denied.title", message: message))
            case .cancelled:
                authorization?.discard()
                self.setBusy(nil)
            }
        }
    }

    /// `typed` is what the fields showed when "Guardar" was tapped (they are disabled since).
    /// `typed` es lo que mostraban los campos al tocar "Guardar" (desactivados desde entonces).
    private func save(_ credentials: Credentials, from typed: CredentialsForm, authorization: AccessAuthorization?) {
        interactor.save(credentials, authorization: authorization) { [weak self] result in
            guard let self = self else { return }
            switch result {
            case .failure(let error):
                self.finish(with: error)
            case .success:
                self.lastStoredForm = typed
                self.setBusy(nil)
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
                self.setBusy(nil)
                self.view?.showAlert(
                    self.alert(
                        titleKey: "persistence.notFound.title", message: self.localizer("persistence.notFound.message"))
                )
            case .success(let credentials?):
                let shown = CredentialsForm(user: credentials.user, password: credentials.password)
                self.form = shown
                self.lastStoredForm = shown
                self.setBusy(nil)
                self.view?.fill(credentials)
            }
        }
    }

    /// The screen shows whether a Keychain action is in flight. / La pantalla muestra si hay una acción en curso.
    private func setBusy(_ action: KeychainAction?) {
        runningAction = action
        view?.render(viewModel())
    }

    /// Ends the busy state and reports `error`. / Termina el estado ocupado e informa `error`.
    private func finish(with error: Error) {
        setBusy(nil)
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
