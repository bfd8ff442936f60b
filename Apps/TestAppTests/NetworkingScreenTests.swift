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

    /// Issue 34, item 6: after a batch insertion the first new row's cell exists for VoiceOver focus when
    /// the user waited at the end (the table is laid out first), but a user who scrolled up to read is
    /// never scrolled down to it: no cell, the count is announced instead (`NetworkingRowFocus`, on
    /// Linux). Hosted because only UIKit says which rows have cells and where the table is.
    /// Tras una inserción por lotes la celda de la primera fila nueva existe para el foco de VoiceOver si
    /// el usuario esperó al final, pero a quien subió a leer nunca se le baja hasta ella.
    func testAFooterRetryNeverScrollsAUserWhoMovedAway() throws {
        let (screen, table) = try makeScreen()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = screen
        window.isHidden = false
        defer { window.isHidden = true }
        screen.showRows((1...20).map(row))
        window.layoutIfNeeded()
        let reading = table.contentOffset
        screen.insertRows((21...40).map(row), at: 20)
        XCTAssertNil(screen.focusableCell(at: 20), "the user scrolled up to read: row 21 is off screen")
        screen.moveFocusToRow(at: 20, otherwise: "Llegaron 20 Pokémon nuevos.")
        XCTAssertEqual(table.contentOffset, reading, "the table is never scrolled")

        // Waiting at the end: the spinner's footer on screen, then the page takes its place.
        // Esperando al final: el pie con el indicador en pantalla, luego la página ocupa su lugar.
        screen.showFooter(.loading(label: "Cargando más"))
        table.layoutIfNeeded()
        let end = table.contentSize.height + table.adjustedContentInset.bottom - table.bounds.height
        table.setContentOffset(CGPoint(x: 0, y: end), animated: false)
        screen.insertRows((41...60).map(row), at: 40)
        screen.showFooter(.none)
        let cell = try XCTUnwrap(screen.focusableCell(at: 40), "the user waited at the end: row 41 has a cell")
        XCTAssertEqual(cell.textLabel?.text, "P41")
        XCTAssertTrue(table.visibleCells.contains(cell))
        XCTAssertNil(screen.focusableCell(at: 60), "no row 60: nothing to focus (the count is announced)")
    }

    func testTheSwipeActionAndFooterLabelComeFromThePresenter() throws {
        let (screen, table) = try makeScreen()
        screen.render(
            NetworkingScreenViewModel(title: "Pokémon", deleteActionTitle: "Borrar", loadingMoreLabel: "Cargando más"))
        screen.showRows([row(1)])
        XCTAssertEqual(screen.title, "Pokémon")
        XCTAssertEqual(
            screen.tableView(table, titleForDeleteConfirmationButtonForRowAt: IndexPath(row: 0, section: 0)), "Borrar")
        screen.showFooter(.loading(label: "Cargando más"))
        XCTAssertEqual(screen.footerView.spinner.accessibilityLabel, "Cargando más")
        XCTAssertTrue(table.tableFooterView === screen.footerView)
    }

    /// A failed page is said in the footer, with a labelled "Reintentar" of at least 44 pt that
    /// reaches the presenter; `.none` removes it.
    /// Una página fallida se dice al pie, con "Reintentar" etiquetado de al menos 44 pt que llega al
    /// presenter; `.none` lo quita.
    func testAFailedPageIsInTheFooterWithAReachableRetry() throws {
        let (screen, table) = try makeScreen()
        let presenter = try XCTUnwrap(screen.presenter as? SilentNetworkingPresenter)
        screen.showRows((1...20).map(row))
        screen.showFooter(.failed(NetworkingErrorViewModel(message: "Sin conexión", retryTitle: "Reintentar")))
        table.layoutIfNeeded()
        XCTAssertTrue(table.tableFooterView === screen.footerView)
        XCTAssertEqual(screen.footerView.messageLabel.text, "Sin conexión")
        XCTAssertEqual(screen.footerView.button.accessibilityLabel, "Reintentar")
        XCTAssertFalse(screen.footerView.button.isHidden)
        XCTAssertGreaterThanOrEqual(screen.footerView.button.systemLayoutSizeFitting(.zero).height, 44)
        screen.footerView.button.sendActions(for: .touchUpInside)
        XCTAssertEqual(presenter.footerTaps, 1)
        screen.showFooter(.none)
        XCTAssertFalse(table.tableFooterView === screen.footerView)
    }

    func testTheEmptyStateOffersItsButton() throws {
        let (screen, _) = try makeScreen()
        screen.showRows([])
        screen.showFooter(.empty(NetworkingEmptyViewModel(message: "No hay Pokémon.", actionTitle: "Cargar más")))
        XCTAssertEqual(screen.footerView.messageLabel.text, "No hay Pokémon.")
        XCTAssertEqual(screen.footerView.button.title(for: .normal), "Cargar más")
    }

    /// The error panel has its own refresh control (it takes the drag where it scrolls) that reaches
    /// the presenter; the app's return to the foreground reaches it too.
    /// El panel de error tiene su propio control de actualización, que llega al presenter; la vuelta
    /// de la app al primer plano también llega.
    func testPullOnTheErrorPanelAndTheReturnToForegroundReachThePresenter() throws {
        let (screen, _) = try makeScreen()
        let presenter = try XCTUnwrap(screen.presenter as? SilentNetworkingPresenter)
        screen.showError(NetworkingErrorViewModel(message: "Error", retryTitle: "Reintentar"))
        XCTAssertTrue(screen.errorView.refreshControl === screen.errorRefreshControl)
        screen.errorRefreshControl.sendActions(for: .valueChanged)
        XCTAssertEqual(presenter.refreshes, 1)
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        XCTAssertEqual(presenter.foregroundReturns, 1)
    }

    /// The app's trip to the background reaches the presenter (a request it spanned is resent on
    /// return): removing the screen's didEnterBackground forward fails here.
    /// El viaje de la app al segundo plano llega al presenter (una petición que lo abarcó se reenvía al
    /// volver): quitar el reenvío de didEnterBackground de la pantalla falla aquí.
    func testTheTripToTheBackgroundReachesThePresenter() throws {
        let (screen, _) = try makeScreen()
        let presenter = try XCTUnwrap(screen.presenter as? SilentNetworkingPresenter)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        XCTAssertEqual(presenter.backgroundTrips, 1)
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        XCTAssertEqual(presenter.foregroundReturns, 1)
    }

    /// The footer's 44-pt minimums give way to the stack view's own height 0 when it hides the
    /// spinner or the button (`UISV-hiding`), so no constraint conflict is logged.
    /// Los mínimos de 44 pt del pie ceden ante la altura 0 de la pila cuando oculta el indicador o el
    /// botón (`UISV-hiding`), así no se registra ningún conflicto de restricciones.
    func testTheFootersMinimumHeightsAreBelowRequired() throws {
        let (screen, _) = try makeScreen()
        let footer = screen.footerView
        for member in [footer.button as UIView, footer.spinner] {
            let minimums = member.constraints.filter {
                $0.firstItem === member && $0.firstAttribute == .height && $0.relation == .greaterThanOrEqual
                    && $0.constant == 44
            }
            XCTAssertEqual(minimums.count, 1, "\(member)")
            XCTAssertTrue(minimums.allSatisfy { $0.priority < .required }, "\(member)")
        }
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
