import AppCore
import FeaturesKit
import UIKit

/// A card: rounded corners, shadow, icon, title and a description that sets the row height. From AX3
/// on the icon goes above the texts (`CardLayout.iconPlacement`, AppCore, tested on Linux).
/// Una tarjeta: esquinas redondeadas, sombra, icono, título y una descripción que fija la altura.
/// Desde AX3 el icono va encima de los textos (`CardLayout.iconPlacement`, probada en Linux).
final class FeatureCardCell: UITableViewCell {
    static let reuseIdentifier = "FeatureCardCell"

    @IBOutlet private(set) var cardView: FeatureCardView!
    @IBOutlet private var iconView: UIImageView!
    @IBOutlet private var titleLabel: UILabel!
    @IBOutlet private var descriptionLabel: UILabel!
    /// Title beside the icon (`Ftl-K2-004`, `Ftl-K2-005`); strong, they are deactivated at AX3+.
    /// Título al lado del icono; fuertes, se desactivan desde AX3.
    @IBOutlet private var titleBesideIconLeading: NSLayoutConstraint!
    @IBOutlet private var titleBesideIconTop: NSLayoutConstraint!

    /// Title below the icon at the card's inset. / Título debajo del icono, al margen de la tarjeta.
    private lazy var titleBelowIcon: [NSLayoutConstraint] = [
        titleLabel.leadingAnchor.constraint(equalTo: cardView.leadingAnchor, constant: Style.inset),
        titleLabel.topAnchor.constraint(equalTo: iconView.bottomAnchor, constant: Style.iconSpacing),
    ]

    private enum Style {
        static let cornerRadius: CGFloat = 14
        static let shadowRadius: CGFloat = 6
        static let shadowOpacity: Float = 0.18
        static let shadowOffset = CGSize(width: 0, height: 3)
        static let highlightedAlpha: CGFloat = 0.7
        /// As in the storyboard: card inset and icon-to-text gap. / Como en el storyboard.
        static let inset: CGFloat = 16
        static let iconSpacing: CGFloat = 12
    }

    override func awakeFromNib() {
        super.awakeFromNib()
        styleCard()
        placeIcon()
        // The whole card is one VoiceOver element. / Toda la tarjeta es un elemento de VoiceOver.
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// A new width or text size decides the texts' hyphenation again (`updateHyphenation`).
    /// Un ancho o tamaño nuevo decide otra vez el guion de los textos.
    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.updateHyphenation()
        descriptionLabel.updateHyphenation()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // CGColor does not follow dark mode by itself. / CGColor no sigue el modo oscuro por sí solo.
        cardView.layer.shadowColor = UIColor(named: ColorName.cardShadow)?.cgColor
        if previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory {
            placeIcon()
        }
    }

    /// Beside the texts up to AX2, above them from AX3. / Al lado hasta AX2, encima desde AX3.
    private func placeIcon() {
        let category = TextSizeCategory(uiKitName: traitCollection.preferredContentSizeCategory.rawValue)
        let above = CardLayout.iconPlacement(for: category) == .above
        let beside: [NSLayoutConstraint] = [titleBesideIconLeading, titleBesideIconTop]
        NSLayoutConstraint.deactivate(above ? beside : titleBelowIcon)
        NSLayoutConstraint.activate(above ? titleBelowIcon : beside)
    }

    /// Touch feedback without the grey selection band. / Respuesta al toque sin la banda gris.
    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        let changes = { self.cardView.alpha = highlighted ? Style.highlightedAlpha : 1 }
        animated ? UIView.animate(withDuration: 0.15, animations: changes) : changes()
    }

    /// Title and description may hyphenate: at AX5 "Componentes" (320–393 pt screens), "UserDefaults"
    /// and "interruptores" (320 pt) are wider than the card (`layout-check`, `MirrorTextTests`). Only
    /// how the text looks changes: the font stays the label's (Dynamic Type) and VoiceOver reads
    /// `accessibilityLabel`.
    /// Título y descripción pueden dividirse con guion: en AX5 hay palabras más anchas que la tarjeta.
    /// Solo cambia cómo se ve: la fuente sigue siendo la de la etiqueta y VoiceOver lee `accessibilityLabel`.
    func configure(with row: FeatureRowViewModel) {
        titleLabel.setHyphenatedText(row.title)
        descriptionLabel.setHyphenatedText(row.description)
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
