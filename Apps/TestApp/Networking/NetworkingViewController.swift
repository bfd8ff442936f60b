import NetworkingKit
import UIKit

/// The Pokémon table: renders what the presenter decides and forwards every event. The loading
/// overlay comes from `LoadingDisplaying` (see `LoadingOverlay`).
/// La tabla de Pokémon: presenta lo que decide el presenter y reenvía cada evento. El overlay de
/// carga viene de `LoadingDisplaying` (ver `LoadingOverlay`).
final class NetworkingViewController: UIViewController, StoryboardInstantiable, AccessibilityIdentifying {
    static let storyboardID = StoryboardID(storyboard: "Networking", identifier: "NetworkingViewController")

    /// Set by `NetworkingWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `NetworkingWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: NetworkingPresenting!

    @IBOutlet private(set) var tableView: UITableView!

    /// The rows on screen (the table extension reads them). / Las filas en pantalla.
    private(set) var rows: [PokemonRow] = []
    /// Fixed texts from the presenter. / Textos fijos del presenter.
    private(set) var screen: NetworkingScreenViewModel?
    private let refreshControl = UIRefreshControl()
    /// The error panel's own pull-to-refresh: at sizes where the panel scrolls, it takes the drag.
    /// El "jalar para actualizar" propio del panel: cuando el panel se desplaza, él toma el arrastre.
    let errorRefreshControl = UIRefreshControl()
    /// The first load's error with "Reintentar", the table's background view.
    /// El error de la primera carga con "Reintentar", fondo de la tabla.
    let errorView = RetryMessageView()
    /// The end of the list: next-page spinner, its failure with "Reintentar", or the empty state.
    /// El final de la lista: indicador de otra página, su fallo con "Reintentar" o el estado vacío.
    let footerView = NetworkingFooterView()
    /// The offline notice, the table's header while shown. / El aviso sin conexión, encabezado mientras se ve.
    let noticeView = NetworkingNoticeView()
    /// Forwards the app's trips to the background to the presenter. / Reenvía los viajes al segundo plano.
    var lifecycle: NetworkingAppLifecycle?

    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        applyAccessibilityIdentifiers()
        presenter.viewDidLoad()
    }

    /// The notice follows the table's width and the text size; the error panel keeps clear of the bars
    /// the table runs under (tab bar; notch in landscape), so "Reintentar" is always reachable.
    /// El aviso sigue el ancho de la tabla y el tamaño del texto; el panel de error evita las barras bajo
    /// las que pasa la tabla (pestañas; muesca en horizontal), así "Reintentar" siempre se alcanza.
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.fitHeaderToWidth()
        tableView.fitFooterToWidth()
        errorView.keepClear(of: tableView.safeAreaInsets)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        view.setNeedsLayout()
    }

    /// The notice's label is named in `NetworkingNoticeView`. / La etiqueta del aviso se nombra allí.
    func applyAccessibilityIdentifiers() {
        view.accessibilityIdentifier = AccessibilityIdentifiers.Networking.screen
        tableView.accessibilityIdentifier = AccessibilityIdentifiers.Networking.table
    }

    /// Leaving (popped or dismissed, not covered by another screen) cancels the requests.
    /// Salir (pop o dismiss, no cubierta por otra pantalla) cancela las peticiones.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        presenter.viewDidDisappear()
        if isMovingFromParent || isBeingDismissed || navigationController?.isBeingDismissed == true {
            presenter.viewDidLeave()
        }
    }

    private func configureViews() {
        view.backgroundColor = AdaptivePalette.background
        tableView.backgroundColor = AdaptivePalette.background
        tableView.register(PokemonCell.self, forCellReuseIdentifier: PokemonCell.reuseIdentifier)
        tableView.estimatedRowHeight = 56
        tableView.rowHeight = UITableView.automaticDimension
        tableView.tableFooterView = UIView()
        refreshControl.addTarget(self, action: #selector(refreshPulled), for: .valueChanged)
        tableView.refreshControl = refreshControl
        errorRefreshControl.addTarget(self, action: #selector(refreshPulled), for: .valueChanged)
        errorView.refreshControl = errorRefreshControl
        errorView.onRetry = { [weak self] in self?.presenter.didTapRetry() }
        footerView.onButton = { [weak self] in self?.presenter.didTapFooterButton() }
        observeTheApp()
    }

    @objc private func refreshPulled() {
        presenter.didPullToRefresh()
    }
}

// MARK: - NetworkingView

extension NetworkingViewController: NetworkingView {
    func render(_ screen: NetworkingScreenViewModel) {
        self.screen = screen
        title = screen.title
    }

    func showRows(_ rows: [PokemonRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    /// A new page: only its rows are inserted (the rest of the table is not reloaded).
    /// Una página nueva: solo se insertan sus filas (el resto de la tabla no se recarga).
    func insertRows(_ newRows: [PokemonRow], at index: Int) {
        guard index <= rows.count else { return }
        let paths = (index..<index + newRows.count).map { IndexPath(row: $0, section: 0) }
        tableView.performBatchUpdates({
            rows.insert(contentsOf: newRows, at: index)
            tableView.insertRows(at: paths, with: .none)
        })
    }

    func removeRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows.remove(at: index)
        tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
    }

    /// Shown as the table's header, so it scrolls with the list. / Como encabezado: se desplaza con la lista.
    func showNotice(_ notice: String?) {
        noticeView.label.text = notice
        tableView.tableHeaderView = notice == nil ? nil : noticeView
        tableView.fitHeaderToWidth()
    }

    func announce(_ message: String) {
        UIAccessibility.post(notification: .announcement, argument: message)
    }

    func showError(_ error: NetworkingErrorViewModel?) {
        guard let error = error else {
            tableView.backgroundView = nil
            return
        }
        errorView.show(message: error.message, retryTitle: error.retryTitle)
        tableView.backgroundView = errorView
        errorView.keepClear(of: tableView.safeAreaInsets)
        UIAccessibility.post(notification: .screenChanged, argument: errorView)
    }

    /// Either control may have started the refresh; both end. / Cualquiera pudo iniciarlo; ambos terminan.
    func setRefreshing(_ refreshing: Bool) {
        guard !refreshing else { return refreshControl.beginRefreshing() }
        refreshControl.endRefreshing()
        errorRefreshControl.endRefreshing()
    }
}
