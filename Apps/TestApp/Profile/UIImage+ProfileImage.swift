import ProfileKit
import UIKit

extension UIImage {
    /// The picture to show: the user's data, or the catalog placeholder (also when the data is not
    /// a readable image). / La imagen a mostrar: los datos del usuario o la imagen por defecto
    /// (también si los datos no son una imagen legible).
    convenience init?(profileImage: ProfileImage) {
        switch profileImage {
        case .custom(let data):
            if UIImage(data: data) != nil {
                self.init(data: data)
            } else {
                self.init(named: ProfileImage.placeholderName)
            }
        case .placeholder(let name):
            self.init(named: name)
        }
    }
}
