import AppCore
import Foundation
import TypeMetricsKit
import XCTest

@testable import EstadosKit

/// Issue 34 item 3: while the picker is up the field is being edited and a `UITextField` being edited
/// does not shrink its text, so at AX5 on an SE "Baja California Sur" read "Baja Califo". The field's
/// font is capped so the widest name (Spanish or English) fits its text width at every text size.
/// Measured with TypeMetricsKit's system face (the layout checker's); the hosted
/// `testTheChosenNameIsWholeWhileEditingAtAX5` measures UIKit's own.
/// Mientras el picker está arriba el campo se edita y no reduce su texto; la fuente del campo tiene
/// un tope para que el nombre más ancho quepa a cada tamaño de texto.
final class StateFieldFontTests: XCTestCase {
    /// The field's text width on an SE in portrait: 320 pt less the 20 pt margins, less the rounded
    /// rect's 7 pt insets (`textRect(forBounds:)`). / El ancho de texto del campo en un SE.
    private let seTextWidth = 320.0 - 2 * 20 - 2 * 7

    private func names() throws -> [String] {
        try EstadosFixtures.states().flatMap { [$0.shortName.es, $0.shortName.en] }
    }

    private func widest(_ names: [String], at size: Double) -> Double {
        names.map { FontFace.system.width(of: $0, size: size) }.max() ?? 0
    }

    /// Before: the field kept Title 2, and at AX5 (56 pt) the widest name is far wider than the field.
    /// Antes: el campo conservaba Title 2 y en AX5 el nombre más ancho no cabía.
    func testAtAX5TheTextStyleAloneCutsTheName() throws {
        let title2 = DynamicType.pointSize(.title2, at: .accessibilityExtraExtraExtraLarge)
        XCTAssertGreaterThan(widest(try names(), at: title2), seTextWidth)
        XCTAssertGreaterThan(FontFace.system.width(of: "Baja California Sur", size: title2), seTextWidth)
    }

    /// At every text size the capped size fits the widest name, is at most Title 2's, and is Title 2's
    /// wherever that fits already. / A cada tamaño el nombre más ancho cabe y no se reduce sin motivo.
    func testAtEveryTextSizeTheWidestNameFitsTheField() throws {
        let names = try names()
        for category in TextSizeCategory.allCases {
            let title2 = DynamicType.pointSize(.title2, at: category)
            let size = StateFieldFont.pointSize(preferred: title2, textWidth: seTextWidth) { widest(names, at: $0) }
            XCTAssertLessThanOrEqual(widest(names, at: size), seTextWidth, "\(category)")
            XCTAssertLessThanOrEqual(size, title2, "\(category)")
            if widest(names, at: title2) <= seTextWidth {
                XCTAssertEqual(size, title2, "\(category)")
            } else {
                XCTAssertGreaterThan(widest(names, at: size + StateFieldFont.step), seTextWidth, "\(category)")
            }
        }
    }

    func testNonsenseInputGivesASaneSize() {
        XCTAssertEqual(StateFieldFont.pointSize(preferred: .nan, textWidth: 100) { $0 }, 1)
        XCTAssertEqual(StateFieldFont.pointSize(preferred: 20, textWidth: -1) { $0 }, 1)
        XCTAssertEqual(StateFieldFont.pointSize(preferred: 20, textWidth: 100) { _ in .infinity }, 1)
        XCTAssertEqual(StateFieldFont.pointSize(preferred: 20, textWidth: 100) { $0 }, 20)
        XCTAssertEqual(StateFieldFont.pointSize(preferred: 20.3, textWidth: 10) { $0 }, 10)
    }
}
