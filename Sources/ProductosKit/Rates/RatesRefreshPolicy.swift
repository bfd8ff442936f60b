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
    /// The screen's timer asked for by `RatesRefreshEffect.retryAfter` fired: a first cut in the
    /// foreground is asked again once, if nothing asked since. / Sonó el temporizador de la pantalla
    /// que pidió `retryAfter`: un primer corte en primer plano se pide de nuevo una vez, si nada pidió antes.
    case retryDue
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
    /// The system's doing: a first -1005 in a row, or any error of a request that spanned a trip to the
    /// background. Asked again, never shown. / Cosa del sistema: un primer -1005 seguido, o cualquier
    /// error de una petición que abarcó un viaje a segundo plano. Se pide de nuevo, no se muestra.
    case hide
}

/// What happens to the rule. / Lo que le pasa a la regla.
public enum RatesRefreshEvent: Equatable {
    /// Something that may start a request. / Algo que puede iniciar una petición.
    case trigger(RatesRefreshTrigger)
    /// The request in flight ended. / Terminó la petición en curso.
    case ended(RatesAttemptOutcome)
}

/// What the rule asks its owner to do. / Lo que la regla le pide hacer a su dueño.
public enum RatesRefreshEffect: Equatable {
    /// Ask Frankfurter now (one request). / Pedir a Frankfurter ahora (una petición).
    case startRequest
    /// Tell the screen how the attempt that ended went, or keep quiet. / Decir cómo terminó, o callar.
    case report(RatesOutcomeDisplay)
    /// Send `.trigger(.retryDue)` after `seconds` while the screen is up (its timer; the screen cancels
    /// it when it goes). / Enviar `.trigger(.retryDue)` tras `seconds` mientras la pantalla esté (su
    /// temporizador; la pantalla lo cancela al irse).
    case retryAfter(TimeInterval)
}

/// When to ask Frankfurter again, as one pure function `reduce(state, event) -> (state, [effect])`
/// (the interactor keeps the `RatesRefreshState` and runs the effects):
/// - launch: once, in the foreground;
/// - foreground after an answer: only if that answered attempt started at least `foregroundInterval`
///   (1 h) ago — ECB rates change once a day, so more would only spend the user's data;
/// - foreground after a failure: once `failureBackOff(afterFailures:)` (30 s, doubling per failure in
///   a row, at most 5 min) has passed since the failed attempt started; at once after a request the
///   system cut (-1005), which is not shown either (every further cut in a row is shown and backs off);
/// - a request the system cut (-1005) while the user stays on the screen: asked again once after
///   `cutRetryDelay` (5 s, the screen's timer), so a first cut is never left unshown and unasked;
/// - a request that spanned a trip to the background and failed, with ANY error (a timeout that counted
///   the suspended time, a -1005…): the system's doing — not shown, not counted toward the back-off,
///   asked again once on return (at once if the app is already back);
/// - a return that came while a request was in flight: answered by the rule above when it ends; a
///   first cut after the network path changed under the request (Wi-Fi to cellular): asked again at once;
/// - never in the background: a network return there is retried on the return, without back-off;
/// - connectivity: after a failed attempt, when the network becomes reachable again;
/// - never while a request is in flight.
/// Cuándo volver a pedir tipos, como una función pura (el interactor guarda el estado y ejecuta los
/// efectos): al arrancar una vez; al volver tras una respuesta, solo si ese intento empezó hace ≥ 1 h;
/// al volver tras un fallo, pasada una espera corta (30 s, el doble por fallo seguido, 5 min como
/// máximo), o de inmediato tras una petición que cortó el sistema (-1005), que tampoco se muestra (si
/// el usuario sigue en la pantalla, se pide una vez tras 5 s, con el temporizador de la pantalla); una
/// petición que abarcó un viaje a segundo plano y falló, con CUALQUIER error, es cosa del sistema: no
/// se muestra, no cuenta para la espera y se pide una vez al volver; una vuelta con una petición en
/// curso se atiende al terminar; nunca en segundo plano; tras un fallo, cuando la red vuelve; nunca
/// con una petición en curso.
public enum RatesRefreshPolicy {
    /// At most one foreground refresh per hour after an answer. / Como mucho una por hora tras una respuesta.
    public static let foregroundInterval: TimeInterval = 60 * 60
    /// First wait after a failure, and the ceiling of the doubling. / Primera espera tras un fallo y el tope.
    public static let firstBackOff: TimeInterval = 30
    public static let maximumBackOff: TimeInterval = 5 * 60
    /// The wait before asking again after a first cut with the screen up: long enough for the new
    /// network path to settle, far below the back-off. / La espera antes de volver a pedir tras un primer
    /// corte con la pantalla visible: lo justo para que se asiente la ruta nueva, muy por debajo de la espera.
    public static let cutRetryDelay: TimeInterval = 5

    /// The wait before a foreground retry after `failures` failures in a row: 30 s, 60 s, 120 s,
    /// 240 s, then 300 s. / La espera antes de reintentar al volver tras `failures` fallos seguidos.
    public static func failureBackOff(afterFailures failures: Int) -> TimeInterval {
        let doublings = max(0, min(failures - 1, 16))
        return min(firstBackOff * pow(2, Double(doublings)), maximumBackOff)
    }

    /// THE rule: the state after `event` at `now`, and what to do. Pure: same input, same output.
    /// LA regla: el estado tras `event` en `now`, y qué hacer. Pura: misma entrada, misma salida.
    public static func reduce(_ state: RatesRefreshState, _ event: RatesRefreshEvent, at now: Date)
        -> (RatesRefreshState, [RatesRefreshEffect])
    {
        var next = state
        let effects: [RatesRefreshEffect]
        switch event {
        case .trigger(.launch): effects = next.launch(at: now)
        case .trigger(.foreground): effects = next.returnToForeground(at: now)
        case .trigger(.background): effects = next.leaveForBackground()
        case .trigger(.connectivity(let reachable)): effects = next.networkReport(reachable: reachable, at: now)
        case .trigger(.retryDue): effects = next.retryDue(at: now)
        case .ended(let outcome): effects = next.end(with: outcome, at: now)
        }
        return (next, effects)
    }
}

// MARK: - The transitions, one per event / Las transiciones, una por evento

extension RatesRefreshState {
    /// The screen appeared: asks if nothing was ever asked. / La pantalla apareció: pide si nunca se pidió.
    fileprivate mutating func launch(at now: Date) -> [RatesRefreshEffect] {
        guard case .idle(.neverAsked, _) = phase else { return [] }
        return start(at: now)
    }

    /// Back in the foreground: with a request out, its end answers this; idle, the foreground rule.
    /// De vuelta en primer plano: con una petición en curso, la atiende su final; en reposo, la regla.
    fileprivate mutating func returnToForeground(at now: Date) -> [RatesRefreshEffect] {
        trips.returnedToForeground()
        switch phase {
        case .requesting(var request):
            request.onEnd = .returned
            phase = .requesting(request)
            return []
        case .idle:
            return askIfTheReturnAllows(at: now)
        }
    }

    /// Away: nothing starts; a request out now will have spanned a trip (its `mark` says so at its end).
    /// Fuera: nada empieza; una petición en curso habrá abarcado un viaje (su `mark` lo dirá al final).
    fileprivate mutating func leaveForBackground() -> [RatesRefreshEffect] {
        trips.enteredBackground()
        return []
    }

    /// A network report: after a failure, the network coming back asks (on return, if away); under a
    /// request, a new path is remembered for its end. / Un aviso de red: tras una falla, la red que vuelve
    /// pide (al volver, si está fuera); con una petición en curso, una ruta nueva se recuerda para su final.
    fileprivate mutating func networkReport(reachable: Bool, at now: Date) -> [RatesRefreshEffect] {
        let cameBack = reachable && network != .reachable
        let pathChanged = reachable && network != .unknown
        network = reachable ? .reachable : .unreachable
        switch phase {
        case .requesting(var request):
            if pathChanged { request.onEnd = max(request.onEnd, .pathChanged) }
            phase = .requesting(request)
            return []
        case .idle(.failed(let failure), _) where cameBack:
            // In the background the retry waits for the return. / En segundo plano espera a la vuelta.
            guard trips.isInBackground else { return start(at: now) }
            phase = .idle(.failed(failure), nextReturn: .atOnce)
            return []
        case .idle:
            return []
        }
    }

    /// The request ended: an answer is shown; a failure is counted and shown, hidden when it is the
    /// system's doing, and what came during the request is answered.
    /// Terminó la petición: una respuesta se muestra; una falla se cuenta y se muestra, se oculta si es
    /// cosa del sistema, y se atiende lo que llegó durante la petición.
    fileprivate mutating func end(with outcome: RatesAttemptOutcome, at now: Date) -> [RatesRefreshEffect] {
        guard case .requesting(let request) = phase else { return [] }
        guard case .failed(let error) = outcome else {
            phase = .idle(.answered(startedAt: request.startedAt), nextReturn: .byTheRule)
            return [.report(.show)]
        }
        // After a failure, the next "reachable" report counts as the network coming back.
        // Tras una falla, el siguiente "disponible" cuenta como que la red volvió.
        network = .unknown
        if trips.spannedTrip(since: request.mark) {
            // The system's doing: hidden, not counted, asked again once on return (now, if back).
            // Cosa del sistema: oculta, no cuenta, se pide una vez al volver (ya, si volvió).
            phase = .idle(request.after, nextReturn: .atOnce)
            return [.report(.hide)] + start(at: now)
        }
        let failure = Failure(after: request.after, startedAt: request.startedAt, error: error)
        let hidden = failure.kind == .cut && request.after.failure?.kind != .cut
        let retryAt = now.addingTimeInterval(RatesRefreshPolicy.cutRetryDelay)
        phase = .idle(.failed(failure), nextReturn: hidden ? .retry(at: retryAt) : .byTheRule)
        let report = RatesRefreshEffect.report(hidden ? .hide : .show)
        // A return during the request, or a path change under a hidden cut, is answered now.
        // Una vuelta durante la petición, o un cambio de ruta bajo un corte oculto, se atiende ahora.
        if request.onEnd == .returned || (request.onEnd == .pathChanged && hidden) {
            return [report] + askIfTheReturnAllows(at: now)
        }
        // A hidden cut with the user on the screen (no trip: the app is in the foreground) is asked
        // again once, after a short wait, by the screen's timer.
        // Un corte oculto con el usuario en la pantalla (sin viaje: la app está en primer plano) se pide
        // otra vez, una sola, tras una espera corta, con el temporizador de la pantalla.
        return [report] + (hidden ? [.retryAfter(RatesRefreshPolicy.cutRetryDelay)] : [])
    }

    /// The screen's timer fired: asks if the hidden cut it was set for is still the last word and its
    /// time has come (an earlier timer, or one after a request started since, asks nothing).
    /// Sonó el temporizador de la pantalla: pide si el corte oculto para el que se puso sigue siendo lo
    /// último y llegó su hora (un temporizador adelantado, o uno tras otra petición, no pide nada).
    fileprivate mutating func retryDue(at now: Date) -> [RatesRefreshEffect] {
        guard case .idle(_, .retry(let due)) = phase, now >= due else { return [] }
        return start(at: now)
    }

    /// The foreground rule from idle: asks if the next return is "at once", or the hour (after an answer)
    /// or the back-off (after a failure) has passed. / La regla del primer plano desde el reposo.
    private mutating func askIfTheReturnAllows(at now: Date) -> [RatesRefreshEffect] {
        guard case .idle(let last, let nextReturn) = phase else { return [] }
        let asks: Bool
        switch (last, nextReturn) {
        case (_, .atOnce), (_, .retry), (.neverAsked, _): asks = true
        case (.answered(let startedAt), .byTheRule):
            asks = now.timeIntervalSince(startedAt) >= RatesRefreshPolicy.foregroundInterval
        case (.failed(let failure), .byTheRule):
            asks =
                now.timeIntervalSince(failure.startedAt)
                >= RatesRefreshPolicy.failureBackOff(afterFailures: failure.inARow)
        }
        return asks ? start(at: now) : []
    }

    /// The only way a request starts: from idle, in the foreground. / La única forma de iniciar una petición.
    private mutating func start(at now: Date) -> [RatesRefreshEffect] {
        guard case .idle(let last, _) = phase, !trips.isInBackground else { return [] }
        phase = .requesting(Request(startedAt: now, mark: trips.mark, after: last, onEnd: .nothing))
        return [.startRequest]
    }
}

extension RatesRefreshState.Last {
    fileprivate var failure: RatesRefreshState.Failure? {
        if case .failed(let failure) = self { return failure }
        return nil
    }
}

extension RatesRefreshState.Failure {
    /// One more failure in a row after `last`. / Una falla más tras `last`.
    fileprivate init(after last: RatesRefreshState.Last, startedAt: Date, error: HTTPError) {
        self.init(
            startedAt: startedAt, inARow: (last.failure?.inARow ?? 0) + 1,
            kind: error == .connectionLost ? .cut : .error)
    }
}
