import AppCore
import ProductosKit
import UIKit

/// The seed's single screen: two pickers (product, colour, content mode / currency, IVA), the
/// product image, the colour indicator and the price. It renders the presenter's state and forwards
/// the pickers' questions and selections; it decides nothing about data.
/// La pantalla del seed: dos pickers, la imagen, el indicador de color y el precio. Pinta el estado
/// del presenter y le reenvía las preguntas y selecciones de los pickers; no decide nada de datos.
final class ProductosViewController: UIViewController {
    @IBOutlet private weak var labelProd: UILabel!
    @IBOutlet private weak var labelColor: UILabel!
    @IBOutlet private weak var labelPrecio: UILabel!
    @IBOutlet private weak var labelTipoCambio: UILabel!
    @IBOutlet private weak var imageView1: UIImageView!
    @IBOutlet private weak var pickerView1: UIPickerView!
    @IBOutlet private weak var pickerView2: UIPickerView!

    /// Set by `ProductosWireframe` before the view loads. / Lo asigna `ProductosWireframe`.
    var presenter: ProductosPresenting!

    override func viewDidLoad() {
        super.viewDidLoad()
        assignAccessibilityIdentifiers()
        selectPresenterRows()
        presenter.viewDidLoad()
    }

    /// Bigger or smaller text: the picker rows are rebuilt with the new font size.
    /// Texto más grande o más chico: se reconstruyen las filas con el nuevo tamaño.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        pickerView1.reloadAllComponents()
        pickerView2.reloadAllComponents()
    }

    private func assignAccessibilityIdentifiers() {
        labelProd.accessibilityIdentifier = AccessibilityIdentifiers.Productos.productLabel
        labelColor.accessibilityIdentifier = AccessibilityIdentifiers.Productos.colorLabel
        labelPrecio.accessibilityIdentifier = AccessibilityIdentifiers.Productos.priceLabel
        labelTipoCambio.accessibilityIdentifier = AccessibilityIdentifiers.Productos.rateCaption
        imageView1.accessibilityIdentifier = AccessibilityIdentifiers.Productos.image
        pickerView1.accessibilityIdentifier = AccessibilityIdentifiers.Productos.productPicker
        pickerView2.accessibilityIdentifier = AccessibilityIdentifiers.Productos.pricePicker
    }

    /// Puts each wheel on the row the presenter holds. / Pone cada rueda en la fila del presenter.
    private func selectPresenterRows() {
        for pickerView in [pickerView1, pickerView2].compactMap({ $0 }) {
            let picker = self.picker(for: pickerView)
            for component in 0..<presenter.numberOfComponents(in: picker) {
                pickerView.selectRow(
                    presenter.selectedRow(in: picker, component: component), inComponent: component, animated: false)
            }
        }
    }

    /// Which of the seed's pickers a wheel is. / Cuál de los pickers del seed es una rueda.
    private func picker(for pickerView: UIPickerView) -> ProductosPicker {
        pickerView === pickerView2 ? .price : .product
    }
}

// MARK: - ProductosView

extension ProductosViewController: ProductosView {
    /// Everything at once: name, image and content mode, colour indicator, price, rate caption.
    /// Todo a la vez: nombre, imagen y modo, indicador de color, precio y leyenda del tipo de cambio.
    func render(_ state: ProductosScreenState) {
        labelProd.text = state.productName
        imageView1.image = UIImage(named: state.imageName)
        imageView1.contentMode = UIView.ContentMode(state.contentMode)
        imageView1.accessibilityLabel = state.imageAccessibilityLabel
        labelColor.text = state.colorName
        labelColor.backgroundColor = UIColor(state.colorBackground)
        labelColor.textColor = UIColor(state.colorForeground)
        labelColor.accessibilityLabel = state.colorAccessibilityLabel
        labelPrecio.text = state.priceText
        labelPrecio.accessibilityLabel = state.priceAccessibilityLabel
        labelTipoCambio.text = state.rateCaption
    }
}

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

    /// A Dynamic Type label per row (titleForRow alone keeps a fixed font).
    /// Una etiqueta con Dynamic Type por fila (titleForRow solo usa una fuente fija).
    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        let label = (view as? UILabel) ?? Self.makeRowLabel()
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        label.accessibilityLabel = label.text
        return label
    }

    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIFont.preferredFont(forTextStyle: .body).lineHeight * 1.6
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        presenter.didSelect(in: picker(for: pickerView), component: component, row: row)
    }

    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? {
        presenter.accessibilityLabel(in: picker(for: pickerView), component: component)
    }

    private static func makeRowLabel() -> UILabel {
        let label = UILabel()
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.adjustsFontSizeToFitWidth = true
        label.minimumScaleFactor = 0.6
        label.textAlignment = .center
        label.textColor = .label
        return label
    }
}
