import AppCore

/// Drives the Networking screen: empty table → loader → PokeAPI → loader removed → rows. The loader
/// is removed on every path; a cached list is shown at once and refreshed in the background.
/// Dirige la pantalla de Networking: tabla vacía → cargador → PokeAPI → se quita el cargador →
/// filas. El cargador se quita en todos los caminos; una lista en caché se muestra de inmediato y
/// se actualiza en segundo plano.
public final class NetworkingPresenter: NetworkingPresenting {
    /// How a first-page load is shown, so it can be ended the same way.
    /// Cómo se muestra una carga de la primera página, para terminarla igual.
    enum LoadStyle {
        /// The Lottie overlay (nothing to show yet). / El overlay de Lottie (aún no hay nada).
        case overlay
        /// The pull-to-refresh spinner. / El indicador de "jalar para actualizar".
        case refresh
        /// Silent: cached rows are already on screen. / Silenciosa: ya hay filas en caché.
        case background
    }

    public weak var view: NetworkingView?
    private let interactor: NetworkingInteracting
    private let router: NetworkingRouting
    private let localizer: Localizer

    private var list: PokemonListPage?
    private var rows: [PokemonRow] = []
    /// Rows the user deleted in this visit stay hidden when pages arrive.
    /// Las filas borradas en esta visita siguen ocultas al llegar páginas.
    private var deletedIDs: Set<String> = []
    private var isLoadingFirstPage = false
    private var isLoadingMore = false
    /// Whether the full-screen error is on screen (a refresh that succeeds must remove it).
    /// Si el error a pantalla completa está visible (una actualización exitosa debe quitarlo).
    private var isShowingError = false

    /// Rows left before the end that trigger the next page. / Filas antes del final que piden otra página.
    static let prefetchDistance = 3

    public init(interactor: NetworkingInteracting, router: NetworkingRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
    }

    // MARK: - Events / Eventos

    public func viewDidLoad() {
        view?.setTitle(localizer("networking.title"))
        if let cached = interactor.cachedList() {
            apply(cached)
            loadFirstPage(.background)
        } else {
            loadFirstPage(.overlay)
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
        guard index >= rows.count - Self.prefetchDistance, let list = list, list.nextOffset != nil,
            !isLoadingMore, !isLoadingFirstPage
        else { return }
        loadNextPage(after: list)
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

    public func didConfirmDeletion(_ confirmation: DeletionConfirmation) {
        guard let index = rows.firstIndex(where: { $0.id == confirmation.rowID }) else { return }
        deletedIDs.insert(confirmation.rowID)
        rows.remove(at: index)
        view?.removeRow(at: index)
    }

    /// "Cancelar" keeps the row: nothing changes. / "Cancelar" conserva la fila: nada cambia.
    public func didCancelDeletion(_ confirmation: DeletionConfirmation) {}

    // MARK: - Loading / Carga

    private func loadFirstPage(_ style: LoadStyle) {
        guard !isLoadingFirstPage else { return }
        isLoadingFirstPage = true
        if style == .overlay {
            showError(nil)
            view?.showLoading()
        }
        interactor.loadFirstPage { [weak self] result in
            self?.finishFirstPage(result, style: style)
        }
    }

    private func finishFirstPage(_ result: Result<PokemonListPage, HTTPError>, style: LoadStyle) {
        isLoadingFirstPage = false
        end(style)
        switch result {
        case .success(let list):
            if isShowingError { showError(nil) }
            apply(list)
            view?.showNotice(nil)
        case .failure(let error):
            show(error)
        }
    }

    /// Ends a load the way it began: the overlay is always removed.
    /// Termina una carga como empezó: el overlay siempre se quita.
    private func end(_ style: LoadStyle) {
        switch style {
        case .overlay: view?.hideLoading()
        case .refresh: view?.setRefreshing(false)
        case .background: break
        }
    }

    private func loadNextPage(after base: PokemonListPage) {
        isLoadingMore = true
        view?.setLoadingMore(true)
        interactor.loadPage(after: base) { [weak self] result in
            guard let self = self else { return }
            self.isLoadingMore = false
            self.view?.setLoadingMore(false)
            switch result {
            // A refresh may have replaced the list meanwhile: then the page is stale.
            // Una actualización pudo reemplazar la lista mientras tanto: la página ya no sirve.
            case .success(let list) where self.list == base:
                self.apply(list)
                self.view?.showNotice(nil)
            case .success:
                break
            case .failure(let error):
                self.show(error)
            }
        }
    }

    // MARK: - Rendering / Presentación

    private func apply(_ list: PokemonListPage) {
        self.list = list
        rows = list.results.filter { !deletedIDs.contains($0.name) }.map(makeRow)
        view?.showRows(rows)
    }

    /// With rows on screen an error is a notice ("sin conexión" when offline); without rows it is a
    /// full-screen message with "Reintentar".
    /// Con filas en pantalla un error es un aviso ("sin conexión" si no hay red); sin filas es un
    /// mensaje a pantalla completa con "Reintentar".
    private func show(_ error: HTTPError) {
        guard list != nil else {
            showError(
                NetworkingErrorViewModel(
                    message: localizer(error.messageKey), retryTitle: localizer("networking.error.retry")))
            return
        }
        view?.showNotice(error == .offline ? localizer("networking.notice.offline") : localizer(error.messageKey))
    }

    /// Shows or hides the full-screen error and remembers which. / Muestra u oculta el error y lo recuerda.
    private func showError(_ error: NetworkingErrorViewModel?) {
        isShowingError = error != nil
        view?.showError(error)
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
