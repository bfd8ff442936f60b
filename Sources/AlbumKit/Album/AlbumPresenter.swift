import AppCore

/// Keeps the selection and renders the thumbnails and the large photo.
/// Guarda la selección y presenta las miniaturas y la foto grande.
public final class AlbumPresenter: AlbumPresenting {
    public weak var view: AlbumView?
    private let interactor: AlbumInteracting
    private let router: AlbumRouting
    private let localizer: Localizer
    private var catalog = AlbumCatalog([])
    public private(set) var selectedIndex: Int?

    public init(interactor: AlbumInteracting, router: AlbumRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    public var numberOfItems: Int { catalog.photos.count }

    public func viewDidLoad() {
        catalog = interactor.loadCatalog()
        selectedIndex = catalog.initialSelection
        view?.render(viewModel())
    }

    /// A new, valid index becomes the large photo; the same or an invalid one changes nothing.
    /// Un índice nuevo y válido pasa a la foto grande; el mismo o uno inválido no cambia nada.
    public func didSelectItem(at index: Int) {
        guard catalog.photos.indices.contains(index), index != selectedIndex else { return }
        selectedIndex = index
        view?.render(viewModel())
    }

    // MARK: - View model / Modelo de vista

    func viewModel() -> AlbumViewModel {
        let items = catalog.photos.enumerated().map { index, photo in
            AlbumItemViewModel(
                thumbnailName: photo.thumbnailName, accessibilityLabel: localizer(photo.descriptionKey),
                isSelected: index == selectedIndex)
        }
        let large = selectedIndex.map { index -> AlbumLargeImage in
            let photo = catalog.photos[index]
            return AlbumLargeImage(
                imageName: photo.imageName,
                accessibilityLabel: localizer("album.large.accessibility", localizer(photo.descriptionKey)))
        }
        return AlbumViewModel(
            title: localizer("album.title"), items: items, large: large,
            emptyMessage: catalog.photos.isEmpty ? localizer("album.empty") : nil, selectedIndex: selectedIndex)
    }
}
