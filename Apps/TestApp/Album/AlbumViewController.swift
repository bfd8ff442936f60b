import AlbumKit
import UIKit

/// Top half: the selected photo large. Bottom half: a horizontal strip of at most eight thumbnails.
/// The presenter decides which photos, the initial selection and what selecting does.
/// Mitad superior: la foto elegida en grande. Mitad inferior: una tira horizontal de hasta ocho
/// miniaturas. El presenter decide qué fotos, la selección inicial y qué pasa al seleccionar.
final class AlbumViewController: UIViewController, StoryboardInstantiable, AccessibilityIdentifying {
    static let storyboardID = StoryboardID(storyboard: "Album", identifier: "AlbumViewController")

    /// Set by `AlbumWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `AlbumWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: AlbumPresenting!

    @IBOutlet private weak var largeImageView: UIImageView!
    @IBOutlet private weak var collectionView: UICollectionView!
    /// The "Halves" stack (large image over the strip), a direct subview of the root view.
    /// La pila "Halves" (imagen grande sobre la tira), subvista directa de la vista raíz.
    @IBOutlet private weak var halves: UIStackView!

    /// The last view model drawn (cells read their item from it). / El último view model dibujado.
    private var rendered: AlbumViewModel?
    private var items: [AlbumItemViewModel] { rendered?.items ?? [] }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = self
        collectionView.delegate = self
        configureLayout()
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        centerThumbnailsVertically()
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.Album.screen
        largeImageView.accessibilityIdentifier = AccessibilityIdentifiers.Album.largeImage
        collectionView.accessibilityIdentifier = AccessibilityIdentifiers.Album.thumbnails
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

    /// The insets come from the package, computed from the halves stack: it is already laid out here,
    /// while the strip inside it still has its size from before a rotation (`AlbumLayout.stripHeight`).
    /// Los márgenes vienen del paquete, calculados desde la pila de mitades: aquí ya está maquetada,
    /// mientras que la tira de dentro aún conserva su tamaño de antes de girar.
    private func centerThumbnailsVertically() {
        guard let layout = collectionView.collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let insets = AlbumLayout.sectionInsets(
            halvesHeight: Double(halves.bounds.height), largeImageHidden: largeImageView.isHidden)
        let inset = UIEdgeInsets(
            top: CGFloat(insets.top), left: CGFloat(insets.left), bottom: CGFloat(insets.bottom),
            right: CGFloat(insets.right))
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
        label.font = AppFont.preferred(.body)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = AdaptivePalette.secondaryText
        collectionView.backgroundView = label
    }
}

extension AlbumViewController: AlbumView {
    /// The package says whether the strip reloads or only some cells refresh
    /// (`AlbumViewModel.thumbnailChange(since:)`). / El paquete dice si la tira se recarga o solo
    /// se actualizan algunas celdas.
    func render(_ viewModel: AlbumViewModel) {
        let change = viewModel.thumbnailChange(since: rendered)
        rendered = viewModel
        title = viewModel.title
        largeImageView.image = viewModel.large.flatMap { UIImage(named: $0.imageName) }
        largeImageView.accessibilityLabel = viewModel.large?.accessibilityLabel
        // In the fill-equally stack a hidden half gives its height to the strip and its message.
        // En la pila de partes iguales, una mitad oculta cede su altura a la tira y su mensaje.
        largeImageView.isHidden = viewModel.isLargeImageHidden
        view.setNeedsLayout()
        showEmptyMessage(viewModel.emptyMessage)
        switch change {
        case .reloadAll:
            collectionView.reloadData()
        case .refresh(let indices):
            for index in indices where items.indices.contains(index) {
                let cell = collectionView.cellForItem(at: IndexPath(item: index, section: 0))
                (cell as? AlbumThumbnailCell)?.configure(items[index])
            }
        }
        UIAccessibility.post(notification: .layoutChanged, argument: largeImageView)
    }
}

extension AlbumViewController: UICollectionViewDataSource, UICollectionViewDelegate {
    /// Counted from the rendered view model, the same array the cells read, so they never disagree.
    /// Se cuenta del view model dibujado, el mismo arreglo que leen las celdas: nunca difieren.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        items.count
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
