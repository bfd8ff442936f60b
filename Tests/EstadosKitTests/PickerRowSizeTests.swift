import AppCore
import XCTest

@testable import EstadosKit

/// Picker rows at every text size. The rows are Futura scaled as Title 2; uncapped, AX5 (56 pt) made
/// them ≈ 110 pt and the 216 pt wheel showed two. Capped like Productos' rows (AppCore's
/// `PickerRowMetrics`), they stay between 44 pt and a third of the wheel, and hold two lines of the
/// name at the smallest scale, so "Baja California Sur" wraps instead of being cut.
/// Filas del picker en cada tamaño de texto. Sin tope, AX5 las hacía de ≈ 110 pt y la rueda de 216 pt
/// mostraba dos. Con el tope de Productos quedan entre 44 pt y un tercio de la rueda, y caben dos
/// líneas del nombre a la escala mínima: "Baja California Sur" se parte en lugar de cortarse.
final class PickerRowSizeTests: XCTestCase {
    /// Title 2 from Extra Small to AX5 (Apple's Human Interface Guidelines, Typography, "Dynamic
    /// Type sizes", iOS). / Title 2 de Extra Small a AX5 (tabla de tamaños de Dynamic Type de Apple).
    private let title2Sizes: [Double] = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    /// Futura Medium's line height over its point size (≈ 73 pt at 56 pt, the ≈ 110 pt rows of AX5).
    /// El alto de línea de Futura Medium sobre su tamaño.
    private let futuraLineHeightRatio = 1.31
    /// The wheel's height in portrait and in landscape. / El alto de la rueda en vertical y en horizontal.
    private let wheelHeights = (portrait: 216.0, landscape: 162.0)

    /// What `UIFontMetrics.scaledFont(for:maximumPointSize:)` gives for `size` with the style's cap.
    /// Lo que da UIKit para `size` con el tope del estilo.
    private func rowFontSize(_ size: Double) -> Double {
        min(size, PickerRowStyle.maximumPointSize)
    }

    func testTheWheelShowsThreeRowsInPortraitAndTwoInLandscapeAtEveryTextSize() {
        for size in title2Sizes {
            let height = PickerRowStyle.rowHeight(lineHeight: rowFontSize(size) * futuraLineHeightRatio)
            XCTAssertLessThanOrEqual(height, wheelHeights.portrait / 3, "Title 2 at \(size) pt")
            XCTAssertLessThanOrEqual(height, wheelHeights.landscape / 2.5, "Title 2 at \(size) pt")
            XCTAssertGreaterThanOrEqual(height, 44, "a row stays a touch target tall")
        }
    }

    func testARowHoldsTwoLinesOfTheNameAtTheSmallestScale() {
        for size in title2Sizes {
            let lineHeight = rowFontSize(size) * futuraLineHeightRatio
            let twoShrunkenLines = 2 * lineHeight * PickerRowStyle.minimumScaleFactor
            XCTAssertGreaterThanOrEqual(PickerRowStyle.rowHeight(lineHeight: lineHeight), twoShrunkenLines)
        }
        XCTAssertEqual(PickerRowStyle.maximumLines, 2)
    }

    /// The same cap and scale as Productos' rows, so both apps' wheels behave alike.
    /// El mismo tope y escala que las filas de Productos: las ruedas de ambas apps se comportan igual.
    func testTheRowsShareProductosMetrics() {
        XCTAssertEqual(PickerRowStyle.maximumPointSize, PickerRowMetrics.maximumRowPointSize)
        XCTAssertEqual(PickerRowStyle.minimumScaleFactor, PickerRowMetrics.minimumScaleFactor)
        XCTAssertEqual(PickerRowStyle.maximumLines, PickerRowMetrics.maximumLines)
    }
}
