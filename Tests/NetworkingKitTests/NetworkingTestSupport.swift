import AppCore
import Foundation
import NetworkingKit
import TestSupport
import XCTest

/// The recorded PokeAPI payloads (copied from shared/data). / Las respuestas grabadas de PokeAPI.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let folder = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func listPage() throws -> Data { try data("pokeapi-list-sample.json") }
    static func detail() throws -> Data { try data("pokeapi-pokemon-1-sample.json") }

    /// A page in the recorded shape with `names`, optionally linking to a next page.
    /// Una página con la forma grabada con `names`, con enlace opcional a la siguiente.
    static func page(_ names: [String], firstNumber: Int = 1, next: String? = nil) -> PokemonListPage {
        PokemonListPage(
            count: 1302, next: next, previous: nil,
            results: names.enumerated().map { offset, name in
                NamedResource(name: name, url: "https://pokeapi.co/api/v2/pokemon/\(firstNumber + offset)/")
            })
    }
}

/// The app's real Spanish texts. / Los textos reales en español de la app.
func spanishLocalizer() throws -> Localizer {
    try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
}

/// Records everything the presenter tells the screen, in order.
/// Registra en orden todo lo que el presenter le dice a la pantalla.
final class RecordingNetworkingView: NetworkingView {
    enum Event: Equatable {
        case title(String)
        case rows([PokemonRow])
        case removeRow(Int)
        case notice(String?)
        case error(NetworkingErrorViewModel?)
        case confirm(DeletionConfirmation)
        case refreshing(Bool)
        case loadingMore(Bool)
        case showLoading
        case hideLoading
    }

    private(set) var events: [Event] = []
    /// Called after each event (integration tests wait on it). / Se llama tras cada evento.
    var onEvent: ((Event) -> Void)?

    var rows: [PokemonRow] {
        for case .rows(let rows) in events.reversed() { return rows }
        return []
    }

    var isLoadingShown: Bool {
        events.reduce(false) { shown, event in
            event == .showLoading ? true : event == .hideLoading ? false : shown
        }
    }

    var lastNotice: String?? {
        for case .notice(let notice) in events.reversed() { return .some(notice) }
        return .none
    }

    private func record(_ event: Event) {
        events.append(event)
        onEvent?(event)
    }

    func setTitle(_ title: String) { record(.title(title)) }
    func showRows(_ rows: [PokemonRow]) { record(.rows(rows)) }
    func removeRow(at index: Int) { record(.removeRow(index)) }
    func showNotice(_ notice: String?) { record(.notice(notice)) }
    func showError(_ error: NetworkingErrorViewModel?) { record(.error(error)) }
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) { record(.confirm(confirmation)) }
    func setRefreshing(_ refreshing: Bool) { record(.refreshing(refreshing)) }
    func setLoadingMore(_ loading: Bool) { record(.loadingMore(loading)) }
    func showLoading() { record(.showLoading) }
    func hideLoading() { record(.hideLoading) }
}

/// An interactor whose loads finish only when the test says so.
/// Un interactor cuyas cargas terminan solo cuando la prueba lo indica.
final class ControlledInteractor: NetworkingInteracting {
    typealias Completion = (Result<PokemonListPage, HTTPError>) -> Void

    var cache: PokemonListPage?
    private(set) var firstPageRequests: [Completion] = []
    private(set) var nextPageRequests: [(base: PokemonListPage, completion: Completion)] = []

    func cachedList() -> PokemonListPage? { cache }

    func loadFirstPage(completion: @escaping Completion) {
        firstPageRequests.append(completion)
    }

    func loadPage(after list: PokemonListPage, completion: @escaping Completion) {
        nextPageRequests.append((list, completion))
    }

    func finishFirstPage(_ result: Result<PokemonListPage, HTTPError>) {
        firstPageRequests.removeFirst()(result)
    }

    func finishNextPage(_ result: Result<PokemonListPage, HTTPError>) {
        let request = nextPageRequests.removeFirst()
        request.completion(result.map { request.base.appending($0) })
    }
}

final class NoRouting: NetworkingRouting {}
