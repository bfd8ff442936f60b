import UIKit
import WebViewKit

/// The back / forward / reload buttons of the web screen, as navigation-toolbar items. Each button is
/// at least 44 × 44 pt, shows a symbol on iOS 13+ and its title on iOS 12, and always carries the
/// presenter's VoiceOver label; the presenter decides which are enabled.
/// Los botones atrás / adelante / recargar de la pantalla web, como elementos de la barra de
/// herramientas. Cada botón mide al menos 44 × 44 pt, muestra un símbolo en iOS 13+ y su título en
/// iOS 12, y lleva siempre la etiqueta de VoiceOver del presenter; el presenter decide cuáles sirven.
final class WebHistoryToolbar: NSObject {
    var onBack: (() -> Void)?
    var onForward: (() -> Void)?
    var onReload: (() -> Void)?

    private let back = UIButton(type: .system)
    private let forward = UIButton(type: .system)
    private let reload = UIButton(type: .system)

    /// Back and forward together on the leading side, reload on the trailing side.
    /// Atrás y adelante juntos al inicio, recargar al final.
    private(set) lazy var items: [UIBarButtonItem] = [
        UIBarButtonItem(customView: back), UIBarButtonItem(customView: forward),
        UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
        UIBarButtonItem(customView: reload),
    ]

    override init() {
        super.init()
        configure(back, symbol: "chevron.left", action: #selector(backTapped))
        configure(forward, symbol: "chevron.right", action: #selector(forwardTapped))
        configure(reload, symbol: "arrow.clockwise", action: #selector(reloadTapped))
    }

    func setAccessibilityIdentifiers(back: String, forward: String, reload: String) {
        self.back.accessibilityIdentifier = back
        self.forward.accessibilityIdentifier = forward
        self.reload.accessibilityIdentifier = reload
    }

    func render(_ toolbar: WebToolbarViewModel) {
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
            button.titleLabel?.font = UIFont.preferredFont(forTextStyle: .body)
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

    private func apply(_ model: WebToolbarButton, to button: UIButton) {
        if button.image(for: .normal) == nil { button.setTitle(model.title, for: .normal) }
        button.accessibilityLabel = model.accessibilityLabel
        button.isEnabled = model.isEnabled
    }

    @objc private func backTapped() { onBack?() }
    @objc private func forwardTapped() { onForward?() }
    @objc private func reloadTapped() { onReload?() }
}
