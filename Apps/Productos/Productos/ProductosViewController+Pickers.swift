import AppCore
import ProductosKit
import UIKit

// MARK: - Pickers (data source and delegate, connected in Main.storyboard)

/// The row sizes already fitted (`PickerRowFont.sizing`, measured with the system font), remembered
/// by their inputs: the rows ask on every draw. / Los tamaños de fila ya ajustados, por sus entradas.
private let fittedRows = PickerRowFont.Memo()

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
        label.font = rowFont(for: pickerView)
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        label.accessibilityLabel = presenter.rowAccessibilityLabel(
            in: picker(for: pickerView), component: component, row: row)
        return label
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        CGFloat(PickerRowMetrics.rowHeight(lineHeight: Double(rowFont(for: pickerView).lineHeight)))
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

    /// Body text that follows Dynamic Type up to the size `PickerRowFont` fits to this picker: at most
    /// 28 pt, three rows in the wheel, every title in its column in two lines at 60 %.
    /// Texto de cuerpo que sigue Dynamic Type hasta el tamaño que `PickerRowFont` ajusta a este picker.
    func rowFont(for pickerView: UIPickerView) -> UIFont {
        UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .systemFont(ofSize: CGFloat(PickerRowFont.basePointSize)),
            maximumPointSize: CGFloat(rowSizing(of: pickerView).pointSize), compatibleWith: traitCollection)
    }

    /// The taller of the two pickers' row fonts: the card's layout (`applyLayout()`) sizes both wheels
    /// from one row height, so in compact height each keeps at least three of its own rows.
    /// La más alta de las fuentes de fila de los dos pickers: la maquetación usa un solo alto de fila.
    var rowFont: UIFont {
        [pickerView1, pickerView2].compactMap { $0 }.map(rowFont(for:)).max { $0.lineHeight < $1.lineHeight }
            ?? preferredRowFont
    }

    /// The row font Dynamic Type asks for, before any cap. / La fuente que pide Dynamic Type, sin tope.
    private var preferredRowFont: UIFont {
        UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .systemFont(ofSize: CGFloat(PickerRowFont.basePointSize)), compatibleWith: traitCollection)
    }

    /// `PickerRowFont.sizing` for this picker: its width, its wheel's regular height and its titles,
    /// measured with the system font (the rows' font) at each size tried.
    /// El tamaño ajustado para este picker: su ancho, la altura normal de la rueda y sus títulos.
    private func rowSizing(of pickerView: UIPickerView) -> PickerRowFont.Sizing {
        let picker = self.picker(for: pickerView)
        let titles = (0..<presenter.numberOfComponents(in: picker)).map { component in
            (0..<presenter.numberOfRows(in: picker, component: component)).map {
                presenter.title(in: picker, component: component, row: $0)
            }
        }
        let preferred = preferredRowFont
        let wheel = PickerRowFont.Wheel(
            width: Double(pickerView.bounds.width), height: PickerRowFont.wheelHeight(of: picker), titles: titles)
        return fittedRows.sizing(
            preferred: Double(preferred.pointSize),
            lineHeightPerPoint: Double(preferred.lineHeight / preferred.pointSize),
            wheel: wheel
        ) { text, size in
            Double((text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: CGFloat(size))]).width)
        }
    }

    /// The widths `PickerRowFont` gives at the fitted row font (each component's widest title split by
    /// `PickerColumnWidths`), kept until the picker's width or the text size changes.
    /// Los anchos al tamaño ajustado, guardados hasta que cambie el ancho o el tamaño del texto.
    private func componentWidths(of pickerView: UIPickerView) -> [Double] {
        let key = ObjectIdentifier(pickerView)
        let width = pickerView.bounds.width
        if let cached = columnWidths[key], cached.pickerWidth == width { return cached.widths }
        let widths = rowSizing(of: pickerView).columnWidths
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
