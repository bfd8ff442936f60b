import AppCore
import EstadosKit
import UIKit

/// The only screen: a text field whose keyboard is a picker of the 32 states, the state's map on a
/// fixed card, its population and a short description. It renders what `EstadosPresenting` decides.
/// It is made only by `EstadosWireframe.makeModule`, which sets its presenter right after instantiation.
///
/// La única pantalla: un campo de texto cuyo teclado es un picker de los 32 estados, el mapa del
/// estado en una tarjeta fija, su población y una descripción breve. Dibuja lo que decide
/// `EstadosPresenting`. Solo la crea `EstadosWireframe.makeModule`, que le asigna su presenter.
/// The picker's data source and delegate are in `EstadosViewController+Picker.swift`.
/// Over ~150 lines on purpose: the seed builds the picker, its toolbar and the palette animation in
/// code on this one screen (no child screens to split into); every decision is in EstadosKit.
/// El origen de datos y delegado del picker están en `EstadosViewController+Picker.swift`. Pasa de
/// ~150 líneas a propósito: el documento arma en código el picker, su barra y la animación de la
/// paleta en esta única pantalla; toda decisión está en EstadosKit.
final class EstadosViewController: UIViewController, StoryboardInstantiable, AlertShowing, AccessibilityIdentifying {
    /// Checked against the storyboard by project-checks. / Lo verifica project-checks contra el storyboard.
    static let storyboardID = StoryboardID(storyboard: "Main", identifier: "EstadosViewController")
    /// Whether this binary contains the private `suspend` call (`suspendApp`); the wireframe shows
    /// "Adiós" only then. / Si este binario contiene la llamada privada; solo entonces aparece "Adiós".
    static var suspendIsCompiledIn: Bool {
        #if ESTADOS_GOODBYE_SUSPEND
            return true
        #else
            return false
        #endif
    }

    @IBOutlet weak var scrollView: UIScrollView!
    @IBOutlet weak var nombreEstado: UITextField!
    @IBOutlet weak var mapCard: UIView!
    @IBOutlet weak var imagenBanderas: UIImageView!
    @IBOutlet weak var poblacion: UILabel!
    @IBOutlet weak var informacion: UILabel!
    /// "Content" holds "Column" (field, card, population, description); in compact height the card
    /// moves beside the column (`EstadosViewController+Layout.swift`).
    /// "Content" contiene "Column"; con altura compacta la tarjeta pasa junto a la columna.
    @IBOutlet weak var contentStack: UIStackView!
    @IBOutlet weak var columnStack: UIStackView!
    /// The badge with "Elige un estado" on the card before any choice. / La insignia antes de elegir.
    @IBOutlet weak var mapInvitation: UIView!
    @IBOutlet weak var mapInvitationLabel: UILabel!

    /// Set by `EstadosWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `EstadosWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: EstadosPresenting!

    private let picker = UIPickerView()
    private let toolbar = UIToolbar()
    private let hideButton = UIBarButtonItem()
    private let goodbyeButton = UIBarButtonItem()
    private let flexibleSpace = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
    private var statusBarStyle: UIStatusBarStyle = .default
    /// Insets the scroll view by the picker's height. / Recorre el scroll view la altura del picker.
    private var keyboardAvoider: KeyboardAvoider?
    /// The arrangement on screen and the card's width beside the texts (`EstadosLayout`).
    /// La disposición en pantalla y el ancho de la tarjeta junto a los textos.
    var appliedArrangement: EstadosLayout.Arrangement?
    lazy var mapCardWidth = mapCard.widthAnchor.constraint(equalToConstant: 0)

    override var preferredStatusBarStyle: UIStatusBarStyle { statusBarStyle }

    override func viewDidLoad() {
        super.viewDidLoad()
        configureTextField()
        configureMapCard()
        crearPickerView()
        crearToolBar()
        applyAccessibilityIdentifiers()
        keyboardAvoider = KeyboardAvoider(scrollView: scrollView) { [weak self] in
            self?.applyArrangement()
            self?.scrollDetailsIntoView(animated: false)
        }
        presenter.viewDidLoad()
    }

    /// A new size or height class may move the map beside the texts. / Otro tamaño puede mover el mapa.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        applyArrangement()
        capFieldFont()
        informacion.updateHyphenation()
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presentPendingAlert()
    }

    /// Dark mode or text size changed: redraw the picker rows with the matching style.
    /// Cambió el modo oscuro o el tamaño del texto: se redibujan las filas del picker.
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard
            previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle
                || previousTraitCollection?.preferredContentSizeCategory != traitCollection.preferredContentSizeCategory
        else { return }
        picker.reloadAllComponents()
    }

    // MARK: - Building the input views / Construcción de las vistas de entrada

    private func configureTextField() {
        nombreEstado.delegate = self
        nombreEstado.tintColor = .clear  // no caret: the picker is the keyboard / sin cursor: el picker es el teclado
        nombreEstado.layer.cornerRadius = 8
        nombreEstado.clipsToBounds = true
        // The name shrinks to fit on one line instead of being cut (Title 2 grows, the field's width does
        // not); 17 pt fits "Baja California Sur" on an SE. While the picker is up the field is edited and
        // does not shrink: `capFieldFont()` lowers its font so the widest name fits then too.
        // El nombre se reduce para caber en una línea en lugar de cortarse (Title 2 crece, el ancho del
        // campo no); 17 pt basta para "Baja California Sur" en un SE. Con el picker arriba el campo se
        // edita y no se reduce: `capFieldFont()` baja su fuente para que el nombre más ancho quepa.
        nombreEstado.adjustsFontSizeToFitWidth = true
        nombreEstado.minimumFontSize = 17
    }

    /// The map's card keeps the named colour `MapCard` (charcoal, black in dark mode) whatever the
    /// random background: the map's grey and red stay at 3:1 or more on it (tested in EstadosKitTests).
    /// La tarjeta del mapa conserva el color `MapCard` (grafito, negro en modo oscuro) sea cual sea
    /// el fondo aleatorio: el gris y el rojo del mapa contrastan 3:1 o más con ella.
    private func configureMapCard() {
        mapCard.layer.cornerRadius = 12
        mapCard.layer.cornerCurve = .continuous
        mapCard.clipsToBounds = true
        mapCard.isAccessibilityElement = false
        mapInvitation.layer.cornerRadius = 12
        mapInvitation.layer.cornerCurve = .continuous
        mapInvitationLabel.adjustsFontSizeToFitWidth = true
        mapInvitationLabel.minimumScaleFactor = 0.5
    }

    /// The picker replaces the keyboard of `nombreEstado`; its background follows the presenter's
    /// style for the current appearance.
    /// El picker sustituye al teclado de `nombreEstado`; su fondo sigue el estilo del presenter.
    private func crearPickerView() {
        picker.dataSource = self
        picker.delegate = self
        picker.backgroundColor = UIColor { [weak self] traits in
            guard let presenter = self?.presenter else { return .systemBackground }
            return UIColor(presenter.pickerRowStyle(darkAppearance: traits.userInterfaceStyle == .dark).background)
        }
        nombreEstado.inputView = picker
    }

    /// Toolbar above the picker: "Adiós" (leave the app) on the left, "Ocultar" on the right; the
    /// screen's model says whether "Adiós" is there (`GoodbyeButton`).
    /// Barra sobre el picker: "Adiós" (salir de la app) a la izquierda y "Ocultar" a la derecha; el
    /// modelo de la pantalla dice si "Adiós" está (`GoodbyeButton`).
    private func crearToolBar() {
        toolbar.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 44)
        hideButton.style = .done
        hideButton.target = self
        hideButton.action = #selector(dismissKeyboard)
        goodbyeButton.style = .plain
        goodbyeButton.target = self
        goodbyeButton.action = #selector(adios)
        toolbar.items = [goodbyeButton, flexibleSpace, hideButton]
        toolbar.sizeToFit()
        nombreEstado.inputAccessoryView = toolbar
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.Estados.screen
        nombreEstado.accessibilityIdentifier = AccessibilityIdentifiers.Estados.stateField
        picker.accessibilityIdentifier = AccessibilityIdentifiers.Estados.picker
        imagenBanderas.accessibilityIdentifier = AccessibilityIdentifiers.Estados.image
        poblacion.accessibilityIdentifier = AccessibilityIdentifiers.Estados.population
        informacion.accessibilityIdentifier = AccessibilityIdentifiers.Estados.information
        hideButton.accessibilityIdentifier = AccessibilityIdentifiers.Estados.hideButton
        goodbyeButton.accessibilityIdentifier = AccessibilityIdentifiers.Estados.goodbyeButton
    }

    // MARK: - Toolbar actions / Acciones de la barra

    @objc private func dismissKeyboard() {
        presenter.didTapHide()
    }

    @objc private func adios() {
        presenter.didTapGoodbye()
    }

    // MARK: - Rendering helpers / Ayudas de dibujo

    private func apply(_ palette: EstadosPalette) {
        let changes = {
            self.view.backgroundColor = UIColor(palette.background)
            self.nombreEstado.backgroundColor = UIColor(palette.background)
            self.nombreEstado.textColor = UIColor(palette.fieldText)
            self.nombreEstado.layer.borderWidth = 1
            self.nombreEstado.layer.borderColor = UIColor(palette.fieldText).cgColor
            self.poblacion.textColor = UIColor(palette.populationText)
            self.informacion.textColor = UIColor(palette.informationText)
        }
        if UIAccessibility.isReduceMotionEnabled {
            changes()
        } else {
            UIView.animate(withDuration: 0.25, animations: changes)
        }
        statusBarStyle = palette.hasDarkBackground ? .lightContent : .darkContent
        setNeedsStatusBarAppearanceUpdate()
    }

    private func apply(_ map: EstadosMapViewModel) {
        imagenBanderas.image = map.imageName.flatMap { UIImage(named: $0) }
        imagenBanderas.isAccessibilityElement = map.isAccessibilityElement
        imagenBanderas.accessibilityLabel = map.accessibilityLabel
        mapInvitationLabel.text = map.caption
        mapInvitation.isHidden = map.caption == nil
    }

}

// MARK: - EstadosView

extension EstadosViewController: EstadosView {
    func render(_ screen: EstadosScreenViewModel) {
        nombreEstado.placeholder = screen.fieldPlaceholder
        nombreEstado.accessibilityLabel = screen.fieldAccessibilityLabel
        nombreEstado.accessibilityHint = screen.fieldAccessibilityHint
        poblacion.text = screen.populationText
        informacion.setHyphenatedText(screen.informationText)
        apply(screen.map)
        picker.accessibilityLabel = screen.pickerAccessibilityLabel
        hideButton.title = screen.hideButtonTitle
        hideButton.accessibilityHint = screen.hideButtonAccessibilityHint
        goodbyeButton.title = screen.goodbyeButtonTitle
        goodbyeButton.accessibilityHint = screen.goodbyeButtonAccessibilityHint
        toolbar.items = (screen.showsGoodbyeButton ? [goodbyeButton] : []) + [flexibleSpace, hideButton]
        nombreEstado.isEnabled = screen.isFieldEnabled
        picker.reloadAllComponents()
    }

    func render(_ selection: EstadosSelectionViewModel) {
        nombreEstado.text = selection.fieldText
        apply(selection.map)
        poblacion.text = selection.populationText
        // A description's word wider than the line (AX5 on 320 pt with the picker up) is hyphenated.
        // Una palabra de la descripción más ancha que la línea se divide con guion.
        informacion.setHyphenatedText(selection.informationText)
        apply(selection.palette)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }

    func revealSelectionDetails() {
        scrollDetailsIntoView(animated: !UIAccessibility.isReduceMotionEnabled)
    }

    func showPickerRow(_ row: Int) {
        picker.selectRow(row, inComponent: 0, animated: false)
    }

    func dismissPicker() {
        view.endEditing(true)
    }

    /// The seed's approach: ask the application to suspend (like pressing the Home button). A private
    /// selector, compiled only with `ESTADOS_GOODBYE_BUTTON = suspend` (the compilation condition
    /// ESTADOS_GOODBYE_SUSPEND, Config/Estados.xcconfig); with `hidden` the binary does not contain it
    /// and the button is never shown (docs/apps/estados.md, E5).
    /// El método del documento: pedir a la aplicación que se suspenda (como el botón de inicio). Es un
    /// selector privado que solo se compila con `ESTADOS_GOODBYE_BUTTON = suspend`; con `hidden` el
    /// binario no lo contiene y el botón nunca aparece.
    func suspendApp() {
        #if ESTADOS_GOODBYE_SUSPEND
            UIControl().sendAction(#selector(NSXPCConnection.suspend), to: UIApplication.shared, for: nil)
        #endif
    }

    func showLoadError(_ alert: EstadosAlertViewModel) {
        NSLog("Estados: %@", alert.technicalDetail)
        showAlert(alert.alert)
    }
}

// MARK: - UITextFieldDelegate

extension EstadosViewController: UITextFieldDelegate {
    func textFieldDidBeginEditing(_ textField: UITextField) {
        presenter.didBeginEditing()
    }

    /// Only the picker writes in the field. / Solo el picker escribe en el campo.
    func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool {
        false
    }
}
