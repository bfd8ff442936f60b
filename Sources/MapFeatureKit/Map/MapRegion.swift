/// What the map shows: a centre and a span in degrees (mapped to `MKCoordinateRegion` by the view).
/// Lo que muestra el mapa: un centro y una extensión en grados (la vista lo convierte a
/// `MKCoordinateRegion`).
public struct MapRegion: Equatable {
    public let center: Coordinate
    public let latitudeDelta: Double
    public let longitudeDelta: Double

    /// About 5 km: a neighbourhood around the pin. / Unos 5 km: una colonia alrededor del pin.
    public static let defaultSpan = 0.05
    /// MapKit's Mercator map ends near ±85.05°; the camera centre stays inside it.
    /// El mapa Mercator de MapKit termina cerca de ±85.05°; el centro de la cámara queda dentro.
    public static let maximumCenterLatitude = 85.0

    public init(center: Coordinate, latitudeDelta: Double, longitudeDelta: Double) {
        self.center = center
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }

    /// A region around `pin` with the default span. Its centre is clamped so the region never
    /// crosses a pole or the antimeridian (MapKit rejects or wraps such regions); the pin stays
    /// inside it except beyond ±85° latitude, where MapKit cannot show the map anyway.
    /// Una región alrededor de `pin` con la extensión por defecto. Su centro se limita para que
    /// no cruce un polo ni el antimeridiano; el pin queda dentro salvo más allá de ±85° de latitud,
    /// donde MapKit no muestra el mapa de todos modos.
    public static func around(_ pin: Coordinate, span: Double = defaultSpan) -> MapRegion {
        let half = span / 2
        let latitudeLimit = min(maximumCenterLatitude, 90 - half)
        let longitudeLimit = 180 - half
        let center = Coordinate(
            latitude: min(max(pin.latitude, -latitudeLimit), latitudeLimit),
            longitude: min(max(pin.longitude, -longitudeLimit), longitudeLimit))
        return MapRegion(center: center, latitudeDelta: span, longitudeDelta: span)
    }

    /// Whether `point` falls inside the region. / Si `point` cae dentro de la región.
    public func contains(_ point: Coordinate) -> Bool {
        abs(point.latitude - center.latitude) <= latitudeDelta / 2 + 1e-9
            && abs(point.longitude - center.longitude) <= longitudeDelta / 2 + 1e-9
    }
}
