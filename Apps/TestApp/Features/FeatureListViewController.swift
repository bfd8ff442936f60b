import FeaturesKit
import UIKit

/// Renders the cards the presenter gives and forwards taps; no decisions here.
/// Pinta las tarjetas que da el presenter y reenvía los toques; aquí no se decide nada.
final class FeatureListViewController: UITableViewController, StoryboardInstantiable, AccessibilityIdentifying,
    FeatureListView
{
    static let storyboardID = StoryboardID(storyboard: "FeatureList", identifier: "FeatureListViewController")

    /// Set by `FeatureListWireframe.makeModule` right after instantiation; the view owns its presenter.
    /// Lo asigna `FeatureListWireframe.makeModule` justo después de instanciar; la vista es dueña de su presenter.
    var presenter: FeatureListPresenting!
    private var rows: [FeatureRowViewModel] = []
    private var settingsObserver: NSObjectProtocol?

    deinit {
        settingsObserver.map(NotificationCenter.default.removeObserver)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.largeTitleDisplayMode = .always
        applyAccessibilityIdentifiers()
        // Self-sizing cards: the description decides the height.
        // Tarjetas con altura automática: la descripción decide la altura.
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 120
        observeSettings()
        presenter.viewDidLoad()
    }

    /// Back from a pushed feature (or its tab chosen): the presenter accepts selections again.
    /// De vuelta de una feature (o al elegir su pestaña): el presenter vuelve a aceptar selecciones.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        presenter.viewDidAppear()
    }

    /// The table is the root view; rows and header set theirs when made.
    /// La tabla es la vista raíz; filas y encabezado ponen el suyo al crearse.
    func applyAccessibilityIdentifiers() {
        tableView.accessibilityIdentifier = AccessibilityIdentifiers.FeatureList.table
    }

    /// Remote Config may arrive after launch; forward the change to the presenter.
    /// Remote Config puede llegar después del arranque; se reenvía el cambio al presenter.
    private func observeSettings() {
        settingsObserver = NotificationCenter.default.addObserver(
            forName: .remoteSettingsDidChange, object: nil, queue: .main
        ) { [weak self] _ in
            self?.presenter.settingsDidChange()
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        // Dynamic Type changes the header height. / Dynamic Type cambia la altura del encabezado.
        tableView.fitHeaderToWidth()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        tableView.fitHeaderToWidth()
    }

    // MARK: FeatureListView

    func render(_ viewModel: FeatureListViewModel) {
        title = viewModel.title
        showHeader(viewModel.header)
        rows = viewModel.rows
        tableView.reloadData()
    }

    /// nil removes the greeting. / nil quita el saludo.
    private func showHeader(_ text: String?) {
        guard let text = text else {
            tableView.tableHeaderView = nil
            return
        }
        tableView.tableHeaderView = WelcomeHeaderView(text: text)
        tableView.fitHeaderToWidth()
    }

    // MARK: UITableViewDataSource / UITableViewDelegate

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        rows.count
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: FeatureCardCell.reuseIdentifier, for: indexPath)
        (cell as? FeatureCardCell)?.configure(with: rows[indexPath.row])
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        presenter.didSelectRow(at: indexPath.row)
    }
}
