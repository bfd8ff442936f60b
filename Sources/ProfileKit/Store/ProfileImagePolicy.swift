import Foundation

/// How a saved profile picture is made: its size, its format and what a failed pick means. The app
/// (ImageIO) follows these numbers; nothing here decodes an image.
/// Cómo se hace la imagen guardada: su tamaño, su formato y qué significa una selección fallida. La
/// app (ImageIO) sigue estos números; aquí no se decodifica ninguna imagen.
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

    /// `kCGImageSourceThumbnailMaxPixelSize` for a source of this size: the source's longest side
    /// when it is smaller (never enlarges), otherwise `maximumPixelSide`; an unknown or broken size
    /// gives `maximumPixelSide`, so the decode is always bounded.
    /// `kCGImageSourceThumbnailMaxPixelSize` para un origen de este tamaño: su lado mayor si es más
    /// pequeño (nunca amplía), si no `maximumPixelSide`; un tamaño desconocido o roto da
    /// `maximumPixelSide`, así la decodificación siempre está acotada.
    public static func thumbnailMaxPixelSize(sourceWidth: Int?, sourceHeight: Int?) -> Int {
        guard let width = sourceWidth, let height = sourceHeight, width > 0, height > 0 else {
            return maximumPixelSide
        }
        return min(maximumPixelSide, max(width, height))
    }

    /// A picture with transparency is kept as PNG (the transparency survives); an opaque one becomes
    /// JPEG, drawn over an opaque fill so nothing can turn black.
    /// Una imagen con transparencia se guarda como PNG (la transparencia se conserva); una opaca pasa
    /// a JPEG, dibujada sobre un relleno opaco para que nada salga negro.
    public static func outputFormat(hasAlpha: Bool) -> ProfileImageFormat {
        hasAlpha ? .png : .jpeg(quality: jpegQuality)
    }

    /// What a finished picker session means: nothing chosen is a cancel; something chosen that could
    /// not be read (no data, empty data) is an error the user must see, never a silent cancel.
    /// Qué significa una sesión del selector: nada elegido es cancelar; algo elegido que no se pudo
    /// leer (sin datos o vacíos) es un error que el usuario debe ver, nunca un cancelar silencioso.
    public static func pickResult(didChoosePhoto: Bool, imageData: Data?) -> ProfileImagePickResult {
        guard didChoosePhoto else { return .cancelled }
        guard let data = imageData, !data.isEmpty else { return .failed }
        return .picked(data)
    }
}

/// The stored picture's encoding. / La codificación de la imagen guardada.
public enum ProfileImageFormat: Equatable {
    case png
    case jpeg(quality: Double)

    /// Uniform type identifier for `CGImageDestinationCreateWithData`.
    /// Identificador de tipo para `CGImageDestinationCreateWithData`.
    public var typeIdentifier: String {
        switch self {
        case .png: return "public.png"
        case .jpeg: return "public.jpeg"
        }
    }

    /// File extension the store uses: "png" when the data starts with the PNG signature, else "jpg".
    /// Extensión que usa el almacén: "png" si los datos empiezan con la firma PNG, si no "jpg".
    public static func fileExtension(for data: Data) -> String {
        data.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) ? "png" : "jpg"
    }
}

/// How the photo picker ended. / Cómo terminó el selector de fotos.
public enum ProfileImagePickResult: Equatable {
    /// Downsampled, encoded picture data. / Imagen reducida y codificada.
    case picked(Data)
    /// The user closed the picker without choosing. / El usuario cerró sin elegir.
    case cancelled
    /// A photo was chosen but could not be loaded. / Se eligió una foto pero no se pudo cargar.
    case failed
}

/// What the picker reports before its result: a photo was chosen and is loading (an iCloud download,
/// resizing), and the picker has finished closing (its dismissal completed).
/// Lo que informa el selector antes de su resultado: se eligió una foto y está cargando, y el selector
/// terminó de cerrarse (su cierre se completó).
public enum ProfileImagePickerProgress: Equatable {
    case loadingChosenPhoto
    case closed
}
