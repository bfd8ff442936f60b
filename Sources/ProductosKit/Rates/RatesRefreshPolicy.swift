import AppCore
import Foundation

/// What may start a live-rate refresh. / Qué puede iniciar una actualización de tipos en vivo.
public enum RatesRefreshTrigger: Equatable {
    /// The screen appeared for the first time. / La pantalla apareció por primera vez.
    case launch
    /// The app came back to the foreground. / La app volvió al primer plano.
    case foreground
    /// The network path changed (NWPathMonitor on the device). / Cambió la ruta de red.
    case connectivity(reachable: Bool)
    /// The app went to the background: starts nothing, and nothing starts until it returns.
    /// La app pasó a segundo plano: no inicia nada, y nada se inicia hasta que vuelva.
    case background
}

/// How an attempt ended, for the rule. / Cómo terminó un intento, para la regla.
public enum RatesAttemptOutcome: Equatable {
    /// The service answered (rates used, or downloaded but rejected by `LiveRatesValidator`).
    /// El servicio respondió (tipos usados, o descargados pero rechazados por el validador).
    case answered
    /// No usable answer: no connection, timeout, 5xx, a request the system cut… / Sin respuesta útil.
    case failed(HTTPError)
}

/// Whether the screen tells the user about an attempt's outcome. / Si la pantalla le dice al usuario el resultado.
public enum RatesOutcomeDisplay: Equatable {
    case show
    /// A request the system cut (-1005, e.g. the app went to the background): retried, never shown.
    /// Una petición que cortó el sistema (-1005, p. ej. al pasar a segundo plano): se reintenta, no se muestra.
    case hide
}

/// When to ask Frankfurter again (pure rule; the interactor keeps one and injects the clock):
/// - launch: once;
/// - foreground after an answer: only if that answered attempt started at least `foregroundInterval`
///   (1 h) ago — ECB rates change once a day, so more would only spend the user's data. Failed
///   attempts do not count toward this hour;
/// - foreground after a failure: once `failureBackOff(afterFailures:)` (30 s, doubling per failure in
///   a row, at most 5 min) has passed since the failed attempt started; at once after a request the
///   system cut (-1005), which is not shown either (every further cut in a row is shown and backs off);
/// - a return that came while a request was in flight: answered by the rule above when it ends; a
///   first cut after the network path changed under the request (Wi-Fi to cellular): retried at once;
/// - never in the background: a network return there is retried on the return, without back-off;
/// - connectivity: after a failed attempt, when the network becomes reachable again (an
///   unreachable → reachable change, or the first report after the failure saying reachable);
/// - never while a request is in flight.
/// Cuándo volver a pedir tipos (regla pura; el interactor guarda una e inyecta el reloj): al arrancar
/// una vez; al volver tras una respuesta, solo si ese intento empezó hace ≥ 1 h (los fallos no cuentan
/// para esa hora); al volver tras un fallo, pasada una espera corta (30 s, el doble por fallo seguido,
/// 5 min como máximo), o de inmediato tras una petición que cortó el sistema (-1005), que tampoco se
/// muestra; una vuelta con una petición en curso se atiende al terminar, y un primer corte tras un
/// cambio de ruta se reintenta enseguida; nunca en segundo plano (la red que vuelve entonces se
/// reintenta a la vuelta, sin espera); tras un fallo, cuando la red vuelve; nunca con una petición en curso.
public struct RatesRefreshPolicy: Equatable {
    /// At most one foreground refresh per hour after an answer. / Como mucho una por hora tras una respuesta.
    public static let foregroundInterval: TimeInterval = 60 * 60
    /// First wait after a failure, and the ceiling of the doubling. / Primera espera tras un fallo y el tope.
    public static let firstBackOff: TimeInterval = 30
    public static let maximumBackOff: TimeInterval = 5 * 60

    public private(set) var lastAttempt: Date?
    /// When the last attempt that got an answer started (what the hourly rule counts from).
    /// Cuándo empezó el último intento con respuesta (desde ahí cuenta la regla horaria).
    public private(set) var lastAnsweredAttempt: Date?
    public private(set) var inFlight = false
    /// Failures in a row since the last answer. / Fallos seguidos desde la última respuesta.
    public private(set) var consecutiveFailures = 0
    public var lastAttemptFailed: Bool { consecutiveFailures > 0 }
    /// Attempts in a row the system cut (-1005). / Intentos seguidos que cortó el sistema (-1005).
    public private(set) var cutsInARow = 0
    /// The last attempt was the first cut in a row (hidden): retry at once. Only the first: the third
    /// cut of a series must not be hidden again. / El último intento fue el primer corte seguido:
    /// reintentar de inmediato. Solo el primero: el tercer corte no se vuelve a ocultar.
    public var lastAttemptWasCut: Bool { cutsInARow == 1 }
    /// A return to the foreground came while a request was in flight (on resume, a request the
    /// suspension cut usually fails after the return is reported). / Una vuelta llegó con una petición en curso.
    public private(set) var returnedDuringAttempt = false
    /// The network path changed (a reachable report after an earlier one) while a request was in
    /// flight: if the system then cut it, the cut is hidden and retried at once.
    /// La ruta de red cambió con una petición en curso: si el sistema la cortó, se reintenta enseguida.
    public private(set) var pathChangedDuringAttempt = false
    /// The app is in the background: no request starts. / La app está en segundo plano: no empieza nada.
    public private(set) var isInBackground = false
    /// After a failure the network came back while the app was in the background: the return retries
    /// at once. / Tras un fallo la red volvió con la app en segundo plano: la vuelta reintenta enseguida.
    public private(set) var networkCameBackInBackground = false
    /// Last reachability reported (nil: none yet, or cleared by a failure). / Última disponibilidad informada.
    public private(set) var reachable: Bool?

    public init() {}

    /// The wait before a foreground retry after `failures` failures in a row: 30 s, 60 s, 120 s,
    /// 240 s, then 300 s. / La espera antes de reintentar al volver tras `failures` fallos seguidos.
    public static func failureBackOff(afterFailures failures: Int) -> TimeInterval {
        let doublings = max(0, min(failures - 1, 16))
        return min(firstBackOff * pow(2, Double(doublings)), maximumBackOff)
    }

    /// Whether `trigger` at `now` starts a request; if it does, the attempt is recorded as in flight.
    /// Si `trigger` en `now` inicia una petición; si sí, se registra como en curso.
    public mutating func shouldRefresh(on trigger: RatesRefreshTrigger, now: Date) -> Bool {
        let start: Bool
        var pathChanged = false
        switch trigger {
        case .launch:
            start = lastAttempt == nil
        case .foreground:
            isInBackground = false
            start = foregroundAllows(now: now)
        case .connectivity(let isReachable):
            let cameBack = isReachable && reachable != true
            pathChanged = isReachable && reachable != nil
            reachable = isReachable
            // In the background the retry waits for the return. / En segundo plano espera a la vuelta.
            if cameBack && lastAttemptFailed && isInBackground { networkCameBackInBackground = true }
            start = cameBack && lastAttemptFailed && !isInBackground
        case .background:
            isInBackground = true
            returnedDuringAttempt = false
            start = false
        }
        guard !inFlight else {
            if trigger == .foreground { returnedDuringAttempt = true }
            if pathChanged { pathChangedDuringAttempt = true }
            return false
        }
        guard start else { return false }
        networkCameBackInBackground = false
        inFlight = true
        lastAttempt = now
        return true
    }

    /// Called when an attempt has ended, in the foreground: a return to the foreground that came while
    /// it was in flight is answered now by the foreground rule (at once after a first cut, else back-off
    /// or hour); a hidden cut after the path changed under the request is retried at once.
    /// Al terminar un intento: la vuelta que llegó con la petición en curso se atiende ahora con la
    /// regla del primer plano; un corte oculto tras un cambio de ruta se reintenta enseguida.
    public mutating func shouldAnswerPendingTrigger(now: Date) -> Bool {
        let pending = returnedDuringAttempt || (pathChangedDuringAttempt && lastAttemptWasCut)
        returnedDuringAttempt = false
        pathChangedDuringAttempt = false
        guard pending, !inFlight, !isInBackground else { return false }
        return shouldRefresh(on: .foreground, now: now)
    }

    private func foregroundAllows(now: Date) -> Bool {
        if lastAttemptFailed {
            if lastAttemptWasCut || networkCameBackInBackground { return true }
            let wait = Self.failureBackOff(afterFailures: consecutiveFailures)
            return lastAttempt.map { now.timeIntervalSince($0) >= wait } ?? true
        }
        return lastAnsweredAttempt.map { now.timeIntervalSince($0) >= Self.foregroundInterval } ?? true
    }

    /// Records how the attempt ended and says whether to show it: everything is shown except the first
    /// request in a row that the system cut (-1005).
    /// Registra cómo terminó el intento y dice si mostrarlo: todo se muestra salvo el primer corte seguido (-1005).
    @discardableResult
    public mutating func finished(_ outcome: RatesAttemptOutcome) -> RatesOutcomeDisplay {
        inFlight = false
        switch outcome {
        case .answered:
            lastAnsweredAttempt = lastAttempt
            consecutiveFailures = 0
            cutsInARow = 0
            returnedDuringAttempt = false  // the hour rules; nothing to answer / manda la hora
            return .show
        case .failed(let error):
            consecutiveFailures += 1
            // After a failure, the next "reachable" report counts as the network coming back.
            // Tras una falla, el siguiente "disponible" cuenta como que la red volvió.
            reachable = nil
            cutsInARow = error == .connectionLost ? cutsInARow + 1 : 0
            return lastAttemptWasCut ? .hide : .show
        }
    }
}
