/// The map screen's state: its title and the message under each field (nil: no message).
/// El estado de la pantalla del mapa: su título y el mensaje bajo cada campo (nil: sin mensaje).
public struct MapViewModel: Equatable {
    public let title: String
    public let latitudeError: String?
    public let longitudeError: String?

    public init(title: String, latitudeError: String? = nil, longitudeError: String? = nil) {
        self.title = title
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
