import NetworkingKit
import UIKit

/// A subtitle cell with Dynamic Type fonts and one VoiceOver label.
/// Una celda con subtítulo, fuentes dinámicas y una sola etiqueta de VoiceOver.
final class PokemonCell: UITableViewCell {
    static let reuseIdentifier = String(describing: PokemonCell.self)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = AdaptivePalette.background
        textLabel?.font = AppFont.preferred(.body)
        textLabel?.adjustsFontForContentSizeCategory = true
        textLabel?.numberOfLines = 0
        textLabel?.textColor = AdaptivePalette.primaryText
        detailTextLabel?.font = AppFont.preferred(.subheadline)
        detailTextLabel?.adjustsFontForContentSizeCategory = true
        detailTextLabel?.textColor = AdaptivePalette.secondaryText
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("PokemonCell is created in code")
    }

    func show(_ row: PokemonRow) {
        textLabel?.text = row.title
        detailTextLabel?.text = row.detail
        accessibilityLabel = row.accessibilityLabel
    }
}
