import AlbumKit
import UIKit

/// One downsampled photo; the selected one gets an accent border and the "selected" trait.
/// Una foto reducida; la seleccionada lleva un borde de acento y el rasgo "seleccionado".
final class AlbumThumbnailCell: UICollectionViewCell {
    static let reuseIdentifier = "AlbumThumbnailCell"

    @IBOutlet private weak var thumbnailView: UIImageView!

    override func awakeFromNib() {
        super.awakeFromNib()
        contentView.layer.cornerRadius = 10
        contentView.layer.masksToBounds = true
        contentView.layer.borderColor = UIColor(named: ColorName.accent)?.cgColor
        isAccessibilityElement = true
    }

    func configure(_ item: AlbumItemViewModel) {
        thumbnailView.image = UIImage(named: item.thumbnailName)
        contentView.layer.borderWidth = item.isSelected ? 4 : 0
        contentView.alpha = item.isSelected ? 1 : 0.8
        accessibilityLabel = item.accessibilityLabel
        accessibilityTraits = item.isSelected ? [.image, .button, .selected] : [.image, .button]
    }

    /// CGColor does not follow dark mode by itself: refresh the border colour on appearance changes.
    /// CGColor no sigue el modo oscuro por sí solo: se actualiza al cambiar la apariencia.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let accent = UIColor(named: ColorName.accent, in: nil, compatibleWith: traitCollection)
        contentView.layer.borderColor = accent?.cgColor
    }
}
