import ImageIO
import ProfileKit
import UIKit

/// Makes the stored picture straight from the photo's file with ImageIO: a thumbnail of at most
/// `ProfileImagePolicy.maximumPixelSide` pixels is decoded (never the full-size photo), then encoded
/// as the policy says — PNG when it has transparency, otherwise JPEG drawn over an opaque fill (never
/// black). Call it off the main thread.
/// Hace la imagen guardada directamente desde el archivo de la foto con ImageIO: se decodifica una
/// miniatura de como máximo `ProfileImagePolicy.maximumPixelSide` píxeles (nunca la foto completa) y
/// se codifica como dice la política: PNG si tiene transparencia; si no, JPEG dibujado sobre un
/// relleno opaco (nunca negro). Llamar fuera del hilo principal.
enum ProfileImageDownsampler {
    /// nil when the file is not a readable image. / nil si el archivo no es una imagen legible.
    static func encodedData(fromFileAt url: URL) -> Data? {
        // Do not decode or cache while only reading the header. / No decodificar al leer la cabecera.
        let sourceOptions = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithURL(url as CFURL, sourceOptions),
            CGImageSourceGetCount(source) > 0
        else { return nil }
        let properties = CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as? [CFString: Any]
        let maxPixelSize = ProfileImagePolicy.thumbnailMaxPixelSize(
            sourceWidth: properties?[kCGImagePropertyPixelWidth] as? Int,
            sourceHeight: properties?[kCGImagePropertyPixelHeight] as? Int)
        let thumbnailOptions =
            [
                kCGImageSourceCreateThumbnailFromImageAlways: true,
                kCGImageSourceShouldCacheImmediately: true,
                kCGImageSourceCreateThumbnailWithTransform: true,
                kCGImageSourceThumbnailMaxPixelSize: maxPixelSize,
            ] as CFDictionary
        guard let thumbnail = CGImageSourceCreateThumbnailAtIndex(source, 0, thumbnailOptions) else { return nil }
        let format = ProfileImagePolicy.outputFormat(hasAlpha: hasAlpha(thumbnail))
        switch format {
        case .png:
            return encode(thumbnail, as: format)
        case .jpeg:
            return opaque(thumbnail).flatMap { encode($0, as: format) }
        }
    }

    private static func hasAlpha(_ image: CGImage) -> Bool {
        switch image.alphaInfo {
        case .none, .noneSkipFirst, .noneSkipLast: return false
        default: return true
        }
    }

    /// The picture drawn over an opaque white fill, so a JPEG can never turn transparent areas black.
    /// La imagen dibujada sobre un relleno blanco opaco, así un JPEG nunca vuelve negras las zonas transparentes.
    private static func opaque(_ image: CGImage) -> CGImage? {
        let rgb = image.colorSpace.flatMap { $0.model == .rgb ? $0 : nil } ?? CGColorSpaceCreateDeviceRGB()
        guard
            let context = CGContext(
                data: nil, width: image.width, height: image.height, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        else { return nil }
        let bounds = CGRect(x: 0, y: 0, width: image.width, height: image.height)
        context.setFillColor(UIColor.white.cgColor)
        context.fill(bounds)
        context.draw(image, in: bounds)
        return context.makeImage()
    }

    private static func encode(_ image: CGImage, as format: ProfileImageFormat) -> Data? {
        let data = NSMutableData()
        guard
            let destination = CGImageDestinationCreateWithData(
                data as CFMutableData, format.typeIdentifier as CFString, 1, nil)
        else { return nil }
        var properties: [CFString: Any] = [:]
        if case .jpeg(let quality) = format { properties[kCGImageDestinationLossyCompressionQuality] = quality }
        CGImageDestinationAddImage(destination, image, properties as CFDictionary)
        guard CGImageDestinationFinalize(destination) else { return nil }
        return data as Data
    }
}
