import AppCore
import Foundation
import TestSupport
import XCTest

@testable import ProductosKit

/// The lifecycle wiring below the UIKit line: each notification reaches the presenter, and nothing
/// does once the wiring is released. Names and centre are the test's own (no UIKit on Linux); the
/// hosted `ProductosLifecycleScreenTests` posts UIKit's names to the real screen.
/// El cableado del ciclo de vida bajo la línea de UIKit: cada notificación llega al presenter, y
/// ninguna después de liberarlo. La prueba alojada publica los nombres de UIKit a la pantalla real.
final class ProductosLifecycleTests: XCTestCase {
    private let names = ProductosLifecycle.Names(
        didEnterBackground: Notification.Name("test.didEnterBackground"),
        willEnterForeground: Notification.Name("test.willEnterForeground"))
    private let center = NotificationCenter()

    /// Records the lifecycle events it receives. / Anota los eventos del ciclo de vida que recibe.
    private final class SpyPresenter: ProductosPresenting {
        private(set) var events: [String] = []
        func viewDidLoad() {}
        func sceneWillEnterForeground() { events.append("foreground") }
        func sceneDidEnterBackground() { events.append("background") }
        func connectivityChanged(isReachable: Bool) {}
        func ratesRetryDue() {}
        func numberOfComponents(in picker: ProductosPicker) -> Int { 0 }
        func numberOfRows(in picker: ProductosPicker, component: Int) -> Int { 0 }
        func title(in picker: ProductosPicker, component: Int, row: Int) -> String { "" }
        func accessibilityLabel(in picker: ProductosPicker, component: Int) -> String { "" }
        func rowAccessibilityLabel(in picker: ProductosPicker, component: Int, row: Int) -> String { "" }
        func selectedRow(in picker: ProductosPicker, component: Int) -> Int { 0 }
        func didSelect(in picker: ProductosPicker, component: Int, row: Int) {}
        func longestTexts() -> ProductosLayout.Texts { ProductosLayout.Texts() }
    }

    func testLeavingForTheBackgroundIsForwarded() {
        let presenter = SpyPresenter()
        let lifecycle = ProductosLifecycle(names: names, presenter: presenter, center: center)
        center.post(name: names.didEnterBackground, object: nil)
        XCTAssertEqual(presenter.events, ["background"])
        withExtendedLifetime(lifecycle) {}
    }

    func testReturningToTheForegroundIsForwarded() {
        let presenter = SpyPresenter()
        let lifecycle = ProductosLifecycle(names: names, presenter: presenter, center: center)
        center.post(name: names.willEnterForeground, object: nil)
        XCTAssertEqual(presenter.events, ["foreground"])
        withExtendedLifetime(lifecycle) {}
    }

    func testNothingIsForwardedOnceReleased() {
        let presenter = SpyPresenter()
        do {
            let lifecycle = ProductosLifecycle(names: names, presenter: presenter, center: center)
            center.post(name: names.didEnterBackground, object: nil)
            withExtendedLifetime(lifecycle) {}
        }
        center.post(name: names.didEnterBackground, object: nil)
        center.post(name: names.willEnterForeground, object: nil)
        XCTAssertEqual(presenter.events, ["background"], "observers removed on release")
    }

    func testThePresenterIsNotKept() {
        var lifecycle: ProductosLifecycle?
        let survivors = LeakCheck.survivors {
            let presenter = SpyPresenter()
            lifecycle = ProductosLifecycle(names: names, presenter: presenter, center: center)
            return [presenter]
        }
        XCTAssertEqual(survivors, [], "the screen owns the presenter; the wiring holds it weakly")
        center.post(name: names.willEnterForeground, object: nil)
        XCTAssertNotNil(lifecycle, "still observing, with nobody to tell")
    }

    /// The whole path below the line: background and foreground posted, a timeout that spanned the
    /// trip hidden and resent on return. / Todo el camino bajo la línea con un presenter real.
    func testATimeoutAcrossAPostedTripIsHiddenAndResentOnThePostedReturn() throws {
        let fetcher = FakeRatesFetcher()
        let view = FakeProductosView()
        let presenter = ProductosPresenter(
            interactor: ProductosInteractor(
                bundledRates: ReferenceRatesFile.parse(try ProductosFixtures.bundledRatesData()), fetcher: fetcher),
            localizer: try TestLocalizer.spanish(app: "Productos"), locale: ProductosFixtures.spanishMexico,
            delivery: .immediate)
        presenter.view = view
        let lifecycle = ProductosLifecycle(names: names, presenter: presenter, center: center)
        presenter.viewDidLoad()
        let caption = view.last?.rateCaption
        center.post(name: names.didEnterBackground, object: nil)
        fetcher.complete(with: .failure(.timedOut))
        XCTAssertEqual(view.last?.rateCaption, caption, "nothing shown")
        center.post(name: names.willEnterForeground, object: nil)
        XCTAssertEqual(fetcher.callCount, 2, "resent on return")
        withExtendedLifetime(lifecycle) {}
    }
}
