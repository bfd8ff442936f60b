import Foundation
import XCTest

@testable import NetworkingKit

/// The wiring of the app's trips to the presenter, below the UIKit line: each notification reaches
/// its event, and nothing arrives once the forwarder is gone.
/// El cableado de los viajes de la app al presenter, bajo la línea de UIKit: cada notificación
/// llega a su evento, y nada llega cuando el reenviador ya no existe.
final class NetworkingAppLifecycleTests: XCTestCase {
    private let background = Notification.Name("test.didEnterBackground")
    private let foreground = Notification.Name("test.willEnterForeground")

    func testBackgroundAndForegroundReachThePresenterWhileTheForwarderLives() {
        let center = NotificationCenter()
        let presenter = CountingNetworkingPresenter()
        var forwarder: NetworkingAppLifecycle? = NetworkingAppLifecycle(
            center: center, didEnterBackground: background, willEnterForeground: foreground, presenter: presenter)
        center.post(name: background, object: nil)
        XCTAssertEqual(presenter.trips, 1, "didEnterBackground reaches the presenter")
        XCTAssertEqual(presenter.returns, 0)
        center.post(name: foreground, object: nil)
        XCTAssertEqual(presenter.returns, 1, "willEnterForeground reaches the presenter")
        XCTAssertNotNil(forwarder)
        forwarder = nil
        center.post(name: background, object: nil)
        center.post(name: foreground, object: nil)
        XCTAssertEqual([presenter.trips, presenter.returns], [1, 1], "nothing after the screen is gone")
    }
}

/// Counts the lifecycle events it receives. / Cuenta los eventos de ciclo de vida que recibe.
private final class CountingNetworkingPresenter: NetworkingPresenting {
    private(set) var trips = 0
    private(set) var returns = 0

    func viewDidLoad() {}
    func viewDidAppear() {}
    func viewDidDisappear() {}
    func appDidEnterBackground() { trips += 1 }
    func appWillEnterForeground() { returns += 1 }
    func viewDidLeave() {}
    func didPullToRefresh() {}
    func willDisplayRow(at index: Int) {}
    func didTapRetry() {}
    func didTapFooterButton() {}
    func didRequestDeletion(at index: Int) {}
    func didConfirmDeletion(_ confirmation: DeletionConfirmation) {}
    func didCancelDeletion(_ confirmation: DeletionConfirmation) {}
}
