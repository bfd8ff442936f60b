import AppCore
import Dispatch
import Foundation
import NetworkingKit
import TestSupport
import XCTest

/// The recorded PokeAPI payload (copied from shared/data) and pages in its shape.
/// La respuesta grabada de PokeAPI (copiada de shared/data) y páginas con su forma.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let folder = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func listPage() throws -> Data { try data("pokeapi-list-sample.json") }

    /// A page in the recorded shape with `names`, optionally linking to a next page.
    /// Una página con la forma grabada con `names`, con enlace opcional a la siguiente.
    static func page(_ names: [String], firstNumber: Int = 1, next: String? = nil) -> PokemonListPage {
        PokemonListPage(
            count: 1302, next: next, previous: nil,
            results: names.enumerated().map { offset, name in
                NamedResource(name: name, url: "https://pokeapi.co/api/v2/pokemon/\(firstNumber + offset)/")
            })
    }

    /// PokeAPI's `next` for `offset`. / El `next` de PokeAPI para `offset`.
    static func next(_ offset: Int) -> String {
        "https://pokeapi.co/api/v2/pokemon?offset=\(offset)&limit=20"
    }

    /// Page `offset` of a `total`-entry list ("p1", "p2"…), 20 per page, linking forward like PokeAPI.
    /// La página `offset` de una lista de `total` entradas, 20 por página, enlazada como PokeAPI.
    static func synthesizedPage(offset: Int, total: Int = 1302) -> PokemonListPage {
        let range = offset..<min(offset + 20, total)
        let next = range.upperBound < total ? Fixture.next(range.upperBound) : nil
        return page(range.map { "p\($0 + 1)" }, firstNumber: offset + 1, next: next)
    }
}

/// The app's real Spanish texts. / Los textos reales en español de la app.
func spanishLocalizer() throws -> Localizer {
    try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
}

/// The `offset` query item of a request target ("/api/v2/pokemon?limit=20&offset=40" → 40).
/// El parámetro `offset` de una ruta pedida.
func requestedOffset(_ target: String) -> Int {
    URLComponents(string: target)?.queryItems?.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? -1
}

/// A server response held until the test releases it, so "still in flight" is guaranteed rather
/// than hoped for. / Una respuesta retenida hasta que la prueba la suelta: "en curso" garantizado.
final class HeldResponse {
    private let arrived = DispatchSemaphore(value: 0)
    private let gate = DispatchSemaphore(value: 0)
    private let response: LoopbackServer.Response

    init(_ response: LoopbackServer.Response) {
        self.response = response
    }

    /// The server's handler: signals the arrival, then waits for `release()` (30 s at most).
    /// El handler del servidor: avisa la llegada y espera a `release()` (30 s como máximo).
    var handler: LoopbackServer.Handler {
        { [arrived, gate, response] _ in
            arrived.signal()
            _ = gate.wait(timeout: .now() + 30)
            return response
        }
    }

    /// Blocks until the server holds the request. / Espera a que el servidor retenga la petición.
    func waitForArrival(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(arrived.wait(timeout: .now() + 10), .success, "no request arrived", file: file, line: line)
    }

    func release(count: Int = 1) {
        (0..<count).forEach { _ in gate.signal() }
    }
}

/// Records everything the presenter tells the screen, in order.
/// Registra en orden todo lo que el presenter le dice a la pantalla.
final class RecordingNetworkingView: NetworkingView {
    enum Event: Equatable {
        case screen(NetworkingScreenViewModel)
        case rows([PokemonRow])
        case insert([PokemonRow], at: Int)
        case removeRow(Int)
        case notice(String?)
        case error(NetworkingErrorViewModel?)
        case confirm(DeletionConfirmation)
        case refreshing(Bool)
        case loadingMore(Bool)
        case showLoading(String)
        case hideLoading
    }

    private(set) var events: [Event] = []
    /// The table's rows after every update. / Las filas de la tabla tras cada actualización.
    private(set) var rows: [PokemonRow] = []
    /// Called after each event (integration tests wait on it). / Se llama tras cada evento.
    var onEvent: ((Event) -> Void)?

    var isLoadingShown: Bool {
        events.reduce(false) { shown, event in
            if case .showLoading = event { return true }
            return event == .hideLoading ? false : shown
        }
    }

    var lastNotice: String?? {
        for case .notice(let notice) in events.reversed() { return .some(notice) }
        return .none
    }

    /// Every notice shown or hidden (nil), in order. / Cada aviso mostrado u ocultado, en orden.
    var notices: [String?] {
        events.compactMap { if case .notice(let notice) = $0 { return .some(notice) } else { return nil } }
    }

    /// Every full-screen error shown (nil = hidden). / Cada error a pantalla completa mostrado.
    var errors: [NetworkingErrorViewModel] {
        events.compactMap { if case .error(let error?) = $0 { return error } else { return nil } }
    }

    /// Every update of the table's rows, in order. / Cada actualización de las filas, en orden.
    var rowUpdates: [Event] {
        events.filter {
            switch $0 {
            case .rows, .insert, .removeRow: return true
            default: return false
            }
        }
    }

    private func record(_ event: Event) {
        events.append(event)
        onEvent?(event)
    }

    func render(_ screen: NetworkingScreenViewModel) { record(.screen(screen)) }
    func showRows(_ rows: [PokemonRow]) {
        self.rows = rows
        record(.rows(rows))
    }
    func insertRows(_ rows: [PokemonRow], at index: Int) {
        self.rows.insert(contentsOf: rows, at: index)
        record(.insert(rows, at: index))
    }
    func removeRow(at index: Int) {
        rows.remove(at: index)
        record(.removeRow(index))
    }
    func showNotice(_ notice: String?) { record(.notice(notice)) }
    func showError(_ error: NetworkingErrorViewModel?) { record(.error(error)) }
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) { record(.confirm(confirmation)) }
    func setRefreshing(_ refreshing: Bool) { record(.refreshing(refreshing)) }
    func setLoadingMore(_ loading: Bool) { record(.loadingMore(loading)) }
    func showLoading(_ announcement: String) { record(.showLoading(announcement)) }
    func hideLoading() { record(.hideLoading) }
}

/// An interactor whose loads finish only when the test says so, and that records saves and cancels.
/// Un interactor cuyas cargas terminan solo cuando la prueba lo indica; registra guardados y cancelaciones.
final class ControlledInteractor: NetworkingInteracting {
    typealias Completion = (Result<PokemonListPage, HTTPError>) -> Void

    var savedList: PokemonListPage?
    private(set) var pageRequests: [(offset: Int, completion: Completion)] = []
    private(set) var savedListReads: [(PokemonListPage?) -> Void] = []
    private(set) var saves: [PokemonListPage] = []
    private(set) var cancelAllCount = 0

    /// Offsets asked for so far, in order. / Desplazamientos pedidos, en orden.
    private(set) var requestedOffsets: [Int] = []

    func loadPage(offset: Int, completion: @escaping Completion) {
        requestedOffsets.append(offset)
        pageRequests.append((offset, completion))
    }

    func loadSavedList(completion: @escaping (PokemonListPage?) -> Void) {
        savedListReads.append(completion)
    }

    func save(_ list: PokemonListPage) { saves.append(list) }

    func cancelAll() { cancelAllCount += 1 }

    /// Answers the oldest request still open. / Responde la petición abierta más antigua.
    func finish(_ result: Result<PokemonListPage, HTTPError>) {
        pageRequests.removeFirst().completion(result)
    }

    /// Answers the oldest open request for `offset`. / Responde la petición abierta más antigua de `offset`.
    func finish(_ result: Result<PokemonListPage, HTTPError>, offset: Int) {
        guard let index = pageRequests.firstIndex(where: { $0.offset == offset }) else {
            return XCTFail("no request for offset \(offset)")
        }
        pageRequests.remove(at: index).completion(result)
    }

    /// Answers the oldest read of the saved list with `savedList`. / Responde la lectura más antigua.
    func finishSavedListRead() {
        savedListReads.removeFirst()(savedList)
    }
}

final class NoRouting: NetworkingRouting {}
