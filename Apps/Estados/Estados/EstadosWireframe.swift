import AppCore
import EstadosKit
import UIKit

/// Builds the Estados module: interactor (bundle JSON, system randomness), presenter (live strings,
/// the user's locale, "Adiós" from the bundle's Info.plist) and the view controller from the
/// storyboard, whose presenter it sets right after instantiation. A one-screen app has no environment
/// or router: `bundle` is its only input.
///
/// Arma el módulo Estados: interactor (JSON del bundle, azar del sistema), presenter (textos reales,
/// locale del usuario, "Adiós" según el Info.plist del bundle) y el view controller del storyboard, al
/// que asigna su presenter justo después de instanciarlo. Una app de una pantalla no tiene entorno ni
/// router: `bundle` es su única entrada.
enum EstadosWireframe {
    /// The screen, wired per docs/CONVENTIONS.md. / La pantalla, conectada según docs/CONVENTIONS.md.
    static func makeModule(bundle: Bundle) -> UIViewController {
        assemble(
            goodbye: GoodbyeButton(
                infoPlistValue: bundle.object(forInfoDictionaryKey: GoodbyeButton.infoPlistKey),
                suspendCompiledIn: EstadosViewController.suspendIsCompiledIn),
            loadData: { try statesData(in: bundle) })
    }

    /// The assembly with "Adiós" and the states given: the app passes its bundle's, hosted tests
    /// build the other branch and a failing load with it.
    /// El armado con el "Adiós" y los estados dados: la app pasa los de su bundle; las pruebas en
    /// simulador arman con él la otra rama y una carga fallida.
    static func assemble(goodbye: GoodbyeButton, loadData: @escaping () throws -> Data) -> EstadosViewController {
        let localizer = Localizer.live
        let interactor = EstadosInteractor(
            loadData: loadData, random: .system(), language: ContentLanguage(localizer: localizer))
        let presenter = EstadosPresenter(
            interactor: interactor, localizer: localizer, locale: .current, goodbye: goodbye)
        let viewController = EstadosViewController.instantiate()
        viewController.presenter = presenter
        presenter.view = viewController
        return viewController
    }

    /// `states.json` from the app bundle. / `states.json` del bundle de la app.
    static func statesData(in bundle: Bundle) throws -> Data {
        guard let url = bundle.url(forResource: "states", withExtension: "json") else {
            throw StateCatalogError.missingResource("states.json")
        }
        return try Data(contentsOf: url)
    }
}
