import ProfileKit
import UIKit

/// Builds the edit form inside its own navigation controller (presented modally), shows the photo
/// picker and dismisses the form.
/// Construye el formulario dentro de su navigation controller (presentado de forma modal), muestra
/// el selector de fotos y cierra el formulario.
final class ProfileEditWireframe: ProfileEditRouting {
    private weak var viewController: UIViewController?
    /// Alive while the picker is on screen. / Vivo mientras el selector está en pantalla.
    private let imagePicker = ProfileImagePicker()

    private init() {}

    static func makeModule(record: ProfileRecord, delegate: ProfileEditDelegate, environment: AppEnvironment)
        -> UIViewController
    {
        let viewController = ProfileEditViewController.instantiate()
        let wireframe = ProfileEditWireframe()
        let presenter = ProfileEditPresenter(
            record: record, interactor: ProfileEditInteractor(), router: wireframe, localizer: environment.localizer,
            delegate: delegate)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return UINavigationController(rootViewController: viewController)
    }

    func presentImagePicker(completion: @escaping (Data?) -> Void) {
        guard let viewController = viewController else { return completion(nil) }
        imagePicker.present(from: viewController, completion: completion)
    }

    func dismiss() {
        viewController?.dismiss(animated: true)
    }
}
