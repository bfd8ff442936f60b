import AppCore
import Foundation
import PropertyBased
import TestSupport
import Testing
import TypeMetricsKit

@testable import ProductosKit

/// The row font fitted to each Productos picker (`PickerRowFont`): never above the 28 pt cap, three
/// rows in the wheel's height, every title in its column at the minimum scale in at most two lines with
/// no word wider than the column; Body's default size as the floor. Planted titles use a measurer of
/// half an em per character and a line of 1.2 em, so each expectation follows from the arithmetic.
/// La fuente de las filas ajustada a cada picker: nunca más de 28 pt, tres filas en la altura de la
/// rueda, cada título en su columna a la escala mínima en dos líneas como mucho y sin palabras más
/// anchas que la columna; el tamaño por omisión de Body como piso.
@Suite struct PickerRowFontTests {
    /// Half an em per character. / Medio em por carácter.
    private static let halfEm: PickerRowFont.Measure = { text, size in Double(text.count) * 0.5 * size }
    private static let ratio = 1.2
    /// AX5's Body size (TypeMetricsKit's table). / El tamaño de Body a AX5.
    private static let ax5 = DynamicType.pointSize(.body, at: .accessibilityExtraExtraExtraLarge)

    private func sizing(
        _ titles: [[String]], width: Double = 300, height: Double = 180, preferred: Double = ax5,
        measure: PickerRowFont.Measure = halfEm, ratio: Double = ratio
    ) -> PickerRowFont.Sizing {
        PickerRowFont.sizing(
            preferred: preferred, lineHeightPerPoint: ratio,
            wheel: PickerRowFont.Wheel(width: width, height: height, titles: titles), measure: measure)
    }

    private func rows(_ height: Double, at size: Double, ratio: Double = ratio) -> Double {
        height / PickerRowMetrics.rowHeight(lineHeight: size * ratio)
    }

    /// The text's room in a one-component wheel `width` wide: less the edges and the title padding.
    /// El espacio del texto en una rueda de un componente.
    private func textRoom(_ width: Double) -> Double {
        width - 2 * PickerColumnWidths.componentSpacing - PickerColumnWidths.titlePadding
    }

    // MARK: - Rows / Filas

    /// Picker 2 is 150 pt tall: at the 28 pt cap its rows (⌈1.6 × 33.6⌉ = 54 pt) left 2.8 in view. The
    /// fitted size is the largest whose rows still give three; a hundredth of a point more does not.
    /// El picker 2 mide 150 pt: al tope de 28 pt mostraba 2,8 filas; el tamaño ajustado da tres.
    @Test func aWheel150PointsTallShowsThreeRows() {
        #expect(rows(150, at: PickerRowMetrics.maximumRowPointSize) < ProductosLayout.minimumVisibleRows)
        let size = sizing([["A"]], height: PickerRowFont.wheelHeight(of: .price)).pointSize
        #expect(size < PickerRowMetrics.maximumRowPointSize)
        #expect(rows(150, at: size) >= ProductosLayout.minimumVisibleRows)
        #expect(rows(150, at: size + 0.02) < ProductosLayout.minimumVisibleRows)
    }

    /// Picker 1 is 180 pt tall: three rows fit at 28 pt, and the cap is never passed.
    /// El picker 1 mide 180 pt: tres filas caben a 28 pt y el tope nunca se pasa.
    @Test func neverAboveTheCap() {
        #expect(rows(PickerRowFont.wheelHeight(of: .product), at: 28) >= ProductosLayout.minimumVisibleRows)
        #expect(sizing([["A"]], height: 180).pointSize == PickerRowMetrics.maximumRowPointSize)
        #expect(sizing([["A"]], height: 10_000).pointSize == PickerRowMetrics.maximumRowPointSize)
    }

    /// Below the cap and with room to spare, the rows keep the size Dynamic Type asks for.
    /// Por debajo del tope y con espacio, las filas conservan el tamaño de Dynamic Type.
    @Test func roomToSpareKeepsThePreferredSize() {
        for preferred in [14.0, 17, 23] {
            #expect(sizing([["Rojo"]], preferred: preferred).pointSize == preferred)
        }
    }

    // MARK: - Titles / Títulos

    /// "aaaa bbbb cccc" in 70 pt of text: at 28 pt × 60 % "aaaa bbbb" is 75.6 pt, so it takes three lines;
    /// the size drops until two words share a line (70 ÷ 2.7 pt per point), and no further.
    /// Un título que necesita tres líneas baja el tamaño hasta que cabe en dos, y no más.
    @Test func aTitleThatNeedsThreeLinesLowersTheSize() {
        let width = 70 + 2 * PickerColumnWidths.componentSpacing + PickerColumnWidths.titlePadding
        let titles = [["aaaa bbbb cccc"]]
        let result = sizing(titles, width: width)
        #expect(
            !PickerRowFont.titlesFit(titles, columnWidths: result.columnWidths, pointSize: 28, measure: Self.halfEm))
        #expect(result.pointSize < PickerRowMetrics.maximumRowPointSize)
        #expect(abs(result.pointSize - textRoom(width) / (9 * 0.5 * PickerRowMetrics.minimumScaleFactor)) < 0.02)
        #expect(
            PickerRowFont.titlesFit(
                titles, columnWidths: result.columnWidths, pointSize: result.pointSize, measure: Self.halfEm))
        #expect(
            !PickerRowFont.titlesFit(
                titles, columnWidths: result.columnWidths, pointSize: result.pointSize + 0.02, measure: Self.halfEm))
    }

    /// A ten-letter word in 70 pt of text: at 28 pt × 60 % it is 84 pt and would break inside; the size
    /// drops until it fits whole (70 ÷ 3 pt per point).
    /// Una palabra más ancha que la columna a la escala mínima baja el tamaño hasta caber entera.
    @Test func aWordWiderThanTheColumnLowersTheSize() {
        let width = 70 + 2 * PickerColumnWidths.componentSpacing + PickerColumnWidths.titlePadding
        let titles = [["Headphones"]]
        let result = sizing(titles, width: width)
        #expect(abs(result.pointSize - textRoom(width) / (10 * 0.5 * PickerRowMetrics.minimumScaleFactor)) < 0.02)
        #expect(
            PickerRowFont.titlesFit(
                titles, columnWidths: result.columnWidths, pointSize: result.pointSize, measure: Self.halfEm))
    }

    /// Body's default size is the floor: a larger text setting never gives smaller rows than the default
    /// one. When even 17 pt at 60 % does not fit (a 20-letter word in 70 pt needs 11.7 pt), the rows
    /// keep 17 pt and break as UILabel breaks them; layout-check reports that, so it is never silent.
    /// A text setting below the default keeps its own, smaller size.
    /// El tamaño por omisión de Body es el piso: si ni 17 pt al 60 % cabe, las filas quedan a 17 pt y se
    /// parten; layout-check lo reporta. Un ajuste menor que el de omisión conserva su tamaño.
    @Test func theFloorIsTheDefaultSize() {
        let width = 70 + 2 * PickerColumnWidths.componentSpacing + PickerColumnWidths.titlePadding
        let titles = [[String(repeating: "w", count: 20)]]
        let result = sizing(titles, width: width)
        #expect(result.pointSize == PickerRowFont.basePointSize)
        #expect(
            !PickerRowFont.titlesFit(titles, columnWidths: result.columnWidths, pointSize: 17, measure: Self.halfEm))
        #expect(sizing(titles, width: width, preferred: 14).pointSize == 14)
        #expect(sizing([["A"]], height: 60).pointSize == PickerRowFont.basePointSize, "a wheel too short for 17 pt")
    }

    /// Bad input never gives a size outside the floor and the cap, nor a non-finite one.
    /// Una entrada inválida nunca da un tamaño fuera del piso y el tope.
    @Test(arguments: [Double.nan, -3, 0, .infinity])
    func badInputStaysBetweenTheFloorAndTheCap(value: Double) {
        for result in [
            sizing([["A"]], preferred: value), sizing([["A"]], width: value), sizing([["A"]], height: value),
            sizing([["A"]], ratio: value),
        ] {
            #expect(result.pointSize.isFinite)
            #expect(result.pointSize >= min(PickerRowFont.basePointSize, 14))
            #expect(result.pointSize <= PickerRowMetrics.maximumRowPointSize)
            #expect(result.columnWidths.allSatisfy { $0.isFinite && $0 >= 0 })
        }
    }

    // MARK: - Column widths at the fitted size / Anchos al tamaño ajustado

    /// The widths are decided at the capped size, the size fitted to those widths; the app then splits
    /// again at the fitted size. That split never narrows a column that was shared out, so titles that
    /// fit the first widths fit the final ones (random titles and widths).
    /// Los anchos se deciden al tamaño con tope y el tamaño se ajusta a ellos; la app reparte de nuevo al
    /// tamaño ajustado, lo que nunca angosta una columna repartida: lo que cabía, sigue cabiendo.
    @Test func titlesThatFitStillFitAtTheFinalWidths() async {
        let word = Gen.int(in: 1...12).map { String(repeating: "m", count: $0) }
        let title = word.array(of: 1...3).map { $0.joined(separator: " ") }
        let wheel = title.array(of: 1...5).array(of: 1...3)
        await propertyCheck(input: wheel, Gen.int(in: 120...500)) { titles, width in
            let result = sizing(titles, width: Double(width))
            guard result.pointSize > PickerRowFont.basePointSize else { return }
            #expect(
                PickerRowFont.titlesFit(
                    titles, columnWidths: result.columnWidths, pointSize: result.pointSize, measure: Self.halfEm))
            #expect(
                result.columnWidths
                    == PickerRowFont.columnWidths(
                        width: Double(width), titles: titles, pointSize: result.pointSize, measure: Self.halfEm))
        }
    }

    // MARK: - The catalogue / El catálogo

    /// Every title of both pickers (Spanish and English, measured with TypeMetricsKit's system stand-in)
    /// on every picker width the phones and iPads give (256 pt on a 320-pt screen and up) at every text
    /// size: three rows, every title in its column, never above the cap, never the floor's fallback.
    /// Cada título de ambos pickers en cada ancho y tamaño de texto: tres filas, cada título cabe.
    @Test func everyCatalogueTitleFitsEveryPickerWidth() throws {
        let face = FontFace.system
        let measure: PickerRowFont.Measure = { face.width(of: $0, size: $1) }
        for localizer in [try TestLocalizer.spanish(app: "Productos"), try TestLocalizer.english(app: "Productos")] {
            let presenter = ProductosPresenter(
                interactor: ProductosInteractor(bundledRates: .failure(.missingFile), fetcher: nil),
                localizer: localizer,
                locale: ProductosFixtures.spanishMexico, delivery: .immediate)
            for picker in ProductosPicker.allCases {
                let titles = (0..<presenter.numberOfComponents(in: picker)).map { component in
                    (0..<presenter.numberOfRows(in: picker, component: component)).map {
                        presenter.title(in: picker, component: component, row: $0)
                    }
                }
                let height = PickerRowFont.wheelHeight(of: picker)
                for width in stride(from: 256.0, through: 420, by: 4) {
                    for category in TextSizeCategory.allCases {
                        let preferred = DynamicType.pointSize(.body, at: category)
                        let result = sizing(
                            titles, width: width, height: height, preferred: preferred, measure: measure,
                            ratio: face.lineHeight(size: 1))
                        let label = "\(picker) \(width) pt \(category) \(titles[0][0])"
                        #expect(result.pointSize <= min(preferred, PickerRowMetrics.maximumRowPointSize), "\(label)")
                        #expect(
                            rows(height, at: result.pointSize, ratio: face.lineHeight(size: 1))
                                >= ProductosLayout.minimumVisibleRows, "\(label)")
                        #expect(
                            PickerRowFont.titlesFit(
                                titles, columnWidths: result.columnWidths, pointSize: result.pointSize,
                                measure: measure), "\(label)")
                    }
                }
            }
        }
    }

    // MARK: - Memo

    /// The memo answers a repeated question without measuring again, and a new width anew.
    /// La memoria responde una pregunta repetida sin volver a medir, y un ancho nuevo de nuevo.
    @Test func theMemoMeasuresOncePerQuestion() {
        let memo = PickerRowFont.Memo(limit: 2)
        var measured = 0
        let counting: PickerRowFont.Measure = { text, size in
            measured += 1
            return Self.halfEm(text, size)
        }
        func ask(_ width: Double) -> PickerRowFont.Sizing {
            memo.sizing(
                preferred: Self.ax5, lineHeightPerPoint: Self.ratio,
                wheel: PickerRowFont.Wheel(width: width, height: 150, titles: [["Tapete para mouse"]]),
                measure: counting)
        }
        let first = ask(100)
        #expect(measured > 0)
        let afterFirst = measured
        #expect(ask(100) == first)
        #expect(measured == afterFirst, "a repeated question measures nothing")
        #expect(first == sizing([["Tapete para mouse"]], width: 100, height: 150))
        _ = ask(200)
        #expect(measured > afterFirst)
        _ = ask(300)
        #expect(memo.count <= 2, "bounded")
    }
}
