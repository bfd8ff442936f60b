import UIKit

/// The app's trips to the background and back, forwarded to the presenter.
/// Las idas de la app al segundo plano y sus vueltas, reenviadas al presenter.
extension NetworkingViewController {
    /// Background and foreground reach the presenter (a request cut in the background is sent again).
    /// Segundo y primer plano llegan al presenter (una petición cortada en segundo plano se reenvía).
    func observeTheApp() {
        let center = NotificationCenter.default
        center.addObserver(
            self, selector: #selector(appDidEnterBackground), name: UIApplication.didEnterBackgroundNotification,
            object: nil)
        center.addObserver(
            self, selector: #selector(appWillEnterForeground), name: UIApplication.willEnterForegroundNotification,
            object: nil)
    }

    @objc func appDidEnterBackground() {
        presenter.appDidEnterBackground()
    }

    @objc func appWillEnterForeground() {
        presenter.appWillEnterForeground()
    }
}
