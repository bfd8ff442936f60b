import FeaturesKit
import UIKit

/// A card: rounded corners, shadow, icon, title and a description that sets the row height.
/// Una tarjeta: esquinas redondeadas, sombra, icono, título y una descripción que fija la altura.
final class FeatureCardCell: UITableViewCell {
    static let reuseIdentifier = "FeatureCardCell"

    @IBOutlet private(set) var cardView: FeatureCardView!
    @IBOutlet private var iconView: UIImageView!
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var descriptionLabel: UILabel!

    private enum Style {
        static let cornerRadius: CGFloat = 14
        static let shadowRadius: CGFloat = 6
        static let shadowOpacity: Float = 0.18
        static let shadowOffset = CGSize(width: 0, height: 3)
        static let highlightedAlpha: CGFloat = 0.7
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        styleCard()
        // The whole card is one VoiceOver element. / Toda la tarjeta es un elemento de VoiceOver.
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // CGColor does not follow dark mode by itself. / CGColor no sigue el modo oscuro por sí solo.
        cardView.layer.shadowColor = UIColor(named: ColorName.cardShadow)?.cgColor
    }

    /// Touch feedback without the grey selection band. / Respuesta al toque sin la banda gris.
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        let changes = { self.cardView.alpha = highlighted ? Style.highlightedAlpha : 1 }
        animated ? UIView.animate(withDuration: 0.15, animations: changes) : changes()
    }

    func configure(with row: FeatureRowViewModel) {
        titleLabel.text = row.title
        descriptionLabel.text = row.description
        iconView.image = UIImage(named: row.imageName)
        accessibilityLabel = row.accessibilityLabel
        accessibilityHint = row.accessibilityHint
        accessibilityIdentifier = AccessibilityIdentifiers.FeatureList.row(row.kind.rawValue)
    }

    private func styleCard() {
        // The card draws its own shadow path from this radius (FeatureCardView.layoutSubviews).
        // La tarjeta dibuja su propia ruta de sombra con este radio.
        cardView.layer.cornerRadius = Style.cornerRadius
        cardView.layer.shadowColor = UIColor(named: ColorName.cardShadow)?.cgColor
        cardView.layer.shadowOpacity = Style.shadowOpacity
        cardView.layer.shadowRadius = Style.shadowRadius
        cardView.layer.shadowOffset = Style.shadowOffset
        iconView.layer.cornerRadius = Style.cornerRadius / 2
        iconView.clipsToBounds = true
        // Lato scaled with Dynamic Type. / Lato escalada con Dynamic Type.
        titleLabel.useAppFont(.headline)
        descriptionLabel.useAppFont(.subheadline)
    }
}
