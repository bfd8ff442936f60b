import NetworkingKit
import UIKit

/// The table's footer, where the end of the list is: the spinner while the next page loads, that
/// page's failure with "Reintentar", or the empty state with its button. Sized by
/// `UITableView.fitFooterToWidth()`; the button is never under 44 pt and wraps at large text sizes.
/// El pie de la tabla, donde termina la lista: el indicador mientras carga otra página, el fallo de
/// esa página con "Reintentar", o el estado vacío con su botón. Lo ajusta `fitFooterToWidth()`; el
/// botón nunca mide menos de 44 pt y parte su título con textos grandes.
final class NetworkingFooterView: UIView {
    /// Called when the button is tapped. / Se llama al tocar el botón.
    var onButton: (() -> Void)?

    let spinner = AdaptivePalette.makeSpinner()
    let messageLabel = UILabel()
    let button = WrappingButton(type: .system)

    /// A new width or text size decides the message's hyphenation again (`updateHyphenation`).
    /// Un ancho o tamaño nuevo decide otra vez el guion del mensaje.
    override func layoutSubviews() {
        super.layoutSubviews()
        messageLabel.updateHyphenation()
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("NetworkingFooterView is created in code")
    }

    /// Shows one footer state (`.none` is rendered by the screen as no footer).
    /// Muestra un estado del pie (`.none` lo presenta la pantalla como sin pie).
    func show(_ footer: NetworkingFooter) {
        switch footer {
        case .none:
            show(message: nil, buttonTitle: nil, loadingLabel: nil)
        case .loading(let label):
            show(message: nil, buttonTitle: nil, loadingLabel: label)
        case .failed(let failure):
            show(message: failure.message, buttonTitle: failure.retryTitle, loadingLabel: nil)
            messageLabel.textColor = AdaptivePalette.error
        case .empty(let empty):
            show(message: empty.message, buttonTitle: empty.actionTitle, loadingLabel: nil)
            messageLabel.textColor = AdaptivePalette.secondaryText
        }
    }

    /// The message may hyphenate ("inespera-do.") where a word is wider than the footer (AX5 on a
    /// 320-pt width, `layout-check`). / El mensaje puede dividirse con guion donde una palabra no cabe.
    private func show(message: String?, buttonTitle: String?, loadingLabel: String?) {
        messageLabel.setHyphenatedText(message, alignment: .center)
        messageLabel.isHidden = message == nil
        button.setTitle(buttonTitle, for: .normal)
        button.accessibilityLabel = buttonTitle
        button.isHidden = buttonTitle == nil
        spinner.accessibilityLabel = loadingLabel
        spinner.isHidden = loadingLabel == nil
        if loadingLabel == nil { spinner.stopAnimating() } else { spinner.startAnimating() }
    }

    private func configure() {
        backgroundColor = AdaptivePalette.background
        messageLabel.font = AppFont.preferred(.body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        button.titleLabel?.font = AppFont.preferred(.headline)
        button.addTarget(self, action: #selector(buttonTapped), for: .touchUpInside)
        spinner.hidesWhenStopped = false
        messageLabel.accessibilityIdentifier = AccessibilityIdentifiers.Networking.footerMessage
        button.accessibilityIdentifier = AccessibilityIdentifiers.Networking.footerButton
        let stack = UIStackView(arrangedSubviews: [spinner, messageLabel, button])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .center
        // Side margins follow the table's; 12 pt above and below. / Márgenes como la tabla; 12 pt arriba y abajo.
        addSubviewWithinMargins(stack, vertical: 12)
        NSLayoutConstraint.activate([
            messageLabel.widthAnchor.constraint(equalTo: stack.widthAnchor),
            button.widthAnchor.constraint(lessThanOrEqualTo: stack.widthAnchor),
            Self.minimumHeight(of: button),
            Self.minimumHeight(of: spinner),
        ])
    }

    /// At least 44 pt tall, at 999: the stack view hides a member with its own required height-0
    /// constraint (`UISV-hiding`), which a required minimum would fight.
    /// Al menos 44 pt de alto, con 999: la pila oculta un miembro con su propia restricción
    /// obligatoria de altura 0 (`UISV-hiding`), con la que un mínimo obligatorio chocaría.
    static func minimumHeight(of view: UIView) -> NSLayoutConstraint {
        let minimum = view.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        minimum.priority = UILayoutPriority(999)
        return minimum
    }

    @objc private func buttonTapped() {
        onButton?()
    }
}
