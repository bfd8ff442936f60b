import FeaturesKit
import UIKit

/// The one root builder shared by AppDelegate (iOS 12) and SceneDelegate (iOS 13+): a tab bar
/// with one navigation controller per `MainTab`, in the order and with the texts the package decides.
/// El único constructor de la raíz, compartido por AppDelegate (iOS 12) y SceneDelegate (iOS 13+):
/// una barra de pestañas con un navigation controller por `MainTab`, en el orden y con los textos
/// que decide el paquete.
enum AppRootBuilder {
    /// Puts the root in `window` and shows it. / Pone la raíz en `window` y la muestra.
    static func install(in window: UIWindow, environment: AppEnvironment) {
        window.rootViewController = makeRootViewController(environment: environment)
        window.tintColor = UIColor(named: ColorName.accent)
        window.makeKeyAndVisible()
    }

    static func makeRootViewController(environment: AppEnvironment) -> UITabBarController {
        let tabBarController = UITabBarController()
        tabBarController.viewControllers = MainTabLayout.items(localizer: environment.localizer).map {
            makeNavigationController(for: $0, environment: environment)
        }
        tabBarController.tabBar.accessibilityIdentifier = AccessibilityIdentifiers.Root.tabBar
        return tabBarController
    }

    /// A navigation controller with large titles whose tab item comes from the package.
    /// Un navigation controller con títulos grandes cuyo item de pestaña viene del paquete.
    private static func makeNavigationController(for item: MainTabItem, environment: AppEnvironment)
        -> UINavigationController
    {
        let navigationController = UINavigationController(rootViewController: rootModule(for: item.tab, environment))
        navigationController.navigationBar.prefersLargeTitles = true
        navigationController.tabBarItem = UITabBarItem(
            title: item.title, image: UIImage(named: item.imageName), tag: item.tab.index)
        return navigationController
    }

    private static func rootModule(for tab: MainTab, _ environment: AppEnvironment) -> UIViewController {
        switch tab {
        case .features: return FeatureListWireframe.makeModule(environment: environment)
        case .profile: return ProfileWireframe.makeModule(environment: environment)
        }
    }
}
