/// Validates the two fields and builds the region around a valid point.
/// Valida los dos campos y arma la región alrededor de un punto válido.
public final class MapInteractor: MapInteracting {
    private let span: Double

    public init(span: Double = MapRegion.defaultSpan) {
        self.span = span
    }

    public func locate(latitude: String, longitude: String) -> Result<MapLocation, CoordinateErrors> {
        CoordinateValidator.coordinate(latitude: latitude, longitude: longitude).map { coordinate in
            MapLocation(pin: coordinate, region: MapRegion.around(coordinate, span: span))
        }
    }
}
