import AlbumKit
import UIKit

/// Builds the Album module (view, presenter, interactor, wireframe) and is its router.
/// Construye el módulo Álbum (vista, presenter, interactor, wireframe) y es su router.
final class AlbumWireframe: AlbumRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// Wired per docs/CONVENTIONS.md. / Conectado según docs/CONVENTIONS.md.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        let viewController = AlbumViewController.instantiate()
        let wireframe = AlbumWireframe()
        let presenter = AlbumPresenter(
            interactor: AlbumInteractor(source: BundledAlbumSource()), router: wireframe,
            localizer: environment.localizer)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }
}
