import UIKit
import WebViewKit

/// Builds the Web View module (page in the app's language) and hands non-web links to the system.
/// Arma el módulo Web View (página en el idioma de la app) y entrega al sistema los enlaces no web.
final class WebViewWireframe: WebViewRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// Wired per docs/CONVENTIONS.md. / Conectado según docs/CONVENTIONS.md.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        let view = WebViewViewController.instantiate()
        let wireframe = WebViewWireframe()
        let presenter = WebViewPresenter(
            interactor: WebViewInteractor(preferredLanguages: Bundle.main.preferredLocalizations), router: wireframe,
            localizer: environment.localizer)
        presenter.view = view
        view.presenter = presenter
        wireframe.viewController = view
        return view
    }

    /// Mail, Phone, Messages, App Store… (iOS 10+ API, available on iOS 12).
    /// Correo, Teléfono, Mensajes, App Store… (API de iOS 10+, disponible en iOS 12).
    func openExternally(_ url: URL, completion: @escaping (Bool) -> Void) {
        UIApplication.shared.open(url, options: [:], completionHandler: completion)
    }
}
