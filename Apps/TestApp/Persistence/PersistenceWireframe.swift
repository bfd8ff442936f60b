import AppServicesKit
import PersistenceKit
import UIKit

/// Builds the Persistence module with the real Keychain and the app's UserDefaults suite.
/// Construye el módulo Persistencia con el Keychain real y la suite de UserDefaults de la app.
final class PersistenceWireframe: PersistenceRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// Wired per docs/CONVENTIONS.md; reading the password, and replacing a protected one, go through
    /// `environment.privacyAwareAccessGate`. / Conectado según docs/CONVENTIONS.md; leer la
    /// contraseña, y reemplazar una protegida, pasan por `environment.privacyAwareAccessGate`.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        // The evaluated context reaches the Keychain only through the presenter's one-shot authorization.
        // El contexto evaluado llega al Keychain solo por la autorización de un solo uso del presenter.
        return makeModule(
            keychain: SystemKeychain(), defaults: UserDefaults(suiteName: SettingsStore.appSuiteName) ?? .standard,
            environment: environment)
    }

    /// The same module on any Keychain and defaults suite (the hosted tests pass an in-memory Keychain
    /// and a throwaway suite). / El mismo módulo sobre cualquier Keychain y suite de defaults (las
    /// pruebas de la app pasan un Keychain en memoria y una suite desechable).
    static func makeModule(keychain: KeychainStoring, defaults: UserDefaults, environment: AppEnvironment)
        -> UIViewController
    {
        let viewController = PersistenceViewController.instantiate()
        let wireframe = PersistenceWireframe()
        let settings = SettingsStore(defaults: defaults, sound: environment.soundPreference)
        let authentication = environment.deviceAuthentication
        let credentials = CredentialsService(
            keychain: keychain,
            deviceHasPasscode: { [weak authentication] in authentication?.availability().hasDevicePasscode ?? false })
        let interactor = PersistenceInteractor(credentials: credentials, settings: settings)
        let presenter = PersistencePresenter(
            interactor: interactor, router: wireframe, localizer: environment.localizer,
            accessGate: environment.privacyAwareAccessGate)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }
}
