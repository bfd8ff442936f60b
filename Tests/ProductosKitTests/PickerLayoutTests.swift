import AppCore
import Foundation
import TestSupport
import Testing

@testable import ProductosKit

/// pickerView1's component widths (they fit their content instead of three equal columns) and what
/// VoiceOver reads on each row (the row metrics are AppCore's `PickerRowMetricsTests`).
/// Anchos de los componentes de pickerView1 y lo que lee VoiceOver en cada fila (las métricas de fila
/// están en `PickerRowMetricsTests` de AppCore).
@Suite struct PickerLayoutTests {
    private let spacing = PickerColumnWidths.componentSpacing

    /// An SE is 320 points wide; the card and stack insets leave 320 − 2 × 16 − 2 × 16 = 256.
    /// Un SE mide 320 puntos; los márgenes de la tarjeta y la pila dejan 256.
    @Test func onANarrowPhoneTheNarrowColumnsKeepTheirWidthAndTheWideOnesShareTheRest() {
        // Widest titles at 17 pt: "Tapete para mouse" ≈ 150, "Turquesa" ≈ 75, "Arriba izquierda" ≈ 140.
        // Room: 256 − 4 × 5 = 236. "Turquesa" fits an equal third (78.7) and keeps 75; the other two
        // share 161. / "Turquesa" cabe en un tercio y conserva 75; los otros dos se reparten 161.
        #expect(PickerColumnWidths.split(totalWidth: 256, measured: [150, 75, 140]) == [80.5, 75, 80.5])
        // Short colour and mode names leave the product most of the room (equal thirds gave it 78.7).
        // Nombres cortos de color y modo dejan al producto casi todo el espacio.
        #expect(PickerColumnWidths.split(totalWidth: 256, measured: [150, 50, 60]) == [126, 50, 60])
    }

    @Test func whenEverythingFitsEachColumnGetsItsNeedPlusAProportionalShare() {
        let widths = PickerColumnWidths.split(totalWidth: 420, measured: [150, 75, 140])
        let room = 420 - 4 * spacing
        #expect(abs(widths.reduce(0, +) - room) < 1e-9)
        for (width, need) in zip(widths, [150.0, 75, 140]) {
            #expect(width >= need)
            #expect(abs(width / need - room / 365) < 1e-9)
        }
    }

    @Test func oneHugeColumnCannotStarveTheOthers() {
        let widths = PickerColumnWidths.split(totalWidth: 256, measured: [1000, 60, 70])
        #expect(widths[1] == 60)
        #expect(widths[2] == 70)
        #expect(abs(widths[0] - (256 - 4 * spacing - 130)) < 1e-9)
    }

    @Test(arguments: [
        (0.0, [10.0, 20.0]), (-5, [10, 20]), (.nan, [10, 20]), (300, [.nan, -3]), (300, [.infinity, 20]),
        (.infinity, [10, 20]),
    ])
    func badInputNeverGivesNegativeOrNonFiniteWidths(total: Double, measured: [Double]) {
        let widths = PickerColumnWidths.split(totalWidth: total, measured: measured)
        #expect(widths.count == measured.count)
        #expect(widths.allSatisfy { $0.isFinite && $0 >= 0 })
    }

    @Test func noComponentsNoWidths() {
        #expect(PickerColumnWidths.split(totalWidth: 300, measured: []).isEmpty)
    }

    // MARK: - Row VoiceOver labels / Etiquetas de VoiceOver de las filas

    private func presenter(_ localizer: Localizer) -> ProductosPresenter {
        ProductosPresenter(
            interactor: ProductosInteractor(bundledRates: .failure(.missingFile), fetcher: nil), localizer: localizer,
            locale: ProductosFixtures.spanishMexico, delivery: .immediate)
    }

    @Test func currencyRowsReadTheFullNameOtherRowsTheirTitle() throws {
        let spanish = presenter(try TestLocalizer.spanish(app: "Productos"))
        #expect(
            (0..<6).map { spanish.rowAccessibilityLabel(in: .price, component: 0, row: $0) } == [
                "Peso mexicano", "Dólar estadounidense", "Euro", "Yen japonés", "Libra esterlina", "Dólar canadiense",
            ])
        for picker in ProductosPicker.allCases {
            for (index, component) in picker.components.enumerated() where component != .currency {
                for row in 0..<component.rowCount {
                    #expect(
                        spanish.rowAccessibilityLabel(in: picker, component: index, row: row)
                            == spanish.title(in: picker, component: index, row: row))
                }
            }
        }
        let english = presenter(try TestLocalizer.english(app: "Productos"))
        #expect(english.rowAccessibilityLabel(in: .price, component: 0, row: 1) == "US dollar")
    }

    @Test func outOfRangeRowLabelsAreEmpty() throws {
        let spanish = presenter(try TestLocalizer.spanish(app: "Productos"))
        #expect(spanish.rowAccessibilityLabel(in: .price, component: 0, row: 6) == "")
        #expect(spanish.rowAccessibilityLabel(in: .price, component: 2, row: 0) == "")
        #expect(spanish.rowAccessibilityLabel(in: .product, component: 0, row: -1) == "")
    }
}
