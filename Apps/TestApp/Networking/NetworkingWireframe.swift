import AppCore
import Foundation
import NetworkingKit
import UIKit

/// Builds the Networking module and performs its navigation (none yet).
/// Arma el módulo de Networking y realiza su navegación (ninguna todavía).
final class NetworkingWireframe: NetworkingRouting {
    private weak var viewController: UIViewController?

    /// One PokeAPI client for the app's lifetime, so a repeat visit joins a request in flight
    /// instead of sending another; HTTPS only (App Transport Security stays on).
    /// Un cliente de PokeAPI para toda la vida de la app, así una visita repetida se une a la
    /// petición en curso en vez de enviar otra; solo HTTPS (ATS sigue activo).
    private static let service = PokemonAPI(client: HTTPClient(timeout: 15), baseURL: PokemonEndpoint.liveBaseURL)

    /// The last list, as a JSON file in the app's Caches folder.
    /// La última lista, como archivo JSON en la carpeta Caches de la app.
    private static let cache: PokemonListCaching = {
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return PokemonListFileCache(directory: caches.appendingPathComponent("Networking", isDirectory: true))
    }()

    static func makeModule(_ environment: AppEnvironment) -> UIViewController {
        let view = NetworkingViewController.instantiate()
        let wireframe = NetworkingWireframe()
        let interactor = NetworkingInteractor(service: service, cache: cache)
        let presenter = NetworkingPresenter(interactor: interactor, router: wireframe, localizer: environment.localizer)
        presenter.view = view
        view.presenter = presenter
        wireframe.viewController = view
        return view
    }
}
