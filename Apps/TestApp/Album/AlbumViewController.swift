import AlbumKit
import UIKit

/// Top half: the selected photo large. Bottom half: a horizontal strip of at most eight thumbnails.
/// The presenter decides which photos, the initial selection and what selecting does.
/// Mitad superior: la foto elegida en grande. Mitad inferior: una tira horizontal de hasta ocho
/// miniaturas. El presenter decide qué fotos, la selección inicial y qué pasa al seleccionar.
final class AlbumViewController: UIViewController, StoryboardInstantiable {
    static let storyboardID = StoryboardID(storyboard: "Album", identifier: "AlbumViewController")

    /// Set by `AlbumWireframe`; the view owns its presenter. / La vista es dueña de su presenter.
    var presenter: AlbumPresenting!

    @IBOutlet private weak var largeImageView: UIImageView!
    @IBOutlet private weak var collectionView: UICollectionView!

    private var items: [AlbumItemViewModel] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = self
        collectionView.delegate = self
        configureLayout()
        presenter.viewDidLoad()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        centerThumbnailsVertically()
    }

    /// Cell size and spacing come from the package (the script sized the thumbnails to match).
    /// Tamaño y espacio de celdas vienen del paquete (el script hizo las miniaturas a esa medida).
    private func configureLayout() {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let side = CGFloat(AlbumLayout.thumbnailSide)
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: side, height: side)
        layout.minimumLineSpacing = CGFloat(AlbumLayout.spacing)
    }

    private func centerThumbnailsVertically() {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let vertical = max((collectionView.bounds.height - layout.itemSize.height) / 2, 0)
        let inset = UIEdgeInsets(top: vertical, left: 16, bottom: vertical, right: 16)
        guard layout.sectionInset != inset else { return }
        layout.sectionInset = inset
        layout.invalidateLayout()
    }

    private func showEmptyMessage(_ message: String?) {
        guard let message = message else {
            collectionView.backgroundView = nil
            return
        }
        let label = UILabel()
        label.text = message
        label.textAlignment = .center
        label.numberOfLines = 0
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = UIColor(named: ColorName.secondaryText)
        collectionView.backgroundView = label
    }
}

extension AlbumViewController: AlbumView {
    /// Reloads only when the photo list changes; a new selection just refreshes the visible cells.
    /// Recarga solo si cambia la lista; una selección nueva solo actualiza las celdas visibles.
    func render(_ viewModel: AlbumViewModel) {
        title = viewModel.title
        let sameList = items.map(\.thumbnailName) == viewModel.items.map(\.thumbnailName)
        items = viewModel.items
        largeImageView.image = viewModel.large.flatMap { UIImage(named: $0.imageName) }
        largeImageView.accessibilityLabel = viewModel.large?.accessibilityLabel
        showEmptyMessage(viewModel.emptyMessage)
        if sameList {
            for indexPath in collectionView.indexPathsForVisibleItems {
                (collectionView.cellForItem(at: indexPath) as? AlbumThumbnailCell)?.configure(items[indexPath.item])
            }
        } else {
            collectionView.reloadData()
        }
        UIAccessibility.post(notification: .layoutChanged, argument: largeImageView)
    }
}

extension AlbumViewController: UICollectionViewDataSource, UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        presenter.numberOfItems
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(
            withReuseIdentifier: AlbumThumbnailCell.reuseIdentifier, for: indexPath)
        (cell as? AlbumThumbnailCell)?.configure(items[indexPath.item])
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        presenter.didSelectItem(at: indexPath.item)
    }
}
