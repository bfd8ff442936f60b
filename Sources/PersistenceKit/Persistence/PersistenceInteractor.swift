import AppCore
import Dispatch

/// Connects the screen to the Keychain credentials and the remembered switches. Keychain calls run
/// on `work` (one serial background queue in the app) and their results come back on `delivery`.
/// Conecta la pantalla con las credenciales del Keychain y los interruptores recordados. Las
/// llamadas al Keychain corren en `work` (una cola serie en segundo plano en la app) y sus
/// resultados vuelven por `delivery`.
public final class PersistenceInteractor: PersistenceInteracting {
    /// One serial queue for every Keychain call, in the order the screen asked.
    /// Una cola serie para cada llamada al Keychain, en el orden en que la pantalla las pidió.
    public static let keychainQueue: Delivery = {
        let queue = DispatchQueue(label: "testapp.persistence.keychain", qos: .userInitiated)
        // Wrapped, not passed: `async(execute:)` takes a `@Sendable` block and `work` is not one.
        // Envuelto, no pasado: `async(execute:)` pide un bloque `@Sendable` y `work` no lo es.
        return Delivery { work in queue.async { work() } }
    }()

    private let credentials: CredentialsService
    private let settingsStore: SettingsStore
    private let work: Delivery
    private let delivery: Delivery

    /// Tests pass `.immediate` (or a delivery they run by hand) for both.
    /// Las pruebas pasan `.immediate` (o una entrega que ejecutan a mano) para ambas.
    public init(
        credentials: CredentialsService, settings: SettingsStore, work: Delivery = PersistenceInteractor.keychainQueue,
        delivery: Delivery = .mainQueue
    ) {
        self.credentials = credentials
        self.settingsStore = settings
        self.work = work
        self.delivery = delivery
    }

    public func saveRequiresAuthorization(completion: @escaping (Result<Bool, Error>) -> Void) {
        run({ [credentials] in try credentials.saveRequiresAuthorization() }, completion)
    }

    public func save(
        _ credentials: Credentials, authorization: AccessAuthorization?,
        completion: @escaping (Result<Void, Error>) -> Void
    ) {
        run({ [service = self.credentials] in try service.save(credentials, authorization: authorization) }, completion)
    }

    public func loadCredentials(
        authorization: AccessAuthorization?, completion: @escaping (Result<Credentials?, Error>) -> Void
    ) {
        run({ [credentials] in try credentials.load(authorization: authorization) }, completion)
    }

    public func removeCredentials(completion: @escaping (Result<Void, Error>) -> Void) {
        run({ [credentials] in try credentials.removeAll() }, completion)
    }

    public func settings() -> [(key: SettingKey, isOn: Bool)] {
        settingsStore.values()
    }

    public func setSetting(_ key: SettingKey, isOn: Bool) {
        settingsStore.set(isOn, for: key)
    }

    /// `job` on `work`, its result on `delivery`. / `job` en `work`, su resultado en `delivery`.
    private func run<T>(_ job: @escaping () throws -> T, _ completion: @escaping (Result<T, Error>) -> Void) {
        work.deliver { [delivery] in
            let result = Result { try job() }
            delivery.deliver { completion(result) }
        }
    }
}
