import AppCore

/// What the presenter tells the persistence screen. / Lo que el presenter le dice a la pantalla.
public protocol PersistenceView: AnyObject {
    /// Title, the three switches, the password's visibility (secure entry, show/hide button) and
    /// whether a Keychain operation is in flight (buttons and fields disabled, the running button's
    /// accessibility value; titles never change).
    /// Título, los tres interruptores, la visibilidad de la contraseña y si hay una operación del
    /// Keychain en curso (botones y campos desactivados, valor de accesibilidad del botón en curso;
    /// los títulos nunca cambian).
    func render(_ viewModel: PersistenceViewModel)
    /// Fills the form with what the Keychain returned. / Llena el formulario con lo leído del Keychain.
    func fill(_ credentials: Credentials)
    /// Empties both fields (after "Borrar"). / Vacía ambos campos (tras "Borrar").
    func clearCredentials()
    /// Asks before a destructive action; "confirm" calls `didConfirmDelete()` or `didConfirmRead()`
    /// as `confirmation.action` says. / Pregunta antes de una acción destructiva; "confirmar" llama a
    /// `didConfirmDelete()` o `didConfirmRead()` según `confirmation.action`.
    func askConfirmation(_ confirmation: ConfirmationViewModel)
    func showAlert(_ alert: AlertViewModel)
}

/// Events from the persistence screen. / Eventos de la pantalla de persistencia.
public protocol PersistencePresenting: AnyObject {
    func viewDidLoad()
    func didTapTogglePasswordVisibility()
    func didTapSave(user: String?, password: String?)
    /// The user typed in either field (`.editingChanged`). / El usuario escribió en un campo.
    func didEditFields(user: String?, password: String?)
    /// "Leer": reads at once, or first asks to replace unsaved typing.
    /// "Leer": lee al instante, o primero pregunta si reemplazar lo escrito sin guardar.
    func didTapRead()
    /// The user agreed to replace the typing with what is stored. / El usuario aceptó reemplazar lo escrito.
    func didConfirmRead()
    /// "Borrar": asks for confirmation first. / "Borrar": primero pide confirmación.
    func didTapDelete()
    /// The user confirmed "Borrar". / El usuario confirmó "Borrar".
    func didConfirmDelete()
    /// `tag` is the switch's tag in the storyboard (`SettingKey.tag`). / `tag` es la etiqueta del interruptor.
    func didToggleSetting(tag: Int, isOn: Bool)
}

/// Keychain credentials and remembered switches. The Keychain work runs off the main queue (the
/// system may show its own prompt synchronously) and every completion comes back through the
/// interactor's `Delivery` (the main queue in the app). An authorization is spent on the one
/// protected operation and invalidated afterwards.
/// Credenciales del Keychain e interruptores recordados. El trabajo del Keychain corre fuera de la
/// cola principal (el sistema puede mostrar su solicitud de forma síncrona) y cada respuesta vuelve
/// por el `Delivery` del interactor. Una autorización se gasta en la única operación protegida.
public protocol PersistenceInteracting: AnyObject {
    /// Whether saving would update an item protected by user presence (ask the gate first).
    /// Si guardar actualizaría un elemento protegido por presencia (preguntar antes a la puerta).
    func saveRequiresAuthorization(completion: @escaping (Result<Bool, Error>) -> Void)
    func save(
        _ credentials: Credentials, authorization: AccessAuthorization?,
        completion: @escaping (Result<Void, Error>) -> Void)
    /// nil when nothing is stored. / nil si no hay nada guardado.
    func loadCredentials(
        authorization: AccessAuthorization?, completion: @escaping (Result<Credentials?, Error>) -> Void)
    /// Removes every stored credentials item. / Borra todos los elementos de credenciales.
    func removeCredentials(completion: @escaping (Result<Void, Error>) -> Void)
    func settings() -> [(key: SettingKey, isOn: Bool)]
    func setSetting(_ key: SettingKey, isOn: Bool)
}

/// Navigation of the persistence screen: none, kept for the module shape.
/// Navegación de la pantalla: ninguna; se mantiene la forma del módulo.
public protocol PersistenceRouting: AnyObject {}
