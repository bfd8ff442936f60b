import PhotosUI
import ProfileKit
import UIKit

/// Lets the user pick one photo: `PHPickerViewController` on iOS 14+ (no permission prompt, the file
/// through `loadFileRepresentation`), `UIImagePickerController` on iOS 12–13 (the file through
/// `.imageURL`). The file is downsampled with ImageIO off the main thread; the result — picture,
/// cancel or failure, as `ProfileImagePolicy.pickResult` decides — arrives on the main queue.
/// Permite elegir una foto: `PHPickerViewController` en iOS 14+ (sin pedir permiso, el archivo con
/// `loadFileRepresentation`), `UIImagePickerController` en iOS 12–13 (el archivo con `.imageURL`).
/// El archivo se reduce con ImageIO fuera del hilo principal; el resultado (imagen, cancelar o fallo,
/// según `ProfileImagePolicy.pickResult`) llega en la cola principal.
final class ProfileImagePicker: NSObject {
    private static let imageType = "public.image"
    private var completion: ((ProfileImagePickResult) -> Void)?
    private let downsampling = DispatchQueue(label: "ProfileImagePicker.downsampling", qos: .userInitiated)

    func present(from presenter: UIViewController, completion: @escaping (ProfileImagePickResult) -> Void) {
        self.completion = completion
        if #available(iOS 14, *) {
            presenter.present(makePhotoPicker(), animated: true)
        } else if UIImagePickerController.isSourceTypeAvailable(.photoLibrary) {
            presenter.present(makeLegacyPicker(), animated: true)
        } else {
            finish(.failed)
        }
    }

    /// Calls the completion once, on the main queue. / Llama la respuesta una vez, en la cola principal.
    private func finish(_ result: ProfileImagePickResult) {
        let completion = self.completion
        self.completion = nil
        completion?(result)
    }

    /// Downsamples the chosen file (on the calling background queue) and reports on the main queue.
    /// Reduce el archivo elegido (en la cola de fondo que llama) y avisa en la cola principal.
    private func finishWithChosenFile(_ url: URL?) {
        let data = url.flatMap(ProfileImageDownsampler.encodedData(fromFileAt:))
        let result = ProfileImagePolicy.pickResult(didChoosePhoto: true, imageData: data)
        DispatchQueue.main.async { [weak self] in self?.finish(result) }
    }

    private func makeLegacyPicker() -> UIImagePickerController {
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.mediaTypes = [Self.imageType]
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
        guard let provider = results.first?.itemProvider else {
            return finish(ProfileImagePolicy.pickResult(didChoosePhoto: false, imageData: nil))
        }
        guard provider.hasItemConformingToTypeIdentifier(Self.imageType) else {
            return finish(ProfileImagePolicy.pickResult(didChoosePhoto: true, imageData: nil))
        }
        // Called on a background queue; the file is deleted when the handler returns, so it is read here.
        // Se llama en una cola de fondo; el archivo se borra al volver, por eso se lee aquí.
        provider.loadFileRepresentation(forTypeIdentifier: Self.imageType) { [weak self] url, _ in
            self?.finishWithChosenFile(url)
        }
    }
}

// MARK: iOS 12–13

extension ProfileImagePicker: UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {
        picker.dismiss(animated: true)
        let url = info[.imageURL] as? URL
        downsampling.async { [weak self] in self?.finishWithChosenFile(url) }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        picker.dismiss(animated: true)
        finish(ProfileImagePolicy.pickResult(didChoosePhoto: false, imageData: nil))
    }
}
