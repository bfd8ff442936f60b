import UIKit

/// TestApp's one error-with-retry panel (Networking's empty table, Web View's blocking error): a
/// centred message and a "Reintentar" button. At large text sizes or with a long message it scrolls so
/// the button stays reachable; while everything fits it does not scroll, so a table behind it keeps
/// its pull-to-refresh.
/// El único panel de error con reintento de TestApp (la tabla vacía de Networking, el error bloqueante
/// de Web View): un mensaje centrado y un botón "Reintentar". Con texto grande o un mensaje largo se
/// desplaza para que el botón siga al alcance; mientras todo cabe no se desplaza, así una tabla detrás
/// conserva su "jalar para actualizar".
final class RetryMessageView: UIScrollView {
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

    /// Texts arrive localized from a presenter; `showsRetry` false hides the button.
    /// Los textos llegan localizados desde un presenter; `showsRetry` falso oculta el botón.
    func show(message: String?, retryTitle: String, showsRetry: Bool = true) {
        messageLabel.text = message
        retryButton.setTitle(retryTitle, for: .normal)
        retryButton.isHidden = !showsRetry
    }

    /// The UI-test identifiers of the message and the button (from the screen's namespace).
    /// Los identificadores de UI tests del mensaje y del botón (del espacio de la pantalla).
    func setAccessibilityIdentifiers(message: String, retry: String) {
        messageLabel.accessibilityIdentifier = message
        retryButton.accessibilityIdentifier = retry
    }

    /// Fills `container`'s safe area, above `sibling` (and below anything added later).
    /// Ocupa el área segura de `container`, sobre `sibling` (y bajo lo que se agregue después).
    func fillSafeArea(of container: UIView, above sibling: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        container.insertSubview(self, aboveSubview: sibling)
        let safeArea = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            topAnchor.constraint(equalTo: safeArea.topAnchor),
            leadingAnchor.constraint(equalTo: safeArea.leadingAnchor),
            trailingAnchor.constraint(equalTo: safeArea.trailingAnchor),
            bottomAnchor.constraint(equalTo: safeArea.bottomAnchor),
        ])
    }

    /// Scrolls only when the content is taller than the panel. / Solo se desplaza si el contenido no cabe.
    override func layoutSubviews() {
        super.layoutSubviews()
        isScrollEnabled = contentSize.height > bounds.height + 0.5
    }

    private func configure() {
        backgroundColor = AdaptivePalette.background
        alwaysBounceVertical = true
        messageLabel.font = UIFont.preferredFont(forTextStyle: .body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.textColor = AdaptivePalette.error
        retryButton.titleLabel?.font = UIFont.preferredFont(forTextStyle: .headline)
        retryButton.titleLabel?.adjustsFontForContentSizeCategory = true
        retryButton.titleLabel?.numberOfLines = 0
        retryButton.addTarget(self, action: #selector(retryTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [messageLabel, retryButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        let content = contentLayoutGuide
        let frame = frameLayoutGuide
        // Centred while it fits; otherwise the content grows and scrolls (24 pt margins).
        // Centrado mientras cabe; si no, el contenido crece y se desplaza (márgenes de 24 pt).
        let fillsTheFrame = content.heightAnchor.constraint(equalTo: frame.heightAnchor)
        fillsTheFrame.priority = .defaultLow
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 24),
            content.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: 24),
            stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -48),
            stack.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: 24),
            content.bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: 24),
            stack.centerYAnchor.constraint(equalTo: content.centerYAnchor),
            content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor),
            fillsTheFrame,
            retryButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44),
        ])
    }

    @objc private func retryTapped() {
        onRetry?()
    }
}
