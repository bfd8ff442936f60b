import AppCore
import EstadosKit
import Foundation

/// Builds the Estados module around the storyboard's view controller: interactor (bundle JSON,
/// system randomness), presenter (live strings, the user's locale) and the references between them.
///
/// Arma el módulo Estados alrededor del view controller del storyboard: interactor (JSON del
/// bundle, azar del sistema), presenter (textos reales, locale del usuario) y sus referencias.
enum EstadosWireframe {
    static func assemble(_ viewController: EstadosViewController, bundle: Bundle = .main) {
        let interactor = EstadosInteractor(loadData: { try statesData(in: bundle) }, random: .system())
        let presenter = EstadosPresenter(interactor: interactor, localizer: .live, locale: .current)
        presenter.view = viewController
        viewController.presenter = presenter
    }

    /// `states.json` from the app bundle. / `states.json` del bundle de la app.
    static func statesData(in bundle: Bundle) throws -> Data {
        guard let url = bundle.url(forResource: "states", withExtension: "json") else {
            throw StateCatalogError.missingResource("states.json")
        }
        return try Data(contentsOf: url)
    }
}
