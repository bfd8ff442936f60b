import AppCore
import Foundation

/// Forwards the app's trips to the background and back to the presenter, which the rates rule needs
/// both of (nothing starts in the background; a request that spanned a trip is resent on return). The
/// screen passes UIKit's notification names (`UIScene.didEnterBackgroundNotification`,
/// `UIScene.willEnterForegroundNotification`); the wiring lives here, so a Linux test posts each name
/// and sees it forwarded. Observers are removed when this is released (the screen keeps it).
/// Reenvía al presenter los viajes de la app a segundo plano y de vuelta; la regla de tipos necesita
/// ambos. La pantalla pasa los nombres de UIKit; el cableado vive aquí para que una prueba en Linux
/// publique cada nombre y lo vea reenviado. Los observadores se quitan al liberarlo.
public typealias ProductosLifecycle = BackgroundTripForwarder

extension BackgroundTripForwarder {
    public convenience init(names: Names, presenter: ProductosPresenting, center: NotificationCenter = .default) {
        self.init(
            names: names, center: center,
            didEnterBackground: { [weak presenter] in presenter?.sceneDidEnterBackground() },
            willEnterForeground: { [weak presenter] in presenter?.sceneWillEnterForeground() })
    }
}
