import Foundation

/// Forwards the app's trips to the background and back to the presenter, which the rates rule needs
/// both of (nothing starts in the background; a request that spanned a trip is resent on return). The
/// screen passes UIKit's notification names (`UIScene.didEnterBackgroundNotification`,
/// `UIScene.willEnterForegroundNotification`); the wiring lives here, so a Linux test posts each name
/// and sees it forwarded. Observers are removed when this is released (the screen keeps it).
/// Reenvía al presenter los viajes de la app a segundo plano y de vuelta; la regla de tipos necesita
/// ambos. La pantalla pasa los nombres de UIKit; el cableado vive aquí para que una prueba en Linux
/// publique cada nombre y lo vea reenviado. Los observadores se quitan al liberarlo.
public final class ProductosLifecycle {
    /// The two notifications, named by the app. / Las dos notificaciones, con los nombres de la app.
    public struct Names {
        public let didEnterBackground: Notification.Name
        public let willEnterForeground: Notification.Name

        public init(didEnterBackground: Notification.Name, willEnterForeground: Notification.Name) {
            self.didEnterBackground = didEnterBackground
            self.willEnterForeground = willEnterForeground
        }
    }

    private let center: NotificationCenter
    private var observers: [NSObjectProtocol] = []

    /// Starts forwarding at once, synchronously on the posting thread (UIKit posts both on the main
    /// thread). The presenter is held weakly. / Empieza a reenviar ya, en el hilo que publica (UIKit
    /// publica ambas en el principal). El presenter se retiene débilmente.
    public init(names: Names, presenter: ProductosPresenting, center: NotificationCenter = .default) {
        self.center = center
        observers = [
            center.addObserver(forName: names.didEnterBackground, object: nil, queue: nil) {
                [weak presenter] _ in presenter?.sceneDidEnterBackground()
            },
            center.addObserver(forName: names.willEnterForeground, object: nil, queue: nil) {
                [weak presenter] _ in presenter?.sceneWillEnterForeground()
            },
        ]
    }

    deinit {
        for observer in observers { center.removeObserver(observer) }
    }
}
