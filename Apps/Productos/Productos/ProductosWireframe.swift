import AppCore
import Foundation
import ProductosKit

/// Builds the Productos module around the storyboard's view controller: interactor (bundled
/// reference rates + live Frankfurter client), presenter (live strings, the user's locale).
/// Arma el módulo Productos alrededor del view controller del storyboard: interactor (tipos de
/// referencia incluidos + cliente Frankfurter en vivo) y presenter (textos reales, locale del usuario).
enum ProductosWireframe {
    static func assemble(_ viewController: ProductosViewController, bundle: Bundle = .main) {
        let bundledRates = ReferenceRatesFile.parse(ratesData(in: bundle))
        if case .failure(let error) = bundledRates {
            NSLog("%@", error.description)
        }
        let interactor = ProductosInteractor(bundledRates: bundledRates, fetcher: FrankfurterClient())
        let presenter = ProductosPresenter(
            interactor: interactor, localizer: .live, locale: .current, delivery: .mainQueue)
        presenter.view = viewController
        viewController.presenter = presenter
    }

    /// `mxn-reference-rates.json` from the app bundle (nil when missing: the presenter says so).
    /// `mxn-reference-rates.json` del bundle (nil si falta: el presenter lo indica).
    static func ratesData(in bundle: Bundle) -> Data? {
        bundle.url(forResource: "mxn-reference-rates", withExtension: "json").flatMap { try? Data(contentsOf: $0) }
    }
}
