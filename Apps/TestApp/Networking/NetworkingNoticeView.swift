import UIKit

/// The offline notice ("Sin conexión: se muestran los datos guardados."), the table's header view: it
/// scrolls away with the list, so at the largest text sizes it never takes the list's place. Sized by
/// `UITableView.fitHeaderToWidth()`.
/// El aviso sin conexión, encabezado de la tabla: se desplaza con la lista, así que con los mayores
/// tamaños de texto nunca ocupa su lugar. Lo ajusta `UITableView.fitHeaderToWidth()`.
final class NetworkingNoticeView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = AdaptivePalette.card
        label.numberOfLines = 0
        label.textAlignment = .center
        label.font = AppFont.preferred(.footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = AdaptivePalette.primaryText
        label.accessibilityIdentifier = AccessibilityIdentifiers.Networking.notice
        // Side margins follow the table's (and the safe area in landscape). / Márgenes laterales como la tabla.
        addSubviewWithinMargins(label, vertical: 12)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("NetworkingNoticeView is created in code")
    }
}
