import AppCore
import Foundation
import NetworkingKit
import UIKit

/// Builds the Networking module and performs its navigation (none yet).
/// Arma el módulo de Networking y realiza su navegación (ninguna todavía).
final class NetworkingWireframe: NetworkingRouting {
    private weak var viewController: UIViewController?

    private init() {}

    /// One PokeAPI client for the app's lifetime, so a repeat visit joins a request in flight
    /// instead of sending another; HTTPS only (App Transport Security stays on).
    /// Un cliente de PokeAPI para toda la vida de la app, así una visita repetida se une a la
    /// petición en curso en vez de enviar otra; solo HTTPS (ATS sigue activo).
    /// Every request ends: 15 s without data, 30 s in total, 5 MiB at most (PokeAPI's page is ~2 KB).
    /// Toda petición termina: 15 s sin datos, 30 s en total, 5 MiB como máximo.
    private static let service = PokemonAPI(
        client: HTTPClient(timeout: 15, resourceTimeout: 30, maxBodyBytes: HTTPClient.defaultMaxBodyBytes),
        baseURL: PokemonEndpoint.liveBaseURL)

    /// The last list, as a JSON file in the app's Caches folder.
    /// La última lista, como archivo JSON en la carpeta Caches de la app.
    private static let cache: PokemonListCaching = {
        let caches =
            FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask).first
            ?? FileManager.default.temporaryDirectory
        return PokemonListFileCache(directory: caches.appendingPathComponent("Networking", isDirectory: true))
    }()

    /// One serial queue for the file across visits, so a save from the last visit finishes before
    /// this visit reads or writes it.
    /// Una sola cola serie para el archivo entre visitas: el guardado de la visita anterior termina
    /// antes de que esta visita lo lea o escriba.
    private static let fileQueue = DispatchQueue(label: "NetworkingWireframe.files", qos: .utility)

    static func makeModule(environment: AppEnvironment) -> UIViewController {
        let view = NetworkingViewController.instantiate()
        let wireframe = NetworkingWireframe()
        let interactor = NetworkingInteractor(service: service, cache: cache, fileQueue: fileQueue)
        let presenter = NetworkingPresenter(interactor: interactor, router: wireframe, localizer: environment.localizer)
        presenter.view = view
        view.presenter = presenter
        wireframe.viewController = view
        return view
    }
}
