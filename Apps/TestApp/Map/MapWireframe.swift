import MapFeatureKit
import UIKit

/// Builds the Map module and performs its navigation (none yet).
/// Arma el módulo del mapa y realiza su navegación (ninguna todavía).
final class MapWireframe: MapRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// Wired per docs/CONVENTIONS.md. / Conectado según docs/CONVENTIONS.md.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        let view = MapViewController.instantiate()
        let wireframe = MapWireframe()
        let presenter = MapPresenter(interactor: MapInteractor(), router: wireframe, localizer: environment.localizer)
        presenter.view = view
        view.presenter = presenter
        wireframe.viewController = view
        return view
    }
}
