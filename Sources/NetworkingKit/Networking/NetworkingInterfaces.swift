import AppCore

/// What the presenter tells the Networking screen (a table of Pokémon).
/// Lo que el presenter le dice a la pantalla de Networking (una tabla de Pokémon).
public protocol NetworkingView: LoadingDisplaying {
    func setTitle(_ title: String)
    /// Replaces every row. / Reemplaza todas las filas.
    func showRows(_ rows: [PokemonRow])
    /// Removes one row (after a confirmed deletion). / Quita una fila (tras confirmar el borrado).
    func removeRow(at index: Int)
    /// A banner above the table ("sin conexión"…); nil hides it.
    /// Un aviso sobre la tabla ("sin conexión"…); nil lo oculta.
    func showNotice(_ notice: String?)
    /// A full-screen error with a retry action (no rows to show); nil hides it.
    /// Un error a pantalla completa con acción de reintento (sin filas); nil lo oculta.
    func showError(_ error: NetworkingErrorViewModel?)
    /// Asks the user to confirm a deletion (an action sheet on iOS).
    /// Pide al usuario confirmar un borrado (una hoja de acciones en iOS).
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation)
    /// The pull-to-refresh spinner. / El indicador de "jalar para actualizar".
    func setRefreshing(_ refreshing: Bool)
    /// The footer spinner while the next page loads. / El indicador al pie mientras carga otra página.
    func setLoadingMore(_ loading: Bool)
}

/// Events from the Networking screen. / Eventos de la pantalla de Networking.
public protocol NetworkingPresenting: AnyObject {
    func viewDidLoad()
    func didPullToRefresh()
    func willDisplayRow(at index: Int)
    func didTapRetry()
    func didRequestDeletion(at index: Int)
    func didConfirmDeletion(_ confirmation: DeletionConfirmation)
    func didCancelDeletion(_ confirmation: DeletionConfirmation)
}

/// Data the Networking screen needs; completions arrive on the main queue in the app.
/// Datos que necesita la pantalla; en la app los completion llegan en la cola principal.
public protocol NetworkingInteracting: AnyObject {
    /// The last list kept on disk, if any. / La última lista guardada en disco, si existe.
    func cachedList() -> PokemonListPage?
    /// The first page (it becomes the new cache). / La primera página (pasa a ser la nueva caché).
    func loadFirstPage(completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void)
    /// `list` followed by its next page. / `list` seguida de su página siguiente.
    func loadPage(after list: PokemonListPage, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void)
}

/// Navigation of the Networking screen: none yet, kept so every module has the same shape.
/// Navegación de la pantalla de Networking: ninguna todavía; se mantiene la forma de cada módulo.
public protocol NetworkingRouting: AnyObject {}

// MARK: - Services / Servicios

/// What the Networking interactor needs from PokeAPI (a fake in tests).
/// Lo que el interactor de Networking necesita de PokeAPI (uno falso en las pruebas).
public protocol PokemonService: AnyObject {
    func fetchPage(limit: Int, offset: Int, completion: @escaping (Result<PokemonListPage, HTTPError>) -> Void)
    func fetchDetail(id: Int, completion: @escaping (Result<PokemonDetail, HTTPError>) -> Void)
}

/// Keeps the last successful list so a repeat visit (or no network) still shows rows.
/// Guarda la última lista obtenida para que una visita repetida (o sin red) muestre filas.
public protocol PokemonListCaching: AnyObject {
    func load() -> PokemonListPage?
    func save(_ list: PokemonListPage)
}
