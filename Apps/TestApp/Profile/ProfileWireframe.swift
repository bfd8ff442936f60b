import ProfileKit
import UIKit

/// Builds the Perfil module and presents the edit form modally.
/// Construye el módulo Perfil y presenta el formulario de edición de forma modal.
final class ProfileWireframe: ProfileRouting {
    private weak var viewController: UIViewController?
    private let environment: AppEnvironment

    private init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// View, presenter, interactor and wireframe wired per docs/CONVENTIONS.md.
    /// Vista, presenter, interactor y wireframe conectados según docs/CONVENTIONS.md.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        let viewController = ProfileViewController.instantiate()
        let wireframe = ProfileWireframe(environment: environment)
        let interactor = ProfileInteractor(
            store: environment.profileStore, accessGate: environment.privacyAwareAccessGate)
        let presenter = ProfilePresenter(interactor: interactor, router: wireframe, localizer: environment.localizer)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }

    func presentEditor(for record: ProfileRecord, delegate: ProfileEditDelegate) {
        let editor = ProfileEditWireframe.makeModule(record: record, delegate: delegate, environment: environment)
        viewController?.present(editor, animated: true)
    }
}
