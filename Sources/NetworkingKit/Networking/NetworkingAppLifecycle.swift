import AppCore
import Foundation

/// The app's trips to the background and back, forwarded to the presenter for as long as this
/// object lives. The screen passes UIKit's notification names; both are required, so neither
/// forward can be dropped without the test that posts it failing.
/// Las idas de la app al segundo plano y sus vueltas, reenviadas al presenter mientras viva este
/// objeto. La pantalla pasa los nombres de notificación de UIKit; ambos son obligatorios, así que
/// ningún reenvío se puede quitar sin que falle la prueba que lo publica.
public typealias NetworkingAppLifecycle = BackgroundTripForwarder

extension BackgroundTripForwarder {
    public convenience init(
        center: NotificationCenter, didEnterBackground: Notification.Name, willEnterForeground: Notification.Name,
        presenter: NetworkingPresenting
    ) {
        self.init(
            names: Names(didEnterBackground: didEnterBackground, willEnterForeground: willEnterForeground),
            center: center, didEnterBackground: { [weak presenter] in presenter?.appDidEnterBackground() },
            willEnterForeground: { [weak presenter] in presenter?.appWillEnterForeground() })
    }
}
