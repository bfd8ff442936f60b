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
