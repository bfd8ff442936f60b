import FeaturesKit
import UIKit

/// Builds the Features list module and pushes the chosen feature's module.
/// Construye el módulo de la lista Features y muestra el módulo de la feature elegida.
final class FeatureListWireframe: FeatureListRouting {
    private weak var viewController: UIViewController?
    private let environment: AppEnvironment

    private init(environment: AppEnvironment) {
        self.environment = environment
    }

    /// View, presenter, interactor and wireframe wired per docs/CONVENTIONS.md.
    /// Vista, presenter, interactor y wireframe conectados según docs/CONVENTIONS.md.
    static func makeModule(environment: AppEnvironment) -> UIViewController {
        let viewController = FeatureListViewController.instantiate()
        let wireframe = FeatureListWireframe(environment: environment)
        // Order and greeting are read when shown, so Remote Config values arriving later apply.
        // Orden y saludo se leen al mostrar, así aplican los valores de Remote Config que lleguen después.
        let interactor = FeatureListInteractor(
            builtKinds: FeatureModuleFactory.builtKinds, preferredOrder: { environment.featureOrder })
        let presenter = FeatureListPresenter(
            interactor: interactor, router: wireframe, localizer: environment.localizer,
            selectionSound: environment.selectionSound, welcomeMessage: { environment.welcomeMessage })
        presenter.view = viewController
        viewController.presenter = presenter
        wireframe.viewController = viewController
        return viewController
    }

    /// Every pushed screen gets a standard (small) title here, the one place that pushes: their
    /// scroll views are not the first subview, so a large title would never collapse.
    /// Cada pantalla que se muestra recibe aquí, el único lugar que hace push, un título normal:
    /// sus scroll views no son la primera subvista y un título grande nunca se contraería.
    func showFeature(_ kind: FeatureKind, finished: @escaping () -> Void) -> Bool {
        guard let module = FeatureModuleFactory.makeModule(for: kind, environment: environment),
            let navigation = viewController?.navigationController
        else { return false }
        module.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(module, animated: true)
        Self.whenTransitionEnds(in: navigation, finished)
        return true
    }

    /// Calls `finished` when the navigation's current transition ends (the push, or the transition
    /// during which UIKit dropped it), or now when there is none to wait for.
    /// Llama a `finished` cuando termina la transición en curso (el push, o aquella durante la cual
    /// UIKit lo descartó), o ya si no hay ninguna que esperar.
    static func whenTransitionEnds(in navigation: UINavigationController, _ finished: @escaping () -> Void) {
        guard let coordinator = navigation.transitionCoordinator,
            coordinator.animate(alongsideTransition: nil, completion: { _ in finished() })
        else { return finished() }
    }
}
