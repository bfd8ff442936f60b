import AppCore
import UIKit
import WebViewKit

/// The back / forward / reload bar at the bottom of the web screen. Not the navigation controller's
/// toolbar: that one is 32 pt tall in compact-height landscape, and every button here is at least
/// 44 × 44 pt in every orientation. It sits in the space the screen adds to its safe area
/// (`reservedHeight`), so the page, the error panel and the notice stay above it. Each button shows a
/// symbol on iOS 13+ and its title on iOS 12 (one character at accessibility text sizes, see
/// `WebToolbarButton.face`) and always carries the presenter's VoiceOver label; the
/// presenter decides which are enabled.
/// La barra atrás / adelante / recargar al pie de la pantalla web. No es la barra del navigation
/// controller (mide 32 pt en horizontal compacto): aquí cada botón mide al menos 44 × 44 pt en toda
/// orientación. Ocupa el espacio que la pantalla agrega a su área segura (`reservedHeight`), así la
/// página, el panel de error y el aviso quedan encima. Símbolo en iOS 13+, título en iOS 12 (un carácter con textos de
/// accesibilidad), etiqueta
/// de VoiceOver del presenter siempre; el presenter decide cuáles sirven.
final class WebHistoryToolbar: UIView {
    var onBack: (() -> Void)?
    var onForward: (() -> Void)?
    var onReload: (() -> Void)?

    private let back = UIButton(type: .system)
    private let forward = UIButton(type: .system)
    private let reload = UIButton(type: .system)
    private let row = UIStackView()
    private let hairline = UIView()
    /// The last model, re-applied when the text size changes (iOS 12 titles depend on it).
    /// El último modelo, se vuelve a aplicar al cambiar el tamaño del texto (los títulos de iOS 12 dependen de él).
    private var model = WebToolbarViewModel.disabled

    override init(frame: CGRect) {
        super.init(frame: frame)
        configure(back, symbol: "chevron.left", action: #selector(backTapped))
        configure(forward, symbol: "chevron.right", action: #selector(forwardTapped))
        configure(reload, symbol: "arrow.clockwise", action: #selector(reloadTapped))
        backgroundColor = AdaptivePalette.background
        hairline.backgroundColor = AdaptivePalette.secondaryText.withAlphaComponent(0.3)
        row.axis = .horizontal
        row.spacing = 8
        row.alignment = .center
        for view in [back, forward, UIView(), reload] { row.addArrangedSubview(view) }
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("WebHistoryToolbar is created in code")
    }

    /// The height the screen adds to the bottom of its safe area for the row of buttons.
    /// La altura que la pantalla agrega al pie de su área segura para la fila de botones.
    var reservedHeight: CGFloat {
        row.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height
    }

    /// Pinned from the (extended) safe-area bottom to the view's bottom; the row fills its top part.
    /// Fijada desde el pie del área segura (ampliada) hasta el pie de la vista; la fila ocupa su parte alta.
    func install(in container: UIView) {
        translatesAutoresizingMaskIntoConstraints = false
        row.translatesAutoresizingMaskIntoConstraints = false
        hairline.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(self)
        addSubview(row)
        addSubview(hairline)
        let safeArea = container.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            leadingAnchor.constraint(equalTo: container.leadingAnchor),
            trailingAnchor.constraint(equalTo: container.trailingAnchor),
            topAnchor.constraint(equalTo: safeArea.bottomAnchor),
            bottomAnchor.constraint(equalTo: container.bottomAnchor),
            row.topAnchor.constraint(equalTo: topAnchor),
            row.leadingAnchor.constraint(equalTo: safeArea.leadingAnchor, constant: 8),
            row.trailingAnchor.constraint(equalTo: safeArea.trailingAnchor, constant: -8),
            hairline.topAnchor.constraint(equalTo: topAnchor),
            hairline.leadingAnchor.constraint(equalTo: leadingAnchor),
            hairline.trailingAnchor.constraint(equalTo: trailingAnchor),
            hairline.heightAnchor.constraint(equalToConstant: 1 / UIScreen.main.scale),
        ])
    }

    func setAccessibilityIdentifiers(back: String, forward: String, reload: String) {
        self.back.accessibilityIdentifier = back
        self.forward.accessibilityIdentifier = forward
        self.reload.accessibilityIdentifier = reload
    }

    func render(_ toolbar: WebToolbarViewModel) {
        model = toolbar
        apply(toolbar.back, to: back)
        apply(toolbar.forward, to: forward)
        apply(toolbar.reload, to: reload)
    }

    /// Symbol on iOS 13+ (mirrored right to left), text on iOS 12; never under the minimum tap size.
    /// Símbolo en iOS 13+ (reflejado de derecha a izquierda), texto en iOS 12; nunca bajo el mínimo.
    private func configure(_ button: UIButton, symbol: String, action: Selector) {
        if #available(iOS 13, *) {
            button.setImage(UIImage(systemName: symbol)?.imageFlippedForRightToLeftLayoutDirection(), for: .normal)
        } else {
            button.titleLabel?.font = AppFont.preferred(.body)
            button.titleLabel?.adjustsFontForContentSizeCategory = true
        }
        let side = CGFloat(WebToolbarViewModel.minimumButtonSide)
        button.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            button.widthAnchor.constraint(greaterThanOrEqualToConstant: side),
            button.heightAnchor.constraint(greaterThanOrEqualToConstant: side),
        ])
        button.addTarget(self, action: action, for: .touchUpInside)
    }

    /// The title comes from `face` (a pure function tested on Linux); the label is always the full words.
    /// El título viene de `face` (función pura probada en Linux); la etiqueta siempre es completa.
    private func apply(_ model: WebToolbarButton, to button: UIButton) {
        let textSize = TextSizeCategory(uiKitName: traitCollection.preferredContentSizeCategory.rawValue)
        if case .title(let title) = model.face(symbolsAvailable: Self.symbolsAvailable, textSize: textSize) {
            button.setTitle(title, for: .normal)
        }
        button.accessibilityLabel = model.accessibilityLabel
        button.isEnabled = model.isEnabled
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        render(model)
    }

    /// SF Symbols exist from iOS 13. / Los SF Symbols existen desde iOS 13.
    private static var symbolsAvailable: Bool {
        if #available(iOS 13, *) { return true }
        return false
    }

    @objc private func backTapped() { onBack?() }
    @objc private func forwardTapped() { onForward?() }
    @objc private func reloadTapped() { onReload?() }
}
