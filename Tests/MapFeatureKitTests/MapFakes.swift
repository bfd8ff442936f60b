import MapFeatureKit

/// Records what the presenter tells the map screen; owns its presenter like the real screen.
/// Registra lo que el presenter le dice al mapa; es dueña de su presenter como la pantalla real.
final class FakeMapView: MapView {
    var presenter: MapPresenting?
    var rendered: [MapViewModel] = []
    var pins: [MapPin] = []
    var regions: [MapRegion] = []
    var announcements: [String] = []

    /// The title last rendered. / El último título dibujado.
    var title: String? { rendered.last?.title }
    /// The field messages of every render, in order. / Los mensajes de cada dibujo, en orden.
    var errors: [(latitude: String?, longitude: String?)] {
        rendered.map { ($0.latitudeError, $0.longitudeError) }
    }

    func render(_ viewModel: MapViewModel) { rendered.append(viewModel) }
    func showPin(_ pin: MapPin) { pins.append(pin) }
    func showRegion(_ region: MapRegion) { regions.append(region) }
    func announce(_ message: String) { announcements.append(message) }
}

/// The map navigates nowhere. / El mapa no navega.
final class NoMapRouting: MapRouting {}
