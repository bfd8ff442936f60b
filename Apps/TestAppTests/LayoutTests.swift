import FeaturesKit
import MapFeatureKit
import UIKit
import XCTest

@testable import TestApp

/// Layout rules of issue 14 that need UIKit: the card shadow follows the card's final bounds, pushed
/// feature screens never show a large title, and the Map form stays reachable on an SE.
/// Reglas de maquetación del issue 14 que necesitan UIKit: la sombra sigue los bounds finales de la
/// tarjeta, las pantallas empujadas nunca muestran título grande y el formulario del mapa se alcanza
/// en un SE.
final class LayoutTests: XCTestCase {
    private let environment = AppEnvironment.current

    // MARK: - Features card shadow / Sombra de la tarjeta

    func testTheCardShadowPathMatchesTheCardAfterEveryLayout() throws {
        let list = try XCTUnwrap(
            FeatureListWireframe.makeModule(environment: environment) as? FeatureListViewController)
        list.loadViewIfNeeded()
        let cell = try XCTUnwrap(
            list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 0)) as? FeatureCardCell)
        for size in [CGSize(width: 320, height: 120), CGSize(width: 440, height: 220), CGSize(width: 568, height: 96)] {
            cell.frame = CGRect(origin: .zero, size: size)
            cell.layoutIfNeeded()
            let path = try XCTUnwrap(cell.cardView.layer.shadowPath, "no shadow path at \(size)")
            XCTAssertEqual(path.boundingBoxOfPath, cell.cardView.bounds, "stale shadow at \(size)")
        }
    }

    // MARK: - Pushed screens / Pantallas empujadas

    func testEveryPushedFeatureHasASmallTitle() throws {
        let root = AppRootBuilder.makeRootViewController(environment: environment)
        let navigation = try XCTUnwrap(root.viewControllers?.first as? UINavigationController)
        let list = try XCTUnwrap(navigation.topViewController as? FeatureListViewController)
        list.loadViewIfNeeded()
        let rows = list.tableView.numberOfRows(inSection: 0)
        XCTAssertGreaterThan(rows, 0)
        for row in 0..<rows {
            list.tableView(list.tableView, didSelectRowAt: IndexPath(row: row, section: 0))
            let pushed = try XCTUnwrap(navigation.topViewController, "row \(row)")
            XCTAssertFalse(pushed === list, "row \(row) pushed nothing")
            XCTAssertEqual(pushed.navigationItem.largeTitleDisplayMode, .never, "row \(row)")
            navigation.popToRootViewController(animated: false)
        }
        XCTAssertEqual(list.navigationItem.largeTitleDisplayMode, .always)
    }

    // MARK: - Map form / Formulario del mapa

    private func makeMap(size: CGSize) throws -> MapViewController {
        let map = try XCTUnwrap(MapWireframe.makeModule(environment: environment) as? MapViewController)
        map.loadViewIfNeeded()
        map.view.frame = CGRect(origin: .zero, size: size)
        map.view.layoutIfNeeded()
        return map
    }

    /// SE landscape under a compact navigation bar and tab bar (568 × 320 − 32 − 32), both error
    /// messages shown: the map keeps 160 pt and "Mostrar" is inside the scrollable content.
    /// SE horizontal bajo barras compactas, con los dos mensajes de error: el mapa conserva 160 pt y
    /// "Mostrar" queda dentro del contenido desplazable.
    func testOnALandscapeSEEverythingScrollsInsteadOfHiding() throws {
        let map = try makeMap(size: CGSize(width: 568, height: 256))
        map.render(
            MapViewModel(
                title: "Mapa", latitudeError: "La latitud debe estar entre -90 y 90.",
                longitudeError: "Escribe una longitud."))
        map.view.layoutIfNeeded()

        let scroll = try XCTUnwrap(map.scrollView)
        XCTAssertGreaterThanOrEqual(map.mapView.bounds.height, 160)
        XCTAssertGreaterThan(scroll.contentSize.height, scroll.bounds.height, "the content must scroll")
        let button = map.showButton.convert(map.showButton.bounds, to: scroll)
        XCTAssertLessThanOrEqual(button.maxY, scroll.contentSize.height)
        XCTAssertTrue(map.mapView.isDescendant(of: scroll))
    }

    /// On a Pro Max in portrait there is room: the map takes the rest and nothing scrolls.
    /// En un Pro Max vertical hay espacio: el mapa ocupa el resto y nada se desplaza.
    func testOnAProMaxPortraitTheMapFillsTheSpaceLeft() throws {
        let map = try makeMap(size: CGSize(width: 440, height: 956 - 62 - 44 - 83))
        let scroll = try XCTUnwrap(map.scrollView)
        XCTAssertEqual(scroll.contentSize.height, scroll.bounds.height, accuracy: 0.5)
        XCTAssertGreaterThan(map.mapView.bounds.height, 300)
    }
}
