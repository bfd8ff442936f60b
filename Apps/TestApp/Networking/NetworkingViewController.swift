import AppCore
import NetworkingKit
import UIKit

/// The Pokémon table: renders what the presenter decides and forwards every event. The loading
/// overlay comes from `LoadingDisplaying` (see `LoadingOverlay`).
/// La tabla de Pokémon: presenta lo que decide el presenter y reenvía cada evento. El overlay de
/// carga viene de `LoadingDisplaying` (ver `LoadingOverlay`).
final class NetworkingViewController: UIViewController, StoryboardInstantiable {
    static let storyboardID = StoryboardID(storyboard: "Networking", identifier: "NetworkingViewController")

    var presenter: NetworkingPresenting!

    @IBOutlet private var tableView: UITableView!
    @IBOutlet private var noticeLabel: UILabel!

    private var rows: [PokemonRow] = []
    private let refreshControl = UIRefreshControl()
    private let errorView = RetryMessageView()

    override func viewDidLoad() {
        super.viewDidLoad()
        configureViews()
        presenter.viewDidLoad()
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
        noticeLabel.textColor = AdaptivePalette.primaryText
        noticeLabel.backgroundColor = AdaptivePalette.card
        errorView.onRetry = { [weak self] in self?.presenter.didTapRetry() }
    }

    @objc private func refreshPulled() {
        presenter.didPullToRefresh()
    }
}

// MARK: - NetworkingView

extension NetworkingViewController: NetworkingView {
    func setTitle(_ title: String) {
        self.title = title
    }

    func showRows(_ rows: [PokemonRow]) {
        self.rows = rows
        tableView.reloadData()
    }

    func removeRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        rows.remove(at: index)
        tableView.deleteRows(at: [IndexPath(row: index, section: 0)], with: .automatic)
    }

    func showNotice(_ notice: String?) {
        noticeLabel.text = notice.map { "\n\($0)\n" }
        noticeLabel.isHidden = notice == nil
        noticeLabel.accessibilityLabel = notice
        if let notice = notice { UIAccessibility.post(notification: .announcement, argument: notice) }
    }

    func showError(_ error: NetworkingErrorViewModel?) {
        guard let error = error else {
            tableView.backgroundView = nil
            return
        }
        errorView.show(message: error.message, retryTitle: error.retryTitle)
        tableView.backgroundView = errorView
        UIAccessibility.post(notification: .screenChanged, argument: errorView)
    }

    /// An action sheet anchored to the row, so iPad presents it as a popover instead of crashing.
    /// Una hoja de acciones anclada a la fila, para que en iPad salga como popover y no falle.
    func askToConfirmDeletion(_ confirmation: DeletionConfirmation) {
        let sheet = UIAlertController(
            title: confirmation.title, message: confirmation.message, preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: confirmation.confirmTitle, style: .destructive) { [weak self] _ in
                self?.presenter.didConfirmDeletion(confirmation)
            })
        sheet.addAction(
            UIAlertAction(title: confirmation.cancelTitle, style: .cancel) { [weak self] _ in
                self?.presenter.didCancelDeletion(confirmation)
            })
        anchor(sheet.popoverPresentationController, toRow: confirmation.index)
        present(sheet, animated: true)
    }

    func setRefreshing(_ refreshing: Bool) {
        if refreshing {
            refreshControl.beginRefreshing()
        } else {
            refreshControl.endRefreshing()
        }
    }

    func setLoadingMore(_ loading: Bool) {
        guard loading else {
            tableView.tableFooterView = UIView()
            return
        }
        let spinner = UIActivityIndicatorView(style: AdaptivePalette.spinnerStyle)
        spinner.frame = CGRect(x: 0, y: 0, width: tableView.bounds.width, height: 44)
        spinner.accessibilityLabel = Localizer.live("networking.loadingMore")
        spinner.startAnimating()
        tableView.tableFooterView = spinner
    }

    private func anchor(_ popover: UIPopoverPresentationController?, toRow index: Int) {
        guard let popover = popover else { return }
        if let cell = tableView.cellForRow(at: IndexPath(row: index, section: 0)) {
            popover.sourceView = cell
            popover.sourceRect = cell.bounds
        } else {
            popover.sourceView = view
            popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 1, height: 1)
            popover.permittedArrowDirections = []
        }
    }
}

// MARK: - Table / Tabla

extension NetworkingViewController: UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PokemonCell.reuseIdentifier, for: indexPath)
        (cell as? PokemonCell)?.show(rows[indexPath.row])
        return cell
    }

    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        presenter.willDisplayRow(at: indexPath.row)
    }

    /// Swipe to delete: the presenter asks for confirmation first.
    /// Deslizar para borrar: el presenter pide confirmación primero.
    func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete else { return }
        tableView.setEditing(false, animated: true)
        presenter.didRequestDeletion(at: indexPath.row)
    }

    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        Localizer.live("networking.delete.action")
    }
}

/// A subtitle cell with Dynamic Type fonts and one VoiceOver label.
/// Una celda con subtítulo, fuentes dinámicas y una sola etiqueta de VoiceOver.
final class PokemonCell: UITableViewCell {
    static let reuseIdentifier = String(describing: PokemonCell.self)

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: .subtitle, reuseIdentifier: reuseIdentifier)
        selectionStyle = .none
        backgroundColor = AdaptivePalette.background
        textLabel?.font = UIFont.preferredFont(forTextStyle: .body)
        textLabel?.adjustsFontForContentSizeCategory = true
        textLabel?.numberOfLines = 0
        textLabel?.textColor = AdaptivePalette.primaryText
        detailTextLabel?.font = UIFont.preferredFont(forTextStyle: .subheadline)
        detailTextLabel?.adjustsFontForContentSizeCategory = true
        detailTextLabel?.textColor = AdaptivePalette.secondaryText
        isAccessibilityElement = true
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("PokemonCell is created in code")
    }

    func show(_ row: PokemonRow) {
        textLabel?.text = row.title
        detailTextLabel?.text = row.detail
        accessibilityLabel = row.accessibilityLabel
    }
}
