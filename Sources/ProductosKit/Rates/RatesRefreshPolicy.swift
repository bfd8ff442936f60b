import Foundation

/// What may start a live-rate refresh. / Qué puede iniciar una actualización de tipos en vivo.
public enum RatesRefreshTrigger: Equatable {
    /// The screen appeared for the first time. / La pantalla apareció por primera vez.
    case launch
    /// The app came back to the foreground. / La app volvió al primer plano.
    case foreground
    /// The network path changed (NWPathMonitor on the device). / Cambió la ruta de red.
    case connectivity(reachable: Bool)
}

/// When to ask Frankfurter again (pure rule; the interactor keeps one and injects the clock):
/// - launch: once;
/// - foreground: only if the last attempt started at least `foregroundInterval` (1 h) ago — ECB rates
///   change once a day, so more would only spend the user's data;
/// - connectivity: after a failed attempt, when the network becomes reachable again (an
///   unreachable → reachable change, or the first report after the failure saying reachable);
/// - never while a request is in flight.
/// Cuándo volver a pedir tipos (regla pura; el interactor guarda una e inyecta el reloj):
/// al arrancar una vez; al volver al primer plano solo si el último intento empezó hace ≥ 1 h; tras
/// un intento fallido, cuando la red vuelve a estar disponible; nunca con una petición en curso.
public struct RatesRefreshPolicy: Equatable {
    /// At most one foreground refresh per hour. / Como mucho una actualización por hora al volver.
    public static let foregroundInterval: TimeInterval = 60 * 60

    public private(set) var lastAttempt: Date?
    public private(set) var inFlight = false
    public private(set) var lastAttemptFailed = false
    /// Last reachability reported (nil: none yet, or cleared by a failure). / Última disponibilidad informada.
    public private(set) var reachable: Bool?

    public init() {}

    /// Whether `trigger` at `now` starts a request; if it does, the attempt is recorded as in flight.
    /// Si `trigger` en `now` inicia una petición; si sí, se registra como en curso.
    public mutating func shouldRefresh(on trigger: RatesRefreshTrigger, now: Date) -> Bool {
        let start: Bool
        switch trigger {
        case .launch:
            start = lastAttempt == nil
        case .foreground:
            start = lastAttempt.map { now.timeIntervalSince($0) >= Self.foregroundInterval } ?? true
        case .connectivity(let isReachable):
            let cameBack = isReachable && reachable != true
            reachable = isReachable
            start = cameBack && lastAttemptFailed
        }
        guard start, !inFlight else { return false }
        inFlight = true
        lastAttempt = now
        return true
    }

    /// Records how the attempt ended: `failed` for a network failure (offline, timeout, HTTP error…);
    /// downloaded-but-rejected rates are not a connectivity problem and do not wait for the network.
    /// Registra cómo terminó el intento: `failed` para una falla de red; los tipos descargados pero
    /// rechazados no son un problema de conexión.
    public mutating func finished(failed: Bool) {
        inFlight = false
        lastAttemptFailed = failed
        // After a failure, the next "reachable" report counts as the network coming back.
        // Tras una falla, el siguiente "disponible" cuenta como que la red volvió.
        if failed { reachable = nil }
    }
}
