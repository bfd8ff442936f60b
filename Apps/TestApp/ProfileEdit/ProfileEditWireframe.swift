import ProfileKit
import UIKit

/// Builds the edit form inside its own navigation controller (presented modally with the default
/// style: a sheet on iOS 13+, full screen on iOS 12), shows the photo picker and dismisses the form.
/// The form saves through `environment.profileStore` before it closes.
/// Construye el formulario dentro de su navigation controller (modal con el estilo por defecto: hoja
/// en iOS 13+, pantalla completa en iOS 12), muestra el selector de fotos y cierra el formulario.
/// El formulario guarda con `environment.profileStore` antes de cerrarse.
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
            record: record, interactor: ProfileEditInteractor(store: environment.profileStore), router: wireframe,
            localizer: environment.localizer, delegate: delegate)
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        let navigationController = UINavigationController(rootViewController: viewController)
        // A refused swipe-down reaches the form, which asks to discard.
        // Un deslizamiento rechazado llega al formulario, que pregunta si descartar.
        if #available(iOS 13, *) { navigationController.presentationController?.delegate = viewController }
        return navigationController
    }

    func presentImagePicker(
        progress: @escaping (ProfileImagePickerProgress) -> Void,
        completion: @escaping (ProfileImagePickResult) -> Void
    ) {
        guard let viewController = viewController else {
            progress(.closed)
            return completion(.cancelled)
        }
        imagePicker.present(from: viewController, progress: progress, completion: completion)
    }

    /// Closes the form; then Perfil shows an alert that waited behind it (a sheet's dismissal never calls
    /// Perfil's `viewDidAppear`). / Cierra el formulario; luego Perfil muestra una alerta que esperaba
    /// detrás (cerrar una hoja nunca llama al `viewDidAppear` de Perfil).
    func dismiss() {
        let presenting = viewController?.presentingViewController
        viewController?.dismiss(animated: true) { presenting?.presentPendingAlertsAfterDismissal() }
    }
}
