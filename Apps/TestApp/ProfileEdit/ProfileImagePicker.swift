import PhotosUI
import ProfileKit
import UIKit

/// Lets the user pick one photo: `PHPickerViewController` on iOS 14+ (no permission prompt),
/// `UIImagePickerController` on iOS 12–13. Returns downscaled JPEG data, or nil if cancelled.
/// Permite elegir una foto: `PHPickerViewController` en iOS 14+ (sin pedir permiso),
/// `UIImagePickerController` en iOS 12–13. Devuelve JPEG reducido, o nil si se canceló.
final class ProfileImagePicker: NSObject {
    private var completion: ((Data?) -> Void)?

    func present(from presenter: UIViewController, completion: @escaping (Data?) -> Void) {
        self.completion = completion
        if #available(iOS 14, *) {
            presenter.present(makePhotoPicker(), animated: true)
        } else if UIImagePickerController.isSourceTypeAvailable(.photoLibrary) {
            presenter.present(makeLegacyPicker(), animated: true)
        } else {
            finish(with: nil)
        }
    }

    /// Calls the completion once, on the main queue. / Llama la respuesta una vez, en la cola principal.
    private func finish(with image: UIImage?) {
        let data = image.flatMap(ProfileImageScaler.jpegData(from:))
        let completion = self.completion
        self.completion = nil
        completion?(data)
    }

    private func makeLegacyPicker() -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.mediaTypes = ["public.image"]
        picker.delegate = self
        return picker
    }

    @available(iOS 14, *)
    private func makePhotoPicker() -> PHPickerViewController {
        var configuration = PHPickerConfiguration()
        configuration.filter = .images
        configuration.selectionLimit = 1
        let picker = PHPickerViewController(configuration: configuration)
        picker.delegate = self
        return picker
    }
}

// MARK: iOS 14+

@available(iOS 14, *)
extension ProfileImagePicker: PHPickerViewControllerDelegate {
    func picker(_ picker: PHPickerViewController, didFinishPicking results: [PHPickerResult]) {
        picker.dismiss(animated: true)
        guard let provider = results.first?.itemProvider, provider.canLoadObject(ofClass: UIImage.self) else {
            return finish(with: nil)
        }
        provider.loadObject(ofClass: UIImage.self) { [weak self] object, _ in
            // Loading happens off the main queue. / La carga ocurre fuera de la cola principal.
            DispatchQueue.main.async { self?.finish(with: object as? UIImage) }
        }
    }
}

// MARK: iOS 12–13

extension ProfileImagePicker: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
        finish(with: info[.originalImage] as? UIImage)
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
        finish(with: nil)
    }
}
