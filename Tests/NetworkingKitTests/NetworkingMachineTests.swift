import AppCore
import XCTest

@testable import NetworkingKit

/// Transitions of the pure function, with no view: the state after each event and its effects.
/// Transiciones de la función pura, sin vista: el estado tras cada evento y sus efectos.
final class NetworkingMachineTests: XCTestCase {
    private let first = PokemonListPage(
        count: 40, next: "https://pokeapi.co/api/v2/pokemon?offset=20&limit=20", previous: nil,
        results: [NamedResource(name: "bulbasaur", url: "https://pokeapi.co/api/v2/pokemon/1/")])

    /// Runs `events` from a new state. / Ejecuta `events` desde un estado nuevo.
    private func run(_ events: [NetworkingEvent]) -> (NetworkingState, [NetworkingEffect]) {
        events.reduce((NetworkingState(), [])) { result, event in NetworkingMachine.step(result.0, event) }
    }

    func testAVisitLoadsWithTheOverlayAndTheFirstPageEndsIt() {
        let (loading, effects) = run([.viewLoaded])
        XCTAssertEqual(effects, [.renderScreen, .showError(nil), .showLoading, .requestPage(offset: 0)])
        guard case .loading(.overlay, _) = loading.firstPage else { return XCTFail("\(loading.firstPage)") }
        let (loaded, arrival) = NetworkingMachine.step(loading, .pageArrived(offset: 0, .success(first)))
        XCTAssertEqual(loaded.firstPage, .idle)
        XCTAssertEqual(loaded.list?.continuation, .more(offset: 20, next: first.next ?? ""))
        XCTAssertEqual(arrival, [.hideLoading, .showRows(first.results), .save(first)])
    }

    /// The pure step leaves its input alone; the in-place step gives the same result.
    /// El paso puro no toca su entrada; el paso en el lugar da el mismo resultado.
    func testThePureStepAndTheInPlaceStepAgree() {
        let (state, _) = run([.viewLoaded, .appeared, .pageArrived(offset: 0, .success(first))])
        let before = state
        let (pure, pureEffects) = NetworkingMachine.step(state, .displayedRow(0))
        XCTAssertEqual(state, before)
        var inPlace = state
        XCTAssertEqual(NetworkingMachine.step(&inPlace, .displayedRow(0)), pureEffects)
        XCTAssertEqual(inPlace, pure)
        guard case .loading(20, _, .scroll)? = pure.list?.nextPage else {
            return XCTFail("\(String(describing: pure.list))")
        }
        XCTAssertEqual(pureEffects, [.requestPage(offset: 20), .showFooter(.loading)])
    }

    /// A next page that spanned a trip is a case of its own, resent on return, never a failure.
    /// Una página que abarcó un viaje es un caso propio, reenviado al volver, nunca un fallo.
    func testANextPageCutInTheBackgroundWaitsAsACaseAndIsResentOnReturn() {
        let (away, _) = run([
            .viewLoaded, .appeared, .pageArrived(offset: 0, .success(first)), .displayedRow(0), .enteredBackground,
            .pageArrived(offset: 20, .failure(.timedOut)),
        ])
        XCTAssertEqual(away.list?.nextPage, .resendOnReturn(offset: 20, by: .scroll))
        let (back, effects) = NetworkingMachine.step(away, .returnedToForeground)
        XCTAssertEqual(effects, [.requestPage(offset: 20)])
        guard case .loading(20, _, .scroll)? = back.list?.nextPage else { return XCTFail() }
    }

    /// A pull on a blank table (left before its first page, back with nothing loading) loads as a first
    /// load, so a failure reads the saved list under the overlay instead of reaching a case the refresh
    /// path does not admit. / Un gesto sobre una tabla en blanco carga como la primera carga.
    func testAPullOnABlankTableLoadsUnderTheOverlay() {
        let (pulled, effects) = NetworkingMachine.step(NetworkingState(), .pulledToRefresh)
        XCTAssertTrue(effects.contains(.endRefreshing), "\(effects)")
        XCTAssertTrue(effects.contains(.showLoading), "\(effects)")
        let (failed, _) = NetworkingMachine.step(pulled, .pageArrived(offset: 0, .failure(.offline)))
        guard case .readingSaved(after: .offline, _) = failed.content else {
            return XCTFail("the saved list is read after the failure: \(failed.content)")
        }
    }

}
