import MapFeatureKit
import MapKit
import UIKit

/// A map, latitude and longitude fields and "Mostrar": the presenter validates and decides the
/// pin and region; this screen only draws them. Map and form share one scroll view: the map fills
/// what the form leaves (at least 160 pt) and, when that does not fit (landscape, error messages,
/// large text), everything scrolls instead of sliding under the tab bar.
/// Un mapa, campos de latitud y longitud y "Mostrar": el presenter valida y decide el pin y la
/// región; esta pantalla solo los dibuja. Mapa y formulario comparten un scroll view: el mapa
/// ocupa lo que deja el formulario (160 pt como mínimo) y, si no cabe, todo se desplaza.
final class MapViewController: UIViewController, StoryboardInstantiable, AccessibilityIdentifying {
    static let storyboardID = StoryboardID(storyboard: "Map", identifier: "MapViewController")

    /// Set by `MapWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `MapWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: MapPresenting!

    @IBOutlet private(set) var scrollView: UIScrollView!
    @IBOutlet private(set) var mapView: MKMapView!
    @IBOutlet private var latitudeLabel: UILabel!
    @IBOutlet private var latitudeField: UITextField!
    @IBOutlet private var latitudeErrorLabel: UILabel!
    @IBOutlet private var longitudeLabel: UILabel!
    @IBOutlet private var longitudeField: UITextField!
    @IBOutlet private var longitudeErrorLabel: UILabel!
    @IBOutlet private(set) var showButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        // The storyboard's text styles in Lato, scaled with Dynamic Type (`AppFont`).
        // Los estilos de texto del storyboard en Lato, escalados con Dynamic Type.
        AppFont.adopt(in: view)
        configureViews()
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }

    private func configureViews() {
        view.backgroundColor = AdaptivePalette.background
        // The visible labels name the fields for VoiceOver too (texts come from the storyboard).
        // Las etiquetas visibles nombran los campos para VoiceOver (textos del storyboard).
        latitudeField.accessibilityLabel = latitudeLabel.text
        longitudeField.accessibilityLabel = longitudeLabel.text
        latitudeField.delegate = self
        longitudeField.delegate = self
        [latitudeErrorLabel, longitudeErrorLabel].forEach { $0?.textColor = AdaptivePalette.error }
        showButton.titleLabel?.adjustsFontForContentSizeCategory = true
    }

    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.Map.screen
        mapView.accessibilityIdentifier = AccessibilityIdentifiers.Map.map
        latitudeField.accessibilityIdentifier = AccessibilityIdentifiers.Map.latitude
        latitudeErrorLabel.accessibilityIdentifier = AccessibilityIdentifiers.Map.latitudeError
        longitudeField.accessibilityIdentifier = AccessibilityIdentifiers.Map.longitude
        longitudeErrorLabel.accessibilityIdentifier = AccessibilityIdentifiers.Map.longitudeError
        showButton.accessibilityIdentifier = AccessibilityIdentifiers.Map.show
    }

    @IBAction private func showTapped(_ sender: Any) {
        view.endEditing(true)
        presenter.didTapShow(latitude: latitudeField.text ?? "", longitude: longitudeField.text ?? "")
    }
}

// MARK: - MapView

extension MapViewController: MapView {
    func render(_ viewModel: MapViewModel) {
        title = viewModel.title
        // Written like the pin's title (the locale's decimal separator); both are accepted on input.
        // Escritos como el título del pin (el separador decimal del idioma); se aceptan ambos al escribir.
        latitudeField.placeholder = viewModel.latitudePlaceholder
        longitudeField.placeholder = viewModel.longitudePlaceholder
        show(viewModel.latitudeError, in: latitudeErrorLabel, for: latitudeField)
        show(viewModel.longitudeError, in: longitudeErrorLabel, for: longitudeField)
    }

    func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }

    func showPin(_ pin: MapPin) {
        mapView.removeAnnotations(mapView.annotations)
        let annotation = MKPointAnnotation()
        annotation.coordinate = CLLocationCoordinate2D(
            latitude: pin.coordinate.latitude, longitude: pin.coordinate.longitude)
        annotation.title = pin.title
        mapView.addAnnotation(annotation)
        mapView.selectAnnotation(annotation, animated: true)
        // The form may have scrolled the map away (landscape): bring the pin back into view.
        // El formulario pudo haber ocultado el mapa al desplazarse: se vuelve a mostrar el pin.
        scrollView.setContentOffset(CGPoint(x: 0, y: -scrollView.adjustedContentInset.top), animated: true)
    }

    func showRegion(_ region: MapRegion) {
        let center = CLLocationCoordinate2D(latitude: region.center.latitude, longitude: region.center.longitude)
        let span = MKCoordinateSpan(latitudeDelta: region.latitudeDelta, longitudeDelta: region.longitudeDelta)
        mapView.setRegion(MKCoordinateRegion(center: center, span: span), animated: true)
    }

    /// The message under its field; the field's VoiceOver hint repeats it.
    /// El mensaje bajo su campo; la pista de VoiceOver del campo lo repite.
    private func show(_ message: String?, in label: UILabel, for field: UITextField) {
        label.text = message
        label.isHidden = message == nil
        field.accessibilityHint = message
    }
}

// MARK: - Keyboard / Teclado

extension MapViewController: UITextFieldDelegate {
    /// "Siguiente" moves to longitude; "Listo" shows the point.
    /// "Siguiente" pasa a la longitud; "Listo" muestra el punto.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        if textField === latitudeField {
            longitudeField.becomeFirstResponder()
        } else {
            showTapped(textField)
        }
        return true
    }
}
