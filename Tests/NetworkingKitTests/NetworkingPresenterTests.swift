import AppCore
import Foundation
import TestSupport
import XCTest

@testable import NetworkingKit

/// The presenter with a fake view and an interactor the test finishes by hand.
/// El presenter con una vista falsa y un interactor que la prueba termina a mano.
final class NetworkingPresenterTests: XCTestCase {
    private var view: FakeNetworkingView!
    private var interactor: FakeNetworkingInteractor!
    private var presenter: NetworkingPresenter!
    private let offlineNotice = "Sin conexión: se muestran los datos guardados."

    override func setUpWithError() throws {
        view = FakeNetworkingView()
        interactor = FakeNetworkingInteractor()
        presenter = NetworkingPresenter(
            interactor: interactor, router: NoNetworkingRouting(), localizer: try TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
    }

    /// A new visit: a new screen and presenter over the same interactor (same saved list).
    /// Una visita nueva: nueva pantalla y presenter sobre el mismo interactor (misma lista guardada).
    private func revisit() throws {
        view = FakeNetworkingView()
        presenter = NetworkingPresenter(
            interactor: interactor, router: NoNetworkingRouting(), localizer: try TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
    }

    private let unreachableNotice = "El servicio no responde: se muestran los datos guardados."

    /// Failures where the service answered, but not with the list: the saved list does not help.
    /// Fallos en que el servicio respondió, pero no con la lista: la lista guardada no ayuda.
    private let failures: [HTTPError] = [
        .status(404), .status(418), .tooManyRedirects, .emptyBody, .malformedBody("x"), .transport("x"),
        .tooLarge(5_242_880),
    ]

    // MARK: Every visit / Cada visita

    func testFirstVisitShowsLoaderThenRowsThenRemovesLoader() {
        presenter.viewDidLoad()
        XCTAssertEqual(
            view.events,
            [
                .screen(
                    NetworkingScreenViewModel(
                        title: "Pokémon", deleteActionTitle: "Borrar", loadingMoreLabel: "Cargando más Pokémon")),
                .error(nil), .showLoading("Cargando…"),
            ])
        XCTAssertEqual(interactor.requestedOffsets, [0])

        interactor.finish(.success(Fixture.page(["bulbasaur", "ivysaur"])))
        XCTAssertEqual(Array(view.events.suffix(2)), [.hideLoading, .rows(view.rows)])
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(
            view.rows,
            [
                PokemonRow(
                    id: "bulbasaur", title: "Bulbasaur", detail: "N.º 001", accessibilityLabel: "Bulbasaur, número 1"),
                PokemonRow(id: "ivysaur", title: "Ivysaur", detail: "N.º 002", accessibilityLabel: "Ivysaur, número 2"),
            ])
        XCTAssertEqual(interactor.saves.map { $0.results.count }, [2], "the first page is saved once")
        XCTAssertTrue(interactor.savedListReads.isEmpty, "the saved list is not read when the network answers")
    }

    /// A repeat visit is a visit: empty table, loader, one request — the saved list is not shown.
    /// Una visita repetida es una visita: tabla vacía, cargador, una petición; no se muestra lo guardado.
    func testRepeatVisitShowsTheLoaderAndAsksTheNetworkNotTheSavedList() throws {
        interactor.savedList = Fixture.page((1...40).map { "p\($0)" })
        presenter.viewDidLoad()
        interactor.finish(.success(Fixture.page(["a"])))
        try revisit()
        presenter.viewDidLoad()
        XCTAssertTrue(view.isLoadingShown)
        XCTAssertTrue(view.rows.isEmpty)
        XCTAssertEqual(interactor.requestedOffsets, [0, 0])
        XCTAssertTrue(interactor.savedListReads.isEmpty)
        interactor.finish(.success(Fixture.page(["bulbasaur", "ivysaur", "venusaur"])))
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur", "ivysaur", "venusaur"])
        XCTAssertFalse(view.isLoadingShown)
    }

    func testEveryErrorRemovesTheLoaderAndOffersRetry() throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        for error in failures {
            try setUpWithError()
            interactor.savedList = Fixture.page(["saved"])
            presenter.viewDidLoad()
            interactor.finish(.failure(error))
            XCTAssertFalse(view.isLoadingShown, "loader left on for \(error)")
            XCTAssertEqual(view.events.filter { $0 == .hideLoading }.count, 1)
            let expected = NetworkingErrorViewModel(message: localizer(error.messageKey), retryTitle: "Reintentar")
            XCTAssertEqual(view.events.last, .error(expected), "\(error)")
            XCTAssertNotEqual(expected.message, error.messageKey, "missing Spanish text for \(error.messageKey)")
            XCTAssertTrue(interactor.savedListReads.isEmpty, "only no connection or no service uses the saved list")
            XCTAssertTrue(view.rows.isEmpty)
        }
    }

    func testOfflineWithASavedListShowsItWithTheNoticeAfterTheLoader() {
        interactor.savedList = Fixture.page(["bulbasaur", "ivysaur"])
        presenter.viewDidLoad()
        interactor.finish(.failure(.offline))
        XCTAssertTrue(view.isLoadingShown, "the loader stays while the saved list is read")
        interactor.finishSavedListRead()
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur", "ivysaur"])
        XCTAssertEqual(view.lastNotice, .some(offlineNotice))
        XCTAssertTrue(view.errors.isEmpty)
        XCTAssertEqual(interactor.requestedOffsets, [0])
    }

    /// Refused, unknown host, timeout, 5xx: the phone is online but the service is not answering. The
    /// saved list is offered with a notice that blames the service, not "Sin conexión".
    /// Rechazo, servidor desconocido, tiempo agotado, 5xx: el teléfono tiene red pero el servicio no
    /// responde. Se ofrece la lista guardada con un aviso que culpa al servicio, no "Sin conexión".
    func testServiceNotAnsweringOffersTheSavedListWithItsOwnNotice() {
        for error in [HTTPError.unreachable, .timedOut, .status(500), .status(503)] {
            try? setUpWithError()
            interactor.savedList = Fixture.page(["bulbasaur", "ivysaur"])
            presenter.viewDidLoad()
            interactor.finish(.failure(error))
            interactor.finishSavedListRead()
            XCTAssertFalse(view.isLoadingShown)
            XCTAssertEqual(view.rows.map(\.id), ["bulbasaur", "ivysaur"], "\(error)")
            XCTAssertEqual(view.lastNotice, .some(unreachableNotice), "\(error)")
            XCTAssertEqual(view.announcements, [unreachableNotice])
            XCTAssertTrue(view.errors.isEmpty)
        }
    }

    func testServiceNotAnsweringWithoutASavedListShowsItsOwnMessage() throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        for error in [HTTPError.unreachable, .timedOut, .status(502)] {
            try setUpWithError()
            presenter.viewDidLoad()
            interactor.finish(.failure(error))
            interactor.finishSavedListRead()
            XCTAssertEqual(
                view.errors, [NetworkingErrorViewModel(message: localizer(error.messageKey), retryTitle: "Reintentar")])
            XCTAssertFalse(view.errors.first?.message.hasPrefix("Sin conexión") ?? true, "\(error)")
        }
    }

    func testOfflineWithoutASavedListShowsTheOfflineError() throws {
        presenter.viewDidLoad()
        interactor.finish(.failure(.offline))
        interactor.finishSavedListRead()
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(
            view.errors,
            [
                NetworkingErrorViewModel(
                    message: try TestLocalizer.spanish(app: "TestApp")("http.error.offline"), retryTitle: "Reintentar")
            ])
        XCTAssertTrue(view.rows.isEmpty)
    }

    func testRetryShowsTheLoaderAgainAndThenRows() {
        presenter.viewDidLoad()
        interactor.finish(.failure(.status(404)))
        presenter.didTapRetry()
        XCTAssertTrue(view.isLoadingShown)
        XCTAssertEqual(Array(view.events.suffix(2)), [.error(nil), .showLoading("Cargando…")])
        interactor.finish(.success(Fixture.page(["pikachu"], firstNumber: 25)))
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(view.rows.map(\.detail), ["N.º 025"])
    }

    // MARK: Leaving / Salir

    func testLeavingCancelsAndACancelledLoadShowsNoError() {
        presenter.viewDidLoad()
        presenter.viewDidLeave()
        XCTAssertEqual(interactor.cancelAllCount, 1)
        interactor.finish(.failure(.cancelled))
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertTrue(view.errors.isEmpty)
        XCTAssertTrue(view.notices.isEmpty)
        XCTAssertTrue(interactor.saves.isEmpty, "nothing loaded, nothing saved")
    }

    func testACancelledNextPageShowsNoNotice() {
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        presenter.viewDidLeave()
        interactor.finish(.failure(.cancelled))
        XCTAssertTrue(view.notices.isEmpty)
        XCTAssertEqual(view.rows.count, 20)
    }

    /// The list is saved after the first page and once more on leaving, only if it changed.
    /// La lista se guarda tras la primera página y una vez más al salir, solo si cambió.
    func testLeavingSavesWhatThisVisitLoadedOnce() {
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)))
        presenter.viewDidLeave()
        presenter.viewDidLeave()
        XCTAssertEqual(interactor.saves.map { $0.results.count }, [20, 40])
        XCTAssertEqual(interactor.saves.last?.nextOffset, 40)
    }

    // MARK: Pull to refresh / Jalar para actualizar

    func testPullToRefreshMergesAndKeepsTheLoadedPages() {
        showFirstPage()
        for offset in [20, 40] {
            presenter.willDisplayRow(at: offset - 1)
            interactor.finish(.success(Fixture.synthesizedPage(offset: offset)))
        }
        XCTAssertEqual(view.rows.count, 60)
        let built = presenter.rowsBuilt
        presenter.didPullToRefresh()
        var fresh = Fixture.synthesizedPage(offset: 0).results
        fresh[0] = NamedResource(name: "new-one", url: "https://pokeapi.co/api/v2/pokemon/1/")
        interactor.finish(.success(PokemonListPage(count: 1302, next: Fixture.next(20), previous: nil, results: fresh)))
        XCTAssertEqual(view.events.suffix(2).first, .refreshing(false))
        XCTAssertEqual(view.rows.count, 60, "a refresh does not throw away loaded pages")
        XCTAssertEqual(view.rows.first?.id, "new-one")
        XCTAssertEqual(view.rows.last?.id, "p60")
        XCTAssertEqual(presenter.rowsBuilt, built + 1, "only the changed entry is built again")
        presenter.willDisplayRow(at: 59)
        XCTAssertEqual(interactor.requestedOffsets.last, 60, "paging continues where it was")
    }

    func testOfflineRefreshKeepsTheRowsWithTheNotice() {
        showFirstPage()
        presenter.didPullToRefresh()
        interactor.finish(.failure(.offline))
        XCTAssertEqual(Array(view.events.suffix(2)), [.refreshing(false), .notice(offlineNotice)])
        XCTAssertEqual(view.rows.count, 20)
        XCTAssertTrue(interactor.savedListReads.isEmpty, "a saved list never replaces loaded rows")
    }

    func testOtherRefreshErrorWithRowsIsANoticeWithItsMessage() throws {
        showFirstPage()
        presenter.didPullToRefresh()
        interactor.finish(.failure(.status(500)))
        XCTAssertEqual(view.lastNotice, .some(try TestLocalizer.spanish(app: "TestApp")("http.error.server")))
        XCTAssertEqual(view.rows.count, 20)
    }

    func testRefreshThatSucceedsAfterAFullScreenErrorRemovesTheError() {
        presenter.viewDidLoad()
        interactor.finish(.failure(.status(404)))
        presenter.didPullToRefresh()
        interactor.finish(.success(Fixture.page(["bulbasaur"])))
        XCTAssertEqual(Array(view.events.suffix(3)), [.refreshing(false), .rows(view.rows), .error(nil)])
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur"])
    }

    func testPullToRefreshDuringALoadDoesNotStartAnother() {
        presenter.viewDidLoad()
        presenter.didPullToRefresh()
        XCTAssertEqual(interactor.requestedOffsets, [0])
        XCTAssertEqual(view.events.last, .refreshing(false))
    }

    // MARK: Pagination / Paginación

    private func showFirstPage(count: Int = 20, hasNext: Bool = true) {
        presenter.viewDidLoad()
        let names = (1...count).map { "p\($0)" }
        interactor.finish(.success(Fixture.page(names, next: hasNext ? Fixture.next(count) : nil)))
    }

    /// Which row triggers the next page: the third from the end (prefetchDistance = 3), not earlier.
    /// Qué fila pide la página siguiente: la tercera desde el final, no antes.
    func testTheThirdRowFromTheEndLoadsTheNextPageOnce() {
        showFirstPage()
        presenter.willDisplayRow(at: 16)
        XCTAssertEqual(interactor.requestedOffsets, [0], "row 16 of 20 is too far from the end")
        presenter.willDisplayRow(at: 17)
        presenter.willDisplayRow(at: 18)
        XCTAssertEqual(interactor.requestedOffsets, [0, 20])
        XCTAssertEqual(view.events.last, .footer(.loading(label: "Cargando más Pokémon")))
        interactor.finish(.success(Fixture.page(["p21", "p22"], firstNumber: 21)))
        XCTAssertEqual(view.rows.count, 22)
        XCTAssertEqual(view.rows.last?.detail, "N.º 022")
        XCTAssertEqual(view.rowUpdates.last, .insert(Array(view.rows.suffix(2)), at: 20))
        XCTAssertEqual(view.footer, .none)
    }

    func testTheTriggerCountsVisibleRowsAfterADeletion() throws {
        showFirstPage()
        presenter.didRequestDeletion(at: 0)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        presenter.didConfirmDeletion(confirmation)
        presenter.willDisplayRow(at: 15)
        XCTAssertEqual(interactor.requestedOffsets, [0])
        presenter.willDisplayRow(at: 16)
        XCTAssertEqual(interactor.requestedOffsets, [0, 20])
    }

    func testNextPageArrivingAfterAnOfflineRefreshClearsTheNotice() {
        showFirstPage()
        presenter.didPullToRefresh()
        interactor.finish(.failure(.offline))
        XCTAssertEqual(view.lastNotice, .some(offlineNotice))
        presenter.willDisplayRow(at: 19)
        interactor.finish(.success(Fixture.page(["p21"], firstNumber: 21)))
        XCTAssertEqual(view.lastNotice, .some(nil))
        XCTAssertEqual(view.rows.count, 21)
        XCTAssertEqual(view.announcements, [offlineNotice], "the notice is announced once; hiding it is silent")
    }

    func testLastPageDoesNotAskForMore() {
        showFirstPage(count: 3, hasNext: false)
        presenter.willDisplayRow(at: 2)
        XCTAssertEqual(interactor.requestedOffsets, [0])
    }

    /// A `next` that does not move forward ends the paging instead of appending a page again.
    /// Un `next` que no avanza termina la paginación en vez de agregar otra vez una página.
    func testNextThatDoesNotMoveForwardStopsPaging() {
        for backwards in [Fixture.next(20), Fixture.next(0), Fixture.next(5)] {
            try? setUpWithError()
            showFirstPage()
            presenter.willDisplayRow(at: 19)
            interactor.finish(.success(Fixture.page((21...40).map { "p\($0)" }, firstNumber: 21, next: backwards)))
            presenter.willDisplayRow(at: 39)
            XCTAssertEqual(interactor.requestedOffsets, [0, 20], "next = \(backwards)")
            XCTAssertEqual(view.rows.count, 40)
        }
        try? setUpWithError()
        presenter.viewDidLoad()
        interactor.finish(.success(Fixture.page(["a", "b"], next: Fixture.next(0))))
        presenter.willDisplayRow(at: 1)
        XCTAssertEqual(interactor.requestedOffsets, [0], "a first page pointing at itself")
    }

    func testARepeatedPageAddsNoRows() {
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        interactor.finish(.success(Fixture.page((1...20).map { "p\($0)" }, next: Fixture.next(40))))
        XCTAssertEqual(view.rows.count, 20)
        XCTAssertEqual(view.rowUpdates.count, 1, "no insertion of entries already shown")
    }

    /// A next page that fails deep in the list says so in the footer, where it happened, with
    /// "Reintentar"; the header (off-screen up there) is untouched and scrolling does not retry.
    /// Una página siguiente que falla en lo profundo de la lista lo dice al pie, donde ocurrió, con
    /// "Reintentar"; el encabezado (fuera de la vista) no cambia y desplazarse no reintenta.
    func testFailedNextPageIsShownInTheFooterWithRetry() throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        interactor.finish(.failure(.timedOut))
        XCTAssertEqual(view.rows.count, 20)
        let failure = NetworkingErrorViewModel(message: localizer("http.error.timeout"), retryTitle: "Reintentar")
        XCTAssertEqual(view.footer, .failed(failure))
        XCTAssertTrue(view.notices.isEmpty, "the header is for the first load only")
        XCTAssertTrue(view.errors.isEmpty)
        XCTAssertEqual(view.announcements, [failure.message])
        presenter.willDisplayRow(at: 19)
        presenter.willDisplayRow(at: 18)
        XCTAssertEqual(interactor.requestedOffsets, [0, 20], "scrolling does not retry: the footer's button does")
        presenter.didTapFooterButton()
        XCTAssertEqual(interactor.requestedOffsets, [0, 20, 20])
        XCTAssertEqual(view.footer, .loading(label: "Cargando más Pokémon"))
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)))
        XCTAssertEqual(view.footer, .none)
        XCTAssertEqual(view.rows.count, 40)
    }

    /// The footer's own button moves VoiceOver focus to each footer that follows (spinner, then the
    /// new failure) until the footer settles; a load started by scrolling never moves focus.
    /// El botón del pie mueve el foco de VoiceOver a cada pie que sigue (indicador, luego el nuevo
    /// fallo) hasta que el pie se asienta; una carga iniciada al desplazarse nunca mueve el foco.
    func testTheFootersButtonMovesVoiceOverFocusToTheNewFooter() throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        let loading = NetworkingFooter.loading(label: "Cargando más Pokémon")
        let failed = NetworkingFooter.failed(
            NetworkingErrorViewModel(message: localizer("http.error.timeout"), retryTitle: "Reintentar"))
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        interactor.finish(.failure(.timedOut))
        XCTAssertEqual(view.footer, failed)
        XCTAssertTrue(view.footerFocusMoves.isEmpty, "scrolling loads move no focus")
        presenter.didTapFooterButton()
        XCTAssertEqual(view.footerFocusMoves, [loading], "the spinner replaced the focused button")
        interactor.finish(.failure(.timedOut))
        XCTAssertEqual(view.footerFocusMoves, [loading, failed], "focus follows to the new button")
        presenter.didTapFooterButton()
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)))
        XCTAssertEqual(view.footer, .none)
        XCTAssertEqual(view.footerFocusMoves, [loading, failed, loading], "no footer left: nothing to focus")
        presenter.willDisplayRow(at: 39)
        interactor.finish(.failure(.timedOut))
        XCTAssertEqual(view.footerFocusMoves.count, 3, "the tap's focus ended with its load")
    }

    /// Offline with the saved list: the notice is announced once; each failure while the state does
    /// not change (next page offline, retried offline) is shown but not announced again.
    /// Sin conexión con la lista guardada: el aviso se anuncia una vez; cada fallo mientras el estado
    /// no cambia se muestra pero no se vuelve a anunciar.
    func testNoConnectionIsAnnouncedOncePerChangeOfState() throws {
        interactor.savedList = Fixture.synthesizedPage(offset: 0)
        presenter.viewDidLoad()
        interactor.finish(.failure(.offline))
        interactor.finishSavedListRead()
        XCTAssertEqual(view.announcements, [offlineNotice])
        for _ in 1...3 {
            presenter.willDisplayRow(at: 19)
            presenter.didTapFooterButton()
            if !interactor.pageRequests.isEmpty { interactor.finish(.failure(.offline)) }
        }
        XCTAssertEqual(interactor.requestedOffsets.count, 4, "one scroll and three taps, no request per scroll")
        XCTAssertEqual(view.announcements, [offlineNotice], "still offline: nothing new to announce")
        presenter.didTapFooterButton()
        interactor.finish(.failure(.unreachable))
        let unreachable = try TestLocalizer.spanish(app: "TestApp")("http.error.unreachable")
        XCTAssertEqual(view.announcements, [offlineNotice, unreachable], "a new state is announced")
        presenter.didTapFooterButton()
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)))
        presenter.willDisplayRow(at: 39)
        interactor.finish(.failure(.offline))
        XCTAssertEqual(view.announcements.last, try TestLocalizer.spanish(app: "TestApp")("http.error.offline"))
        XCTAssertEqual(view.announcements.count, 3, "offline again after a success is a change")
    }

    /// A refresh that says the list now ends drops a page that was already on its way.
    /// Una actualización que dice que la lista ya termina descarta una página que venía en camino.
    func testAPageThatArrivesAfterARefreshEndedTheListIsDropped() {
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        presenter.didPullToRefresh()
        XCTAssertEqual(interactor.requestedOffsets, [0, 20, 0])
        interactor.finish(.success(Fixture.page((1...20).map { "p\($0)" }, next: nil)), offset: 0)
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)), offset: 20)
        XCTAssertEqual(view.rows.count, 20)
        XCTAssertEqual(view.rowUpdates.count, 2, "the first page and the refresh; no insertion")
    }

    /// Where rows 17–19 are visible on entry (iPad, small text) the first page asks for page 2 at
    /// once — the table may not be able to scroll, so waiting for a scroll could strand the list —
    /// and only once, however many rows appear together.
    /// Donde las filas 17–19 se ven al entrar (iPad, texto pequeño) la primera página pide la 2 de
    /// inmediato — la tabla quizá no pueda desplazarse — y una sola vez.
    func testRowsSeventeenToNineteenVisibleOnEntryAskForPageTwoOnce() {
        showFirstPage()
        (0..<20).forEach(presenter.willDisplayRow)
        XCTAssertEqual(interactor.requestedOffsets, [0, 20])
    }

    // MARK: Empty list / Lista vacía

    /// An empty first page ends the paging (nothing to page from): the empty state reloads.
    /// Una primera página vacía termina la paginación: el estado vacío vuelve a cargar.
    func testAnEmptyFirstPageShowsTheEmptyStateWithReload() {
        presenter.viewDidLoad()
        interactor.finish(.success(Fixture.page([], next: Fixture.next(20))))
        XCTAssertTrue(view.rows.isEmpty)
        XCTAssertEqual(
            view.footer,
            .empty(NetworkingEmptyViewModel(message: "No hay Pokémon en esta lista.", actionTitle: "Volver a cargar")))
        presenter.didTapFooterButton()
        XCTAssertEqual(interactor.requestedOffsets, [0, 0])
        XCTAssertTrue(view.isLoadingShown)
        interactor.finish(.success(Fixture.synthesizedPage(offset: 0)))
        XCTAssertEqual(view.rows.count, 20)
        XCTAssertEqual(view.footer, .none)
        XCTAssertFalse(view.isLoadingShown)
    }

    func testDeletingEveryRowShowsTheEmptyStateAndReloadWhenTheListEnded() throws {
        showFirstPage(count: 2, hasNext: false)
        for _ in 0..<2 {
            presenter.didRequestDeletion(at: 0)
            guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
            presenter.didConfirmDeletion(confirmation)
        }
        XCTAssertTrue(view.rows.isEmpty)
        XCTAssertEqual(
            view.footer,
            .empty(NetworkingEmptyViewModel(message: "No hay Pokémon en esta lista.", actionTitle: "Volver a cargar")))
        presenter.didTapFooterButton()
        XCTAssertEqual(interactor.requestedOffsets, [0, 0], "the list ended: the button reloads the first page")
        XCTAssertTrue(view.isLoadingShown)
    }

    /// "Volver a cargar" after deleting every row of an ended list brings the list back: the same
    /// first page filtered by this visit's deletions would show the same empty state again (a dead end).
    /// "Volver a cargar" tras borrar todas las filas de una lista terminada trae la lista de vuelta: la
    /// misma primera página filtrada por los borrados volvería a mostrar el mismo estado vacío.
    func testReloadFromTheEmptyStateAfterDeletingEveryRowShowsTheRowsAgain() throws {
        showFirstPage(count: 2, hasNext: false)
        for _ in 0..<2 {
            presenter.didRequestDeletion(at: 0)
            guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
            presenter.didConfirmDeletion(confirmation)
        }
        presenter.didTapFooterButton()
        interactor.finish(.success(Fixture.page(["p1", "p2"])))
        XCTAssertEqual(view.rows.map(\.id), ["p1", "p2"], "the reload must not end in the same empty state")
        XCTAssertEqual(view.footer, .none)
    }

    func testDeletingEveryRowWithMorePagesOffersLoadMore() throws {
        showFirstPage(count: 1)
        presenter.didRequestDeletion(at: 0)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        presenter.didConfirmDeletion(confirmation)
        XCTAssertEqual(
            view.footer,
            .empty(NetworkingEmptyViewModel(message: "No hay Pokémon en esta lista.", actionTitle: "Cargar más")))
        presenter.didTapFooterButton()
        XCTAssertEqual(interactor.requestedOffsets, [0, 1])
    }

    /// The empty state is announced once when it appears (an empty first page, or every row
    /// deleted), not again while it stays; after the list comes back it is a new change.
    /// El estado vacío se anuncia una vez al aparecer (primera página vacía, o todas las filas
    /// borradas), no otra vez mientras sigue; tras volver la lista es un cambio nuevo.
    func testTheEmptyStateIsAnnouncedOncePerChange() throws {
        let empty = "No hay Pokémon en esta lista."
        presenter.viewDidLoad()
        interactor.finish(.success(Fixture.page([], next: Fixture.next(20))))
        XCTAssertEqual(view.announcements, [empty])
        presenter.didPullToRefresh()
        interactor.finish(.success(Fixture.page([], next: Fixture.next(20))))
        XCTAssertEqual(view.announcements, [empty], "still empty: nothing new to announce")
        presenter.didPullToRefresh()
        interactor.finish(.success(Fixture.page(["p1", "p2"])))
        for _ in 0..<2 {
            presenter.didRequestDeletion(at: 0)
            guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
            presenter.didConfirmDeletion(confirmation)
        }
        XCTAssertEqual(view.announcements, [empty, empty], "every row deleted: empty again")
    }

    /// A problem is announced once until a page succeeds, even with another problem announced in
    /// between: offline with the saved list, every row deleted (empty), a refresh that fails offline
    /// again is not announced again (the notice is still on screen).
    /// Un problema se anuncia una vez hasta que una página llega con éxito, aunque se anuncie otro en
    /// medio: sin conexión con la lista guardada, todas las filas borradas (vacío), una actualización
    /// que vuelve a fallar sin conexión no se anuncia otra vez (el aviso sigue en pantalla).
    func testAProblemIsAnnouncedOnceUntilASuccessEvenWithAnotherInBetween() throws {
        interactor.savedList = Fixture.page(["p1"])
        presenter.viewDidLoad()
        interactor.finish(.failure(.offline))
        interactor.finishSavedListRead()
        presenter.didRequestDeletion(at: 0)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        presenter.didConfirmDeletion(confirmation)
        XCTAssertEqual(view.announcements, [offlineNotice, "No hay Pokémon en esta lista."])
        presenter.didPullToRefresh()
        interactor.finish(.failure(.offline))
        XCTAssertEqual(view.announcements.count, 2, "offline again: \(view.announcements)")
    }

    // MARK: Back from the background / De vuelta del segundo plano

    /// A request the system cut while the app was in the background (-1005) shows no error and is
    /// retried once when the app returns to the foreground with the screen visible.
    /// Una petición que el sistema cortó en segundo plano (-1005) no muestra error y se reintenta una
    /// vez al volver la app al primer plano con la pantalla visible.
    func testAFirstPageCutByBackgroundingIsRetriedOnceOnReturn() {
        presenter.viewDidLoad()
        presenter.viewDidAppear()
        presenter.appDidEnterBackground()
        interactor.finish(.failure(.connectionLost))
        XCTAssertTrue(view.errors.isEmpty)
        XCTAssertTrue(view.notices.isEmpty)
        XCTAssertTrue(interactor.savedListReads.isEmpty)
        XCTAssertEqual(interactor.requestedOffsets, [0], "nothing is retried in the background")
        presenter.appWillEnterForeground()
        XCTAssertEqual(interactor.requestedOffsets, [0, 0])
        presenter.appWillEnterForeground()
        XCTAssertEqual(interactor.requestedOffsets, [0, 0], "once")
        interactor.finish(.success(Fixture.page(["bulbasaur"])))
        XCTAssertEqual(view.rows.map(\.id), ["bulbasaur"])
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertTrue(view.announcements.isEmpty)
    }

    /// The cut is reported only after the return (iOS delivers it on resume): retried at once.
    /// El corte llega después de volver (iOS lo entrega al reanudar): se reintenta de inmediato.
    func testANextPageCutReportedAfterTheReturnIsRetriedAtOnce() {
        showFirstPage()
        presenter.viewDidAppear()
        presenter.willDisplayRow(at: 19)
        presenter.appDidEnterBackground()
        presenter.appWillEnterForeground()
        interactor.finish(.failure(.connectionLost))
        XCTAssertEqual(interactor.requestedOffsets, [0, 20, 20])
        XCTAssertEqual(view.footer, .loading(label: "Cargando más Pokémon"))
        XCTAssertTrue(view.announcements.isEmpty)
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)))
        XCTAssertEqual(view.rows.count, 40)
    }

    /// Not visible (another tab) when the app returns: the retry waits for the screen to appear.
    /// No visible (otra pestaña) al volver la app: el reintento espera a que aparezca la pantalla.
    func testTheRetryWaitsUntilTheScreenIsVisible() {
        showFirstPage()
        presenter.viewDidAppear()
        presenter.willDisplayRow(at: 19)
        presenter.viewDidDisappear()
        presenter.appDidEnterBackground()
        interactor.finish(.failure(.connectionLost))
        presenter.appWillEnterForeground()
        XCTAssertEqual(interactor.requestedOffsets, [0, 20])
        presenter.viewDidAppear()
        XCTAssertEqual(interactor.requestedOffsets, [0, 20, 20])
    }

    /// A connection lost with no backgrounding is the network's fault: shown as "no connection".
    /// Una conexión perdida sin pasar a segundo plano es culpa de la red: se muestra "sin conexión".
    func testAConnectionLostInTheForegroundIsShownAndNotRetried() throws {
        showFirstPage()
        presenter.viewDidAppear()
        presenter.willDisplayRow(at: 19)
        interactor.finish(.failure(.connectionLost))
        let message = try TestLocalizer.spanish(app: "TestApp")("http.error.connectionLost")
        XCTAssertEqual(view.footer, .failed(NetworkingErrorViewModel(message: message, retryTitle: "Reintentar")))
        presenter.appDidEnterBackground()
        presenter.appWillEnterForeground()
        XCTAssertEqual(interactor.requestedOffsets, [0, 20])
    }

    /// The retry after the return is the one automatic retry: if it is lost again in the foreground,
    /// it is shown. / El reintento tras volver es el único automático: si se pierde otra vez, se muestra.
    func testTheAutomaticRetryHappensOnceThenTheFailureIsShown() {
        presenter.viewDidLoad()
        presenter.viewDidAppear()
        presenter.appDidEnterBackground()
        interactor.finish(.failure(.connectionLost))
        presenter.appWillEnterForeground()
        interactor.finish(.failure(.connectionLost))
        interactor.finishSavedListRead()
        XCTAssertEqual(interactor.requestedOffsets, [0, 0])
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(view.errors.count, 1)
    }

    func testLeavingDropsAPendingRetry() {
        presenter.viewDidLoad()
        presenter.viewDidAppear()
        presenter.appDidEnterBackground()
        interactor.finish(.failure(.connectionLost))
        presenter.viewDidDisappear()
        presenter.viewDidLeave()
        presenter.appWillEnterForeground()
        presenter.viewDidAppear()
        XCTAssertEqual(interactor.requestedOffsets, [0])
    }

    /// Whatever error a request that spanned a trip to the background ends with (a timeout that
    /// counted the suspended time, a refused connection…), it is the system's doing: sent again
    /// once on return, nothing shown, nothing announced, the saved list not read.
    /// Termine con el error que termine una petición que abarcó un viaje al segundo plano (un tiempo
    /// agotado que contó el tiempo suspendido, una conexión rechazada…), es cosa del sistema: se
    /// reenvía una vez al volver, sin mostrar ni anunciar nada y sin leer la lista guardada.
    func testAFirstPageThatSpannedATripEndsWithAnyErrorAndIsResentSilently() throws {
        for error in [HTTPError.timedOut, .unreachable, .status(503), .offline, .transport("x")] {
            try setUpWithError()
            interactor.savedList = Fixture.page(["saved"])
            presenter.viewDidLoad()
            presenter.viewDidAppear()
            presenter.appDidEnterBackground()
            presenter.appWillEnterForeground()
            interactor.finish(.failure(error))
            XCTAssertEqual(interactor.requestedOffsets, [0, 0], "\(error) is resent once")
            XCTAssertTrue(view.errors.isEmpty, "\(error)")
            XCTAssertTrue(view.notices.isEmpty, "\(error)")
            XCTAssertTrue(view.announcements.isEmpty, "\(error)")
            XCTAssertTrue(interactor.savedListReads.isEmpty, "\(error)")
            XCTAssertTrue(view.isLoadingShown, "the loader stays for the resend")
            guard !interactor.pageRequests.isEmpty else { continue }
            interactor.finish(.success(Fixture.page(["bulbasaur"])))
            XCTAssertEqual(view.rows.map(\.id), ["bulbasaur"])
            XCTAssertFalse(view.isLoadingShown)
        }
    }

    func testANextPageThatTimedOutAcrossATripIsResentWithoutAFailedFooter() {
        showFirstPage()
        presenter.viewDidAppear()
        presenter.willDisplayRow(at: 19)
        presenter.appDidEnterBackground()
        interactor.finish(.failure(.timedOut))
        XCTAssertEqual(interactor.requestedOffsets, [0, 20], "nothing is resent in the background")
        presenter.appWillEnterForeground()
        XCTAssertEqual(interactor.requestedOffsets, [0, 20, 20])
        XCTAssertEqual(view.footer, .loading(label: "Cargando más Pokémon"))
        XCTAssertTrue(view.announcements.isEmpty)
        guard !interactor.pageRequests.isEmpty else { return }
        interactor.finish(.failure(.timedOut))
        XCTAssertEqual(interactor.requestedOffsets, [0, 20, 20], "once: the foreground failure is shown")
        guard case .failed = view.footer else { return XCTFail("footer \(view.footer)") }
    }

    /// Offline with the saved list, every row deleted, "Volver a cargar" fails offline again: the
    /// rows are in memory, so they come back instead of the same empty state under the same notice.
    /// Sin conexión con la lista guardada, todas las filas borradas, "Volver a cargar" falla otra vez
    /// sin conexión: las filas están en memoria, así que vuelven en lugar del mismo estado vacío.
    func testOfflineReloadAfterDeletingEveryRowShowsTheRowsInMemoryAgain() throws {
        interactor.savedList = Fixture.page(["p1", "p2"])
        presenter.viewDidLoad()
        interactor.finish(.failure(.offline))
        interactor.finishSavedListRead()
        for _ in 0..<2 {
            presenter.didRequestDeletion(at: 0)
            guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
            presenter.didConfirmDeletion(confirmation)
        }
        guard case .empty = view.footer else { return XCTFail("footer \(view.footer)") }
        presenter.didTapFooterButton()
        interactor.finish(.failure(.offline))
        if !interactor.savedListReads.isEmpty { interactor.finishSavedListRead() }
        XCTAssertFalse(view.isLoadingShown)
        XCTAssertEqual(view.rows.map(\.id), ["p1", "p2"], "the rows in memory come back")
        XCTAssertEqual(view.footer, .none, "no dead-end button under the notice")
        XCTAssertEqual(view.lastNotice, .some(offlineNotice))
    }

    /// After a successful footer retry VoiceOver focus moves to the first new row (the focused
    /// spinner is gone); a page loaded by scrolling moves no focus.
    /// Tras un reintento del pie con éxito el foco de VoiceOver pasa a la primera fila nueva; una
    /// página cargada al desplazarse no mueve el foco.
    func testASuccessfulFooterRetryMovesVoiceOverFocusToTheFirstNewRow() throws {
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        interactor.finish(.failure(.timedOut))
        presenter.didTapFooterButton()
        interactor.finish(.success(Fixture.synthesizedPage(offset: 20)))
        XCTAssertEqual(view.rowFocusMoves, [20])
        XCTAssertEqual(
            view.rowFocusFallbacks, ["Llegaron 20 Pokémon nuevos."], "said instead when the row has no cell yet")
        presenter.willDisplayRow(at: 39)
        interactor.finish(.success(Fixture.synthesizedPage(offset: 40)))
        XCTAssertEqual(view.rowFocusMoves, [20], "a scroll moves no focus")

        try setUpWithError()
        showFirstPage(count: 1)
        presenter.didRequestDeletion(at: 0)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        presenter.didConfirmDeletion(confirmation)
        presenter.didTapFooterButton()
        interactor.finish(.success(Fixture.page(["p2"], firstNumber: 2, next: Fixture.next(2))))
        XCTAssertEqual(view.rowFocusMoves, [0], "\"Cargar más\" from the empty state: the first row")
        XCTAssertEqual(view.rowFocusFallbacks, ["Llegó 1 Pokémon nuevo."], "one row: the singular text")
    }

    /// A footer retry whose page brings no new row while paging goes on leaves no footer to focus:
    /// VoiceOver hears that nothing new arrived (once per such page); a scroll's page says nothing.
    /// Un reintento del pie cuya página no trae filas nuevas mientras la paginación sigue no deja pie
    /// que enfocar: VoiceOver oye que no llegó nada nuevo (una vez por página así); la de un
    /// desplazamiento no dice nada.
    func testAFooterRetryThatBringsNoNewRowSaysSo() {
        showFirstPage()
        presenter.willDisplayRow(at: 19)
        interactor.finish(.failure(.status(404)))
        let before = view.announcements
        presenter.didTapFooterButton()
        interactor.finish(.success(Fixture.page(["p20"], firstNumber: 20, next: Fixture.next(40))))
        XCTAssertEqual(view.footer, .none)
        XCTAssertEqual(view.rows.count, 20)
        XCTAssertTrue(view.rowFocusMoves.isEmpty)
        XCTAssertEqual(Array(view.announcements.dropFirst(before.count)), ["Esta página no trajo Pokémon nuevos."])
        presenter.willDisplayRow(at: 19)
        interactor.finish(.success(Fixture.page(["p20"], firstNumber: 20, next: Fixture.next(60))))
        XCTAssertEqual(view.announcements.count, before.count + 1, "a scroll's page says nothing")
    }

    // MARK: Deletion / Borrado

    func testDeletionAsksWithTheRowsName() {
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

    /// Decision: a deleted row stays deleted for the rest of the visit (refreshes and new pages
    /// included) and comes back on the next visit (PokeAPI is read-only; the saved list is its copy).
    /// Decisión: una fila borrada sigue borrada el resto de la visita y vuelve en la siguiente.
    func testADeletedRowStaysDeletedInThisVisitAndReturnsOnTheNext() throws {
        showFirstPage(count: 3)
        presenter.didRequestDeletion(at: 1)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        presenter.didConfirmDeletion(confirmation)
        XCTAssertEqual(view.events.last, .removeRow(1))
        presenter.didPullToRefresh()
        interactor.finish(.success(Fixture.page(["p1", "p2", "p3"], next: Fixture.next(3))))
        XCTAssertEqual(view.rows.map(\.id), ["p1", "p3"])
        presenter.willDisplayRow(at: 1)
        interactor.finish(.success(Fixture.page(["p2", "p4"], firstNumber: 4)))
        XCTAssertEqual(view.rows.map(\.id), ["p1", "p3", "p4"])
        presenter.viewDidLeave()
        XCTAssertEqual(interactor.saves.last?.results.map(\.name), ["p1", "p2", "p3", "p4"])

        try revisit()
        presenter.viewDidLoad()
        interactor.finish(.success(Fixture.page(["p1", "p2", "p3"])))
        XCTAssertEqual(view.rows.map(\.id), ["p1", "p2", "p3"])
    }

    func testCancelKeepsTheRow() throws {
        showFirstPage(count: 3, hasNext: false)
        presenter.didRequestDeletion(at: 0)
        guard case .confirm(let confirmation) = try XCTUnwrap(view.events.last) else { return XCTFail() }
        let before = view.events.count
        presenter.didCancelDeletion(confirmation)
        XCTAssertEqual(view.events.count, before)
        XCTAssertEqual(view.rows.count, 3)
    }

    func testNamesAndNumbersFormatting() {
        XCTAssertEqual(
            presenter.makeRow(NamedResource(name: "mr-mime", url: "https://x/pokemon/122/")).title, "Mr-Mime")
        XCTAssertEqual(presenter.makeRow(NamedResource(name: "x", url: "https://x/pokemon/1025/")).detail, "N.º 1025")
        XCTAssertEqual(presenter.makeRow(NamedResource(name: "x", url: "https://x/pokemon/7/")).detail, "N.º 007")
        XCTAssertEqual(presenter.makeRow(NamedResource(name: "x", url: "https://x/pokemon/")).detail, "")
        XCTAssertEqual(presenter.makeRow(NamedResource(name: "x", url: "https://x/pokemon/")).accessibilityLabel, "X")
    }

    // MARK: Memory / Memoria

    func testPresenterHoldsTheViewWeaklyAndIsReleased() {
        let survivors = LeakCheck.survivors {
            let view = FakeNetworkingView()
            let router = NoNetworkingRouting()
            let presenter = NetworkingPresenter(
                interactor: FakeNetworkingInteractor(), router: router, localizer: .keys)
            presenter.view = view
            view.presenter = presenter
            presenter.viewDidLoad()
            return [view, presenter, router]
        }
        XCTAssertEqual(survivors, [])
    }
}
