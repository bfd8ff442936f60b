import UIKit

/// The scene loads `Main.storyboard` (Info.plist); here the initial screen gets its presenter
/// before its view loads.
/// La escena carga `Main.storyboard` (Info.plist); aquí la pantalla inicial recibe su presenter
/// antes de cargar su vista.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        guard let productos = window?.rootViewController as? ProductosViewController else { return }
        ProductosWireframe.assemble(productos)
    }
}
