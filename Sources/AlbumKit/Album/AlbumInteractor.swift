/// Reads the source and applies the catalog's rules. / Lee la fuente y aplica las reglas del catálogo.
public final class AlbumInteractor: AlbumInteracting {
    private let source: AlbumPhotoSource

    public init(source: AlbumPhotoSource = BundledAlbumSource()) {
        self.source = source
    }

    public func loadCatalog() -> AlbumCatalog {
        AlbumCatalog(source.photos())
    }
}
