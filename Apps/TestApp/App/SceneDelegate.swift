import UIKit

/// iOS 13+ window owner; builds the same root as the iOS 12 path through `AppRootBuilder`.
/// Dueño de la ventana en iOS 13+; construye la misma raíz que iOS 12 mediante `AppRootBuilder`.
@available(iOS 13, *)
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    /// Hides password and profile screens from the app switcher. / Oculta pantallas sensibles.
    private var privacyCover: PrivacyCover?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        AppRootBuilder.install(in: window, environment: AppEnvironment.current)
        self.window = window
        privacyCover = PrivacyCover.make(for: window, environment: AppEnvironment.current)
    }

    func sceneWillResignActive(_ scene: UIScene) {
        privacyCover?.handle(.willResignActive)
    }

    func sceneDidEnterBackground(_ scene: UIScene) {
        privacyCover?.handle(.didEnterBackground)
    }

    func sceneWillEnterForeground(_ scene: UIScene) {
        privacyCover?.handle(.willEnterForeground)
    }

    func sceneDidBecomeActive(_ scene: UIScene) {
        privacyCover?.handle(.didBecomeActive)
    }
}
