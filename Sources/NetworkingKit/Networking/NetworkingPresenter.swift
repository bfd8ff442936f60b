import AppCore

/// Drives the Networking screen. Every visit: empty table → loader → exactly one request → loader
/// removed → rows (or an error with "Reintentar"). The saved list is only an offline fallback for
/// that first request. Every decision is `NetworkingMachine.step`; the presenter keeps the state
/// value, turns view events into machine events and runs the effects.
/// Dirige la pantalla de Networking. En cada visita: tabla vacía → cargador → exactamente una
/// petición → se quita el cargador → filas (o un error con "Reintentar"). La lista guardada solo es
/// el respaldo sin conexión de esa primera petición. Toda decisión es `NetworkingMachine.step`; el
/// presenter guarda el valor del estado, convierte los eventos de la vista y ejecuta los efectos.
public final class NetworkingPresenter: NetworkingPresenting {
    public weak var view: NetworkingView?
    private let interactor: NetworkingInteracting
    private let router: NetworkingRouting
    private let localizer: Localizer
    /// Builds each row view model once. / Construye cada fila una sola vez.
    private let rows: PokemonRowFactory
    /// The screen's state, the only thing that changes. / El estado de la pantalla, lo único que cambia.
    public private(set) var state = NetworkingState()

    /// Row view models built so far (the scaling tests count them). / Filas construidas (las cuentan las pruebas).
    var rowsBuilt: Int { rows.built }

    public init(interactor: NetworkingInteracting, router: NetworkingRouting, localizer: Localizer) {
        self.interactor = interactor
        self.router = router
        self.localizer = localizer
        rows = PokemonRowFactory(localizer: localizer)
    }

    // MARK: - Events / Eventos

    public func viewDidLoad() { send(.viewLoaded) }
    /// Cancels what is in flight and saves what this visit loaded (once).
    /// Cancela lo que está en curso y guarda lo que cargó esta visita (una vez).
    public func viewDidLeave() { send(.left) }
    public func viewDidAppear() { send(.appeared) }
    public func viewDidDisappear() { send(.disappeared) }
    public func appDidEnterBackground() { send(.enteredBackground) }
    public func appWillEnterForeground() { send(.returnedToForeground) }
    public func didTapFooterButton() { send(.tappedFooterButton) }
    public func didPullToRefresh() { send(.pulledToRefresh) }
    public func didTapRetry() { send(.tappedRetry) }
    public func willDisplayRow(at index: Int) { send(.displayedRow(index)) }
    public func didRequestDeletion(at index: Int) { send(.requestedDeletion(index)) }
    public func didConfirmDeletion(_ confirmation: DeletionConfirmation) {
        send(.confirmedDeletion(rowID: confirmation.rowID))
    }
    /// "Cancelar" keeps the row: nothing changes. / "Cancelar" conserva la fila: nada cambia.
    public func didCancelDeletion(_ confirmation: DeletionConfirmation) { send(.cancelledDeletion) }

    /// One step of the machine, then its effects in order. / Un paso de la máquina y sus efectos en orden.
    private func send(_ event: NetworkingEvent) {
        NetworkingMachine.step(&state, event).forEach(run)
    }

    // MARK: - Effects / Efectos

    private func run(_ effect: NetworkingEffect) {
        switch effect {
        case .requestPage(let offset):
            interactor.loadPage(offset: offset) { [weak self] result in
                self?.send(.pageArrived(offset: offset, result))
            }
        case .readSavedList:
            interactor.loadSavedList { [weak self] saved in self?.send(.savedListRead(saved)) }
        case .save(let list): interactor.save(list)
        case .cancelAll: interactor.cancelAll()
        default: render(effect)
        }
    }

    private func render(_ effect: NetworkingEffect) {
        guard let view = view else { return }
        switch effect {
        case .renderScreen:
            view.render(
                NetworkingScreenViewModel(
                    title: localizer("networking.title"), deleteActionTitle: localizer("networking.delete.action"),
                    loadingMoreLabel: localizer("networking.loadingMore")))
        case .showLoading: view.showLoading(localizer("loading.announcement"))
        case .hideLoading: view.hideLoading()
        case .endRefreshing: view.setRefreshing(false)
        case .showError(let error): view.showError(error.map(errorViewModel))
        case .showNotice(let key): view.showNotice(key.map { localizer($0) })
        case .announce(let key): view.announce(localizer(key))
        case .showRows(let entries): view.showRows(entries.map(rows.row))
        case .insertRows(let entries, let index): view.insertRows(entries.map(rows.row), at: index)
        case .removeRow(let index): view.removeRow(at: index)
        case .showFooter(let footer): view.showFooter(self.footer(footer))
        case .moveFocusToFooter: view.moveFocusToFooter()
        case .moveFocusToRow(let index, let count):
            view.moveFocusToRow(at: index, otherwise: localizer(Self.arrivedKey(count), count))
        case .confirmDeletion(let entry, let index): view.askToConfirmDeletion(confirmation(entry, at: index))
        case .requestPage, .readSavedList, .save, .cancelAll: break
        }
    }

    /// "1 new Pokémon" or "N new Pokémon": the text's key for `count`. / La clave del texto según `count`.
    static func arrivedKey(_ count: Int) -> String {
        count == 1 ? "networking.arrived.one" : "networking.arrived.other"
    }

    private func errorViewModel(_ error: HTTPError) -> NetworkingErrorViewModel {
        NetworkingErrorViewModel(message: localizer(error.messageKey), retryTitle: localizer("networking.error.retry"))
    }

    private func footer(_ footer: NetworkingFooterState) -> NetworkingFooter {
        switch footer {
        case .none: return .none
        case .loading: return .loading(label: localizer("networking.loadingMore"))
        case .failed(let key):
            return .failed(
                NetworkingErrorViewModel(message: localizer(key), retryTitle: localizer("networking.error.retry")))
        case .empty(let reloads):
            let action = reloads ? "networking.empty.reload" : "networking.empty.loadMore"
            return .empty(
                NetworkingEmptyViewModel(message: localizer("networking.empty.message"), actionTitle: localizer(action))
            )
        }
    }

    private func confirmation(_ entry: NamedResource, at index: Int) -> DeletionConfirmation {
        DeletionConfirmation(
            rowID: entry.name, index: index, title: localizer("networking.delete.title", rows.row(entry).title),
            message: localizer("networking.delete.message"), confirmTitle: localizer("networking.delete.confirm"),
            cancelTitle: localizer("networking.delete.cancel"))
    }

    func makeRow(_ entry: NamedResource) -> PokemonRow { rows.makeRow(entry) }
}
