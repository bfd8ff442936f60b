import AppCore

/// Drives the Networking screen. Every visit: empty table → loader → exactly one request → loader
/// removed → rows (or an error with "Reintentar"). The saved list is only an offline fallback for
/// that first request. Pages are appended at a cost proportional to the page: each row view model is
/// built once and the view is told to insert the new rows.
/// Dirige la pantalla de Networking. En cada visita: tabla vacía → cargador → exactamente una
/// petición → se quita el cargador → filas (o un error con "Reintentar"). La lista guardada solo es
/// el respaldo sin conexión de esa primera petición. Las páginas se agregan con un costo
/// proporcional a la página: cada fila se construye una vez y la vista inserta las nuevas.
public final class NetworkingPresenter: NetworkingPresenting {
    /// How a first-page load is shown, so it can be ended the same way.
    /// Cómo se muestra una carga de la primera página, para terminarla igual.
    enum LoadStyle {
        /// The Lottie overlay (visit or retry). / El overlay de Lottie (visita o reintento).
        case overlay
        /// The pull-to-refresh spinner. / El indicador de "jalar para actualizar".
        case refresh
    }

    /// A request the system cut while the app was in the background, to be sent again once.
    /// Una petición que el sistema cortó en segundo plano, para enviarse otra vez, una vez.
    enum CutRequest: Equatable {
        case firstPage(LoadStyle)
        case nextPage(offset: Int)
    }

    public weak var view: NetworkingView?
    private let interactor: NetworkingInteracting
    private let router: NetworkingRouting
    private let localizer: Localizer

    /// Every entry loaded in this visit, deleted ones included (what PokeAPI returned).
    /// Toda entrada cargada en esta visita, borradas incluidas (lo que devolvió PokeAPI).
    private var entries: [NamedResource] = []
    private var names: Set<String> = []
    private var count = 0
    /// `next` as received, and its offset only while paging moves forward.
    /// `next` como llegó, y su desplazamiento solo mientras la paginación avanza.
    private var next: String?
    private var nextOffset: Int?
    private var hasList = false
    /// The rows on screen (deleted rows left out). / Las filas en pantalla (sin las borradas).
    private var rows: [PokemonRow] = []
    /// Each row view model, built once per entry. / Cada fila, construida una vez por entrada.
    private var rowCache: [NamedResource: PokemonRow] = [:]
    /// Rows the user deleted in this visit stay hidden when pages arrive.
    /// Las filas borradas en esta visita siguen ocultas al llegar páginas.
    private var deletedIDs: Set<String> = []
    private var isLoadingFirstPage = false
    private var isLoadingMore = false
    private var isShowingError = false
    private var isShowingNotice = false
    /// Why the last next page failed (shown in the footer until retried).
    /// Por qué falló la última página siguiente (se muestra al pie hasta reintentar).
    private var nextPageFailure: HTTPError?
    private var footer = NetworkingFooter.none
    /// The problem VoiceOver was last told about (nil after a success): announced once per change.
    /// El problema que VoiceOver anunció por última vez (nil tras un éxito): uno por cambio.
    private var announcedProblem: String?
    /// Set by the footer's button, whose footer is replaced: VoiceOver focus follows the footers that
    /// come after it until one settles (not a spinner).
    /// Lo activa el botón del pie, cuyo pie se reemplaza: el foco de VoiceOver sigue a los pies que
    /// vienen después hasta que uno se asienta (no un indicador).
    private var footerKeepsFocus = false
    private var isVisible = false
    private var isInBackground = false
    /// How many times the app went to the background (a request compares it with its start).
    /// Cuántas veces pasó la app a segundo plano (una petición lo compara con su inicio).
    private var backgroundCount = 0
    private var cutRequest: CutRequest?
    /// Whether the network changed the list since it was last saved.
    /// Si la red cambió la lista desde la última vez que se guardó.
    private var needsSave = false

    /// Row view models built so far (the scaling tests count them). / Filas construidas (las cuentan las pruebas).
    private(set) var rowsBuilt = 0

    /// Rows left before the end that trigger the next page. / Filas antes del final que piden otra página.
    static let prefetchDistance = 3

    public init(interactor: NetworkingInteracting, router: NetworkingRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    // MARK: - Events / Eventos

    public func viewDidLoad() {
        view?.render(
            NetworkingScreenViewModel(
                title: localizer("networking.title"), deleteActionTitle: localizer("networking.delete.action"),
                loadingMoreLabel: localizer("networking.loadingMore")))
        loadFirstPage(.overlay)
    }

    /// Cancels what is in flight and saves what this visit loaded (once).
    /// Cancela lo que está en curso y guarda lo que cargó esta visita (una vez).
    public func viewDidLeave() {
        cutRequest = nil
        interactor.cancelAll()
        saveIfNeeded()
    }

    public func viewDidAppear() {
        isVisible = true
        resendCutRequest()
    }

    public func viewDidDisappear() {
        isVisible = false
    }

    public func appDidEnterBackground() {
        isInBackground = true
        backgroundCount += 1
    }

    public func appWillEnterForeground() {
        isInBackground = false
        resendCutRequest()
    }

    /// "Reintentar" after a failed page asks for it again; the empty state loads the next page, or
    /// the first page again when the list has ended — forgetting this visit's deletions, or the same
    /// page would end in the same empty state.
    /// "Reintentar" tras una página fallida la pide otra vez; el estado vacío carga la siguiente, o
    /// de nuevo la primera si la lista terminó, olvidando los borrados de esta visita (si no, la misma
    /// página acabaría en el mismo estado vacío).
    public func didTapFooterButton() {
        switch footer {
        case .failed, .empty:
            footerKeepsFocus = true
            guard let offset = nextOffset else {
                if case .empty = footer { deletedIDs = [] }
                return loadFirstPage(.overlay)
            }
            loadPage(at: offset)
        case .none, .loading:
            break
        }
    }

    public func didPullToRefresh() {
        guard !isLoadingFirstPage else {
            view?.setRefreshing(false)
            return
        }
        loadFirstPage(.refresh)
    }

    public func didTapRetry() {
        loadFirstPage(.overlay)
    }

    public func willDisplayRow(at index: Int) {
        guard index >= rows.count - Self.prefetchDistance, let offset = nextOffset, !isLoadingMore,
            !isLoadingFirstPage, nextPageFailure == nil
        else { return }
        loadPage(at: offset)
    }

    public func didRequestDeletion(at index: Int) {
        guard rows.indices.contains(index) else { return }
        let row = rows[index]
        view?.askToConfirmDeletion(
            DeletionConfirmation(
                rowID: row.id, index: index, title: localizer("networking.delete.title", row.title),
                message: localizer("networking.delete.message"), confirmTitle: localizer("networking.delete.confirm"),
                cancelTitle: localizer("networking.delete.cancel")))
    }

    /// The row disappears for the rest of this visit (refreshes and new pages included); the next
    /// visit shows PokeAPI's list again (the API is read-only and the saved list is a copy of it).
    /// La fila desaparece el resto de esta visita (actualizaciones y páginas nuevas incluidas); la
    /// siguiente visita muestra otra vez la lista de PokeAPI (la API es de solo lectura).
    public func didConfirmDeletion(_ confirmation: DeletionConfirmation) {
        guard let index = rows.firstIndex(where: { $0.id == confirmation.rowID }) else { return }
        deletedIDs.insert(confirmation.rowID)
        rows.remove(at: index)
        view?.removeRow(at: index)
        updateFooter()
    }

    /// "Cancelar" keeps the row: nothing changes. / "Cancelar" conserva la fila: nada cambia.
    public func didCancelDeletion(_ confirmation: DeletionConfirmation) {}

    // MARK: - First page / Primera página

    private func loadFirstPage(_ style: LoadStyle) {
        guard !isLoadingFirstPage else { return }
        isLoadingFirstPage = true
        if style == .overlay {
            showError(nil)
            view?.showLoading(localizer("loading.announcement"))
        }
        requestFirstPage(style)
    }

    /// The request itself (also the resend of a cut one, whose loader is still up).
    /// La petición en sí (también el reenvío de una cortada, cuyo cargador sigue visible).
    private func requestFirstPage(_ style: LoadStyle) {
        let started = backgroundCount
        interactor.loadPage(offset: 0) { [weak self] result in
            guard let self = self else { return }
            if self.wasCutBySystem(result, startedAt: started) { return self.hold(.firstPage(style)) }
            self.finishFirstPage(result, style: style)
        }
    }

    private func finishFirstPage(_ result: Result<PokemonListPage, HTTPError>, style: LoadStyle) {
        isLoadingFirstPage = false
        switch result {
        case .success(let page):
            announcedProblem = nil
            end(style)
            // A refresh lays the new first page over the loaded pages; a visit starts the list.
            // Una actualización pone la primera página sobre las cargadas; una visita inicia la lista.
            replaceList(with: hasList && style == .refresh ? currentList().overlaid(by: page) : page)
            if isShowingError { showError(nil) }
            setNotice(nil)
            needsSave = true
            if style == .overlay { saveIfNeeded() }
        case .failure(.cancelled):
            end(style)
        case .failure(let error) where !hasList && error.kind != .other:
            showSavedList(after: error, endingLoad: style)
        case .failure(let error):
            end(style)
            show(error)
        }
    }

    /// No connection or no service, with nothing loaded: the saved list with the notice that names
    /// the cause, or the error itself if there is none.
    /// Sin conexión o sin servicio, sin nada cargado: la lista guardada con el aviso que nombra la
    /// causa, o el error mismo si no hay lista.
    private func showSavedList(after error: HTTPError, endingLoad style: LoadStyle) {
        isLoadingFirstPage = true
        interactor.loadSavedList { [weak self] saved in
            guard let self = self else { return }
            self.isLoadingFirstPage = false
            self.end(style)
            guard let saved = saved, !saved.results.isEmpty else { return self.show(error) }
            if self.isShowingError { self.showError(nil) }
            self.replaceList(with: saved)
            self.showNotice(self.notice(for: error), about: error)
        }
    }

    /// The header notice over rows already on screen: which cause, and that the rows are saved ones.
    /// El aviso sobre filas ya en pantalla: qué causa, y que las filas son las guardadas.
    private func notice(for error: HTTPError) -> String {
        switch error.kind {
        case .noConnection: return localizer("networking.notice.offline")
        case .serviceNotAnswering: return localizer("networking.notice.unreachable")
        case .other: return localizer(error.messageKey)
        }
    }

    /// Ends a load the way it began: the overlay is always removed.
    /// Termina una carga como empezó: el overlay siempre se quita.
    private func end(_ style: LoadStyle) {
        footerKeepsFocus = false
        switch style {
        case .overlay: view?.hideLoading()
        case .refresh: view?.setRefreshing(false)
        }
    }

    // MARK: - Next pages / Páginas siguientes

    private func loadPage(at offset: Int) {
        isLoadingMore = true
        nextPageFailure = nil
        updateFooter()
        requestPage(at: offset)
    }

    private func requestPage(at offset: Int) {
        let started = backgroundCount
        interactor.loadPage(offset: offset) { [weak self] result in
            guard let self = self else { return }
            if self.wasCutBySystem(result, startedAt: started) { return self.hold(.nextPage(offset: offset)) }
            self.isLoadingMore = false
            switch result {
            case .success(let page):
                self.announcedProblem = nil
                self.append(page, requestedOffset: offset)
            case .failure(.cancelled):
                break
            case .failure(let error):
                self.nextPageFailure = error
                self.announce(self.localizer(error.messageKey), about: error)
            }
            self.updateFooter()
        }
    }

    // MARK: - Back from the background / De vuelta del segundo plano

    /// A connection lost (-1005) by a request that was in flight when the app went to the
    /// background: the system cut it, so it is sent again instead of shown.
    /// Una conexión perdida (-1005) de una petición en curso cuando la app pasó a segundo plano: la
    /// cortó el sistema, así que se envía otra vez en lugar de mostrarse.
    private func wasCutBySystem(_ result: Result<PokemonListPage, HTTPError>, startedAt count: Int) -> Bool {
        guard case .failure(.connectionLost) = result else { return false }
        return isInBackground || backgroundCount != count
    }

    /// Keeps the loader as it is and resends the request as soon as the app is in the foreground
    /// with the screen visible (at once if it already is).
    /// Deja el cargador como está y reenvía la petición en cuanto la app está en primer plano con la
    /// pantalla visible (de inmediato si ya lo está).
    private func hold(_ request: CutRequest) {
        cutRequest = request
        resendCutRequest()
    }

    private func resendCutRequest() {
        guard let request = cutRequest, isVisible, !isInBackground else { return }
        cutRequest = nil
        switch request {
        case .firstPage(let style): requestFirstPage(style)
        case .nextPage(let offset): requestPage(at: offset)
        }
    }

    /// Adds the page's new entries and tells the view to insert only their rows. A page whose
    /// offset is no longer the list's next one (a refresh changed it) is dropped.
    /// Agrega las entradas nuevas de la página y pide a la vista insertar solo sus filas. Una
    /// página cuyo desplazamiento ya no es el siguiente de la lista se descarta.
    private func append(_ page: PokemonListPage, requestedOffset: Int) {
        guard requestedOffset == nextOffset else { return }
        nextOffset = page.nextOffset(afterRequesting: requestedOffset)
        next = nextOffset == nil ? nil : page.next
        count = page.count
        let added = page.results.filter { names.insert($0.name).inserted }
        entries.append(contentsOf: added)
        needsSave = true
        setNotice(nil)
        let newRows = added.filter { !deletedIDs.contains($0.name) }.map(row)
        guard !newRows.isEmpty else { return }
        let index = rows.count
        rows.append(contentsOf: newRows)
        view?.insertRows(newRows, at: index)
    }

    // MARK: - The list / La lista

    private func replaceList(with list: PokemonListPage) {
        hasList = true
        names = []
        entries = list.results.filter { names.insert($0.name).inserted }
        count = list.count
        nextOffset = list.nextOffset(afterRequesting: 0)
        next = nextOffset == nil ? nil : list.next
        rows = entries.filter { !deletedIDs.contains($0.name) }.map(row)
        nextPageFailure = nil
        view?.showRows(rows)
        updateFooter()
    }

    private func currentList() -> PokemonListPage {
        PokemonListPage(count: count, next: next, previous: nil, results: entries)
    }

    private func saveIfNeeded() {
        guard needsSave, hasList else { return }
        needsSave = false
        interactor.save(currentList())
    }

    // MARK: - Rendering / Presentación

    /// With rows on screen an error is a notice ("sin conexión" when offline); without rows it is a
    /// full-screen message with "Reintentar".
    /// Con filas en pantalla un error es un aviso ("sin conexión" si no hay red); sin filas es un
    /// mensaje a pantalla completa con "Reintentar".
    private func show(_ error: HTTPError) {
        guard hasList else {
            showError(
                NetworkingErrorViewModel(
                    message: localizer(error.messageKey), retryTitle: localizer("networking.error.retry")))
            return
        }
        let notice =
            error.kind == .noConnection ? localizer("networking.notice.offline") : localizer(error.messageKey)
        showNotice(notice, about: error)
    }

    /// The footer follows the state: loading, the failed page, the empty list, or nothing.
    /// El pie sigue al estado: cargando, la página fallida, la lista vacía o nada.
    private func updateFooter() {
        let new: NetworkingFooter
        if isLoadingMore {
            new = .loading(label: localizer("networking.loadingMore"))
        } else if let failure = nextPageFailure {
            new = .failed(
                NetworkingErrorViewModel(
                    message: localizer(failure.messageKey), retryTitle: localizer("networking.error.retry")))
        } else if hasList, rows.isEmpty {
            let action = nextOffset == nil ? "networking.empty.reload" : "networking.empty.loadMore"
            new = .empty(
                NetworkingEmptyViewModel(message: localizer("networking.empty.message"), actionTitle: localizer(action))
            )
        } else {
            new = .none
        }
        guard new != footer else { return }
        footer = new
        view?.showFooter(new)
        if footerTakesFocus(new) {
            view?.moveFocusToFooter()
        } else if case .empty(let empty) = new {
            announce(empty.message, problem: "empty")
        }
    }

    /// Whether VoiceOver focus moves to `new`: only after the footer's button, and until a footer
    /// other than the spinner. A focused footer is read by VoiceOver, so it is not announced too.
    /// Si el foco de VoiceOver pasa a `new`: solo tras el botón del pie, y hasta un pie que no sea el
    /// indicador. Un pie enfocado lo lee VoiceOver, así que no se anuncia además.
    private func footerTakesFocus(_ new: NetworkingFooter) -> Bool {
        guard footerKeepsFocus else { return false }
        if case .loading = new { return true }
        footerKeepsFocus = false
        return new != .none
    }

    /// VoiceOver hears a problem once per change of state, not once per failure (a scroll, a retry).
    /// VoiceOver oye un problema una vez por cambio de estado, no una por fallo.
    private func announce(_ message: String, about error: HTTPError) {
        announce(message, problem: error.kind == .other ? error.messageKey : "\(error.kind)")
    }

    /// `problem` names the state (an error kind, "empty"): a repeat of the last one is silent.
    /// `problem` nombra el estado (un tipo de error, "empty"): repetir el último no se anuncia.
    private func announce(_ message: String, problem: String) {
        guard problem != announcedProblem else { return }
        announcedProblem = problem
        view?.announce(message)
    }

    private func showNotice(_ notice: String, about error: HTTPError) {
        setNotice(notice)
        announce(notice, about: error)
    }

    /// Shows or hides the full-screen error and remembers which. / Muestra u oculta el error y lo recuerda.
    private func showError(_ error: NetworkingErrorViewModel?) {
        isShowingError = error != nil
        view?.showError(error)
    }

    /// Shows a notice, or hides the one on screen (no event when there is none).
    /// Muestra un aviso, u oculta el visible (sin evento si no hay ninguno).
    private func setNotice(_ notice: String?) {
        guard notice != nil || isShowingNotice else { return }
        isShowingNotice = notice != nil
        view?.showNotice(notice)
    }

    /// The row of `entry`, built the first time only. / La fila de `entry`, construida solo la primera vez.
    private func row(_ entry: NamedResource) -> PokemonRow {
        if let cached = rowCache[entry] { return cached }
        let built = makeRow(entry)
        rowsBuilt += 1
        rowCache[entry] = built
        return built
    }

    func makeRow(_ entry: NamedResource) -> PokemonRow {
        let title = Self.displayName(entry.name)
        guard let number = entry.number else {
            return PokemonRow(id: entry.name, title: title, detail: "", accessibilityLabel: title)
        }
        return PokemonRow(
            id: entry.name, title: title, detail: localizer("networking.row.number", Self.paddedNumber(number)),
            accessibilityLabel: localizer("networking.row.accessibility", title, number))
    }

    /// "mr-mime" → "Mr-Mime". / "mr-mime" → "Mr-Mime".
    static func displayName(_ name: String) -> String {
        name.split(separator: "-", omittingEmptySubsequences: false)
            .map { $0.prefix(1).uppercased() + $0.dropFirst() }
            .joined(separator: "-")
    }

    /// 7 → "007"; 1025 → "1025". / 7 → "007"; 1025 → "1025".
    static func paddedNumber(_ number: Int) -> String {
        let digits = String(number)
        return String(repeating: "0", count: max(0, 3 - digits.count)) + digits
    }
}
