import NetworkingKit
import UIKit
import XCTest

@testable import TestApp

/// UIKit mapping of the Networking presenter's commands: outlets wired, a page is an insertion,
/// the overlay covers the screen and plays Lottie (the bundled animation is usable).
/// Traducción a UIKit de las órdenes del presenter de Networking: outlets conectados, una página es
/// una inserción, el overlay cubre la pantalla y reproduce Lottie (la animación incluida sirve).
final class NetworkingScreenTests: XCTestCase {
    private func row(_ number: Int) -> PokemonRow {
        PokemonRow(id: "p\(number)", title: "P\(number)", detail: "N.º \(number)", accessibilityLabel: "P\(number)")
    }

    /// The screen and its own table (a stand-in table would let the delegate tests pass on nothing).
    /// La pantalla y su propia tabla (una tabla sustituta dejaría pasar las pruebas del delegado).
    private func makeScreen() throws -> (NetworkingViewController, UITableView) {
        let screen = NetworkingViewController.instantiate()
        screen.presenter = SilentNetworkingPresenter()
        screen.loadViewIfNeeded()
        return (screen, try XCTUnwrap(screen.tableView, "the screen's table outlet is connected"))
    }

    func testAPageIsInsertedAfterTheRowsOnScreen() throws {
        let (screen, table) = try makeScreen()
        screen.showRows((1...20).map(row))
        screen.insertRows((21...40).map(row), at: 20)
        XCTAssertEqual(table.numberOfRows(inSection: 0), 40)
        XCTAssertEqual(screen.rows.last?.id, "p40")
    }

    func testTheSwipeActionAndFooterLabelComeFromThePresenter() throws {
        let (screen, table) = try makeScreen()
        screen.render(
            NetworkingScreenViewModel(title: "Pokémon", deleteActionTitle: "Borrar", loadingMoreLabel: "Cargando más"))
        screen.showRows([row(1)])
        XCTAssertEqual(screen.title, "Pokémon")
        XCTAssertEqual(
            screen.tableView(table, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0)), "Borrar")
        screen.setLoadingMore(true)
        XCTAssertEqual(table.tableFooterView?.accessibilityLabel, "Cargando más")
    }

    func testTheOverlayCoversTheScreenOnceAndPlaysTheBundledLottieAnimation() throws {
        let (screen, _) = try makeScreen()
        screen.showLoading("Cargando…")
        screen.showLoading("Cargando…")
        let overlays = screen.view.subviews.compactMap { $0 as? LoadingOverlay }
        XCTAssertEqual(overlays.count, 1)
        XCTAssertEqual(overlays.first?.accessibilityLabel, "Cargando…")
        let animation = overlays.first?.subviews.first?.subviews.first
        XCTAssertEqual(animation.map { String(describing: type(of: $0)) }, "LottieLoaderView")
        screen.hideLoading()
        XCTAssertTrue(screen.view.subviews.compactMap { $0 as? LoadingOverlay }.isEmpty)
    }
}
