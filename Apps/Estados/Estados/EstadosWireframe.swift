import AppCore
import EstadosKit
import UIKit

/// Builds the Estados module: interactor (bundle JSON, system randomness), presenter (live strings,
/// the user's locale) and the view controller, created from the storyboard with its presenter so it
/// can never exist without one.
///
/// Arma el módulo Estados: interactor (JSON del bundle, azar del sistema), presenter (textos reales,
/// locale del usuario) y el view controller, creado desde el storyboard con su presenter para que
/// nunca exista sin él.
enum EstadosWireframe {
    /// The screen, wired per docs/CONVENTIONS.md. / La pantalla, conectada según docs/CONVENTIONS.md.
    static func makeModule(bundle: Bundle) -> UIViewController {
        let interactor = EstadosInteractor(loadData: { try statesData(in: bundle) }, random: .system())
        let presenter = EstadosPresenter(interactor: interactor, localizer: .live, locale: .current)
        let id = EstadosViewController.storyboardID
        let viewController = UIStoryboard(name: id.storyboard, bundle: bundle).instantiateViewController(
            identifier: id.identifier
        ) { coder in
            EstadosViewController(coder: coder, presenter: presenter)
        }
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
