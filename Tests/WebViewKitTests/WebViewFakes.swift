import Foundation
import WebViewKit

/// Records every call of the presenter; owns its presenter like the real screen.
/// Registra cada llamada del presenter; es dueña de su presenter como la pantalla real.
final class FakeWebViewView: WebViewView {
    var presenter: WebViewPresenting?
    var loads: [URL] = []
    var renders: [WebViewViewModel] = []
    var announcements: [WebAnnouncement] = []
    var commands: [WebHistoryCommand] = []
    /// Every call in order, to check that WebKit gets its answer first. / Cada llamada en orden.
    var log: [String] = []
    func load(_ url: URL) {
        loads.append(url)
        log.append("load \(url.absoluteString)")
    }
    func render(_ viewModel: WebViewViewModel) { renders.append(viewModel) }
    func announce(_ announcement: WebAnnouncement) { announcements.append(announcement) }
    func perform(_ command: WebHistoryCommand) { commands.append(command) }
}

/// Records the links handed to the system and keeps their completions.
/// Registra los enlaces entregados al sistema y guarda sus respuestas.
final class FakeWebViewRouter: WebViewRouting {
    var opened: [URL] = []
    var completions: [(Bool) -> Void] = []
    weak var view: FakeWebViewView?
    func openExternally(_ url: URL, completion: @escaping (Bool) -> Void) {
        opened.append(url)
        completions.append(completion)
        view?.log.append("open \(url.absoluteString)")
    }
}

/// A presenter that records only the app's trips (what `WebViewLifecycle` forwards).
/// Un presenter que registra solo los viajes de la app (lo que reenvía `WebViewLifecycle`).
final class TripCountingPresenter: WebViewPresenting {
    var log: [String] = []
    func appDidEnterBackground() { log.append("background") }
    func appWillEnterForeground() { log.append("foreground") }
    func viewDidLoad() {}
    func didStartLoading() {}
    func didUpdateProgress(_ progress: Double) {}
    func didFinishLoading() {}
    func didFailLoading(domain: String, code: Int, failingURL: URL?, isStillLoading: Bool) {}
    func didTapRetry() {}
    func didTapDismissNotice() {}
    func decidePolicy(
        for url: URL?, targetFrameIsMain: Bool?, trigger: WebNavigationTrigger, decide: (Bool) -> Void
    ) { decide(false) }
    func didRequestNewWindow(for url: URL?, trigger: WebNavigationTrigger) {}
    func didChangeHistory(canGoBack: Bool, canGoForward: Bool) {}
    func didTapBack() {}
    func didTapForward() {}
    func didTapReload() {}
    func webContentProcessDidTerminate() {}
}
