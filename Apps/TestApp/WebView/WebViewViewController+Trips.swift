import UIKit
import WebViewKit

/// The app's trips to the background and back, forwarded to the presenter.
/// Las idas de la app al segundo plano y sus vueltas, reenviadas al presenter.
extension WebViewViewController {
    /// The notifications of a trip: the scene's on iOS 13+ (TestApp has a scene there), the
    /// application's on iOS 12. / Las notificaciones de un viaje: las de la escena en iOS 13+, las de
    /// la aplicación en iOS 12.
    static var tripNames: WebViewLifecycle.Names {
        if #available(iOS 13, *) {
            return WebViewLifecycle.Names(
                didEnterBackground: UIScene.didEnterBackgroundNotification,
                willEnterForeground: UIScene.willEnterForegroundNotification)
        }
        return WebViewLifecycle.Names(
            didEnterBackground: UIApplication.didEnterBackgroundNotification,
            willEnterForeground: UIApplication.willEnterForegroundNotification)
    }

    /// Background and foreground reach the presenter while the screen lives (a load the system cut
    /// while the app was away is loaded again on return); the wiring is `WebViewLifecycle`, tested on Linux.
    /// Segundo y primer plano llegan al presenter mientras viva la pantalla (una carga que el sistema
    /// cortó mientras la app estaba fuera se vuelve a cargar al volver); el cableado es `WebViewLifecycle`.
    func observeTheApp() {
        lifecycle = WebViewLifecycle(names: Self.tripNames, presenter: presenter)
    }
}
