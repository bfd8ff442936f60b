import AppCore
import Dispatch
import Foundation
import NetworkingKit
import TestSupport
import XCTest

/// The interactor keeps its requests to cancel them, and merges what it saves over the saved list.
/// El interactor guarda sus peticiones para cancelarlas y une lo que guarda sobre la lista guardada.
final class NetworkingInteractorTests: XCTestCase {
    /// A service whose requests stay open until the test answers them; counts cancellations.
    /// Un servicio cuyas peticiones quedan abiertas hasta que la prueba responde; cuenta cancelaciones.
    private final class OpenService: PokemonService {
        private(set) var completions: [(Result<PokemonListPage, HTTPError>) -> Void] = []
        private(set) var cancels = 0

        func fetchPage(
            limit: Int, offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void
        ) -> PokemonRequest {
            completions.append(completion)
            return PokemonRequest { [weak self] in
                self?.cancels += 1
                completion(.failure(.cancelled))
            }
        }
    }

    private let folder = try! TemporaryDirectory()
    private let queue = DispatchQueue(label: "NetworkingInteractorTests.files")

    private func makeInteractor(_ service: PokemonService) -> (NetworkingInteractor, PokemonListFileCache) {
        let cache = PokemonListFileCache(directory: folder.url)
        return (NetworkingInteractor(service: service, cache: cache, delivery: .immediate, fileQueue: queue), cache)
    }

    func testCancelAllCancelsEveryOpenRequestOnceAndNotTheFinishedOnes() {
        let service = OpenService()
        let (interactor, _) = makeInteractor(service)
        var outcomes: [Result<PokemonListPage, HTTPError>] = []
        for offset in [0, 20, 40] { interactor.loadPage(offset: offset) { outcomes.append($0) } }
        service.completions[1](.success(Fixture.page(["a"])))
        interactor.cancelAll()
        interactor.cancelAll()
        XCTAssertEqual(service.cancels, 2)
        XCTAssertEqual(outcomes.count, 3)
        XCTAssertEqual(outcomes.filter { $0 == .failure(.cancelled) }.count, 2)
    }

    func testReleasingTheInteractorCancelsItsRequests() {
        let service = OpenService()
        var interactor: NetworkingInteractor? = makeInteractor(service).0
        interactor?.loadPage(offset: 0) { _ in }
        interactor = nil
        XCTAssertEqual(service.cancels, 1)
    }

    /// Saving this visit's 20 entries over a saved list of 60 keeps 60, the first 20 fresh.
    /// Guardar las 20 entradas de esta visita sobre 60 guardadas conserva 60, las 20 primeras nuevas.
    func testSaveKeepsTheSavedEntriesPastThisVisitsList() {
        let (interactor, cache) = makeInteractor(OpenService())
        let saved = (0..<3).map { Fixture.synthesizedPage(offset: $0 * 20) }
        cache.save(
            PokemonListPage(count: 1302, next: Fixture.next(60), previous: nil, results: saved.flatMap(\.results)))
        let fresh = Fixture.page((1...20).map { "new\($0)" }, next: Fixture.next(20))
        interactor.save(fresh)
        let read = expectation(description: "read")
        var list: PokemonListPage?
        interactor.loadSavedList {
            list = $0
            read.fulfill()
        }
        wait(for: [read], timeout: 10)
        XCTAssertEqual(list?.results.count, 60)
        XCTAssertEqual(list?.results.first?.name, "new1")
        XCTAssertEqual(list?.results.last?.name, "p60")
        XCTAssertEqual(list?.nextOffset, 60)
    }
}
