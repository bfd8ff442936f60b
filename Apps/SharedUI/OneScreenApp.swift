import UIKit

/// The application delegate of a one-screen app (Estados, Productos): nothing to set up at launch;
/// every scene uses the default configuration, whose window the scene delegate makes.
/// El delegado de una app de una sola pantalla (Estados, Productos): nada que preparar al arrancar;
/// cada escena usa la configuración por omisión, cuya ventana crea el delegado de escena.
@available(iOS 13, *)
class OneScreenAppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        true
    }

    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

@available(iOS 13, *)
extension UIWindow {
    /// A key, visible window of `scene` showing `root` (made by a wireframe, so it has its presenter);
    /// nil when `scene` is not a window scene.
    /// Una ventana principal y visible de `scene` que muestra `root` (hecho por un wireframe, con su
    /// presenter); nil si `scene` no es una escena de ventana.
    static func key(showing root: @autoclosure () -> UIViewController, in scene: UIScene) -> UIWindow? {
        guard let windowScene = scene as? UIWindowScene else { return nil }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = root()
        window.makeKeyAndVisible()
        return window
    }
}
