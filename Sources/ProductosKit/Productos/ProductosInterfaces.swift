import AppCore
import Foundation

/// What the presenter tells the screen. / Lo que el presenter le dice a la pantalla.
public protocol ProductosView: AnyObject {
    /// Shows everything at once (name, image, colour, content mode, price, rate caption).
    /// Muestra todo a la vez (nombre, imagen, color, modo de contenido, precio, leyenda).
    func render(_ state: ProductosScreenState)
    /// Speaks `message` with VoiceOver (the price changed because new rates arrived).
    /// Lo dice VoiceOver (el precio cambió porque llegaron tipos nuevos).
    func announce(_ message: String)
    /// Calls `ratesRetryDue()` after `seconds` (a timer), replacing any earlier one; the screen cancels
    /// it when it goes. / Llama a `ratesRetryDue()` tras `seconds` (un temporizador), en lugar de
    /// cualquier otro anterior; la pantalla lo cancela al irse.
    func scheduleRatesRetry(after seconds: TimeInterval)
}

/// Events and picker questions from the screen. / Eventos y preguntas de los pickers.
public protocol ProductosPresenting: AnyObject {
    func viewDidLoad()
    /// The app returned to the foreground (after an answer at most once per hour; after a failure
    /// once a short back-off passed). / La app volvió al primer plano (tras una respuesta como mucho
    /// una vez por hora; tras un fallo, pasada una espera corta).
    func sceneWillEnterForeground()
    /// The app went to the background: no request starts until it returns (a network return meanwhile
    /// is retried then). / La app pasó a segundo plano: ninguna petición empieza hasta que vuelva.
    func sceneDidEnterBackground()
    /// The device's network path changed; after a failed attempt, reachable again means retry.
    /// Cambió la ruta de red; tras un intento fallido, volver a estar disponible significa reintentar.
    func connectivityChanged(isReachable: Bool)
    /// The timer `ProductosView.scheduleRatesRetry(after:)` set fired: a request the system cut while
    /// the user stayed is asked again once. / Sonó el temporizador: una petición que cortó el sistema
    /// con el usuario en la pantalla se pide otra vez, una sola.
    func ratesRetryDue()
    func numberOfComponents(in picker: ProductosPicker) -> Int
    func numberOfRows(in picker: ProductosPicker, component: Int) -> Int
    /// Empty for an index out of range (never crashes). / Vacío si el índice no existe.
    func title(in picker: ProductosPicker, component: Int, row: Int) -> String
    func accessibilityLabel(in picker: ProductosPicker, component: Int) -> String
    /// What VoiceOver reads for a row ("Dólar estadounidense" for "USD · Dólar"); empty out of range.
    /// Lo que lee VoiceOver en una fila; vacío fuera de rango.
    func rowAccessibilityLabel(in picker: ProductosPicker, component: Int, row: Int) -> String
    func selectedRow(in picker: ProductosPicker, component: Int) -> Int
    func didSelect(in picker: ProductosPicker, component: Int, row: Int)
    /// Every text the info column can show with the rates in use (`ProductosLayout.Texts`): the
    /// compact-height layout is decided by their tallest. / Cada texto posible de la columna.
    func longestTexts() -> ProductosLayout.Texts
}

/// Business rules: catalogue, prices and the rates in use. / Reglas: catálogo, precios y tipos en uso.
public protocol ProductosInteracting: AnyObject {
    /// The rates in use now (bundled until a live update arrives); nil if even the bundled file failed.
    /// Los tipos en uso (los incluidos hasta que llegue una actualización); nil si falló el archivo.
    /// Read it ONCE per screen state: price and caption come from the same snapshot.
    /// Léase UNA vez por estado de pantalla: precio y leyenda salen del mismo juego de tipos.
    var currentRates: ExchangeRates? { get }
    /// Asks for live rates if `RatesRefreshPolicy` allows it for `trigger`; the completion runs only
    /// when a request was made (once per outcome, and once more for a `retry(after:)`). On failure or
    /// rejection the rates in use stay.
    /// Pide tipos en vivo si la regla lo permite para `trigger`; el completion corre solo si hubo
    /// petición (una vez por resultado, y otra para un `retry(after:)`). Si falla o se rechaza, se
    /// quedan los tipos en uso.
    func refreshRates(on trigger: RatesRefreshTrigger, completion: @escaping (RateUpdate) -> Void)
}

/// Outcome of a live-rate refresh. / Resultado de actualizar los tipos en vivo.
public enum RateUpdate: Equatable {
    case live(ExchangeRates)
    case keptBundled(HTTPError)
    /// Downloaded, but failed `LiveRatesValidator`. / Descargados, pero no pasaron el validador.
    case rejected(RatesRejection)
    /// The system's doing — a first -1005, or any error of a request that spanned a trip to the
    /// background: nothing to show; it is asked again on return to the foreground (or, the user staying,
    /// by the timer of the `retry(after:)` that follows). / Cosa del sistema (un primer -1005, o
    /// cualquier error de una petición que abarcó un viaje a segundo plano): nada que mostrar; se pide de
    /// nuevo al volver al primer plano (o, si el usuario sigue, con el temporizador del `retry(after:)`).
    case interrupted
    /// Ask again after `after` seconds if the user stays (`ProductosView.scheduleRatesRetry(after:)`):
    /// follows an `interrupted` that came with the screen up. / Volver a pedir tras `after` segundos si el
    /// usuario sigue: llega tras un `interrupted` con la pantalla visible.
    case retry(after: TimeInterval)
}
