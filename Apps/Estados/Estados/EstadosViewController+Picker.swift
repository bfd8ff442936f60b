import EstadosKit
import UIKit

/// The picker of the 32 states: rows, their style and the selection, all from the presenter.
/// El picker de los 32 estados: filas, su estilo y la selección, todo desde el presenter.

extension EstadosViewController: UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int {
        1
    }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        presenter.numberOfRows
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        presenter.title(forRow: row)
    }

    /// Each row is a Futura label in the presenter's orange: the state's icon and name (the icon only
    /// here), shrinking and then wrapping to a second line when too wide; VoiceOver reads the
    /// presenter's label (name and population, whole, no icon).
    /// Cada fila es una etiqueta Futura en el naranja del presenter: icono y nombre (el icono solo
    /// aquí), que se encoge y luego pasa a una segunda línea; VoiceOver lee la etiqueta del presenter.
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = (view as? UILabel) ?? UILabel()
        let style = currentRowStyle
        guard let model = presenter.row(at: row) else { return label }
        label.font = rowFont(for: style)
        label.textColor = UIColor(style.textColor)
        label.textAlignment = .center
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = CGFloat(PickerRowStyle.minimumScaleFactor)
        label.numberOfLines = PickerRowStyle.maximumLines
        label.lineBreakMode = .byTruncatingTail
        label.text = model.title
        label.accessibilityLabel = model.accessibilityLabel
        return label
    }

    /// Two shrunken lines of the fitted font (`PickerRowStyle.rowHeight`, AppCore's `PickerRowMetrics`).
    /// Dos líneas encogidas de la fuente ajustada.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        CGFloat(PickerRowStyle.rowHeight(lineHeight: Double(rowFont(for: currentRowStyle).lineHeight)))
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        presenter.didSelectRow(row)
    }

    /// Futura from the presenter's style, scaled with Dynamic Type as Title 2 up to the size
    /// `PickerRowStyle.fittedPointSize` gives for the real font's line: at most 28 pt and three rows in
    /// the compact (landscape) wheel, so three rows in both orientations.
    /// Futura según el estilo del presenter, escalada como Title 2 hasta el tamaño ajustado a la rueda.
    func rowFont(for style: PickerRowStyle) -> UIFont {
        let base =
            UIFont(name: style.fontName, size: CGFloat(style.pointSize))
            ?? .systemFont(ofSize: CGFloat(style.pointSize), weight: .medium)
        let metrics = UIFontMetrics(forTextStyle: .title2)
        let preferred = metrics.scaledFont(for: base, compatibleWith: traitCollection)
        let fitted = PickerRowStyle.fittedPointSize(
            preferred: Double(preferred.pointSize), lineHeightPerPoint: Double(base.lineHeight / base.pointSize))
        return metrics.scaledFont(for: base, maximumPointSize: CGFloat(fitted), compatibleWith: traitCollection)
    }

    var currentRowStyle: PickerRowStyle {
        presenter.pickerRowStyle(darkAppearance: traitCollection.userInterfaceStyle == .dark)
    }
}
