import Foundation

/// The app's trips to the background and back, forwarded to the presenter for as long as this
/// object lives. The screen passes UIKit's notification names; both are required, so neither
/// forward can be dropped without the test that posts it failing.
/// Las idas de la app al segundo plano y sus vueltas, reenviadas al presenter mientras viva este
/// objeto. La pantalla pasa los nombres de notificación de UIKit; ambos son obligatorios, así que
/// ningún reenvío se puede quitar sin que falle la prueba que lo publica.
public final class NetworkingAppLifecycle {
    private let center: NotificationCenter
    private var observers: [NSObjectProtocol] = []

    public init(
        center: NotificationCenter, didEnterBackground: Notification.Name, willEnterForeground: Notification.Name,
        presenter: NetworkingPresenting
    ) {
        self.center = center
        observers = [
            center.addObserver(forName: didEnterBackground, object: nil, queue: nil) { [weak presenter] _ in
                presenter?.appDidEnterBackground()
            },
            center.addObserver(forName: willEnterForeground, object: nil, queue: nil) { [weak presenter] _ in
                presenter?.appWillEnterForeground()
            },
        ]
    }

    deinit { observers.forEach(center.removeObserver) }
}
