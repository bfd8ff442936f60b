import UIKit

/// A screen that shows a secret (a password, the profile) declares itself with this flag; while it
/// is on screen, `PrivacyCover` hides the window when the app goes to the background, so the app
/// switcher's snapshot never shows it.
/// Una pantalla que muestra un secreto (una contraseña, el perfil) se declara con esta marca;
/// mientras está en pantalla, `PrivacyCover` tapa la ventana al pasar a segundo plano, así la
/// captura del selector de apps nunca la muestra.
protocol PrivacySensitiveScreen: UIViewController {}

/// Covers one window while the app is in the background, if a `PrivacySensitiveScreen` is visible
/// in it. Driven by the lifecycle: `AppDelegate` on iOS 12 (`applicationDidEnterBackground` /
/// `applicationWillEnterForeground`), `SceneDelegate` on iOS 13+ (`sceneDidEnterBackground` /
/// `sceneWillEnterForeground`); the system takes the snapshot right after "did enter background".
///
/// Tapa una ventana mientras la app está en segundo plano, si en ella se ve una
/// `PrivacySensitiveScreen`. Lo mueve el ciclo de vida: `AppDelegate` en iOS 12, `SceneDelegate`
/// en iOS 13+; el sistema toma la captura justo después de "pasó a segundo plano".
final class PrivacyCover {
    private weak var window: UIWindow?
    private var cover: UIView?

    init(window: UIWindow) {
        self.window = window
    }

    /// Puts an opaque view over everything when a sensitive screen is visible.
    /// Pone una vista opaca sobre todo cuando se ve una pantalla sensible.
    func appDidEnterBackground() {
        guard cover == nil, let window = window, Self.showsSensitiveScreen(window.rootViewController) else { return }
        let view = UIView(frame: window.bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if #available(iOS 13, *) {
            view.backgroundColor = .systemBackground
        } else {
            view.backgroundColor = .white
        }
        view.accessibilityElementsHidden = true
        window.addSubview(view)
        cover = view
    }

    /// Removes the cover as the app comes back. / Quita la tapa cuando la app vuelve.
    func appWillEnterForeground() {
        cover?.removeFromSuperview()
        cover = nil
    }

    /// Whether the screen declared itself sensitive. / Si la pantalla se declaró sensible.
    static func isSensitive(_ controller: UIViewController) -> Bool {
        controller is PrivacySensitiveScreen
    }

    /// True when a flagged screen, or one it is shown in, is in the window's view hierarchy
    /// (children, the selected tab, the top of a navigation stack, presented controllers).
    /// Verdadero si una pantalla marcada está en la jerarquía visible de la ventana.
    static func showsSensitiveScreen(_ controller: UIViewController?) -> Bool {
        guard let controller = controller, controller.viewIfLoaded?.window != nil else { return false }
        if isSensitive(controller) { return true }
        let related = controller.children + [controller.presentedViewController].compactMap { $0 }
        return related.contains { showsSensitiveScreen($0) }
    }
}
