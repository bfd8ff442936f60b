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

    /// Without a photo the large half steps aside, so the empty-album message gets the whole screen
    /// (at the largest text size it does not fit half of an SE in landscape).
    /// Sin foto la mitad grande se aparta y el mensaje de álbum vacío ocupa toda la pantalla (con el
    /// mayor tamaño de texto no cabe en media pantalla de un SE horizontal).
    public var isLargeImageHidden: Bool { large == nil }
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
    /// Space before the first and after the last cell, in points. / Espacio antes y después de las celdas.
    public static let horizontalInset = 16

    /// The strip's section insets for a strip `stripHeight` points tall: the thumbnails centred
    /// vertically (never a negative inset when the strip is shorter than a cell).
    /// Los márgenes de la tira para una altura de `stripHeight` puntos: miniaturas centradas en
    /// vertical (nunca un margen negativo si la tira es más baja que una celda).
    public static func sectionInsets(stripHeight: Double) -> AlbumInsets {
        let vertical = max((stripHeight - Double(thumbnailSide)) / 2, 0)
        let horizontal = Double(horizontalInset)
        return AlbumInsets(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
    }

    /// Space between the large image and the strip in the storyboard's "Halves" stack (fill equally).
    /// Espacio entre la imagen grande y la tira en la pila "Halves" del storyboard (partes iguales).
    public static let halvesSpacing = 12

    /// The strip's height inside the halves stack `halvesHeight` points tall: the lower half less
    /// half the spacing, or all of it when the large image is hidden. The stack is laid out when the
    /// screen's `viewDidLayoutSubviews` runs; the strip inside it is not yet (after a rotation it still
    /// has the old size), so the screen computes from the stack.
    /// La altura de la tira dentro de la pila de mitades de `halvesHeight` puntos: la mitad inferior
    /// menos medio espacio, o toda si la imagen grande está oculta. La pila ya está maquetada cuando
    /// corre `viewDidLayoutSubviews`; la tira de dentro aún no, así que la pantalla calcula desde la pila.
    public static func stripHeight(halvesHeight: Double, largeImageHidden: Bool) -> Double {
        guard !largeImageHidden else { return max(halvesHeight, 0) }
        return max((halvesHeight - Double(halvesSpacing)) / 2, 0)
    }

    /// The strip's section insets from the halves stack's height. / Márgenes de la tira desde la pila.
    public static func sectionInsets(halvesHeight: Double, largeImageHidden: Bool) -> AlbumInsets {
        sectionInsets(stripHeight: stripHeight(halvesHeight: halvesHeight, largeImageHidden: largeImageHidden))
    }
}

/// Edge insets in points, without UIKit. / Márgenes en puntos, sin UIKit.
public struct AlbumInsets: Equatable {
    public let top: Double
    public let left: Double
    public let bottom: Double
    public let right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }
}

/// How the thumbnail strip follows a new view model: reload everything when the photo list
/// changed, otherwise refresh only the cells whose mark changed (no reload, no scroll jump).
/// Cómo sigue la tira un view model nuevo: recargar todo si cambió la lista de fotos; si no, solo
/// actualizar las celdas cuya marca cambió (sin recargar ni saltar el desplazamiento).
public enum AlbumThumbnailChange: Equatable {
    case reloadAll
    case refresh([Int])
}

extension AlbumViewModel {
    /// What changed in the strip since `previous` (nil: the first render).
    /// Qué cambió en la tira desde `previous` (nil: el primer dibujo).
    public func thumbnailChange(since previous: AlbumViewModel?) -> AlbumThumbnailChange {
        guard let previous = previous,
            previous.items.map(\.thumbnailName) == items.map(\.thumbnailName)
        else { return .reloadAll }
        return .refresh(items.indices.filter { items[$0] != previous.items[$0] })
    }
}
