import UIComponentsKit
import UIKit

/// Builds the UIComponents module (view, presenter, interactor, wireframe) and is its router.
/// Construye el módulo UIComponents (vista, presenter, interactor, wireframe) y es su router.
final class UIComponentsWireframe: UIComponentsRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// Wired per docs/CONVENTIONS.md: view → presenter (strong), presenter → view (weak),
    /// presenter → interactor and router (strong), router → view controller (weak).
    /// Conectado según docs/CONVENTIONS.md.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        let viewController = UIComponentsViewController.instantiate()
        let wireframe = UIComponentsWireframe()
        let presenter = UIComponentsPresenter(
            interactor: UIComponentsInteractor(), router: wireframe, localizer: environment.localizer)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }
}
