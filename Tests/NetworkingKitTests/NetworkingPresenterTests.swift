import AppCore
import Foundation
import XCTest

@testable import NetworkingKit

/// The presenter with a fake view and an interactor the test finishes by hand.
/// El presenter con una vista falsa y un interactor que la prueba termina a mano.
final class NetworkingPresenterTests: XCTestCase {
    private var view: RecordingNetworkingView!
    private var interactor: ControlledInteractor!
    private var presenter: NetworkingPresenter!

    override func setUpWithError() throws {
        view = RecordingNetworkingView()
        interactor = ControlledInteractor()
        presenter = NetworkingPresenter(interactor: interactor, router: NoRouting(), localizer: try spanishLocalizer())
        presenter.view = view
    }

    private let allErrors: [HTTPError] = [
        .offline, .timedOut, .status(404), .status(500), .status(418), .emptyBody, .malformedBody("x"),
        .transport("x"),
    ]

    func testFirstVisitShowsLoaderThenRowsThenRemovesLoader() {
        presenter.viewDidLoad()
        XCTAssertEqual(view.events, [.title("Pokémon"), .error(nil), .showLoading])
        XCTAssertTrue(view.rows.isEmpty)
        XCTAssertEqual(interactor.firstPageRequests.count, 1)

        interactor.finishFirstPage(.success(Fixture.page(["bulbasaur", "ivysaur"])))
        XCTAssertEqual(Array(view.events.suffix(3)), [.hideLoading, .rows(view.rows), .notice(nil)])
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(
            view.rows,
            [
                PokemonRow(
                    id: "bulbasaur", title: "Bulbasaur", detail: "N.º 001", accessibilityLabel: "Bulbasaur, número 1"),
                PokemonRow(id: "ivysaur", title: "Ivysaur", detail: "N.º 002", accessibilityLabel: "Ivysaur, número 2"),
            ])
    }

    func testEveryErrorRemovesTheLoaderAndOffersRetry() throws {
        let localizer = try spanishLocalizer()
        for error in allErrors {
            try setUpWithError()
            presenter.viewDidLoad()
            XCTAssertTrue(view.isLoadingShown, "\(error)")
            interactor.finishFirstPage(.failure(error))
            XCTAssertFalse(view.isLoadingShown, "loader left on for \(error)")
            XCTAssertEqual(view.events.filter { $0 == .showLoading }.count, 1)
            XCTAssertEqual(view.events.filter { $0 == .hideLoading }.count, 1)
            let expected = NetworkingErrorViewModel(message: localizer(error.messageKey), retryTitle: "Reintentar")
            XCTAssertEqual(view.events.last, .error(expected), "\(error)")
            XCTAssertNotEqual(expected.message, error.messageKey, "missing Spanish text for \(error.messageKey)")
        }
    }

    func testRetryShowsTheLoaderAgainAndThenRows() {
        presenter.viewDidLoad()
        interactor.finishFirstPage(.failure(.timedOut))
        presenter.didTapRetry()
        XCTAssertTrue(view.isLoadingShown)
        XCTAssertEqual(Array(view.events.suffix(2)), [.error(nil), .showLoading])
        interactor.finishFirstPage(.success(Fixture.page(["pikachu"], firstNumber: 25)))
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(view.rows.map(\.detail), ["N.º 025"])
    }

    func testRepeatVisitShowsTheCacheAtOnceAndRefreshesInBackground() {
        interactor.cache = Fixture.page(["bulbasaur", "ivysaur"])
        presenter.viewDidLoad()
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur", "ivysaur"])
        XCTAssertFalse(view.events.contains(.showLoading), "cached rows must not be hidden behind the loader")
        XCTAssertEqual(interactor.firstPageRequests.count, 1)
        interactor.finishFirstPage(.success(Fixture.page(["bulbasaur", "ivysaur", "venusaur"])))
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur", "ivysaur", "venusaur"])
    }

    func testOfflineWithCacheKeepsRowsAndSaysSinConexion() {
        interactor.cache = Fixture.page(["bulbasaur"])
        presenter.viewDidLoad()
        interactor.finishFirstPage(.failure(.offline))
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur"])
        XCTAssertEqual(view.lastNotice, .some("Sin conexión: se muestran los datos guardados."))
        XCTAssertFalse(view.events.contains { if case .error(.some) = $0 { return true } else { return false } })
    }

    func testOtherErrorWithCacheIsANoticeWithItsMessage() throws {
        interactor.cache = Fixture.page(["bulbasaur"])
        presenter.viewDidLoad()
        interactor.finishFirstPage(.failure(.status(500)))
        XCTAssertEqual(view.lastNotice, .some(try spanishLocalizer()("http.error.server")))
    }

    func testPullToRefreshEndsTheSpinnerOnSuccessAndFailure() {
        presenter.viewDidLoad()
        interactor.finishFirstPage(.success(Fixture.page(["a"])))
        presenter.didPullToRefresh()
        interactor.finishFirstPage(.success(Fixture.page(["a", "b"])))
        XCTAssertEqual(view.events.suffix(3).first, .refreshing(false))
        XCTAssertEqual(view.rows.count, 2)
        presenter.didPullToRefresh()
        interactor.finishFirstPage(.failure(.offline))
        XCTAssertEqual(
            Array(view.events.suffix(2)),
            [.refreshing(false), .notice("Sin conexión: se muestran los datos guardados.")])
        XCTAssertEqual(view.rows.count, 2)
        XCTAssertFalse(view.isLoadingShown)
    }

    func testRefreshThatSucceedsAfterAFullScreenErrorRemovesTheError() {
        presenter.viewDidLoad()
        interactor.finishFirstPage(.failure(.offline))
        guard case .error(.some) = view.events.last else { return XCTFail("expected the full-screen error") }
        presenter.didPullToRefresh()
        interactor.finishFirstPage(.success(Fixture.page(["bulbasaur"])))
        XCTAssertEqual(Array(view.events.suffix(4)), [.refreshing(false), .error(nil), .rows(view.rows), .notice(nil)])
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur"])
    }

    func testARefreshFailingAgainKeepsTheErrorAndASuccessWithoutErrorSendsNoExtraEvent() {
        presenter.viewDidLoad()
        interactor.finishFirstPage(.failure(.timedOut))
        presenter.didPullToRefresh()
        interactor.finishFirstPage(.failure(.timedOut))
        guard case .error(.some) = view.events.last else { return XCTFail("the error must stay") }
        presenter.didTapRetry()
        interactor.finishFirstPage(.success(Fixture.page(["a"])))
        presenter.didPullToRefresh()
        interactor.finishFirstPage(.success(Fixture.page(["a", "b"])))
        XCTAssertEqual(Array(view.events.suffix(3)), [.refreshing(false), .rows(view.rows), .notice(nil)])
    }

    func testPullToRefreshDuringALoadDoesNotStartAnother() {
        presenter.viewDidLoad()
        presenter.didPullToRefresh()
        XCTAssertEqual(interactor.firstPageRequests.count, 1)
        XCTAssertEqual(view.events.last, .refreshing(false))
    }

    // MARK: Pagination / Paginación

    private func showFirstPage(count: Int = 20, hasNext: Bool = true) {
        presenter.viewDidLoad()
        let names = (1...count).map { "p\($0)" }
        let next = hasNext ? "https://pokeapi.co/api/v2/pokemon?offset=\(count)&limit=20" : nil
        interactor.finishFirstPage(.success(Fixture.page(names, next: next)))
    }

    func testReachingTheEndLoadsTheNextPageOnce() {
        showFirstPage()
        presenter.willDisplayRow(at: 5)
        XCTAssertTrue(interactor.nextPageRequests.isEmpty, "far from the end")
        presenter.willDisplayRow(at: 19)
        presenter.willDisplayRow(at: 19)
        XCTAssertEqual(interactor.nextPageRequests.count, 1)
        XCTAssertEqual(view.events.last, .loadingMore(true))
        interactor.finishNextPage(.success(Fixture.page(["p21", "p22"], firstNumber: 21)))
        XCTAssertEqual(view.rows.count, 22)
        XCTAssertEqual(view.rows.last?.detail, "N.º 022")
        XCTAssertTrue(view.events.contains(.loadingMore(false)))
    }

    func testNextPageArrivingAfterAnOfflineRefreshClearsTheNotice() {
        showFirstPage()
        presenter.didPullToRefresh()
        interactor.finishFirstPage(.failure(.offline))
        XCTAssertEqual(view.lastNotice, .some("Sin conexión: se muestran los datos guardados."))
        presenter.willDisplayRow(at: 19)
        interactor.finishNextPage(.success(Fixture.page(["p21"], firstNumber: 21)))
        XCTAssertEqual(view.lastNotice, .some(nil))
        XCTAssertEqual(view.rows.count, 21)
    }

    func testLastPageDoesNotAskForMore() {
        showFirstPage(count: 3, hasNext: false)
        presenter.willDisplayRow(at: 2)
        XCTAssertTrue(interactor.nextPageRequests.isEmpty)
    }

    func testFailedNextPageKeepsRowsAndShowsANotice() {
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        interactor.finishNextPage(.failure(.timedOut))
        XCTAssertEqual(view.rows.count, 20)
        XCTAssertEqual(view.lastNotice, .some("El servidor tardó demasiado en responder. Inténtalo de nuevo."))
        XCTAssertFalse(view.isLoadingShown)
        presenter.willDisplayRow(at: 19)
        XCTAssertEqual(interactor.nextPageRequests.count, 1, "the user can try again by scrolling")
    }

    // MARK: Deletion / Borrado

    func testSwipeAsksForConfirmationWithTheRowsName() {
        showFirstPage(count: 3, hasNext: false)
        presenter.didRequestDeletion(at: 1)
        XCTAssertEqual(
            view.events.last,
            .confirm(
                DeletionConfirmation(
                    rowID: "p2", index: 1, title: "¿Borrar a P2?", message: "La fila desaparecerá de esta lista.",
                    confirmTitle: "Borrar", cancelTitle: "Cancelar")))
        presenter.didRequestDeletion(at: 7)
        XCTAssertEqual(view.events.filter { if case .confirm = $0 { return true } else { return false } }.count, 1)
    }

    func testConfirmDeletesTheRow() throws {
        showFirstPage(count: 3, hasNext: false)
        presenter.didRequestDeletion(at: 1)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        presenter.didConfirmDeletion(confirmation)
        XCTAssertEqual(view.events.last, .removeRow(1))
        // The row stays gone when the list is refreshed. / La fila no vuelve al actualizar.
        presenter.didPullToRefresh()
        interactor.finishFirstPage(.success(Fixture.page(["p1", "p2", "p3"])))
        XCTAssertEqual(view.rows.map(\.id), ["p1", "p3"])
    }

    func testCancelKeepsTheRow() throws {
        showFirstPage(count: 3, hasNext: false)
        presenter.didRequestDeletion(at: 0)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        let before = view.events.count
        presenter.didCancelDeletion(confirmation)
        XCTAssertEqual(view.events.count, before)
        presenter.willDisplayRow(at: 0)
        XCTAssertEqual(view.rows.count, 3)
    }

    func testNamesAndNumbersFormatting() {
        XCTAssertEqual(
            presenter.makeRow(NamedResource(name: "mr-mime", url: "https://x/pokemon/122/")).title, "Mr-Mime")
        XCTAssertEqual(presenter.makeRow(NamedResource(name: "x", url: "https://x/pokemon/1025/")).detail, "N.º 1025")
        XCTAssertEqual(presenter.makeRow(NamedResource(name: "x", url: "https://x/pokemon/")).detail, "")
    }

    // MARK: Memory / Memoria

    func testPresenterHoldsTheViewWeaklyAndIsReleased() {
        weak var weakPresenter: NetworkingPresenter?
        weak var weakView: RecordingNetworkingView?
        do {
            let localView = RecordingNetworkingView()
            let localPresenter = NetworkingPresenter(
                interactor: ControlledInteractor(), router: NoRouting(), localizer: .keys)
            localPresenter.view = localView
            localPresenter.viewDidLoad()
            weakPresenter = localPresenter
            weakView = localView
        }
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakView)
    }
}
