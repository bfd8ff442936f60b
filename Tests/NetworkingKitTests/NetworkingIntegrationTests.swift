import AppCore
import Dispatch
import Foundation
import TestSupport
import XCTest

@testable import NetworkingKit

/// Presenter + interactor + real client + real files against the loopback server.
/// Presenter + interactor + cliente real + archivos reales contra el servidor local.
final class NetworkingIntegrationTests: XCTestCase {
    /// The real file cache, noting whether any read or write ran on the main thread.
    /// La caché real en archivo; anota si alguna lectura o escritura corrió en el hilo principal.
    private final class ThreadCheckingCache: PokemonListCaching {
        let file: PokemonListFileCache
        private let lock = NSLock()
        private var mainThreadCalls = 0

        init(directory: URL) { file = PokemonListFileCache(directory: directory) }

        var callsOnMainThread: Int {
            lock.lock()
            defer { lock.unlock() }
            return mainThreadCalls
        }

        private func note() {
            lock.lock()
            if Thread.isMainThread { mainThreadCalls += 1 }
            lock.unlock()
        }

        func load() -> PokemonListPage? {
            note()
            return file.load()
        }

        func save(_ list: PokemonListPage) {
            note()
            file.save(list)
        }
    }

    private struct Module {
        let view = FakeNetworkingView()
        let presenter: NetworkingPresenter
    }

    private let folder = try! TemporaryDirectory()
    private let fileQueue = DispatchQueue(label: "NetworkingIntegrationTests.files")
    private lazy var cache = ThreadCheckingCache(directory: folder.url)

    override func tearDown() {
        XCTAssertEqual(cache.callsOnMainThread, 0, "file I/O on the main thread")
        super.tearDown()
    }

    /// Counts the page requests that leave the app. / Cuenta las peticiones que salen de la app.
    private final class CountingService: PokemonService {
        private let wrapped: PokemonService
        private(set) var requests = 0

        init(_ wrapped: PokemonService) { self.wrapped = wrapped }

        func fetchPage(
            limit: Int, offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void
        ) -> PokemonRequest {
            requests += 1
            return wrapped.fetchPage(limit: limit, offset: offset, completion: completion)
        }
    }

    /// Holds its first request and ends it, when told, as iOS ends one it cut in the background
    /// (-1005); later requests go to the real API.
    /// Retiene su primera petición y la termina, cuando se le indica, como iOS termina una que cortó en
    /// segundo plano (-1005); las siguientes van a la API real.
    private final class CutOnceService: PokemonService {
        private let wrapped: PokemonService
        private var held: ((Result<PokemonListPage, HTTPError>) -> Void)?
        private var served = 0

        init(_ wrapped: PokemonService) { self.wrapped = wrapped }

        func fetchPage(
            limit: Int, offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void
        ) -> PokemonRequest {
            served += 1
            guard served > 1 else {
                held = completion
                return PokemonRequest {}
            }
            return wrapped.fetchPage(limit: limit, offset: offset, completion: completion)
        }

        func cut() {
            held?(.failure(.connectionLost))
            held = nil
        }
    }

    private func makeModule(api: PokemonService) throws -> Module {
        let interactor = NetworkingInteractor(service: api, cache: cache, fileQueue: fileQueue)
        let module = Module(
            presenter: NetworkingPresenter(
                interactor: interactor, router: NoNetworkingRouting(),
                localizer: try TestLocalizer.spanish(app: "TestApp")))
        module.presenter.view = module.view
        return module
    }

    private func api(_ baseURL: URL, client: HTTPClient = HTTPClient(timeout: 5)) -> PokemonAPI {
        PokemonAPI(client: client, baseURL: baseURL.appendingPathComponent("api/v2"))
    }

    /// Waits (running the main queue) until `view` records `event`.
    /// Espera (atendiendo la cola principal) hasta que `view` registra `event`.
    private func wait(for event: FakeNetworkingView.Event, in view: FakeNetworkingView) {
        let seen = expectation(description: "\(event)")
        seen.assertForOverFulfill = false
        view.onEvent = { if $0 == event { seen.fulfill() } }
        wait(for: [seen], timeout: 10)
        view.onEvent = nil
    }

    /// Runs what is already queued on the main queue (completions delivered there).
    /// Ejecuta lo que ya está en la cola principal (los completion entregados ahí).
    private func drainMainQueue() {
        let drained = expectation(description: "main queue drained")
        DispatchQueue.main.async { drained.fulfill() }
        wait(for: [drained], timeout: 10)
    }

    /// Waits until every queued file read and write has run. / Espera a que corran las lecturas y escrituras.
    private func flushFiles() { fileQueue.sync {} }

    /// A server with the saved list of a previous visit (`pages` pages) already on disk.
    /// Un servidor con la lista guardada de una visita previa (`pages` páginas) ya en disco.
    private func saveList(pages: Int) {
        let list = (0..<pages).map { Fixture.synthesizedPage(offset: $0 * 20) }
        cache.file.save(
            PokemonListPage(
                count: 1302, next: list.last?.next, previous: nil, results: list.flatMap(\.results)))
    }

    private func errorMessage(_ key: String) throws -> NetworkingErrorViewModel {
        NetworkingErrorViewModel(message: try TestLocalizer.spanish(app: "TestApp")(key), retryTitle: "Reintentar")
    }

    // MARK: Every visit / Cada visita

    func testFirstVisitCostsOneRequestAndSavesTheList() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .json(body) }
        let module = try makeModule(api: api(server.baseURL))
        module.presenter.viewDidLoad()
        XCTAssertTrue(module.view.isLoadingShown)
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(module.view.rows.count, 20)
        XCTAssertEqual(module.view.rows.first?.title, "Bulbasaur")
        XCTAssertEqual(server.requestCount, 1)
        flushFiles()
        XCTAssertEqual(cache.file.load()?.results.count, 20)
    }

    /// The second visit (with a longer list saved) is like the first: loader, exactly one request,
    /// the fresh rows, loader removed — and the saved list keeps its 60 entries.
    /// La segunda visita es como la primera: cargador, una sola petición, filas nuevas, se quita el
    /// cargador; y la lista guardada conserva sus 60 entradas.
    func testRepeatVisitShowsTheLoaderAndSendsExactlyOneRequest() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .json(body) }
        saveList(pages: 3)
        let module = try makeModule(api: api(server.baseURL))
        module.presenter.viewDidLoad()
        XCTAssertTrue(module.view.isLoadingShown)
        XCTAssertTrue(module.view.rows.isEmpty, "the table starts empty")
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(server.requestCount, 1)
        XCTAssertEqual(module.view.rowUpdates, [.rows(module.view.rows)], "the saved list was never shown")
        XCTAssertEqual(module.view.rows.first?.id, "bulbasaur")
        module.presenter.viewDidLeave()
        flushFiles()
        let saved = try XCTUnwrap(cache.file.load())
        XCTAssertEqual(saved.results.count, 60)
        XCTAssertEqual(saved.results.first?.name, "bulbasaur")
    }

    /// Two screens asking while the first request is held: one request serves both.
    /// Dos pantallas piden mientras la primera petición está retenida: una petición sirve a ambas.
    func testASecondScreenWhileTheFirstIsInFlightSendsNoSecondRequest() throws {
        let held = HeldResponse(.json(try Fixture.listPage()))
        let server = try LoopbackServer(handler: held.handler)
        let sharedAPI = api(server.baseURL)
        let first = try makeModule(api: sharedAPI)
        first.presenter.viewDidLoad()
        held.waitForArrival()
        let second = try makeModule(api: sharedAPI)
        second.presenter.viewDidLoad()
        held.release()
        wait(for: .hideLoading, in: second.view)
        if first.view.isLoadingShown { wait(for: .hideLoading, in: first.view) }
        XCTAssertEqual(first.view.rows.count, 20)
        XCTAssertEqual(second.view.rows.count, 20)
        XCTAssertEqual(server.requestCount, 1)
    }

    /// Server down (the port refuses at once): the saved rows and the notice that blames the service,
    /// not the phone's connection. The one request is counted where it leaves the app.
    /// Servidor caído (el puerto rechaza al instante): filas guardadas y el aviso que culpa al
    /// servicio, no a la conexión del teléfono. La única petición se cuenta al salir de la app.
    func testServerDownVisitShowsTheSavedRowsWithTheServiceNotice() throws {
        let down = try ClosedPort()
        let service = CountingService(api(down.baseURL))
        saveList(pages: 2)
        let module = try makeModule(api: service)
        module.presenter.viewDidLoad()
        XCTAssertTrue(module.view.isLoadingShown)
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(service.requests, 1, "the request was attempted")
        XCTAssertEqual(module.view.rows.count, 40)
        XCTAssertEqual(module.view.lastNotice, .some("El servicio no responde: se muestran los datos guardados."))
        XCTAssertTrue(module.view.errors.isEmpty)
    }

    func testServerDownWithoutASavedListShowsTheErrorAndRemovesTheLoader() throws {
        let down = try ClosedPort()
        let module = try makeModule(api: api(down.baseURL))
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(module.view.errors, [try errorMessage("http.error.unreachable")])
        XCTAssertTrue(module.view.rows.isEmpty)
    }

    // MARK: Requests that always end / Peticiones que siempre terminan

    func testSlowDripServerEndsInATimeoutAndTheLoaderIsRemoved() throws {
        let server = try LoopbackServer { _ in .drip(Data(repeating: 32, count: 1000), every: 0.5) }
        let module = try makeModule(api: api(server.baseURL, client: HTTPClient(timeout: 5, resourceTimeout: 1)))
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(module.view.errors, [try errorMessage("http.error.timeout")])
    }

    func testOversizedBodyIsAClearErrorAndTheLoaderIsRemoved() throws {
        // An 800 MB answer, announced: refused from its Content-Length before the body is read.
        // Una respuesta de 800 MB anunciada: se rechaza por su Content-Length antes de leer el cuerpo.
        let server = try LoopbackServer { _ in .huge(length: 800 * 1024 * 1024, announced: true) }
        let module = try makeModule(api: api(server.baseURL, client: HTTPClient(timeout: 5, maxBodyBytes: 256 * 1024)))
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(module.view.errors, [try errorMessage("http.error.tooLarge")])
        XCTAssertTrue(module.view.rows.isEmpty)
    }

    /// Leaving while the first page is held by the server: the request ends `.cancelled` at once
    /// (the server would hold it 30 s), the loader goes and no error is shown.
    /// Salir mientras el servidor retiene la primera página: la petición termina `.cancelled` al
    /// instante, se quita el cargador y no se muestra ningún error.
    func testLeavingCancelsTheRequestInFlightWithoutAnError() throws {
        let held = HeldResponse(.json(try Fixture.listPage()))
        let server = try LoopbackServer(handler: held.handler)
        let module = try makeModule(api: api(server.baseURL))
        module.presenter.viewDidLoad()
        held.waitForArrival()
        module.presenter.viewDidLeave()
        wait(for: .hideLoading, in: module.view)
        XCTAssertTrue(module.view.errors.isEmpty)
        XCTAssertTrue(module.view.notices.isEmpty)
        XCTAssertTrue(module.view.rows.isEmpty)
        held.release()
    }

    /// A `next` pointing backwards ends the paging: no third request, no repeated rows.
    /// Un `next` hacia atrás termina la paginación: no hay tercera petición ni filas repetidas.
    func testNextPointingBackwardsStopsPaging() throws {
        let server = try LoopbackServer { target in
            let offset = requestedOffset(target)
            let page = Fixture.synthesizedPage(offset: offset)
            let backwards = PokemonListPage(count: 1302, next: Fixture.next(0), previous: nil, results: page.results)
            return .json(try! JSONEncoder().encode(offset == 0 ? page : backwards))
        }
        let module = try makeModule(api: api(server.baseURL))
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        module.presenter.willDisplayRow(at: 19)
        wait(for: .footer(.none), in: module.view)
        module.presenter.willDisplayRow(at: 39)
        XCTAssertEqual(module.view.rows.count, 40)
        XCTAssertEqual(
            server.receivedTargets, ["/api/v2/pokemon?limit=20&offset=0", "/api/v2/pokemon?limit=20&offset=20"])
        XCTAssertEqual(module.view.footer, .none, "no third page is loading")
    }

    // MARK: Failures where they happen / Fallos donde ocurren

    /// The server answers page 2 with a 503 once: the footer says so with Reintentar (the header is
    /// untouched); scrolling sends nothing more; the button asks again and the rows arrive.
    /// El servidor responde la página 2 con un 503 una vez: el pie lo dice con Reintentar; desplazarse
    /// no envía nada más; el botón vuelve a pedirla y llegan las filas.
    func testAFailedNextPageIsShownInTheFooterAndRetriedByItsButton() throws {
        let failures = LockedCounter()
        let server = try LoopbackServer { target in
            let offset = requestedOffset(target)
            if offset == 20, failures.increment() == 1 { return .json("{}", status: 503) }
            return .json(try! JSONEncoder().encode(Fixture.synthesizedPage(offset: offset)))
        }
        let service = CountingService(api(server.baseURL))
        let module = try makeModule(api: service)
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        module.presenter.willDisplayRow(at: 19)
        let failed = NetworkingFooter.failed(try errorMessage("http.error.server"))
        wait(for: .footer(failed), in: module.view)
        XCTAssertTrue(module.view.notices.isEmpty, "the header is for the first load only")
        module.presenter.willDisplayRow(at: 19)
        XCTAssertEqual(service.requests, 2, "scrolling does not retry")
        module.presenter.didTapFooterButton()
        wait(for: .footer(.none), in: module.view)
        XCTAssertEqual(module.view.rows.count, 40)
        XCTAssertEqual(server.requestCount, 3)
    }

    func testAnEmptyFirstPageShowsTheEmptyStateAndItsButtonReloads() throws {
        let empty = PokemonListPage(count: 0, next: nil, previous: nil, results: [])
        let answers = LockedCounter()
        let server = try LoopbackServer { _ in
            .json(try! JSONEncoder().encode(answers.increment() == 1 ? empty : Fixture.synthesizedPage(offset: 0)))
        }
        let module = try makeModule(api: api(server.baseURL))
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        guard case .empty(let emptyState) = module.view.footer else {
            return XCTFail("no empty state: \(module.view.footer)")
        }
        XCTAssertEqual(emptyState.actionTitle, "Volver a cargar")
        module.presenter.didTapFooterButton()
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(module.view.rows.count, 20)
        XCTAssertEqual(module.view.footer, .none)
        XCTAssertEqual(server.requestCount, 2)
    }

    /// A first page the system cut in the background (-1005) is sent again on the return, through the
    /// real interactor and client: one request reaches the server and no error is shown.
    /// Una primera página que el sistema cortó en segundo plano se reenvía al volver, por el
    /// interactor y el cliente reales: una petición llega al servidor y no se muestra ningún error.
    func testARequestCutInTheBackgroundIsSentAgainOnReturn() throws {
        let server = try LoopbackServer { _ in .json(try! JSONEncoder().encode(Fixture.synthesizedPage(offset: 0))) }
        let service = CutOnceService(api(server.baseURL))
        let module = try makeModule(api: service)
        module.presenter.viewDidLoad()
        module.presenter.viewDidAppear()
        module.presenter.appDidEnterBackground()
        service.cut()
        drainMainQueue()
        XCTAssertTrue(module.view.isLoadingShown, "the loader stays while the request waits")
        XCTAssertEqual(server.requestCount, 0)
        module.presenter.appWillEnterForeground()
        wait(for: .hideLoading, in: module.view)
        XCTAssertEqual(module.view.rows.count, 20)
        XCTAssertTrue(module.view.errors.isEmpty)
        XCTAssertTrue(module.view.notices.isEmpty)
        XCTAssertEqual(server.requestCount, 1)
    }

    // MARK: A list that scales / Una lista que escala

    /// Scrolling through all 66 pages (1,302 entries): each row view model is built once, each
    /// page is one insertion of its rows, and the disk sees a small multiple of the final file.
    /// Recorrer las 66 páginas: cada fila se construye una vez, cada página es una inserción de sus
    /// filas, y el disco recibe un múltiplo pequeño del archivo final.
    func testScrollingAllSixtySixPagesCostsWorkProportionalToEachPage() throws {
        let server = try LoopbackServer { target in
            .json(try! JSONEncoder().encode(Fixture.synthesizedPage(offset: requestedOffset(target))))
        }
        let module = try makeModule(api: api(server.baseURL))
        module.presenter.viewDidLoad()
        wait(for: .hideLoading, in: module.view)
        while module.view.rows.count < 1302 {
            let before = module.view.rowUpdates.count
            module.presenter.willDisplayRow(at: module.view.rows.count - 1)
            wait(for: .footer(.none), in: module.view)
            XCTAssertEqual(module.view.rowUpdates.count, before + 1)
            guard module.view.rowUpdates.count == before + 1 else { break }
        }
        module.presenter.willDisplayRow(at: 1301)
        module.presenter.viewDidLeave()
        flushFiles()

        XCTAssertEqual(server.requestCount, 66)
        XCTAssertEqual(module.view.rows.count, 1302)
        XCTAssertEqual(module.view.rows.last?.detail, "N.º 1302")
        XCTAssertEqual(module.presenter.rowsBuilt, 1302)
        let updates = module.view.rowUpdates
        XCTAssertEqual(updates.count, 66, "one update per page")
        XCTAssertEqual(updates.first, .rows(Array(module.view.rows.prefix(20))))
        for (page, update) in updates.dropFirst().enumerated() {
            guard case .insert(let rows, let index) = update else { return XCTFail("update \(page + 1): \(update)") }
            XCTAssertEqual(index, (page + 1) * 20)
            XCTAssertEqual(rows.count, page == 64 ? 2 : 20)
        }
        let finalSize = try XCTUnwrap(
            try FileManager.default.attributesOfItem(atPath: cache.file.fileURL.path)[.size] as? Int)
        XCTAssertEqual(cache.file.load()?.results.count, 1302)
        XCTAssertEqual(cache.file.writeCount, 2, "the first page, then the whole list on leaving")
        XCTAssertLessThanOrEqual(cache.file.bytesWritten, 2 * finalSize)
    }
}
