import AppCore
import Foundation

/// What the presenter tells the Networking screen (a table of Pokémon).
/// Lo que el presenter le dice a la pantalla de Networking (una tabla de Pokémon).
public protocol NetworkingView: LoadingDisplaying {
    /// The screen's fixed texts (title, swipe action, footer spinner label).
    /// Los textos fijos de la pantalla (título, acción de deslizar, etiqueta del indicador al pie).
    func render(_ screen: NetworkingScreenViewModel)
    /// Replaces every row (first page, refresh, saved list). / Reemplaza todas las filas.
    func showRows(_ rows: [PokemonRow])
    /// Inserts `rows` at `index`, `index + 1`… (a new page: the table inserts, it does not reload).
    /// Inserta `rows` en `index`, `index + 1`… (una página nueva: la tabla inserta, no recarga).
    func insertRows(_ rows: [PokemonRow], at index: Int)
    /// Removes one row (after a confirmed deletion). / Quita una fila (tras confirmar el borrado).
    func removeRow(at index: Int)
    /// A banner above the table ("sin conexión"…); nil hides it.
    /// Un aviso sobre la tabla ("sin conexión"…); nil lo oculta.
    func showNotice(_ notice: String?)
    /// VoiceOver reads `message` at once (a notice that just appeared).
    /// VoiceOver lee `message` de inmediato (un aviso que acaba de aparecer).
    func announce(_ message: String)
    /// A full-screen error with a retry action (no rows to show); nil hides it.
    /// Un error a pantalla completa con acción de reintento (sin filas); nil lo oculta.
    func showError(_ error: NetworkingErrorViewModel?)
    /// Asks the user to confirm a deletion (an action sheet on iOS).
    /// Pide al usuario confirmar un borrado (una hoja de acciones en iOS).
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation)
    /// The pull-to-refresh spinner. / El indicador de "jalar para actualizar".
    func setRefreshing(_ refreshing: Bool)
    /// The table's footer: the spinner while the next page loads, the failure of that page with
    /// "Reintentar" (where it happened, at the end of the list), or the empty state with its button.
    /// El pie de la tabla: el indicador mientras carga otra página, el fallo de esa página con
    /// "Reintentar" (donde ocurrió, al final de la lista) o el estado vacío con su botón.
    func showFooter(_ footer: NetworkingFooter)
    /// VoiceOver focus moves to the footer just shown (its own button replaced the focused content).
    /// El foco de VoiceOver pasa al pie recién mostrado (su propio botón reemplazó el contenido enfocado).
    func moveFocusToFooter()
    /// VoiceOver focus moves to row `index` (the first row a footer retry brought); when that row has
    /// no cell to focus, VoiceOver reads `announcement` (how many rows arrived) instead.
    /// El foco de VoiceOver pasa a la fila `index` (la primera que trajo un reintento del pie); si esa
    /// fila no tiene celda que enfocar, VoiceOver lee `announcement` (cuántas filas llegaron).
    func moveFocusToRow(at index: Int, otherwise announcement: String)
}

/// Events from the Networking screen. / Eventos de la pantalla de Networking.
public protocol NetworkingPresenting: AnyObject {
    func viewDidLoad()
    /// The screen is on screen / is no longer (another tab or screen covers it).
    /// La pantalla está visible / ya no (otra pestaña o pantalla la cubre).
    func viewDidAppear()
    func viewDidDisappear()
    /// The app went to the background / is coming back to the foreground.
    /// La app pasó a segundo plano / vuelve al primer plano.
    func appDidEnterBackground()
    func appWillEnterForeground()
    /// The screen was closed (popped or dismissed): stop its requests.
    /// Se cerró la pantalla (pop o dismiss): detener sus peticiones.
    func viewDidLeave()
    func didPullToRefresh()
    func willDisplayRow(at index: Int)
    func didTapRetry()
    /// The footer's button: "Reintentar" after a failed page, or the empty state's action.
    /// El botón del pie: "Reintentar" tras una página fallida, o la acción del estado vacío.
    func didTapFooterButton()
    func didRequestDeletion(at index: Int)
    func didConfirmDeletion(_ confirmation: DeletionConfirmation)
    func didCancelDeletion(_ confirmation: DeletionConfirmation)
}

/// Data the Networking screen needs; completions arrive on the main queue in the app.
/// Datos que necesita la pantalla; en la app los completion llegan en la cola principal.
public protocol NetworkingInteracting: AnyObject {
    /// One page from the network (exactly one request). / Una página desde la red (una petición).
    func loadPage(offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void)
    /// The list saved on disk, read off the main thread (the offline fallback).
    /// La lista guardada en disco, leída fuera del hilo principal (el respaldo sin conexión).
    func loadSavedList(completion: @escaping (PokemonListPage?) -> Void)
    /// Saves `list` over the saved one (off the main thread; see `PokemonListPage.overlaid(by:)`).
    /// Guarda `list` sobre la guardada (fuera del hilo principal).
    func save(_ list: PokemonListPage)
    /// Cancels every request in flight; each answers `.cancelled`.
    /// Cancela toda petición en curso; cada una responde `.cancelled`.
    func cancelAll()
}

/// Navigation of the Networking screen: none yet, kept so every module has the same shape.
/// Navegación de la pantalla de Networking: ninguna todavía; se mantiene la forma de cada módulo.
public protocol NetworkingRouting: AnyObject {}

// MARK: - Services / Servicios

/// What the Networking interactor needs from PokeAPI (a fake in tests).
/// Lo que el interactor de Networking necesita de PokeAPI (uno falso en las pruebas).
public protocol PokemonService: AnyObject {
    /// Starts one page request; `cancel()` on the result ends it with `.cancelled`.
    /// Inicia la petición de una página; `cancel()` sobre el resultado la termina con `.cancelled`.
    @discardableResult
    func fetchPage(limit: Int, offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void)
        -> PokemonRequest
}

/// A request in flight that can be cancelled (once; later calls do nothing).
/// Una petición en curso que se puede cancelar (una vez; las llamadas siguientes no hacen nada).
public final class PokemonRequest {
    private let lock = NSLock()
    private var onCancel: (() -> Void)?

    public init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    public func cancel() {
        lock.lock()
        let action = onCancel
        onCancel = nil
        lock.unlock()
        action?()
    }
}

/// Keeps the last list so a visit without network still shows rows.
/// Guarda la última lista para que una visita sin red muestre filas.
public protocol PokemonListCaching: AnyObject {
    func load() -> PokemonListPage?
    func save(_ list: PokemonListPage)
}
