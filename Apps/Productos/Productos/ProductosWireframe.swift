import AppCore
import ProductosKit
import UIKit

/// What the Productos module needs from the outside world. / Lo que el módulo necesita de afuera.
struct ProductosEnvironment {
    /// Where `mxn-reference-rates.json` and the storyboard live. / Dónde están el JSON y el storyboard.
    var bundle: Bundle
    /// Live rates; nil to stay on the bundled ones (hosted tests). / Tipos en vivo; nil para no pedirlos.
    var fetcher: LiveRatesFetching?
    var localizer: Localizer
    var locale: Locale
    var delivery: Delivery
    /// Network-path reports; nil in tests. / Avisos de la ruta de red; nil en pruebas.
    var makeConnectivityMonitor: () -> ConnectivityMonitor?
    /// Where the screen observes the scene's lifecycle; a hosted test posts on its own.
    /// Dónde observa la pantalla el ciclo de vida de la escena; una prueba alojada publica en el suyo.
    var notificationCenter: NotificationCenter = .default

    /// The app on a device: Frankfurter, the user's locale, results on the main queue.
    /// La app en un dispositivo: Frankfurter, el locale del usuario, resultados en la cola principal.
    static var live: ProductosEnvironment {
        ProductosEnvironment(
            bundle: .main, fetcher: FrankfurterClient(), localizer: .live, locale: .current, delivery: .mainQueue,
            makeConnectivityMonitor: { ConnectivityMonitor() })
    }
}

/// Builds the Productos module: interactor (bundled reference rates + live Frankfurter client),
/// presenter (strings, locale) and the storyboard's view controller, created WITH its presenter
/// (`instantiateViewController(identifier:creator:)`), so it cannot exist without one.
/// Arma el módulo Productos: interactor, presenter y el view controller del storyboard, creado
/// CON su presenter, así no puede existir sin él.
enum ProductosWireframe {
    static func makeModule(environment: ProductosEnvironment) -> UIViewController {
        let bundledRates = ReferenceRatesFile.parse(ratesData(in: environment.bundle))
        if case .failure(let error) = bundledRates {
            NSLog("%@", error.description)
        }
        let interactor = ProductosInteractor(bundledRates: bundledRates, fetcher: environment.fetcher)
        let presenter = ProductosPresenter(
            interactor: interactor, localizer: environment.localizer, locale: environment.locale,
            delivery: environment.delivery)
        let id = ProductosViewController.storyboardID
        let storyboard = UIStoryboard(name: id.storyboard, bundle: environment.bundle)
        let viewController = storyboard.instantiateViewController(identifier: id.identifier) { coder in
            ProductosViewController(
                coder: coder, presenter: presenter, connectivity: environment.makeConnectivityMonitor(),
                notificationCenter: environment.notificationCenter)
        }
        presenter.view = viewController
        return viewController
    }

    /// `mxn-reference-rates.json` from the app bundle (nil when missing: the presenter says so).
    /// `mxn-reference-rates.json` del bundle (nil si falta: el presenter lo indica).
    static func ratesData(in bundle: Bundle) -> Data? {
        bundle.url(forResource: "mxn-reference-rates", withExtension: "json").flatMap { try? Data(contentsOf: $0) }
    }
}
