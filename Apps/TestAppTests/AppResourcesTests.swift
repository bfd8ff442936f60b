import AppServicesKit
import FeaturesKit
import UIKit
import XCTest

@testable import TestApp

/// Resources and storyboard wiring the package cannot see: the bundled font is registered through
/// `UIAppFonts`, the click is in the bundle, and the Features table dequeues self-sizing cards.
/// Recursos y conexiones del storyboard que el paquete no ve: la fuente incluida se registra con
/// `UIAppFonts`, el clic está en el bundle y la tabla Features entrega tarjetas de altura automática.
final class AppResourcesTests: XCTestCase {
    func testEveryFontFaceIsRegistered() {
        for face in AppTypography.Face.allCases {
            XCTAssertNotNil(UIFont(name: face.postScriptName, size: 17), face.postScriptName)
        }
    }

    func testAppFontIsLatoAndFollowsTheTextStyle() {
        let body = AppFont.preferred(.body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large))
        let huge = AppFont.preferred(
            .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraLarge))

        XCTAssertEqual(body.fontName, AppTypography.Face.regular.postScriptName)
        XCTAssertGreaterThan(huge.pointSize, body.pointSize)
    }

    func testClickSoundIsInTheBundle() {
        XCTAssertNotNil(Bundle.main.url(forResource: "click", withExtension: "wav"))
    }

    func testFeatureRowsAreSelfSizingCards() {
        let list = FeatureListWireframe.makeModule(environment: .current) as? FeatureListViewController
        list?.loadViewIfNeeded()
        guard let list = list, list.tableView.numberOfRows(inSection: 0) > 0 else {
            return XCTFail("The Features list has no rows")
        }
        let cell = list.tableView(list.tableView, cellForRowAt: IndexPath(row: 0, section: 0))

        XCTAssertTrue(cell is FeatureCardCell)
        XCTAssertEqual(list.tableView.rowHeight, UITableView.automaticDimension)
        XCTAssertGreaterThan(list.tableView.estimatedRowHeight, 0)
    }
}
