/// Connects the screen to the Keychain credentials and the remembered switches.
/// Conecta la pantalla con las credenciales del Keychain y los interruptores recordados.
public final class PersistenceInteractor: PersistenceInteracting {
    private let credentials: CredentialsService
    private let settingsStore: SettingsStore

    public init(credentials: CredentialsService, settings: SettingsStore) {
        self.credentials = credentials
        self.settingsStore = settings
    }

    public func save(_ credentials: Credentials) throws {
        try self.credentials.save(credentials)
    }

    public func loadCredentials() throws -> Credentials? {
        try credentials.load()
    }

    public func removeCredentials() throws {
        try credentials.removeAll()
    }

    public func settings() -> [(key: SettingKey, isOn: Bool)] {
        settingsStore.values()
    }

    public func setSetting(_ key: SettingKey, isOn: Bool) {
        settingsStore.set(isOn, for: key)
    }
}
