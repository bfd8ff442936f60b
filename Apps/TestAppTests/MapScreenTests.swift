import MapFeatureKit
import UIKit
import XCTest

@testable import TestApp

/// The Map screen shows the placeholders its presenter writes (the pin title's formatter), not the
/// storyboard's: hosted because only a loaded `UITextField` shows what the user sees; the texts
/// themselves are decided and tested on Linux (`MapPresenterTests`).
/// La pantalla del mapa muestra los placeholders que escribe su presenter, no los del storyboard: en
/// la app porque solo un `UITextField` cargado muestra lo que se ve; los textos se prueban en Linux.
final class MapScreenTests: XCTestCase {
    private func field(_ identifier: String, in view: UIView) throws -> UITextField {
        func all(_ view: UIView) -> [UIView] { [view] + view.subviews.flatMap(all) }
        let match = all(view).first { $0.accessibilityIdentifier == identifier } as? UITextField
        return try XCTUnwrap(match, identifier)
    }

    func testTheFieldsShowThePresentersPlaceholders() throws {
        let map = try XCTUnwrap(MapWireframe.makeModule(environment: .current) as? MapViewController)
        map.loadViewIfNeeded()
        let latitude = try field(AccessibilityIdentifiers.Map.latitude, in: map.view)
        let longitude = try field(AccessibilityIdentifiers.Map.longitude, in: map.view)
        XCTAssertFalse((latitude.placeholder ?? "").isEmpty, "viewDidLoad renders them")

        map.render(MapViewModel(title: "Mapa", latitudePlaceholder: "19.4326", longitudePlaceholder: "-99.1332"))
        XCTAssertEqual(latitude.placeholder, "19.4326")
        XCTAssertEqual(longitude.placeholder, "-99.1332")
    }
}
