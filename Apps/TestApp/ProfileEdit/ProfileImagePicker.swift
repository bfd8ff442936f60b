import PhotosUI
import ProfileKit
import UIKit

/// Lets the user pick one photo: `PHPickerViewController` on iOS 14+ (no permission prompt, the file
/// through `loadFileRepresentation`), `UIImagePickerController` on iOS 12–13 (the file through
/// `.imageURL`). The file is downsampled with ImageIO off the main thread; the result — picture,
/// cancel or failure, as `ProfileImagePolicy.pickResult` decides — arrives on the main queue. Before
/// it, `progress` says when a chosen photo starts loading and when the picker's dismissal completed
/// (the form shows a photo failure only then). The picker cannot be swiped away (iOS 13+): it closes
/// through its own buttons, so every opening reports `.closed`.
/// Permite elegir una foto: `PHPickerViewController` en iOS 14+ (sin pedir permiso, el archivo con
/// `loadFileRepresentation`), `UIImagePickerController` en iOS 12–13 (el archivo con `.imageURL`).
/// El archivo se reduce con ImageIO fuera del hilo principal; el resultado (imagen, cancelar o fallo,
/// según `ProfileImagePolicy.pickResult`) llega en la cola principal. Antes, `progress` avisa cuando
/// una foto elegida empieza a cargar y cuando terminó el cierre del selector. El selector no se cierra
/// deslizando (iOS 13+): se cierra con sus botones, así cada apertura informa `.closed`.
final class ProfileImagePicker: NSObject {
    private static let imageType = "public.image"
    private var completion: ((ProfileImagePickResult) -> Void)?
    private var progress: ((ProfileImagePickerProgress) -> Void)?
    private let downsampling = DispatchQueue(label: "ProfileImagePicker.downsampling", qos: .userInitiated)

    func present(
        from presenter: UIViewController, progress: @escaping (ProfileImagePickerProgress) -> Void,
        completion: @escaping (ProfileImagePickResult) -> Void
    ) {
        self.completion = completion
        self.progress = progress
        let picker: UIViewController
        if #available(iOS 14, *) {
            picker = makePhotoPicker()
        } else if UIImagePickerController.isSourceTypeAvailable(.photoLibrary) {
            picker = makeLegacyPicker()
        } else {
            progress(.closed)
            return finish(.failed)
        }
        if #available(iOS 13, *) { picker.isModalInPresentation = true }
        presenter.present(picker, animated: true)
    }

    /// Dismisses `picker` and reports `.closed` once the dismissal completed.
    /// Cierra `picker` e informa `.closed` cuando el cierre se completó.
    private func close(_ picker: UIViewController) {
        picker.dismiss(animated: true) { [weak self] in self?.progress?(.closed) }
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
        close(picker)
        guard let provider = results.first?.itemProvider else {
            return finish(ProfileImagePolicy.pickResult(didChoosePhoto: false, imageData: nil))
        }
        guard provider.hasItemConformingToTypeIdentifier(Self.imageType) else {
            return finish(ProfileImagePolicy.pickResult(didChoosePhoto: true, imageData: nil))
        }
        progress?(.loadingChosenPhoto)
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
        close(picker)
        progress?(.loadingChosenPhoto)
        let url = info[.imageURL] as? URL
        downsampling.async { [weak self] in self?.finishWithChosenFile(url) }
    }

    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        close(picker)
        finish(ProfileImagePolicy.pickResult(didChoosePhoto: false, imageData: nil))
    }
}
