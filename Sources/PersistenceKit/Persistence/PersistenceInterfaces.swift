import AppCore

/// What the presenter tells the persistence screen. / Lo que el presenter le dice a la pantalla.
public protocol PersistenceView: AnyObject {
    /// Title and the three switches. / Título y los tres interruptores.
    func render(_ viewModel: PersistenceViewModel)
    /// Secure entry on/off and the show/hide button's texts. / Texto seguro y el botón mostrar/ocultar.
    func setPasswordVisibility(_ visibility: PasswordVisibility)
    /// Fills the form with what the Keychain returned. / Llena el formulario con lo leído del Keychain.
    func fill(_ credentials: Credentials)
    func showAlert(_ alert: AlertViewModel)
}

/// Events from the persistence screen. / Eventos de la pantalla de persistencia.
public protocol PersistencePresenting: AnyObject {
    func viewDidLoad()
    func didTapTogglePasswordVisibility()
    func didTapSave(user: String?, password: String?)
    func didTapRead()
    /// `index` is the row of `PersistenceViewModel.settings`. / `index` es la fila de `settings`.
    func didToggleSetting(at index: Int, isOn: Bool)
}

/// Keychain credentials and remembered switches. / Credenciales del Keychain e interruptores recordados.
public protocol PersistenceInteracting: AnyObject {
    func save(_ credentials: Credentials) throws
    /// nil when nothing is stored. / nil si no hay nada guardado.
    func loadCredentials() throws -> Credentials?
    func settings() -> [(key: SettingKey, isOn: Bool)]
    func setSetting(_ key: SettingKey, isOn: Bool)
}

/// Navigation of the persistence screen: none, kept for the module shape.
/// Navegación de la pantalla: ninguna; se mantiene la forma del módulo.
public protocol PersistenceRouting: AnyObject {}
