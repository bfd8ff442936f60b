import AlbumKit

/// Records every render; owns its presenter like the real screen. / Registra cada dibujo; es dueña de su presenter.
final class FakeAlbumView: AlbumView {
    var presenter: AlbumPresenting?
    var rendered: [AlbumViewModel] = []
    func render(_ viewModel: AlbumViewModel) { rendered.append(viewModel) }
}

/// The album navigates nowhere. / El álbum no navega.
final class NoAlbumRouting: AlbumRouting {}

/// A source with any number of photos. / Una fuente con cualquier número de fotos.
struct FakeAlbumPhotoSource: AlbumPhotoSource {
    let ids: [String]
    func photos() -> [AlbumPhoto] { ids.map(AlbumPhoto.init(id:)) }
}
