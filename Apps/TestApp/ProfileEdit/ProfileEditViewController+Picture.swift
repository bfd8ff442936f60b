import ProfileKit
import UIKit

/// The picture of the form: the image, its VoiceOver label and, while a chosen photo loads, a spinner
/// over it (the presenter decides; "Elegir foto" is off meanwhile, see `render`).
/// La imagen del formulario: la foto, su etiqueta de VoiceOver y, mientras carga una foto elegida, un
/// indicador encima (decide el presenter; "Elegir foto" se apaga mientras tanto, ver `render`).
extension ProfileEditViewController {
    /// Centred on the picture, hidden when stopped. / Centrado en la imagen, oculto al detenerse.
    func placeImageSpinner() {
        imageSpinner.hidesWhenStopped = true
        imageSpinner.isAccessibilityElement = false
        imageSpinner.translatesAutoresizingMaskIntoConstraints = false
        imageView.superview?.addSubview(imageSpinner)
        NSLayoutConstraint.activate([
            imageSpinner.centerXAnchor.constraint(equalTo: imageView.centerXAnchor),
            imageSpinner.centerYAnchor.constraint(equalTo: imageView.centerYAnchor),
        ])
    }

    func showImage(_ image: ProfileImage, accessibilityLabel: String) {
        imageView.image = UIImage(profileImage: image)
        imageView.isAccessibilityElement = true
        imageView.accessibilityTraits = .image
        imageView.accessibilityLabel = accessibilityLabel
    }

    func showImageLoading(_ isLoading: Bool) {
        if isLoading {
            imageSpinner.startAnimating()
        } else {
            imageSpinner.stopAnimating()
        }
    }

    /// "It will be saved when the photo loads" and the like. / "Se guardará cuando cargue la foto" y similares.
    func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }
}
