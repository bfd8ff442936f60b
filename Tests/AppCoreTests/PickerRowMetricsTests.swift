import AppCore
import Testing

/// The picker row sizes Productos and Estados share. / Los tamaños de fila que comparten ambas apps.
@Suite struct PickerRowMetricsTests {
    @Test func rowsAreTallEnoughForTwoShrunkenLines() {
        for lineHeight in [20.3, 33.4, 36.5] {
            let height = PickerRowMetrics.rowHeight(lineHeight: lineHeight)
            #expect(height >= 2 * lineHeight * PickerRowMetrics.minimumScaleFactor)
            #expect(height < 2 * lineHeight)
        }
        #expect(PickerRowMetrics.maximumLines == 2)
    }
}
