import AppCore

/// What the presenter tells the persistence screen. / Lo que el presenter le dice a la pantalla.
public protocol PersistenceView: AnyObject {
    /// Title, the three switches and the password's visibility (secure entry, show/hide button).
    /// Título, los tres interruptores y la visibilidad de la contraseña (texto seguro, botón mostrar/ocultar).
    func render(_ viewModel: PersistenceViewModel)
    /// Fills the form with what the Keychain returned. / Llena el formulario con lo leído del Keychain.
    func fill(_ credentials: Credentials)
    /// Empties both fields (after "Borrar"). / Vacía ambos campos (tras "Borrar").
    func clearCredentials()
    /// Asks before a destructive action; "confirm" calls `didConfirmDelete()`.
    /// Pregunta antes de una acción destructiva; "confirmar" llama a `didConfirmDelete()`.
    func askConfirmation(_ confirmation: ConfirmationViewModel)
    func showAlert(_ alert: AlertViewModel)
}

/// Events from the persistence screen. / Eventos de la pantalla de persistencia.
public protocol PersistencePresenting: AnyObject {
    func viewDidLoad()
    func didTapTogglePasswordVisibility()
    func didTapSave(user: String?, password: String?)
    func didTapRead()
    /// "Borrar": asks for confirmation first. / "Borrar": primero pide confirmación.
    func didTapDelete()
    /// The user confirmed "Borrar". / El usuario confirmó "Borrar".
    func didConfirmDelete()
    /// `tag` is the switch's tag in the storyboard (`SettingKey.tag`). / `tag` es la etiqueta del interruptor.
    func didToggleSetting(tag: Int, isOn: Bool)
}

/// Keychain credentials and remembered switches. / Credenciales del Keychain e interruptores recordados.
public protocol PersistenceInteracting: AnyObject {
    func save(_ credentials: Credentials) throws
    /// nil when nothing is stored. / nil si no hay nada guardado.
    func loadCredentials() throws -> Credentials?
    /// Removes every stored credentials item. / Borra todos los elementos de credenciales.
    func removeCredentials() throws
    func settings() -> [(key: SettingKey, isOn: Bool)]
    func setSetting(_ key: SettingKey, isOn: Bool)
}

/// Navigation of the persistence screen: none, kept for the module shape.
/// Navegación de la pantalla: ninguna; se mantiene la forma del módulo.
public protocol PersistenceRouting: AnyObject {}
