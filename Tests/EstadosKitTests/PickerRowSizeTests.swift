import AppCore
import XCTest

@testable import EstadosKit

/// Picker rows at every text size. The rows are Futura scaled as Title 2; uncapped, AX5 (56 pt) made
/// them ≈ 110 pt and the 216 pt wheel showed two. Capped at 28 pt only, XXL (26 pt) made 55 pt rows:
/// 2.9 in the 162 pt landscape wheel. Fitted to the compact wheel (`PickerRowStyle.fittedPointSize`),
/// they leave three rows in both orientations at all 12 sizes, stay at least 44 pt, and hold two lines
/// of the name at the smallest scale, so "Baja California Sur" wraps instead of being cut.
/// Filas del picker en cada tamaño de texto: ajustadas a la rueda compacta dejan tres filas en ambas
/// orientaciones en los 12 tamaños, miden al menos 44 pt y caben dos líneas del nombre encogido.
final class PickerRowSizeTests: XCTestCase {
    /// Title 2 from Extra Small to AX5 (Apple's Human Interface Guidelines, Typography, "Dynamic
    /// Type sizes", iOS). / Title 2 de Extra Small a AX5 (tabla de tamaños de Dynamic Type de Apple).
    private let title2Sizes: [Double] = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    /// Futura Medium's line height over its point size (≈ 73 pt at 56 pt, the ≈ 110 pt rows of AX5;
    /// TypeMetricsKit's `futuraMedium` line) and taller lines the real font might have.
    /// El alto de línea de Futura Medium sobre su tamaño, y líneas más altas que podría tener.
    private let futuraLineHeightRatios = [1.31, 1.2, 1.45]
    /// The wheel's height in portrait and in landscape. / El alto de la rueda en vertical y en horizontal.
    private let wheelHeights = (portrait: 216.0, landscape: 162.0)

    /// The row font's size for Title 2 at `size` with a line `ratio` × its size.
    /// El tamaño de la fuente de la fila para Title 2 a `size`.
    private func rowFontSize(_ size: Double, ratio: Double = 1.31) -> Double {
        PickerRowStyle.fittedPointSize(preferred: size, lineHeightPerPoint: ratio)
    }

    /// All 12 text sizes, both orientations, three rows or more, for the model's Futura line and for
    /// lines 8 % shorter or 10 % taller (the view measures the real one).
    /// Los 12 tamaños, ambas orientaciones, tres filas o más, para varias líneas de Futura.
    func testTheWheelShowsThreeRowsInBothOrientationsAtEveryTextSize() {
        XCTAssertEqual(title2Sizes.count, TextSizeCategory.allCases.count)
        XCTAssertEqual(PickerRowStyle.wheelHeights.regular, wheelHeights.portrait)
        XCTAssertEqual(PickerRowStyle.wheelHeights.compact, wheelHeights.landscape)
        for ratio in futuraLineHeightRatios {
            for size in title2Sizes {
                let height = PickerRowStyle.rowHeight(lineHeight: rowFontSize(size, ratio: ratio) * ratio)
                XCTAssertGreaterThanOrEqual(wheelHeights.portrait / height, 3, "Title 2 at \(size) pt, \(ratio)")
                XCTAssertGreaterThanOrEqual(wheelHeights.landscape / height, 3, "Title 2 at \(size) pt, \(ratio)")
                XCTAssertGreaterThanOrEqual(height, 44, "a row stays a touch target tall")
            }
        }
    }

    /// The fit only lowers the size where three rows need it: up to XL (24 pt) the rows follow Title 2;
    /// from XXL they stop near 25.7 pt (55 pt rows would leave 2.9); never above the 28 pt cap; a
    /// meaningless line or size falls back to safe values.
    /// El ajuste solo baja el tamaño donde hace falta; nunca supera el tope.
    func testTheFitLowersTheSizeOnlyWhereThreeRowsNeedIt() {
        for size in title2Sizes where size <= 24 {
            XCTAssertEqual(rowFontSize(size), size, "Title 2 at \(size) pt")
        }
        for size in title2Sizes where size >= 26 {
            XCTAssertEqual(rowFontSize(size), 25.76, accuracy: 0.02, "Title 2 at \(size) pt")
        }
        XCTAssertEqual(rowFontSize(56, ratio: 1), PickerRowStyle.maximumPointSize)
        XCTAssertLessThanOrEqual(rowFontSize(.nan, ratio: .infinity), PickerRowStyle.maximumPointSize)
        XCTAssertEqual(rowFontSize(-3, ratio: 1), PickerRowStyle.light.pointSize)
    }

    func testARowHoldsTwoLinesOfTheNameAtTheSmallestScale() {
        for size in title2Sizes {
            let lineHeight = rowFontSize(size) * 1.31
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
