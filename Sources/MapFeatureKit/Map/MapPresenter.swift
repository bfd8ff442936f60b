import AppCore
import Foundation

/// On "Mostrar": clear messages, then either a pin and a region, or one exact message per invalid
/// field; VoiceOver is told the pin or the first message. / Al tocar "Mostrar": limpia mensajes y
/// muestra un pin y una región, o un mensaje exacto por cada campo inválido; VoiceOver anuncia el
/// pin o el primer mensaje.
public final class MapPresenter: MapPresenting {
    public weak var view: MapView?
    private let interactor: MapInteracting
    private let router: MapRouting
    private let localizer: Localizer
    private let numberFormatter: NumberFormatter

    /// - Parameter locale: formats the pin's numbers and the fields' examples ("19,4326" in Spain,
    ///   "19.4326" in Mexico). / Da formato a los números del pin y a los ejemplos de los campos.
    public init(interactor: MapInteracting, router: MapRouting, localizer: Localizer, locale: Locale = .current) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
        numberFormatter = NumberFormatter()
        numberFormatter.locale = locale
        numberFormatter.numberStyle = .decimal
        numberFormatter.usesGroupingSeparator = false
        numberFormatter.minimumFractionDigits = 0
        numberFormatter.maximumFractionDigits = 6
    }

    public func viewDidLoad() {
        view?.render(viewModel())
    }

    public func didTapShow(latitude: String, longitude: String) {
        switch interactor.locate(latitude: latitude, longitude: longitude) {
        case .success(let location):
            view?.render(viewModel())
            let pin = MapPin(coordinate: location.pin, title: pinTitle(location.pin))
            view?.showPin(pin)
            view?.announce(pin.title)
            view?.showRegion(location.region)
        case .failure(let errors):
            let model = viewModel(
                latitudeError: errors.latitude.map { message($0, .latitude) },
                longitudeError: errors.longitude.map { message($0, .longitude) })
            view?.render(model)
            if let first = model.firstError { view?.announce(first) }
        }
    }

    /// The screen with its placeholders and these messages. / La pantalla con sus placeholders y estos mensajes.
    private func viewModel(latitudeError: String? = nil, longitudeError: String? = nil) -> MapViewModel {
        MapViewModel(
            title: localizer("map.title"), latitudePlaceholder: format(Self.example.latitude),
            longitudePlaceholder: format(Self.example.longitude), latitudeError: latitudeError,
            longitudeError: longitudeError)
    }

    /// The example the placeholders and the "not a number" messages show: Mexico City's Zócalo.
    /// El ejemplo que muestran los placeholders y los mensajes "no es un número": el Zócalo.
    public static let example = Coordinate(latitude: 19.4326, longitude: -99.1332)

    /// The exact text for one field's error. / El texto exacto del error de un campo.
    public func message(_ error: CoordinateFieldError, _ axis: CoordinateAxis) -> String {
        let key = error.messageKey(for: axis)
        switch error {
        case .tooLong: return localizer(key, CoordinateValidator.maximumLength)
        case .notANumber:
            return localizer(key, format(axis == .latitude ? Self.example.latitude : Self.example.longitude))
        case .empty, .outOfRange: return localizer(key)
        }
    }

    private func pinTitle(_ coordinate: Coordinate) -> String {
        localizer("map.pin.title", format(coordinate.latitude), format(coordinate.longitude))
    }

    private func format(_ value: Double) -> String {
        numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
    }
}
