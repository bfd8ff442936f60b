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

    /// Each row is a Futura label in the presenter's orange, with its VoiceOver label.
    /// Cada fila es una etiqueta Futura en el naranja del presenter, con su etiqueta de VoiceOver.
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
        label.minimumScaleFactor = 0.6
        label.text = model.title
        label.accessibilityLabel = model.accessibilityLabel
        return label
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        max(44, ceil(rowFont(for: currentRowStyle).lineHeight * 1.5))
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        presenter.didSelectRow(row)
    }

    /// Futura from the presenter's style, scaled with Dynamic Type.
    /// Futura según el estilo del presenter, escalada con Dynamic Type.
    private func rowFont(for style: PickerRowStyle) -> UIFont {
        let base =
            UIFont(name: style.fontName, size: CGFloat(style.pointSize))
            ?? .systemFont(ofSize: CGFloat(style.pointSize), weight: .medium)
        return UIFontMetrics(forTextStyle: .title2).scaledFont(for: base, compatibleWith: traitCollection)
    }

    private var currentRowStyle: PickerRowStyle {
        presenter.pickerRowStyle(darkAppearance: traitCollection.userInterfaceStyle == .dark)
    }
}
