import Foundation

/// Forwards the app's trips to the background and back to the Web View's presenter, which needs both
/// (a load the system cut while the app was away is loaded again on return). The screen passes UIKit's
/// notification names (the scene's on iOS 13+, the application's on iOS 12); the wiring lives here, so
/// a Linux test posts each name and sees it forwarded. Observers are removed when this is released
/// (the screen keeps it). The same shape as `ProductosLifecycle`.
/// Reenvía al presenter de Web View los viajes de la app a segundo plano y de vuelta; los necesita
/// ambos (una carga que el sistema cortó mientras la app estaba fuera se vuelve a cargar al volver).
/// La pantalla pasa los nombres de UIKit (los de la escena en iOS 13+, los de la aplicación en iOS 12);
/// el cableado vive aquí para que una prueba en Linux publique cada nombre y lo vea reenviado. Los
/// observadores se quitan al liberarlo (la pantalla lo guarda). La misma forma que `ProductosLifecycle`.
public final class WebViewLifecycle {
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
    public init(names: Names, presenter: WebViewPresenting, center: NotificationCenter = .default) {
        self.center = center
        observers = [
            center.addObserver(forName: names.didEnterBackground, object: nil, queue: nil) {
                [weak presenter] _ in presenter?.appDidEnterBackground()
            },
            center.addObserver(forName: names.willEnterForeground, object: nil, queue: nil) {
                [weak presenter] _ in presenter?.appWillEnterForeground()
            },
        ]
    }

    deinit {
        for observer in observers { center.removeObserver(observer) }
    }
}
