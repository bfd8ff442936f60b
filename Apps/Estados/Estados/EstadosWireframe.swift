import AppCore
import EstadosKit
import UIKit

/// Builds the Estados module: interactor (bundle JSON, system randomness), presenter (live strings,
/// the user's locale) and the view controller from the storyboard, whose presenter it sets right
/// after instantiation. A one-screen app has no environment or router: `bundle` is its only input.
///
/// Arma el módulo Estados: interactor (JSON del bundle, azar del sistema), presenter (textos reales,
/// locale del usuario) y el view controller del storyboard, al que asigna su presenter justo después
/// de instanciarlo. Una app de una pantalla no tiene entorno ni router: `bundle` es su única entrada.
enum EstadosWireframe {
    /// The screen, wired per docs/CONVENTIONS.md. / La pantalla, conectada según docs/CONVENTIONS.md.
    static func makeModule(bundle: Bundle) -> UIViewController {
        let localizer = Localizer.live
        let interactor = EstadosInteractor(
            loadData: { try statesData(in: bundle) }, random: .system(), language: ContentLanguage(localizer: localizer)
        )
        let presenter = EstadosPresenter(interactor: interactor, localizer: localizer, locale: .current)
        let viewController = EstadosViewController.instantiate()
        viewController.presenter = presenter
        presenter.view = viewController
        return viewController
    }

    /// `states.json` from the app bundle. / `states.json` del bundle de la app.
    static func statesData(in bundle: Bundle) throws -> Data {
        guard let url = bundle.url(forResource: "states", withExtension: "json") else {
            throw StateCatalogError.missingResource("states.json")
        }
        return try Data(contentsOf: url)
    }
}
