import FeaturesKit
import UIKit
import XCTest

@testable import TestApp

/// The Features screen forwards its reappearance, which lets the presenter accept a selection again
/// after a push (the double-tap guard itself is `FeatureListTests` on Linux); the wireframe says when it
/// pushed nothing. Hosted: only UIKit calls `viewDidAppear` and owns the navigation stack.
/// La pantalla Features reenvía su reaparición, que deja al presenter aceptar otra selección tras un
/// push; el wireframe dice cuándo no mostró nada. En la app: solo UIKit llama a `viewDidAppear`.
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
        presenter.didSelectRow(at: 0)
        XCTAssertEqual(navigation.viewControllers.count, 2, "the second tap pushed")
        presenter.didSelectRow(at: 0)
        XCTAssertEqual(navigation.viewControllers.count, 2, "a push in flight ignores the next tap")
    }
}
