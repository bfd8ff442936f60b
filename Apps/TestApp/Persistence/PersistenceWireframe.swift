import PersistenceKit
import UIKit

/// Builds the Persistence module with the real Keychain and the app's UserDefaults suite.
/// Construye el módulo Persistencia con el Keychain real y la suite de UserDefaults de la app.
final class PersistenceWireframe: PersistenceRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// Wired per docs/CONVENTIONS.md; reading the password goes through `environment.accessGate`.
    /// Conectado según docs/CONVENTIONS.md; leer la contraseña pasa por `environment.accessGate`.
    static func makeModule(_ environment: AppEnvironment) -> UIViewController {
        let viewController = PersistenceViewController.instantiate()
        let wireframe = PersistenceWireframe()
        let settings = SettingsStore(suiteName: SettingsStore.appSuiteName) ?? SettingsStore(defaults: .standard)
        let interactor = PersistenceInteractor(
            credentials: CredentialsService(keychain: SystemKeychain()), settings: settings)
        let presenter = PersistencePresenter(
            interactor: interactor, router: wireframe, localizer: environment.localizer,
            accessGate: environment.accessGate)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }
}
