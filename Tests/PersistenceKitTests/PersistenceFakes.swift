import AppCore
import PersistenceKit

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
