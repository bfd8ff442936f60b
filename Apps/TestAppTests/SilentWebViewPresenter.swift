import Foundation
import WebViewKit

/// A Web View presenter that does nothing and refuses every navigation, so a screen under test
/// loads no page and nothing goes to the network; it counts the app's trips and records what started
/// each navigation it was asked about.
/// Un presenter de Web View que no hace nada y rechaza toda navegación: la pantalla bajo prueba no
/// carga ninguna página y nada va a la red; cuenta los viajes de la app y anota qué empezó cada
/// navegación por la que se le preguntó.
final class SilentWebViewPresenter: WebViewPresenting {
    private(set) var backgroundTrips = 0
    private(set) var foregroundReturns = 0
    private(set) var triggers: [WebNavigationTrigger] = []

    func viewDidLoad() {}
    func didStartLoading() {}
    func didUpdateProgress(_ progress: Double) {}
    func didFinishLoading() {}
    func didFailLoading(domain: String, code: Int, failingURL: URL?, isStillLoading: Bool) {}
    func didTapRetry() {}
    func didTapDismissNotice() {}
    func decidePolicy(
        for url: URL?, targetFrameIsMain: Bool?, trigger: WebNavigationTrigger, decide: (Bool) -> Void
    ) {
        triggers.append(trigger)
        decide(false)
    }
    func didRequestNewWindow(for url: URL?, trigger: WebNavigationTrigger) { triggers.append(trigger) }
    func didChangeHistory(canGoBack: Bool, canGoForward: Bool) {}
    func didTapBack() {}
    func didTapForward() {}
    func didTapReload() {}
    func webContentProcessDidTerminate() {}
    func appDidEnterBackground() { backgroundTrips += 1 }
    func appWillEnterForeground() { foregroundReturns += 1 }
}
