import NetworkingKit
import UIKit

/// The table's data source and delegate: rows from the presenter, events forwarded to it.
/// Fuente de datos y delegado de la tabla: filas del presenter, eventos reenviados a él.
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
        screen?.deleteActionTitle
    }
}
