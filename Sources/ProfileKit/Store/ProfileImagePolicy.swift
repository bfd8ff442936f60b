/// How big a saved profile picture may be; the app resizes with these numbers before saving.
/// Qué tamaño puede tener la imagen guardada; la app la reduce con estos números antes de guardar.
public enum ProfileImagePolicy {
    /// Longest side in pixels. / Lado mayor en píxeles.
    public static let maximumPixelSide = 512
    /// JPEG quality 0…1. / Calidad JPEG de 0 a 1.
    public static let jpegQuality = 0.8

    /// The size that fits `maximumPixelSide` keeping the aspect ratio; never enlarges, never 0.
    /// El tamaño que cabe en `maximumPixelSide` conservando la proporción; nunca amplía ni da 0.
    public static func fittedSize(width: Double, height: Double) -> (width: Double, height: Double) {
        guard width.isFinite, height.isFinite, width > 0, height > 0 else { return (1, 1) }
        let limit = Double(maximumPixelSide)
        let scale = min(1, limit / max(width, height))
        return (max(1, (width * scale).rounded()), max(1, (height * scale).rounded()))
    }
}
