/// The map screen's state: its title, each field's placeholder (an example written as the pin's title
/// writes numbers) and the message under each field (nil: no message).
/// El estado de la pantalla del mapa: su título, el placeholder de cada campo (un ejemplo escrito como
/// el título del pin escribe los números) y el mensaje bajo cada campo (nil: sin mensaje).
public struct MapViewModel: Equatable {
    public let title: String
    public let latitudePlaceholder: String
    public let longitudePlaceholder: String
    public let latitudeError: String?
    public let longitudeError: String?

    public init(
        title: String, latitudePlaceholder: String, longitudePlaceholder: String, latitudeError: String? = nil,
        longitudeError: String? = nil
    ) {
        self.title = title
        self.latitudePlaceholder = latitudePlaceholder
        self.longitudePlaceholder = longitudePlaceholder
        self.latitudeError = latitudeError
        self.longitudeError = longitudeError
    }

    /// The message VoiceOver reads first: latitude's, else longitude's. / El que VoiceOver lee primero.
    public var firstError: String? { latitudeError ?? longitudeError }
}

/// A valid place: where the pin goes and what the map shows.
/// Un lugar válido: dónde va el pin y qué muestra el mapa.
public struct MapLocation: Equatable {
    public let pin: Coordinate
    public let region: MapRegion
}

/// The pin on the map with its texts. / El pin del mapa con sus textos.
public struct MapPin: Equatable {
    public let coordinate: Coordinate
    /// Callout title, also read by VoiceOver. / Título del globo, también lo lee VoiceOver.
    public let title: String
}
