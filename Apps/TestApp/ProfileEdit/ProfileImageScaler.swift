import ProfileKit
import UIKit

/// Draws a picture at the size `ProfileImagePolicy` allows and encodes it as JPEG, so the store
/// only ever receives small files. / Dibuja la imagen al tamaño que permite `ProfileImagePolicy`
/// y la codifica como JPEG, así el almacén solo recibe archivos pequeños.
enum ProfileImageScaler {
    static func jpegData(from image: UIImage) -> Data? {
        let pixels = ProfileImagePolicy.fittedSize(
            width: Double(image.size.width * image.scale), height: Double(image.size.height * image.scale))
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: pixels.width, height: pixels.height), format: format)
        let scaled = renderer.image { _ in
            image.draw(in: CGRect(x: 0, y: 0, width: pixels.width, height: pixels.height))
        }
        return scaled.jpegData(compressionQuality: CGFloat(ProfileImagePolicy.jpegQuality))
    }
}
