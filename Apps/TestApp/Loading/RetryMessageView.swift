import UIKit

/// A centred message with a retry button (used when a screen has nothing else to show).
/// Un mensaje centrado con un botón de reintento (cuando la pantalla no tiene nada más que mostrar).
final class RetryMessageView: UIView {
    /// Called when the button is tapped. / Se llama al tocar el botón.
    var onRetry: (() -> Void)?

    private let messageLabel = UILabel()
    private let retryButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RetryMessageView is created in code")
    }

    /// Texts arrive localized from a presenter. / Los textos llegan localizados desde un presenter.
    func show(message: String, retryTitle: String) {
        messageLabel.text = message
        retryButton.setTitle(retryTitle, for: .normal)
    }

    private func configure() {
        messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.textColor = AdaptivePalette.error
        retryButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        retryButton.titleLabel?.adjustsFontForContentSizeCategory = true
        retryButton.addTarget(self, action: #selector(retryTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [messageLabel, retryButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerYAnchor.constraint(equalTo: centerYAnchor),
            stack.leadingAnchor.constraint(equalTo: readableContentGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: readableContentGuide.trailingAnchor),
        ])
    }

    @objc private func retryTapped() {
        onRetry?()
    }
}
