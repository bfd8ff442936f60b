import AppCore
import ProductosKit
import UIKit

/// The seed's single screen: two pickers (product, colour, content mode / currency, IVA), the
/// product image, the colour indicator and the price. It renders the presenter's state and forwards
/// the pickers' questions and selections, leaving for the background and returning, and network-path
/// changes; it decides nothing about data. Created only by `ProductosWireframe`, with its presenter.
/// La pantalla del seed: dos pickers, la imagen, el indicador de color y el precio. Pinta el estado
/// del presenter y le reenvía las preguntas y selecciones de los pickers, la salida a segundo plano y
/// la vuelta, y los cambios de red; no decide nada de datos. Solo la crea `ProductosWireframe`, con su presenter.
final class ProductosViewController: UIViewController, AccessibilityIdentifying {
    static let storyboardID = StoryboardID(storyboard: "Main", identifier: "ProductosViewController")

    @IBOutlet weak var labelProd: UILabel!
    @IBOutlet weak var labelColor: UILabel!
    /// The price: its heading ("Precio (IVA incluido):", wraps) over the amount (`labelPrecio`, one
    /// line that shrinks to fit), in "Price" `priceStack`, which VoiceOver reads as one element.
    /// El precio: su encabezado sobre el monto (una línea que se reduce), en "Price", un solo elemento
    /// para VoiceOver.
    @IBOutlet weak var labelPrecioTitulo: UILabel!
    @IBOutlet weak var labelPrecio: UILabel!
    @IBOutlet weak var priceStack: UIStackView!
    @IBOutlet weak var labelTipoCambio: UILabel!
    @IBOutlet weak var imageView1: UIImageView!
    @IBOutlet weak var pickerView1: UIPickerView!
    @IBOutlet weak var pickerView2: UIPickerView!
    /// The card's layout, applied by `ProductosViewController+Layout.swift` (`ProductosLayout`): "Content"
    /// holds "Column" and, in compact height, "Pickers" beside it.
    /// La maquetación de la tarjeta: "Content" contiene "Column" y, con altura compacta, "Pickers" al lado.
    @IBOutlet weak var contentStack: UIStackView!
    @IBOutlet weak var columnStack: UIStackView!
    @IBOutlet weak var pickersStack: UIStackView!
    @IBOutlet weak var titleLabel: UILabel!
    @IBOutlet weak var imageHeight: NSLayoutConstraint!
    @IBOutlet weak var picker1Height: NSLayoutConstraint!
    @IBOutlet weak var picker2Height: NSLayoutConstraint!

    /// Kept strongly (the presenter holds this view weakly); the pickers' extension asks it too.
    /// Se guarda fuerte (el presenter retiene esta vista débilmente); la extensión de los pickers también le pregunta.
    let presenter: ProductosPresenting
    private let connectivity: ConnectivityMonitor?
    /// Where the scene's lifecycle notifications are observed (`.default`; a hosted test's own).
    /// Dónde se observan los avisos del ciclo de vida de la escena (`.default`; el propio de una prueba).
    private let notificationCenter: NotificationCenter
    /// Forwards leaving for the background and returning (`ProductosLifecycle`), kept while the screen
    /// lives. / Reenvía la salida a segundo plano y la vuelta, mientras viva la pantalla.
    private var lifecycle: ProductosLifecycle?
    /// The one pending retry of a request the system cut (`scheduleRatesRetry(after:)`), cancelled when
    /// the screen goes (`ProductosViewController+RatesRetry.swift`). / El único reintento pendiente de
    /// una petición que cortó el sistema; se cancela cuando la pantalla se va.
    var ratesRetry: DispatchWorkItem?
    /// The delay of a retry the screen's going cancelled, asked for again when it comes back.
    /// El plazo de un reintento que canceló la salida de la pantalla; se vuelve a pedir al volver.
    var ratesRetryOnReturn: TimeInterval?
    /// The delay of the retry scheduled last. / El plazo del último reintento programado.
    var ratesRetryDelay: TimeInterval = 0
    /// Component widths per picker, recomputed when the picker's width or the text size changes.
    /// Anchos de los componentes por picker; se recalculan si cambia el ancho o el tamaño del texto.
    var columnWidths: [ObjectIdentifier: (pickerWidth: CGFloat, widths: [Double])] = [:]
    /// The width each picker had at the last layout. / El ancho de cada picker en el último layout.
    private var laidOutWidths: [ObjectIdentifier: CGFloat] = [:]
    /// The arrangement on screen and the pickers' column width beside the texts.
    /// La disposición en pantalla y el ancho de la columna de pickers junto a los textos.
    var appliedLayout: ProductosLayout.Arrangement?
    /// The longest texts' heights, kept per column width and text size (measured once each).
    /// Las alturas de los textos más largos, por ancho de columna y tamaño de texto.
    var longestTextsHeights: [String: ProductosLayout.Heights] = [:]
    lazy var pickerColumnWidth = pickersStack.widthAnchor.constraint(equalToConstant: 0)
    /// The indicator's colour last rendered, for its ring after a light/dark switch.
    /// El color del indicador dibujado, para su aro tras cambiar entre claro y oscuro.
    var swatch: RGBColor?

    /// - Parameters:
    ///   - presenter: kept strongly (the presenter holds this view weakly). / Se guarda fuerte.
    ///   - connectivity: network-path reports, forwarded to the presenter. / Avisos de red.
    ///   - notificationCenter: where the scene's lifecycle is observed. / Dónde se observa el ciclo de vida.
    init?(
        coder: NSCoder, presenter: ProductosPresenting, connectivity: ConnectivityMonitor?,
        notificationCenter: NotificationCenter
    ) {
        self.presenter = presenter
        self.connectivity = connectivity
        self.notificationCenter = notificationCenter
        super.init(coder: coder)
    }

    /// Never from a storyboard alone: without a presenter there is no screen (no crash, no inert app).
    /// Nunca solo desde un storyboard: sin presenter no hay pantalla.
    required init?(coder: NSCoder) {
        return nil
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        applyAccessibilityIdentifiers()
        configureCardColours()
        configurePriceAccessibility()
        selectPresenterRows()
        observeForegroundAndNetwork()
        presenter.viewDidLoad()
    }

    /// Gone from the screen: the pending rates retry waits for the screen's return (the next return to
    /// the foreground also asks at once; a released screen's timer finds no one: it holds it weakly).
    /// Fuera de la pantalla: el reintento pendiente espera a que la pantalla vuelva (la siguiente vuelta
    /// al primer plano también pide enseguida; el temporizador de una pantalla liberada no encuentra a nadie).
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        pauseRatesRetry()
    }

    /// Back on screen: a retry its going cancelled is scheduled again (the presenter still decides
    /// whether it asks). / De vuelta en pantalla: el reintento que canceló su salida se programa otra vez.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        resumeRatesRetry()
    }

    /// A new size may change the card's layout; a new width (rotation, split view) means new column
    /// widths. / Un tamaño nuevo puede cambiar la maquetación; un ancho nuevo, nuevos anchos de columna.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        applyLayout()
        for label in [labelProd, labelColor, labelPrecioTitulo, labelTipoCambio] { label?.updateHyphenation() }
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
        // A CGColor border does not follow the appearance: decide the ring again.
        // Un borde CGColor no sigue la apariencia: se decide el aro de nuevo.
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle {
            applyIndicatorEdge()
        }
        guard previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        columnWidths.removeAll()
        view.setNeedsLayout()  // new row height: new wheel heights / nuevo alto de fila
        pickerView1.reloadAllComponents()
        pickerView2.reloadAllComponents()
    }

    private func observeForegroundAndNetwork() {
        // The rates rule needs both: nothing starts in the background, and a request that spanned a trip
        // is resent on return (`RatesRefreshPolicy`). / La regla necesita ambos: nada empieza en segundo
        // plano, y una petición que abarcó un viaje se reenvía al volver.
        lifecycle = ProductosLifecycle(
            names: ProductosLifecycle.Names(
                didEnterBackground: UIScene.didEnterBackgroundNotification,
                willEnterForeground: UIScene.willEnterForegroundNotification),
            presenter: presenter, center: notificationCenter)
        connectivity?.start { [weak self] isReachable in
            self?.presenter.connectivityChanged(isReachable: isReachable)
        }
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.Productos.screen
        labelProd.accessibilityIdentifier = AccessibilityIdentifiers.Productos.productLabel
        labelColor.accessibilityIdentifier = AccessibilityIdentifiers.Productos.colorLabel
        labelPrecio.accessibilityIdentifier = AccessibilityIdentifiers.Productos.priceLabel
        priceStack.accessibilityIdentifier = AccessibilityIdentifiers.Productos.price
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
    func picker(for pickerView: UIPickerView) -> ProductosPicker {
        pickerView === pickerView2 ? .price : .product
    }
}

// MARK: - ProductosView

extension ProductosViewController: ProductosView {
    /// Everything at once: name, image and content mode, colour indicator, price, rate caption. The
    /// prose (name, colour, price heading, caption) may hyphenate where a word is wider than the
    /// column (AX sizes on 320 pt, the landscape column); the amount never does: it shrinks instead.
    /// Todo a la vez: nombre, imagen y modo, indicador de color, precio y leyenda del tipo de cambio.
    /// El texto corrido puede llevar guion donde una palabra no cabe; el monto nunca: se reduce.
    func render(_ state: ProductosScreenState) {
        labelProd.setHyphenatedText(state.productName)
        imageView1.image = UIImage(named: state.imageName)
        imageView1.contentMode = UIView.ContentMode(state.contentMode)
        imageView1.accessibilityLabel = state.imageAccessibilityLabel
        labelColor.setHyphenatedText(state.colorName)
        labelColor.backgroundColor = UIColor(state.colorBackground)
        labelColor.textColor = UIColor(state.colorForeground)
        labelColor.accessibilityLabel = state.colorAccessibilityLabel
        swatch = state.colorBackground
        applyIndicatorEdge()
        labelPrecioTitulo.setHyphenatedText(state.priceHeading)
        labelPrecio.text = state.priceAmount  // nil: no amount, no height / sin monto, sin altura
        priceStack.accessibilityLabel = state.priceAccessibilityLabel
        labelTipoCambio.setHyphenatedText(state.rateCaption)
    }

    /// VoiceOver speaks the presenter's sentence. / VoiceOver dice la frase del presenter.
    func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }
}
