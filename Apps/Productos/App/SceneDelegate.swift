import UIKit

/// Builds the window and its only screen through `ProductosWireframe` (no storyboard in
/// Info.plist: the view controller cannot be created without its presenter).
/// Arma la ventana y su única pantalla con `ProductosWireframe` (sin storyboard en Info.plist:
/// el view controller no puede crearse sin su presenter).
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        window = UIWindow.key(showing: ProductosWireframe.makeModule(environment: .live), in: scene)
    }
}
