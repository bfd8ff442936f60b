import AppCore
import ProductosKit
import UIKit

// MARK: - Pickers (data source and delegate, connected in Main.storyboard)

extension ProductosViewController: UIPickerViewDataSource, UIPickerViewAccessibilityDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        presenter.numberOfComponents(in: picker(for: pickerView))
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        presenter.numberOfRows(in: picker(for: pickerView), component: component)
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        presenter.title(in: picker(for: pickerView), component: component, row: row)
    }

    /// A Dynamic Type label per row (titleForRow alone keeps a fixed font): it shrinks, then wraps
    /// to a second line; VoiceOver reads the presenter's row label.
    /// Una etiqueta con Dynamic Type por fila: se encoge y luego pasa a una segunda línea;
    /// VoiceOver lee la etiqueta de fila del presenter.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = (view as? UILabel) ?? makeRowLabel()
        label.font = rowFont
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        label.accessibilityLabel = presenter.rowAccessibilityLabel(
            in: picker(for: pickerView), component: component, row: row)
        return label
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        CGFloat(PickerRowMetrics.rowHeight(lineHeight: Double(rowFont.lineHeight)))
    }

    /// Widths that fit each component's widest title (`PickerColumnWidths`), not equal thirds.
    /// Anchos que se ajustan al título más ancho de cada componente, no tercios iguales.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let widths = componentWidths(of: pickerView)
        return widths.indices.contains(component) ? CGFloat(widths[component]) : 0
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        presenter.didSelect(in: picker(for: pickerView), component: component, row: row)
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        presenter.accessibilityLabel(in: picker(for: pickerView), component: component)
    }

    /// Body text that follows Dynamic Type up to `PickerRowMetrics.maximumRowPointSize`.
    /// Texto de cuerpo que sigue Dynamic Type hasta el máximo de las filas.
    var rowFont: UIFont {
        UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .systemFont(ofSize: 17), maximumPointSize: CGFloat(PickerRowMetrics.maximumRowPointSize),
            compatibleWith: traitCollection)
    }

    /// Measures every component's widest title at the row font and lets the package split the width.
    /// Mide el título más ancho de cada componente y deja que el paquete reparta el ancho.
    private func componentWidths(of pickerView: UIPickerView) -> [Double] {
        let key = ObjectIdentifier(pickerView)
        let width = pickerView.bounds.width
        if let cached = columnWidths[key], cached.pickerWidth == width { return cached.widths }
        let picker = self.picker(for: pickerView)
        let attributes: [NSAttributedString.Key: Any] = [.font: rowFont]
        let measured = (0..<presenter.numberOfComponents(in: picker)).map { component -> Double in
            let titles = (0..<presenter.numberOfRows(in: picker, component: component)).map {
                presenter.title(in: picker, component: component, row: $0)
            }
            let widest = titles.map { ($0 as NSString).size(withAttributes: attributes).width }.max() ?? 0
            return Double(widest) + PickerColumnWidths.titlePadding
        }
        let widths = PickerColumnWidths.split(totalWidth: Double(width), measured: measured)
        columnWidths[key] = (width, widths)
        return widths
    }

    private func makeRowLabel() -> UILabel {
        let label = UILabel()
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = CGFloat(PickerRowMetrics.minimumScaleFactor)
        label.numberOfLines = PickerRowMetrics.maximumLines
        label.lineBreakMode = .byTruncatingTail
        label.textAlignment = .center
        label.textColor = .label
        return label
    }
}
