import NetworkingKit
import UIKit

/// The app's trips to the background and back, forwarded to the presenter.
/// Las idas de la app al segundo plano y sus vueltas, reenviadas al presenter.
extension NetworkingViewController {
    /// Background and foreground reach the presenter while the screen lives (a request that spanned
    /// a trip to the background is sent again); the wiring is `NetworkingAppLifecycle`, tested on Linux.
    /// Segundo y primer plano llegan al presenter mientras viva la pantalla (una petición que abarcó
    /// un viaje al segundo plano se reenvía); el cableado es `NetworkingAppLifecycle`, probado en Linux.
    func observeTheApp() {
        lifecycle = NetworkingAppLifecycle(
            center: .default, didEnterBackground: UIApplication.didEnterBackgroundNotification,
            willEnterForeground: UIApplication.willEnterForegroundNotification, presenter: presenter)
    }
}
