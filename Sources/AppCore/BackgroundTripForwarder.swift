import Foundation

/// Forwards the app's trips to the background and back, for as long as this object lives. A screen
/// passes UIKit's notification names (the scene's on iOS 13+, the application's on iOS 12) and what to
/// do on each; the wiring lives here, so a Linux test posts each name and sees it forwarded. Both
/// names are required, so neither forward can be dropped without the test that posts it failing.
/// Observers are removed when this is released (the screen keeps it). Productos, Networking and the
/// Web View each name it after their own presenter (`ProductosLifecycle`, `NetworkingAppLifecycle`,
/// `WebViewLifecycle`).
/// Reenvía los viajes de la app a segundo plano y de vuelta mientras viva este objeto. La pantalla pasa
/// los nombres de UIKit (los de la escena en iOS 13+, los de la aplicación en iOS 12) y qué hacer en
/// cada uno; el cableado vive aquí para que una prueba en Linux publique cada nombre y lo vea
/// reenviado. Los observadores se quitan al liberarlo (la pantalla lo guarda).
public final class BackgroundTripForwarder {
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
    /// thread). The closures should hold their presenter weakly. / Empieza a reenviar ya, en el hilo que
    /// publica (UIKit publica ambas en el principal). Los cierres deben retener débilmente al presenter.
    public init(
        names: Names, center: NotificationCenter = .default, didEnterBackground: @escaping () -> Void,
        willEnterForeground: @escaping () -> Void
    ) {
        self.center = center
        observers = [
            center.addObserver(forName: names.didEnterBackground, object: nil, queue: nil) { _ in
                didEnterBackground()
            },
            center.addObserver(forName: names.willEnterForeground, object: nil, queue: nil) { _ in
                willEnterForeground()
            },
        ]
    }

    deinit {
        for observer in observers { center.removeObserver(observer) }
    }
}
