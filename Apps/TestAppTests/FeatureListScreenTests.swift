import FeaturesKit
import UIKit
import XCTest

@testable import TestApp

/// The Features screen forwards its reappearance and the wireframe the end of each push, which let the
/// presenter accept a selection again (the double-tap guard itself is `FeatureListTests` on Linux); the
/// wireframe says when it pushed nothing. Hosted: only UIKit calls `viewDidAppear`, owns the navigation
/// stack and its transitions.
/// La pantalla Features reenvía su reaparición y el wireframe el fin de cada push, que dejan al
/// presenter aceptar otra selección; el wireframe dice cuándo no mostró nada. En la app: solo UIKit
/// llama a `viewDidAppear` y maneja la navegación y sus transiciones.
final class FeatureListScreenTests: XCTestCase {
    private final class SpyPresenter: FeatureListPresenting {
        var appearances = 0
        func viewDidLoad() {}
        func viewDidAppear() { appearances += 1 }
        func didSelectRow(at index: Int) {}
        func settingsDidChange() {}
    }

    func testTheListForwardsEachAppearance() {
        let list = FeatureListViewController.instantiate()
        let spy = SpyPresenter()
        list.presenter = spy
        list.loadViewIfNeeded()
        list.viewDidAppear(false)
        list.viewDidAppear(false)
        XCTAssertEqual(spy.appearances, 2)
    }

    func testAListOutsideANavigationControllerPushesNothingAndSaysSo() throws {
        let list = try XCTUnwrap(
            FeatureListWireframe.makeModule(environment: .current) as? FeatureListViewController)
        list.loadViewIfNeeded()
        let presenter = try XCTUnwrap(list.presenter)
        // Nothing pushed, so the next tap is not swallowed: the list stays usable.
        // Nada mostrado, así que el siguiente toque no se pierde: la lista sigue usable.
        presenter.didSelectRow(at: 0)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        presenter.didSelectRow(at: 0)
        XCTAssertEqual(navigation.viewControllers.count, 2, "the second tap pushed")
        presenter.didSelectRow(at: 0)
        XCTAssertEqual(navigation.viewControllers.count, 2, "a push in flight ignores the next tap")

        // The push's end frees the list even though it never appears again (the case of a push UIKit
        // dropped). / El fin del push libera la lista aunque no vuelva a aparecer.
        let ended = expectation(description: "the push's transition ended")
        FeatureListWireframe.whenTransitionEnds(in: navigation) { ended.fulfill() }
        wait(for: [ended], timeout: 5)
        presenter.didSelectRow(at: 0)
        XCTAssertEqual(navigation.viewControllers.count, 3, "the tap after the push's end pushed")
        window.isHidden = true
    }

    /// With no transition to wait for, the wireframe reports the end at once.
    /// Sin transición que esperar, el wireframe avisa el fin enseguida.
    func testWithNoTransitionThePushEndsAtOnce() {
        var ended = 0
        FeatureListWireframe.whenTransitionEnds(in: UINavigationController()) { ended += 1 }
        XCTAssertEqual(ended, 1)
    }
}
