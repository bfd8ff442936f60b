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
    /// Wraps its title and grows with it at large text sizes. / Parte su título y crece con él.
    private let retryButton = WrappingButton(type: .system)
    /// What `keepClear(of:)` moves: the stack's margins, width and centre.
    /// Lo que mueve `keepClear(of:)`: márgenes, ancho y centro de la pila.
    private var marginConstraints:
        (
            leading: NSLayoutConstraint, trailing: NSLayoutConstraint, width: NSLayoutConstraint,
            top: NSLayoutConstraint, bottom: NSLayoutConstraint, centerY: NSLayoutConstraint
        )?
    /// The edges covered by bars (see `keepClear(of:)`). / Los bordes tapados por barras.
    private(set) var coveredInsets = UIEdgeInsets.zero

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure()
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("RetryMessageView is created in code")
    }

    /// Texts arrive localized from a presenter; `showsRetry` false hides the button. The message may
    /// hyphenate: at AX3–AX5 words such as "inesperadamente," or "desbloqueado." are wider than the
    /// panel on a phone (`layout-check`, `MirrorTextTests`).
    /// Los textos llegan localizados desde un presenter; `showsRetry` falso oculta el botón. El mensaje
    /// puede dividirse con guion: en AX3–AX5 hay palabras más anchas que el panel en un teléfono.
    func show(message: String?, retryTitle: String, showsRetry: Bool = true) {
        messageLabel.setHyphenatedText(message, alignment: .center)
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

    /// For a panel laid under bars (a table's `backgroundView` runs under the tab bar, and in landscape
    /// under the notch): keeps the message and "Reintentar" out of `insets`, centred in what is left,
    /// and scrolling when they do not fit there. The panel adjusts nothing by itself after this call.
    /// Para un panel que queda bajo barras (el `backgroundView` de una tabla pasa bajo la barra de
    /// pestañas y, en horizontal, bajo la muesca): mantiene el mensaje y "Reintentar" fuera de `insets`,
    /// centrados en lo que queda, y con desplazamiento si no caben ahí.
    func keepClear(of insets: UIEdgeInsets) {
        contentInsetAdjustmentBehavior = .never
        guard insets != coveredInsets, let margins = marginConstraints else { return }
        coveredInsets = insets
        margins.leading.constant = Self.margin + insets.left
        margins.trailing.constant = Self.margin + insets.right
        margins.width.constant = -(2 * Self.margin + insets.left + insets.right)
        margins.top.constant = Self.margin + insets.top
        margins.bottom.constant = Self.margin + insets.bottom
        margins.centerY.constant = (insets.top - insets.bottom) / 2
        scrollIndicatorInsets = UIEdgeInsets(top: insets.top, left: 0, bottom: insets.bottom, right: 0)
        setNeedsLayout()
    }

    /// Scrolls only when the content is taller than the panel. / Solo se desplaza si el contenido no cabe.
    override func layoutSubviews() {
        super.layoutSubviews()
        messageLabel.updateHyphenation()
        isScrollEnabled = contentSize.height > bounds.height + 0.5
    }

    private func configure() {
        backgroundColor = AdaptivePalette.background
        alwaysBounceVertical = true
        messageLabel.font = AppFont.preferred(.body)
        messageLabel.adjustsFontForContentSizeCategory = true
        messageLabel.numberOfLines = 0
        messageLabel.textAlignment = .center
        messageLabel.textColor = AdaptivePalette.error
        retryButton.titleLabel?.font = AppFont.preferred(.headline)
        retryButton.titleLabel?.adjustsFontForContentSizeCategory = true
        retryButton.addTarget(self, action: #selector(retryTapped), for: .touchUpInside)
        let stack = UIStackView(arrangedSubviews: [messageLabel, retryButton])
        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        addSubview(stack)
        let content = contentLayoutGuide
        let frame = frameLayoutGuide
        // Centred while it fits; otherwise the content grows and scrolls (24 pt margins, plus the
        // covered edges once `keepClear(of:)` is called).
        // Centrado mientras cabe; si no, el contenido crece y se desplaza (márgenes de 24 pt, más los
        // bordes tapados si se llama a `keepClear(of:)`).
        let fillsTheFrame = content.heightAnchor.constraint(equalTo: frame.heightAnchor)
        fillsTheFrame.priority = .defaultLow
        let margins = (
            leading: stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: Self.margin),
            trailing: content.trailingAnchor.constraint(equalTo: stack.trailingAnchor, constant: Self.margin),
            width: stack.widthAnchor.constraint(equalTo: frame.widthAnchor, constant: -2 * Self.margin),
            top: stack.topAnchor.constraint(greaterThanOrEqualTo: content.topAnchor, constant: Self.margin),
            bottom: content.bottomAnchor.constraint(greaterThanOrEqualTo: stack.bottomAnchor, constant: Self.margin),
            centerY: stack.centerYAnchor.constraint(equalTo: content.centerYAnchor)
        )
        marginConstraints = margins
        // 999, not required: hiding the button makes the stack add a required height 0 (`UISV-hiding`),
        // which a required ≥ 44 would fight ("Unable to simultaneously satisfy constraints").
        // 999, no obligatoria: al ocultar el botón la pila agrega una altura 0 obligatoria (`UISV-hiding`),
        // con la que un ≥ 44 obligatorio chocaría.
        let minimumRetryHeight = retryButton.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        minimumRetryHeight.priority = .required - 1
        NSLayoutConstraint.activate([
            margins.leading, margins.trailing, margins.width, margins.top, margins.bottom, margins.centerY,
            content.heightAnchor.constraint(greaterThanOrEqualTo: frame.heightAnchor), fillsTheFrame,
            minimumRetryHeight,
        ])
    }

    /// Space around the message and the button. / Espacio alrededor del mensaje y el botón.
    private static let margin: CGFloat = 24

    @objc private func retryTapped() {
        onRetry?()
    }
}
