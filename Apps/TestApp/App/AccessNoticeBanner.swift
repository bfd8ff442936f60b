import AppCore
import AppServicesKit
import UIKit

/// The gate's one-line notice ("no passcode to verify you with…") as a short banner at the top of
/// the screen, in its own window above any presented form, plus a VoiceOver announcement. It
/// never takes touches and hides itself after a few seconds. The text comes from `BiometricPolicy`.
///
/// El aviso de una línea de la puerta ("sin código para verificarte…") como un aviso breve arriba
/// de la pantalla, en su propia ventana sobre cualquier formulario presentado, y un anuncio de
/// VoiceOver. Nunca recibe toques y se oculta tras su tiempo de lectura (`ReadingTime`, 5–20 s). El
/// texto viene de `BiometricPolicy`.
final class AccessNoticeBanner: AccessNoticeShowing {
    private var window: UIWindow?
    private var hideWork: DispatchWorkItem?

    func showAccessNotice(_ text: String) {
        guard let window = window ?? makeWindow() else { return }
        self.window = window
        (window.rootViewController as? NoticeViewController)?.label.text = text
        window.isHidden = false
        UIAccessibility.post(notification: .announcement, argument: text)
        hideWork?.cancel()
        let work = DispatchWorkItem { [weak window] in window?.isHidden = true }
        hideWork = work
        DispatchQueue.main.asyncAfter(deadline: .now() + ReadingTime.seconds(toRead: text), execute: work)
    }

    /// A pass-through window over the active scene (iOS 13+) or the screen (iOS 12).
    /// Una ventana que deja pasar los toques, sobre la escena activa (iOS 13+) o la pantalla (iOS 12).
    private func makeWindow() -> UIWindow? {
        let window: UIWindow
        if #available(iOS 13, *) {
            let scenes = UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }
            guard let scene = scenes.first(where: { $0.activationState == .foregroundActive }) ?? scenes.first
            else { return nil }
            window = UIWindow(windowScene: scene)
        } else {
            window = UIWindow(frame: UIScreen.main.bounds)
        }
        window.windowLevel = .statusBar
        window.isUserInteractionEnabled = false
        window.rootViewController = NoticeViewController()
        return window
    }
}

/// Hosts the label under the top safe area. / Contiene la etiqueta bajo el área segura superior.
private final class NoticeViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        let card = UIView()
        card.backgroundColor = AdaptivePalette.card
        card.layer.cornerRadius = 12
        label.font = AppFont.preferred(.footnote)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = AdaptivePalette.primaryText
        label.numberOfLines = 0
        label.textAlignment = .center
        card.translatesAutoresizingMaskIntoConstraints = false
        label.translatesAutoresizingMaskIntoConstraints = false
        card.addSubview(label)
        view.addSubview(card)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            card.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
            card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -16),
            label.topAnchor.constraint(equalTo: card.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -10),
            label.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -12),
        ])
    }
}
