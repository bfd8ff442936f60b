/// What the presenter tells the album screen. / Lo que el presenter le dice a la pantalla del álbum.
public protocol AlbumView: AnyObject {
    /// Title, thumbnails (with the selected one marked) and the large photo.
    /// Título, miniaturas (con la seleccionada marcada) y la foto grande.
    func render(_ viewModel: AlbumViewModel)
}

/// Events from the album screen. / Eventos de la pantalla del álbum.
public protocol AlbumPresenting: AnyObject {
    func viewDidLoad()
    var numberOfItems: Int { get }
    func didSelectItem(at index: Int)
}

/// Where the photos come from, capped by the catalog. / De dónde salen las fotos, con el tope del catálogo.
public protocol AlbumInteracting: AnyObject {
    func loadCatalog() -> AlbumCatalog
}

/// Navigation of the album: none yet, kept for the module shape.
/// Navegación del álbum: ninguna todavía; se mantiene la forma del módulo.
public protocol AlbumRouting: AnyObject {}

/// Any list of photos (bundled assets, a test list with more than eight…).
/// Cualquier lista de fotos (assets del bundle, una lista de prueba con más de ocho…).
public protocol AlbumPhotoSource {
    func photos() -> [AlbumPhoto]
}
