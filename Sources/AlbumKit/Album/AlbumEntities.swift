/// One photograph of the album: its full-size and thumbnail asset names and the key of its
/// description (Spanish/English in the app's strings, read by VoiceOver).
/// Una fotografía del álbum: nombres de sus assets (grande y miniatura) y la clave de su
/// descripción (en los strings de la app; la lee VoiceOver).
public struct AlbumPhoto: Equatable {
    /// Unique name (scikit-image's). / Nombre único (el de scikit-image).
    public let id: String

    public init(id: String) {
        self.id = id
    }

    /// Full-size image set. / Image set de tamaño completo.
    public var imageName: String { "album-" + id }
    /// Downsampled image set sized for the cell (`AlbumLayout.thumbnailSide`).
    /// Image set reducido al tamaño de la celda (`AlbumLayout.thumbnailSide`).
    public var thumbnailName: String { imageName + "-thumb" }
    /// Localization key of the description. / Clave de la descripción.
    public var descriptionKey: String { "album.photo." + id }
}

/// The photos the album shows: never more than eight, without repeats, in the source's order.
/// Las fotos que muestra el álbum: nunca más de ocho, sin repetidas, en el orden de la fuente.
public struct AlbumCatalog: Equatable {
    public static let maximumCount = 8
    public let photos: [AlbumPhoto]

    public init(_ source: [AlbumPhoto]) {
        var seen: Set<String> = []
        let unique = source.filter { seen.insert($0.id).inserted }
        photos = Array(unique.prefix(Self.maximumCount))
    }

    /// The photo shown large when the screen opens: the first one. / La foto grande al abrir: la primera.
    public var initialSelection: Int? { photos.isEmpty ? nil : 0 }
}

/// The album screen as data. / La pantalla del álbum como datos.
public struct AlbumViewModel: Equatable {
    public let title: String
    public let items: [AlbumItemViewModel]
    /// nil when there is no photo. / nil cuando no hay fotos.
    public let large: AlbumLargeImage?
    /// Shown instead of the photos when the catalog is empty. / Se muestra si el catálogo está vacío.
    public let emptyMessage: String?
    public let selectedIndex: Int?
}

/// One thumbnail cell. / Una celda de miniatura.
public struct AlbumItemViewModel: Equatable {
    public let thumbnailName: String
    public let accessibilityLabel: String
    public let isSelected: Bool
}

/// The large image above the thumbnails. / La imagen grande sobre las miniaturas.
public struct AlbumLargeImage: Equatable {
    public let imageName: String
    public let accessibilityLabel: String
}

/// The eight photographs bundled in the app (scikit-image sample data, see docs/licenses/album.md).
/// Las ocho fotografías incluidas en la app (datos de ejemplo de scikit-image).
public struct BundledAlbumSource: AlbumPhotoSource {
    public static let photoIDs = [
        "astronaut", "coffee", "chelsea", "rocket", "hubble", "camera", "retina", "brick",
    ]

    public init() {}

    public func photos() -> [AlbumPhoto] {
        Self.photoIDs.map(AlbumPhoto.init(id:))
    }
}

/// Sizes shared by the collection view and `Scripts/album_images.py` (which writes thumbnails of
/// exactly `thumbnailSide` × 2 and × 3 pixels). / Tamaños compartidos por la colección y el script.
public enum AlbumLayout {
    /// Side of a square thumbnail cell, in points. / Lado de una celda cuadrada, en puntos.
    public static let thumbnailSide = 100
    /// Space between cells, in points. / Espacio entre celdas, en puntos.
    public static let spacing = 12
}
