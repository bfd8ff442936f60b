import AppCore

/// One transition in progress: the state being changed and the effects so far.
/// Una transición en curso: el estado que cambia y los efectos hasta ahora.
struct NetworkingStep {
    var state: NetworkingState
    var effects: [NetworkingEffect] = []
    /// What a page asked for by the footer's button brought (VoiceOver follows it once the footer
    /// settles). / Lo que trajo una página pedida con el botón del pie (VoiceOver lo sigue cuando el
    /// pie se asienta).
    var arrival: ButtonArrival?

    enum ButtonArrival: Equatable {
        /// `count` new rows from row `at`. / `count` filas nuevas desde la fila `at`.
        case rows(at: Int, count: Int)
        /// No new row (all known, or none). / Ninguna fila nueva (todas conocidas, o ninguna).
        case nothingNew
    }

    init(state: NetworkingState) {
        self.state = state
    }

    mutating func handle(_ event: NetworkingEvent) {
        switch event {
        case .viewLoaded:
            effects.append(.renderScreen)
            loadFirstPage(.overlay)
        case .appeared:
            state.isVisible = true
            resendIfPossible()
        case .disappeared:
            state.isVisible = false
        case .left:
            leave()
        case .enteredBackground:
            state.trips.enteredBackground()
        case .returnedToForeground:
            state.trips.returnedToForeground()
            resendIfPossible()
        case .pulledToRefresh:
            guard state.firstPage == .idle else { return effects.append(.endRefreshing) }
            // A blank table (nothing yet, nothing loading) has no list to refresh over: the pull loads as
            // a first load does, under the loading overlay. / Una tabla en blanco no tiene lista sobre la
            // cual actualizar: el gesto carga como la primera carga, bajo el indicador de carga.
            if case .nothing = state.content {
                effects.append(.endRefreshing)
                return loadFirstPage(.overlay)
            }
            loadFirstPage(.refresh)
        case .tappedRetry:
            loadFirstPage(.overlay)
        case .tappedFooterButton:
            tapFooterButton()
        case .displayedRow(let index):
            displayRow(index)
        case .requestedDeletion(let index):
            guard let shown = state.list?.shown, shown.indices.contains(index) else { return }
            effects.append(.confirmDeletion(shown[index], at: index))
        case .confirmedDeletion(let rowID):
            delete(rowID)
        case .cancelledDeletion:
            break
        case .pageArrived(let offset, let result):
            pageArrived(offset: offset, result)
        case .savedListRead(let saved):
            savedListRead(saved)
        }
    }

    // MARK: - Leaving / Salir

    /// Cancels what is in flight and saves what this visit loaded (once); a request waiting to be
    /// resent is dropped and its loader removed.
    /// Cancela lo que está en curso y guarda lo que cargó esta visita (una vez); una petición que
    /// esperaba reenvío se descarta y se quita su cargador.
    mutating func leave() {
        if case .resendOnReturn(let style) = state.firstPage {
            state.firstPage = .idle
            end(style)
        }
        updateList { list in
            if case .resendOnReturn = list.nextPage { list.nextPage = .idle }
        }
        effects.append(.cancelAll)
        saveIfNeeded()
    }

    // MARK: - First page / Primera página

    mutating func loadFirstPage(_ style: NetworkingState.LoadStyle) {
        guard state.firstPage == .idle else { return }
        if style == .overlay {
            hideError()
            effects.append(.showLoading)
        }
        requestFirstPage(style)
    }

    /// The request itself (also the resend of a cut one, whose loader is still up).
    /// La petición en sí (también el reenvío de una cortada, cuyo cargador sigue visible).
    mutating func requestFirstPage(_ style: NetworkingState.LoadStyle) {
        state.firstPage = .loading(style, since: state.trips.mark)
        effects.append(.requestPage(offset: 0))
    }

    mutating func firstPageArrived(
        _ result: Result<PokemonListPage, HTTPError>, style: NetworkingState.LoadStyle, since mark: BackgroundTrips.Mark
    ) {
        if wasCutBySystem(result, since: mark) {
            state.firstPage = .resendOnReturn(style)
            return resendIfPossible()
        }
        state.firstPage = .idle
        switch result {
        case .success(let page):
            state.announced = []
            end(style)
            let wasShowingError = isShowingError
            // A refresh lays the new first page over the loaded pages; a visit starts the list.
            // Una actualización pone la primera página sobre las cargadas; una visita inicia la lista.
            let list = state.list.map { style == .refresh ? $0.page.overlaid(by: page) : page } ?? page
            replaceList(with: list)
            if wasShowingError { effects.append(.showError(nil)) }
            setNotice(nil)
            updateList { $0.saving = .changed }
            if style == .overlay { saveIfNeeded() }
        case .failure(.cancelled):
            end(style)
        case .failure(let error) where state.list == nil && error.kind != .other:
            // No connection or no service, nothing loaded: the saved list, read off the main thread.
            // Sin conexión o sin servicio, nada cargado: la lista guardada, leída fuera del hilo principal.
            state.firstPage = .readingSaved(style, after: error)
            effects.append(.readSavedList)
        case .failure(let error):
            end(style)
            show(error)
        }
    }

    /// The saved list with the notice that names the cause, or the error itself if there is none.
    /// La lista guardada con el aviso que nombra la causa, o el error mismo si no hay lista.
    mutating func savedListRead(_ saved: PokemonListPage?) {
        guard case .readingSaved(let style, let error) = state.firstPage else { return }
        state.firstPage = .idle
        end(style)
        guard let saved = saved, !saved.results.isEmpty else { return show(error) }
        if isShowingError { effects.append(.showError(nil)) }
        replaceList(with: saved)
        showNotice(Self.noticeKey(forSavedListAfter: error), about: error)
    }

    /// The header notice over the saved list: which cause, and that the rows are saved ones.
    /// El aviso sobre la lista guardada: qué causa, y que las filas son las guardadas.
    static func noticeKey(forSavedListAfter error: HTTPError) -> String {
        switch error.kind {
        case .noConnection: return "networking.notice.offline"
        case .serviceNotAnswering: return "networking.notice.unreachable"
        case .other: return error.messageKey
        }
    }

    /// Ends a load the way it began: the overlay is always removed.
    /// Termina una carga como empezó: el overlay siempre se quita.
    mutating func end(_ style: NetworkingState.LoadStyle) {
        effects.append(style == .overlay ? .hideLoading : .endRefreshing)
    }

    // MARK: - Next pages / Páginas siguientes

    mutating func displayRow(_ index: Int) {
        guard let list = state.list, index >= list.shown.count - NetworkingMachine.prefetchDistance,
            case .more(let offset, _) = list.continuation, list.nextPage == .idle, state.firstPage == .idle
        else { return }
        loadPage(at: offset, by: .scroll)
    }

    /// "Reintentar" after a failed page asks for it again; the empty state loads the next page, or
    /// the first page again when the list has ended — its rows come back at once (this visit's
    /// deletions are forgotten), so a reload that fails offline never leaves the same empty state.
    /// "Reintentar" tras una página fallida la pide otra vez; el estado vacío carga la siguiente, o
    /// de nuevo la primera si la lista terminó: sus filas vuelven de inmediato (se olvidan los
    /// borrados de esta visita), así una recarga que falla sin conexión no deja el mismo estado vacío.
    mutating func tapFooterButton() {
        switch NetworkingMachine.footer(state) {
        case .failed:
            guard case .more(let offset, _)? = state.list?.continuation else { return loadFirstPage(.overlay) }
            loadPage(at: offset, by: .button)
        case .empty:
            tapEmptyState()
        case .none, .loading:
            break
        }
    }

    mutating func tapEmptyState() {
        guard case .more(let offset, _)? = state.list?.continuation else {
            if state.list?.deleted.isEmpty == false {
                updateList { list in
                    list.deleted = []
                    list.shown = list.entries
                }
                effects.append(.showRows(state.list?.shown ?? []))
            }
            return loadFirstPage(.overlay)
        }
        loadPage(at: offset, by: .button)
    }

    mutating func loadPage(at offset: Int, by trigger: NetworkingList.Trigger) {
        let mark = state.trips.mark
        updateList { $0.nextPage = .loading(offset: offset, since: mark, by: trigger) }
        effects.append(.requestPage(offset: offset))
    }

    mutating func pageArrived(offset: Int, _ result: Result<PokemonListPage, HTTPError>) {
        if offset == 0, case .loading(let style, let mark) = state.firstPage {
            return firstPageArrived(result, style: style, since: mark)
        }
        guard case .loading(offset, let mark, let trigger)? = state.list?.nextPage else { return }
        if wasCutBySystem(result, since: mark) {
            updateList { $0.nextPage = .resendOnReturn(offset: offset, by: trigger) }
            return resendIfPossible()
        }
        updateList { $0.nextPage = .idle }
        switch result {
        case .success(let page):
            state.announced = []
            append(page, requestedOffset: offset, by: trigger)
        case .failure(.cancelled):
            break
        case .failure(let error):
            updateList { $0.nextPage = .failed(offset: offset, error) }
            announce(error.messageKey, problem: Self.problem(error))
        }
    }

    /// Adds the page's new entries and inserts only their rows. A page whose offset is no longer the
    /// list's next one (a refresh changed it) is dropped; either way the network answered, so the
    /// notice goes.
    /// Agrega las entradas nuevas de la página e inserta solo sus filas. Una página cuyo
    /// desplazamiento ya no es el siguiente de la lista se descarta; en ambos casos la red respondió,
    /// así que el aviso se va.
    mutating func append(_ page: PokemonListPage, requestedOffset: Int, by trigger: NetworkingList.Trigger) {
        if trigger == .button { arrival = .nothingNew }
        setNotice(nil)
        guard case .more(requestedOffset, _)? = state.list?.continuation else { return }
        var newRows: [NamedResource] = []
        var index = 0
        updateList { list in
            list.continuation = Self.continuation(of: page, afterRequesting: requestedOffset)
            list.count = page.count
            let added = page.results.filter { list.names.insert($0.name).inserted }
            list.entries.append(contentsOf: added)
            list.saving = .changed
            newRows = added.filter { !list.deleted.contains($0.name) }
            index = list.shown.count
            list.shown.append(contentsOf: newRows)
        }
        guard !newRows.isEmpty else { return }
        effects.append(.insertRows(newRows, at: index))
        if trigger == .button { arrival = .rows(at: index, count: newRows.count) }
    }

    // MARK: - Back from the background / De vuelta del segundo plano

    /// A request that spanned a trip to the background and ended with any error (a lost connection,
    /// a timeout that counted the suspended time…): the system's doing, so it is sent again, not shown.
    /// Una petición que abarcó un viaje al segundo plano y terminó con cualquier error (conexión
    /// perdida, un tiempo agotado que contó el tiempo suspendido…): cosa del sistema, se reenvía.
    func wasCutBySystem(_ result: Result<PokemonListPage, HTTPError>, since mark: BackgroundTrips.Mark) -> Bool {
        guard case .failure(let error) = result, error != .cancelled else { return false }
        return state.trips.spannedTrip(since: mark)
    }

    /// Sends again what the system cut, once the app is in the foreground with the screen visible.
    /// Reenvía lo que cortó el sistema, cuando la app está en primer plano con la pantalla visible.
    mutating func resendIfPossible() {
        guard state.isVisible, !state.trips.isInBackground else { return }
        if case .resendOnReturn(let style) = state.firstPage { requestFirstPage(style) }
        if case .resendOnReturn(let offset, let trigger)? = state.list?.nextPage {
            let mark = state.trips.mark
            updateList { $0.nextPage = .loading(offset: offset, since: mark, by: trigger) }
            effects.append(.requestPage(offset: offset))
        }
    }
}
