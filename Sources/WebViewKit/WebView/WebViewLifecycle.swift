import AppCore
import Foundation

/// The Web View's trips to the background and back (`BackgroundTripForwarder`): a load the system cut
/// while the app was away is loaded again on return. The presenter is held weakly.
/// Los viajes de Web View a segundo plano y de vuelta: una carga que el sistema cortó mientras la app
/// estaba fuera se vuelve a cargar al volver. El presenter se retiene débilmente.
public typealias WebViewLifecycle = BackgroundTripForwarder

extension BackgroundTripForwarder {
    public convenience init(names: Names, presenter: WebViewPresenting, center: NotificationCenter = .default) {
        self.init(
            names: names, center: center,
            didEnterBackground: { [weak presenter] in presenter?.appDidEnterBackground() },
            willEnterForeground: { [weak presenter] in presenter?.appWillEnterForeground() })
    }
}
