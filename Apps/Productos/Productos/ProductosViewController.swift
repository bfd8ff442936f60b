import AppCore
import ProductosKit
import UIKit

/// The seed's single screen: two pickers (product, colour, content mode / currency, IVA), the
/// product image, the colour indicator and the price. It renders the presenter's state and forwards
/// the pickers' questions and selections, the return to the foreground and network-path changes; it
/// decides nothing about data. Created only by `ProductosWireframe`, with its presenter.
/// La pantalla del seed: dos pickers, la imagen, el indicador de color y el precio. Pinta el estado
/// del presenter y le reenvía las preguntas y selecciones de los pickers, la vuelta al primer plano
/// y los cambios de red; no decide nada de datos. Solo la crea `ProductosWireframe`, con su presenter.
final class ProductosViewController: UIViewController {
    static let storyboardID = StoryboardID(storyboard: "Main", identifier: "ProductosViewController")

    @IBOutlet private weak var labelProd: UILabel!
    @IBOutlet private weak var labelColor: UILabel!
    @IBOutlet private weak var labelPrecio: UILabel!
    @IBOutlet private weak var labelTipoCambio: UILabel!
    @IBOutlet private weak var imageView1: UIImageView!
    @IBOutlet private weak var pickerView1: UIPickerView!
    @IBOutlet private weak var pickerView2: UIPickerView!

    private let presenter: ProductosPresenting
    private let connectivity: ConnectivityMonitor?
    private var foregroundObserver: NSObjectProtocol?
    /// Component widths per picker, recomputed when the picker's width or the text size changes.
    /// Anchos de los componentes por picker; se recalculan si cambia el ancho o el tamaño del texto.
    private var columnWidths: [ObjectIdentifier: (pickerWidth: CGFloat, widths: [Double])] = [:]
    /// The width each picker had at the last layout. / El ancho de cada picker en el último layout.
    private var laidOutWidths: [ObjectIdentifier: CGFloat] = [:]

    /// - Parameters:
    ///   - presenter: kept strongly (the presenter holds this view weakly). / Se guarda fuerte.
    ///   - connectivity: network-path reports, forwarded to the presenter. / Avisos de red.
    init?(coder: NSCoder, presenter: ProductosPresenting, connectivity: ConnectivityMonitor?) {
        self.presenter = presenter
        self.connectivity = connectivity
        super.init(coder: coder)
    }

    /// Never from a storyboard alone: without a presenter there is no screen (no crash, no inert app).
    /// Nunca solo desde un storyboard: sin presenter no hay pantalla.
    required init?(coder: NSCoder) {
        return nil
    }

    deinit {
        if let observer = foregroundObserver { NotificationCenter.default.removeObserver(observer) }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        assignAccessibilityIdentifiers()
        selectPresenterRows()
        observeForegroundAndNetwork()
        presenter.viewDidLoad()
    }

    /// A new width (rotation, split view) means new column widths. / Un ancho nuevo, anchos nuevos.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for pickerView in [pickerView1, pickerView2].compactMap({ $0 })
        where laidOutWidths[ObjectIdentifier(pickerView)] != pickerView.bounds.width {
            laidOutWidths[ObjectIdentifier(pickerView)] = pickerView.bounds.width
            pickerView.reloadAllComponents()
        }
    }

    /// Bigger or smaller text: the picker rows are rebuilt with the new font size and widths.
    /// Texto más grande o más chico: se reconstruyen las filas con el nuevo tamaño y anchos.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        columnWidths.removeAll()
        pickerView1.reloadAllComponents()
        pickerView2.reloadAllComponents()
    }

    private func observeForegroundAndNetwork() {
        foregroundObserver = NotificationCenter.default.addObserver(
            forName: UIScene.willEnterForegroundNotification, object: nil, queue: .main
        ) { [weak self] _ in
            self?.presenter.sceneWillEnterForeground()
        }
        connectivity?.start { [weak self] isReachable in
            self?.presenter.connectivityChanged(isReachable: isReachable)
        }
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

    /// VoiceOver speaks the presenter's sentence. / VoiceOver dice la frase del presenter.
    func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
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
    private var rowFont: UIFont {
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
