import AppCore
import Foundation

/// Everything the live-rates rule remembers, as ONE value: the app's trips to the background, what the
/// network said last, and where the attempts are. Every case below is a state the rule can be in, and
/// every one means something; only `RatesRefreshPolicy.reduce` makes a new one.
/// Todo lo que recuerda la regla de tipos en vivo, como UN valor: los viajes de la app a segundo
/// plano, lo último que dijo la red y en qué van los intentos. Cada caso es un estado posible y todos
/// significan algo; solo `RatesRefreshPolicy.reduce` crea uno nuevo.
public struct RatesRefreshState: Equatable {
    /// Away now, and how many times it left (the notion Networking shares). / Fuera ahora y cuántas veces salió.
    public internal(set) var trips = BackgroundTrips()
    /// The network monitor's last report. / El último aviso del monitor de red.
    public internal(set) var network = Network.unknown
    /// Idle or requesting. / En reposo o pidiendo.
    public internal(set) var phase = Phase.idle(.neverAsked, nextReturn: .byTheRule)

    public init() {}

    /// What the network monitor said last. / Lo último que dijo el monitor de red.
    public enum Network: Equatable {
        /// No report yet, or forgotten after a failure: the next "reachable" is the network coming back.
        /// Sin aviso aún, u olvidado tras una falla: el siguiente "disponible" es la red que vuelve.
        case unknown
        /// A usable path. / Hay ruta utilizable.
        case reachable
        /// No usable path. / No hay ruta utilizable.
        case unreachable
    }

    /// Whether a request is out. / Si hay una petición en curso.
    public enum Phase: Equatable {
        /// Nothing in flight: how the last attempt ended, and what the next return to the foreground does.
        /// Nada en curso: cómo terminó el último intento y qué hace la siguiente vuelta al primer plano.
        case idle(Last, nextReturn: NextReturn)
        /// Exactly one request in flight (there is no way to say two). / Exactamente una petición en curso.
        case requesting(Request)
    }

    /// How the last attempt that counts ended. / Cómo terminó el último intento que cuenta.
    public enum Last: Equatable {
        /// Never asked. / Nunca se pidió.
        case neverAsked
        /// The service answered (rates used, or rejected by `LiveRatesValidator`): the hour counts from
        /// `startedAt`. / El servicio respondió (tipos usados o rechazados): la hora cuenta desde `startedAt`.
        case answered(startedAt: Date)
        /// No usable answer, once or more in a row. / Sin respuesta útil, una o más veces seguidas.
        case failed(Failure)
    }

    /// What the next return to the foreground does. / Qué hace la siguiente vuelta al primer plano.
    public enum NextReturn: Equatable {
        /// The rule: after an answer the hour, after a failure the back-off.
        /// La regla: tras una respuesta la hora, tras una falla la espera.
        case byTheRule
        /// Ask at once: the system cut the last request during a trip to the background, or the
        /// network came back while the app was away.
        /// Pedir enseguida: el sistema cortó la última petición durante un viaje a segundo plano, o la
        /// red volvió con la app fuera.
        case atOnce
        /// The same as `atOnce` on return; with the user on the screen, the screen's timer asks at `at`
        /// (`RatesRefreshTrigger.retryDue`): the system cut the last request (a first -1005) in the foreground.
        /// Igual que `atOnce` al volver; con el usuario en la pantalla, su temporizador pide en `at`: el
        /// sistema cortó la última petición (un primer -1005) en primer plano.
        case retry(at: Date)
    }

    /// Failed attempts in a row since the last answer. / Intentos fallidos seguidos desde la última respuesta.
    public struct Failure: Equatable {
        /// When the last of them started: the back-off counts from there. / Cuándo empezó el último.
        public let startedAt: Date
        /// How many (1 or more): the back-off doubles with each. / Cuántos (1 o más): la espera se duplica.
        public let inARow: Int
        public let kind: Kind

        /// What the last of them was. / Qué fue el último.
        public enum Kind: Equatable {
            /// An error the caption names. / Un error que nombra la leyenda.
            case error
            /// The system cut the request (-1005). The first cut in a row is hidden and asked again at
            /// once; a cut right after a cut is a real connection problem: shown, and it backs off.
            /// El sistema cortó la petición (-1005). El primer corte seguido se oculta y se pide
            /// enseguida; un corte tras otro es un problema real de conexión: se muestra y espera.
            case cut
        }
    }

    /// The one request in flight. / La única petición en curso.
    public struct Request: Equatable {
        public let startedAt: Date
        /// The trip count when it started: a trip since then makes any error the system's doing.
        /// La cuenta de viajes al empezar: un viaje desde entonces hace de cualquier error cosa del sistema.
        public let mark: BackgroundTrips.Mark
        /// How the attempt before it ended: what a failure counts on, and what a hidden one restores.
        /// Cómo terminó el intento anterior: sobre qué cuenta una falla y qué restaura una oculta.
        public let after: Last
        /// What its end must answer. / Qué debe atender su final.
        public internal(set) var onEnd: OnEnd
    }

    /// What happened while the request was out that its end answers (the stronger one wins).
    /// Qué pasó con la petición en curso que atiende su final (gana el más fuerte).
    public enum OnEnd: Comparable {
        /// Nothing. / Nada.
        case nothing
        /// The network path changed under it (Wi-Fi to cellular): a hidden cut is asked again at once.
        /// La ruta de red cambió (Wi-Fi a datos): un corte oculto se pide de nuevo enseguida.
        case pathChanged
        /// The app returned to the foreground: the foreground rule answers it when it ends.
        /// La app volvió al primer plano: la regla del primer plano lo atiende al terminar.
        case returned
    }
}
