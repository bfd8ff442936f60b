import AppCore
import Foundation
import NetworkingKit
import TestSupport
import XCTest

/// Presenter + interactor + real client + real files against the loopback server.
/// Presenter + interactor + cliente real + archivos reales contra el servidor local.
final class NetworkingIntegrationTests: XCTestCase {
    private struct Module {
        let view = RecordingNetworkingView()
        let presenter: NetworkingPresenter
    }

    private func makeModule(api: PokemonAPI, cache: PokemonListCaching) throws -> Module {
        let interactor = NetworkingInteractor(service: api, cache: cache)
        let module = Module(
            presenter: NetworkingPresenter(
                interactor: interactor, router: NoRouting(), localizer: try spanishLocalizer()))
        module.presenter.view = module.view
        return module
    }

    private func api(_ server: LoopbackServer) -> PokemonAPI {
        PokemonAPI(client: HTTPClient(timeout: 5), baseURL: server.baseURL.appendingPathComponent("api/v2"))
    }

    /// Waits (running the main queue) until `view` records `event`.
    /// Espera (atendiendo la cola principal) hasta que `view` registra `event`.
    private func wait(for event: RecordingNetworkingView.Event, in view: RecordingNetworkingView) {
        let seen = expectation(description: "\(event)")
        seen.assertForOverFulfill = false
        view.onEvent = { if $0 == event { seen.fulfill() } }
        wait(for: [seen], timeout: 10)
        view.onEvent = nil
    }

    func testFirstVisitCostsOneRequestAndSavesTheCache() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .json(body) }
        let folder = try TemporaryDirectory()
        let cache = PokemonListFileCache(directory: folder.url)
        let module = try makeModule(api: api(server), cache: cache)
        module.presenter.viewDidLoad()
        XCTAssertTrue(module.view.isLoadingShown)
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(module.view.rows.count, 20)
        XCTAssertEqual(module.view.rows.first?.title, "Bulbasaur")
        XCTAssertEqual(server.requestCount, 1)
        XCTAssertEqual(cache.load()?.results.count, 20)
    }

    func testRepeatVisitWhileTheFirstIsInFlightSendsNoSecondRequest() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .json(body, delay: 1) }
        let folder = try TemporaryDirectory()
        let sharedAPI = api(server)
        let first = try makeModule(api: sharedAPI, cache: PokemonListFileCache(directory: folder.url))
        first.presenter.viewDidLoad()
        let second = try makeModule(api: sharedAPI, cache: PokemonListFileCache(directory: folder.url))
        second.presenter.viewDidLoad()
        wait(for: .hideLoading, in: second.view)
        if first.view.isLoadingShown { wait(for: .hideLoading, in: first.view) }
        XCTAssertEqual(first.view.rows.count, 20)
        XCTAssertEqual(second.view.rows.count, 20)
        XCTAssertEqual(server.requestCount, 1)
    }

    func testServerStoppedShowsTheCachedRowsWithTheOfflineNotice() throws {
        let body = try Fixture.listPage()
        let folder = try TemporaryDirectory()
        let server = try LoopbackServer { _ in .json(body) }
        let online = try makeModule(api: api(server), cache: PokemonListFileCache(directory: folder.url))
        online.presenter.viewDidLoad()
        wait(for: .hideLoading, in: online.view)
        server.stop()

        let offline = try makeModule(api: api(server), cache: PokemonListFileCache(directory: folder.url))
        offline.presenter.viewDidLoad()
        XCTAssertEqual(offline.view.rows.count, 20, "cached rows appear at once")
        XCTAssertFalse(offline.view.events.contains(.showLoading))
        let notice = RecordingNetworkingView.Event.notice("Sin conexión: se muestran los datos guardados.")
        wait(for: notice, in: offline.view)
        XCTAssertEqual(offline.view.rows.count, 20)
        XCTAssertEqual(server.requestCount, 1, "no request reached the stopped server")
    }

    func testServerStoppedWithoutCacheShowsTheErrorAndRemovesTheLoader() throws {
        let server = try LoopbackServer { _ in .json("{}") }
        server.stop()
        let folder = try TemporaryDirectory()
        let module = try makeModule(api: api(server), cache: PokemonListFileCache(directory: folder.url))
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(
            module.view.events.last,
            .error(
                NetworkingErrorViewModel(
                    message: try spanishLocalizer()("http.error.offline"), retryTitle: "Reintentar")))
        XCTAssertTrue(module.view.rows.isEmpty)
    }

    /// Scrolling to the end asks the server for `offset=20` and the cache keeps both pages.
    /// Llegar al final pide `offset=20` al servidor y la caché guarda ambas páginas.
    func testReachingTheEndLoadsTheSecondPageFromTheServer() throws {
        let firstPage = try Fixture.listPage()
        let secondPage = try JSONEncoder().encode(
            Fixture.page((21...40).map { "p\($0)" }, firstNumber: 21, next: nil))
        let server = try LoopbackServer { target in
            target.hasSuffix("offset=20") ? .json(secondPage) : .json(firstPage)
        }
        let folder = try TemporaryDirectory()
        let cache = PokemonListFileCache(directory: folder.url)
        let module = try makeModule(api: api(server), cache: cache)
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        module.presenter.willDisplayRow(at: 19)
        wait(for: .loadingMore(false), in: module.view)
        XCTAssertEqual(module.view.rows.count, 40)
        XCTAssertEqual(module.view.rows.last?.detail, "N.º 040")
        XCTAssertEqual(
            server.receivedTargets, ["/api/v2/pokemon?limit=20&offset=0", "/api/v2/pokemon?limit=20&offset=20"])
        XCTAssertEqual(cache.load()?.results.count, 40)
        module.presenter.willDisplayRow(at: 39)
        XCTAssertEqual(server.requestCount, 2, "the last page asks for nothing more")
    }
}
