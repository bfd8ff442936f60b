/// What the presenter tells the map screen. / Lo que el presenter le dice a la pantalla del mapa.
public protocol MapView: AnyObject {
    /// The title and the message under each field (nil hides it), sent again whenever they change.
    /// El título y el mensaje bajo cada campo (nil lo oculta), enviados de nuevo cuando cambian.
    func render(_ viewModel: MapViewModel)
    /// Replaces the pin. / Reemplaza el pin.
    func showPin(_ pin: MapPin)
    /// Moves and zooms the map. / Mueve y acerca el mapa.
    func showRegion(_ region: MapRegion)
    /// VoiceOver reads `message` at once (the first field error, or the new pin).
    /// VoiceOver lee `message` de inmediato (el primer error de campo o el pin nuevo).
    func announce(_ message: String)
}

/// Events from the map screen. / Eventos de la pantalla del mapa.
public protocol MapPresenting: AnyObject {
    func viewDidLoad()
    /// "Mostrar" with the two fields' texts. / "Mostrar" con el texto de los dos campos.
    func didTapShow(latitude: String, longitude: String)
}

/// Validation and region rules. / Reglas de validación y de región.
public protocol MapInteracting: AnyObject {
    func locate(latitude: String, longitude: String) -> Result<MapLocation, CoordinateErrors>
}

/// Navigation of the map screen: none yet, kept so every module has the same shape.
/// Navegación de la pantalla del mapa: ninguna todavía; se mantiene la forma de cada módulo.
public protocol MapRouting: AnyObject {}
