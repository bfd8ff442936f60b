import UIKit

/// Launch entry point. On iOS 12 it owns the window; on iOS 13+ the SceneDelegate does.
/// Punto de entrada. En iOS 12 es dueño de la ventana; en iOS 13+ lo es el SceneDelegate.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    /// iOS 12 only: hides password and profile screens from the app switcher (`PrivacyCover.make`).
    /// Solo iOS 12: oculta las pantallas con contraseña o perfil del selector de apps.
    private var privacyCover: PrivacyCover?

    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        AppServices.configureAtLaunch(environment: AppEnvironment.current)
        // iOS 12 has no scenes: build the window here. / iOS 12 no tiene escenas: se crea la ventana aquí.
        if #available(iOS 13, *) {
            return true
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        AppRootBuilder.install(in: window, environment: AppEnvironment.current)
        self.window = window
        privacyCover = PrivacyCover.make(for: window, environment: AppEnvironment.current)
        return true
    }

    // iOS 12 lifecycle (on iOS 13+ the SceneDelegate gets these). / Ciclo de vida de iOS 12.
    func applicationWillResignActive(_ application: UIApplication) {
        privacyCover?.handle(.willResignActive)
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        privacyCover?.handle(.didEnterBackground)
    }

    func applicationWillEnterForeground(_ application: UIApplication) {
        privacyCover?.handle(.willEnterForeground)
    }

    func applicationDidBecomeActive(_ application: UIApplication) {
        privacyCover?.handle(.didBecomeActive)
    }

    @available(iOS 13, *)
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}
