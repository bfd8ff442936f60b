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
