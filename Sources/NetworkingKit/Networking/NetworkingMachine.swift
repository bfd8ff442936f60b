import AppCore

/// The Networking screen as one value and one pure function: `NetworkingMachine.step(state, event)`
/// returns the next state and the effects the presenter runs (view updates, requests, saves). Every
/// state the screen can be in is a value of `NetworkingState`; no transition needs a view.
/// La pantalla de Networking como un valor y una función pura: `NetworkingMachine.step(estado,
/// evento)` devuelve el estado siguiente y los efectos que ejecuta el presenter (vista, peticiones,
/// guardados). Todo estado posible de la pantalla es un valor de `NetworkingState`; ninguna
/// transición necesita una vista.
public struct NetworkingState: Equatable {
    /// What fills the screen, with the first page's request that can go with it (each case admits
    /// only what can happen beside it).
    /// Lo que llena la pantalla, con la petición de la primera página que puede acompañarlo (cada caso
    /// admite solo lo que puede pasar a su lado).
    public enum Content: Equatable {
        /// Nothing yet; the first page's request, if any. / Nada todavía; la petición de la primera página.
        case nothing(FirstPageLoad?)
        /// The first page failed with no list: the saved list is being read (the loader stays).
        /// Falló la primera página sin lista: se lee la lista guardada (el cargador sigue).
        case readingSaved(after: HTTPError, SavedListLoader)
        /// The full-screen error with "Reintentar"; only a pull-to-refresh loads over it.
        /// El error a pantalla completa; solo "jalar para actualizar" carga encima.
        case failed(HTTPError, refresh: FirstPageLoad.Phase?)
        /// A list, from the network or the saved copy (its own reload inside).
        /// Una lista, de la red o la copia guardada (con su propia recarga dentro).
        case loaded(NetworkingList)
    }

    /// A first-page request in flight: how far it got and how it is shown.
    /// Una petición de la primera página en curso: hasta dónde llegó y cómo se muestra.
    public struct FirstPageLoad: Equatable {
        public enum Phase: Equatable {
            /// In flight since `since`. / En curso desde `since`.
            case loading(since: BackgroundTrips.Mark)
            /// The system cut it during a trip to the background: sent again once the app is back and
            /// the screen visible (the loader stays).
            /// El sistema la cortó en un viaje al segundo plano: se reenvía cuando la app vuelve y la
            /// pantalla se ve (el cargador sigue).
            case resendOnReturn
        }

        public internal(set) var phase: Phase
        public internal(set) var style: LoadStyle
    }

    /// What stays on screen while the saved list is read: the overlay, or the refresh spinner over
    /// the error panel that was there (without a list, a pull refreshes only over that panel: the
    /// table is never blank and idle while the screen is up).
    /// Lo que sigue en pantalla mientras se lee la lista guardada: el overlay, o el indicador de
    /// actualización sobre el panel de error que había (sin lista, jalar solo actualiza sobre ese
    /// panel: la tabla nunca está vacía y en reposo con la pantalla visible).
    public enum SavedListLoader: Equatable {
        case overlay
        case refresh(over: HTTPError)
    }

    /// The first page's request, as one reading of `content`. / La petición de la primera página.
    public enum FirstPage: Equatable {
        /// None in flight. / Ninguna en curso.
        case idle
        /// In flight, shown as `style`, started at `since`. / En curso, mostrada como `style`.
        case loading(LoadStyle, since: BackgroundTrips.Mark)
        /// The saved list is being read after `after` (no list on screen). / Se lee la lista guardada.
        case readingSaved(LoadStyle, after: HTTPError)
        /// Waiting to be sent again on return. / Espera reenviarse al volver.
        case resendOnReturn(LoadStyle)
    }

    /// How a first-page load is shown, so it ends the same way.
    /// Cómo se muestra una carga de la primera página, para terminarla igual.
    public enum LoadStyle: Equatable {
        /// The Lottie overlay (visit, retry, reload). / El overlay de Lottie (visita, reintento).
        case overlay
        /// The pull-to-refresh spinner. / El indicador de "jalar para actualizar".
        case refresh
    }

    /// What VoiceOver was told about (announced once until a page succeeds).
    /// De qué se avisó a VoiceOver (un anuncio hasta que una página llega con éxito).
    public enum Problem: Hashable {
        /// An error kind that names its state (no connection, no service).
        /// Un tipo de error que nombra su estado (sin conexión, sin servicio).
        case kind(HTTPError.Kind)
        /// Any other failure, by its message. / Cualquier otro fallo, por su mensaje.
        case message(String)
        /// The empty state. / El estado vacío.
        case empty
    }

    public internal(set) var content: Content = .nothing(nil)
    /// On screen (not covered by another tab or screen). / En pantalla (no la cubre otra).
    public internal(set) var isVisible = false
    public internal(set) var trips = BackgroundTrips()
    /// The problems announced since the last successful page. / Los problemas anunciados desde el último éxito.
    public internal(set) var announced: Set<Problem> = []

    public init() {}

    /// The list, when there is one. / La lista, si la hay.
    public var list: NetworkingList? {
        if case .loaded(let list) = content { return list }
        return nil
    }
}

/// The loaded list: every entry of this visit, the rows on screen, where paging goes on and the
/// next page's request.
/// La lista cargada: toda entrada de esta visita, las filas en pantalla, dónde sigue la paginación
/// y la petición de la página siguiente.
public struct NetworkingList: Equatable {
    /// Where the list goes on. / Dónde sigue la lista.
    public enum Continuation: Equatable {
        /// PokeAPI's `next` and its offset (only while paging moves forward).
        /// El `next` de PokeAPI y su desplazamiento (solo mientras la paginación avanza).
        case more(offset: Int, next: String)
        /// The last page arrived. / Llegó la última página.
        case ended
    }

    /// The next page's request. / La petición de la página siguiente.
    public enum NextPage: Equatable {
        case idle
        /// In flight since `since`, asked for by a scroll or by the footer's button.
        /// En curso desde `since`, pedida al desplazarse o con el botón del pie.
        case loading(offset: Int, since: BackgroundTrips.Mark, by: Trigger)
        /// Cut by the system in the background: sent again on return.
        /// Cortada por el sistema en segundo plano: se reenvía al volver.
        case resendOnReturn(offset: Int, by: Trigger)
        /// Failed: said in the footer with "Reintentar" (scrolling does not retry).
        /// Falló: se dice al pie con "Reintentar" (desplazarse no reintenta).
        case failed(offset: Int, HTTPError)
    }

    /// Who asked for a page: the footer's button keeps VoiceOver focus on what replaces it.
    /// Quién pidió una página: el botón del pie mantiene el foco de VoiceOver en lo que lo reemplaza.
    public enum Trigger: Equatable {
        case scroll
        case button
    }

    /// Whether the network changed the list since it was last saved.
    /// Si la red cambió la lista desde la última vez que se guardó.
    public enum Saving: Equatable {
        case upToDate
        case changed
    }

    /// The first page's request while the list is on screen (a refresh, a reload), nil when none.
    /// La petición de la primera página con la lista en pantalla (actualizar, recargar), nil si no hay.
    public internal(set) var firstPage: NetworkingState.FirstPageLoad?
    /// Rows the user deleted in this visit stay hidden when pages arrive.
    /// Las filas borradas en esta visita siguen ocultas al llegar páginas.
    public internal(set) var deleted: Set<String> = []
    /// Every entry loaded in this visit, deleted ones included (what PokeAPI returned).
    /// Toda entrada cargada en esta visita, borradas incluidas (lo que devolvió PokeAPI).
    public internal(set) var entries: [NamedResource] = []
    var names: Set<String> = []
    public internal(set) var count = 0
    public internal(set) var continuation = Continuation.ended
    /// The rows on screen: `entries` without the deleted ones. / Las filas en pantalla.
    public internal(set) var shown: [NamedResource] = []
    public internal(set) var nextPage = NextPage.idle
    /// The header notice's text key ("sin conexión"…), nil when hidden.
    /// La clave del aviso del encabezado, nil si está oculto.
    public internal(set) var notice: String?
    public internal(set) var saving = Saving.upToDate

    /// The list as PokeAPI's shape (to save or to lay a refresh over).
    /// La lista con la forma de PokeAPI (para guardar o para poner encima una actualización).
    var page: PokemonListPage {
        guard case .more(_, let next) = continuation else {
            return PokemonListPage(count: count, next: nil, previous: nil, results: entries)
        }
        return PokemonListPage(count: count, next: next, previous: nil, results: entries)
    }
}

/// What the table's footer shows, before localization. / Lo que muestra el pie, antes de traducir.
public enum NetworkingFooterState: Equatable {
    case none
    case loading
    /// The next page failed: its message key and "Reintentar". / Falló la página siguiente.
    case failed(messageKey: String)
    /// No rows: "Volver a cargar" when the list ended, "Cargar más" otherwise.
    /// Sin filas: "Volver a cargar" si la lista terminó, "Cargar más" si no.
    case empty(reloads: Bool)
}

/// Everything that can happen to the screen. / Todo lo que le puede pasar a la pantalla.
public enum NetworkingEvent: Equatable {
    /// The screen was built (each visit). / Se construyó la pantalla (cada visita).
    case viewLoaded
    /// On screen / covered by another tab or screen. / Visible / cubierta por otra.
    case appeared
    case disappeared
    /// Closed (popped or dismissed). / Cerrada (pop o dismiss).
    case left
    /// The app went to the background / came back. / La app fue al segundo plano / volvió.
    case enteredBackground
    case returnedToForeground
    case pulledToRefresh
    /// The full-screen error's "Reintentar". / El "Reintentar" del error a pantalla completa.
    case tappedRetry
    /// The footer's "Reintentar", "Cargar más" or "Volver a cargar". / El botón del pie.
    case tappedFooterButton
    /// Row `index` is about to be displayed (paging). / La fila `index` va a mostrarse.
    case displayedRow(Int)
    case requestedDeletion(Int)
    case confirmedDeletion(rowID: String)
    case cancelledDeletion
    /// The answer to the request for the page at `offset`. / La respuesta a la página `offset`.
    case pageArrived(offset: Int, Result<PokemonListPage, HTTPError>)
    /// The saved list, read from disk (nil when there is none). / La lista guardada, leída del disco.
    case savedListRead(PokemonListPage?)
}

/// What the presenter does for the machine. / Lo que el presenter hace por la máquina.
public enum NetworkingEffect: Equatable {
    case renderScreen
    case showLoading
    case hideLoading
    case endRefreshing
    /// The full-screen error (nil hides it). / El error a pantalla completa (nil lo oculta).
    case showError(HTTPError?)
    /// The header notice by text key (nil hides it). / El aviso por clave (nil lo oculta).
    case showNotice(String?)
    /// VoiceOver reads the text of `key`. / VoiceOver lee el texto de `key`.
    case announce(String)
    case showRows([NamedResource])
    case insertRows([NamedResource], at: Int)
    case removeRow(at: Int)
    case showFooter(NetworkingFooterState)
    case moveFocusToFooter
    /// VoiceOver focus to row `at`, or, when it has no cell, how many rows (`arrived`) came.
    /// El foco de VoiceOver a la fila `at`, o, si no tiene celda, cuántas filas (`arrived`) llegaron.
    case moveFocusToRow(at: Int, arrived: Int)
    case confirmDeletion(NamedResource, at: Int)
    case requestPage(offset: Int)
    case readSavedList
    case save(PokemonListPage)
    case cancelAll
}

/// The screen's behaviour: one pure function. / El comportamiento de la pantalla: una función pura.
public enum NetworkingMachine {
    /// Rows left before the end that trigger the next page. / Filas antes del final que piden otra página.
    public static let prefetchDistance = 3

    /// The next state and what to do. / El estado siguiente y lo que hay que hacer.
    public static func step(_ state: NetworkingState, _ event: NetworkingEvent) -> (
        NetworkingState, [NetworkingEffect]
    ) {
        var next = state
        let effects = step(&next, event)
        return (next, effects)
    }

    /// The same step in place (the presenter's): the list is changed without being copied, so a
    /// page costs what the page brings.
    /// El mismo paso en el lugar (el del presenter): la lista cambia sin copiarse, así una página
    /// cuesta lo que trae la página.
    public static func step(_ state: inout NetworkingState, _ event: NetworkingEvent) -> [NetworkingEffect] {
        let footer = Self.footer(state)
        let byButton = NetworkingStep.byButton(state)
        var step = NetworkingStep(state: state)
        state = NetworkingState()
        step.handle(event)
        step.settleFooter(before: footer, byButtonBefore: byButton)
        state = step.state
        return step.effects
    }

    /// The footer that matches `state`. / El pie que corresponde a `state`.
    public static func footer(_ state: NetworkingState) -> NetworkingFooterState {
        guard let list = state.list else { return .none }
        switch list.nextPage {
        case .loading, .resendOnReturn: return .loading
        case .failed(_, let error): return .failed(messageKey: error.messageKey)
        case .idle: return list.shown.isEmpty ? .empty(reloads: list.continuation == .ended) : .none
        }
    }
}
