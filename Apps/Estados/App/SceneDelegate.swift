import UIKit

/// Makes the window in code and puts the assembled Estados module in it: no storyboard is launched
/// by Info.plist, so the screen always has its presenter.
/// Crea la ventana en código y pone en ella el módulo Estados armado: Info.plist no lanza ningún
/// storyboard, así que la pantalla siempre tiene su presenter.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {
        window = UIWindow.key(showing: EstadosWireframe.makeModule(bundle: .main), in: scene)
    }
}
