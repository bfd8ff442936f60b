import UIKit
import WebViewKit

/// Builds the Web View module and performs its navigation (none yet).
/// Arma el módulo Web View y realiza su navegación (ninguna todavía).
final class WebViewWireframe: WebViewRouting {
    private weak var viewController: UIViewController?

    static func makeModule(_ environment: AppEnvironment) -> UIViewController {
        let view = WebViewViewController.instantiate()
        let wireframe = WebViewWireframe()
        let presenter = WebViewPresenter(
            interactor: WebViewInteractor(address: WebAddressPolicy.homePage), router: wireframe,
            localizer: environment.localizer)
        presenter.view = view
        view.presenter = presenter
        wireframe.viewController = view
        return view
    }
}
