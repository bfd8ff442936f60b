import AppServicesKit
import PersistenceKit
import UIKit

/// Builds the Persistence module with the real Keychain and the app's UserDefaults suite.
/// Construye el módulo Persistencia con el Keychain real y la suite de UserDefaults de la app.
final class PersistenceWireframe: PersistenceRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// Wired per docs/CONVENTIONS.md; reading the password goes through `environment.accessGate`.
    /// Conectado según docs/CONVENTIONS.md; leer la contraseña pasa por `environment.accessGate`.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        // The gate's evaluator knows whether a passcode is set and holds the context it just evaluated.
        // El evaluador de la puerta sabe si hay código y guarda el contexto que acaba de evaluar.
        let authentication = environment.deviceAuthentication
        let keychain = SystemKeychain(authenticationContext: { [weak authentication] in
            authentication?.authenticatedContext
        })
        return makeModule(
            keychain: keychain, defaults: UserDefaults(suiteName: SettingsStore.appSuiteName) ?? .standard,
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
            accessGate: environment.accessGate)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }
}
