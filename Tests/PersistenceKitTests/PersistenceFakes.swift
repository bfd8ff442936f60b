import AppCore
import Foundation
import PersistenceKit
import TestSupport
import Testing

/// Records what the presenter tells the screen; owns its presenter like the real screen.
/// Registra lo que el presenter le dice a la pantalla; es dueña de su presenter como la real.
final class FakePersistenceView: PersistenceView {
    var presenter: PersistencePresenting?
    var rendered: [PersistenceViewModel] = []
    /// The password's visibility in every render, in order. / La visibilidad de cada dibujo, en orden.
    var visibilities: [PasswordVisibility] { rendered.map(\.passwordVisibility) }
    var filled: [Credentials] = []
    var alerts: [AlertViewModel] = []
    var confirmations: [ConfirmationViewModel] = []
    var clears = 0

    func render(_ viewModel: PersistenceViewModel) { rendered.append(viewModel) }
    func fill(_ credentials: Credentials) { filled.append(credentials) }
    func clearCredentials() { clears += 1 }
    func askConfirmation(_ confirmation: ConfirmationViewModel) { confirmations.append(confirmation) }
    func showAlert(_ alert: AlertViewModel) { alerts.append(alert) }
}

/// Persistence navigates nowhere. / Persistencia no navega.
final class NoPersistenceRouting: PersistenceRouting {}

/// A `Delivery` that holds the work until the test runs it: a Keychain call "in flight".
/// Un `Delivery` que guarda el trabajo hasta que la prueba lo ejecuta: una llamada "en curso".
final class PendingDelivery {
    private(set) var pending: [() -> Void] = []

    var delivery: Delivery { Delivery { [self] work in pending.append(work) } }

    /// Runs what is waiting (and what that adds), in order. / Ejecuta lo pendiente, en orden.
    func runAll() {
        while !pending.isEmpty { pending.removeFirst()() }
    }
}

/// What the Keychain-flow suites share: the real presenter and interactor over an in-memory
/// Keychain, with Keychain work and main-queue deliveries that run at once or wait for the test.
/// Lo que comparten las suites del flujo del Keychain: presenter e interactor reales sobre un
/// Keychain en memoria, con trabajo y entregas que corren al instante o esperan a la prueba.
class KeychainFlowHarness {
    let view = FakePersistenceView()
    let keychain = InMemoryKeychain()
    let gate = FakeAccessGate(.granted)
    let work = PendingDelivery()
    let main = PendingDelivery()
    let defaults: UserDefaults
    let localizer: Localizer

    init() throws {
        defaults = try #require(UserDefaults(suiteName: "keychain-flow-" + UUID().uuidString))
        localizer = try TestLocalizer.spanish(app: "TestApp")
    }
}

extension KeychainFlowHarness {
    /// `manual`: Keychain work and deliveries wait for `work.runAll()` / `main.runAll()`.
    /// `manual`: el trabajo y las entregas esperan a `runAll()`.
    func makePresenter(manual: Bool = false, passcode: Bool = true) -> PersistencePresenter {
        let interactor = PersistenceInteractor(
            credentials: CredentialsService(keychain: keychain, deviceHasPasscode: { passcode }),
            settings: SettingsStore(defaults: defaults), work: manual ? work.delivery : .immediate,
            delivery: manual ? main.delivery : .immediate)
        let presenter = PersistencePresenter(
            interactor: interactor, router: NoPersistenceRouting(), localizer: localizer, accessGate: gate)
        presenter.view = view
        view.presenter = presenter
        return presenter
    }

    /// Credentials already saved before the test starts. / Credenciales ya guardadas.
    func storeExisting() throws {
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).save(
            Credentials(user: "ana", password: "uno"))
    }
}
