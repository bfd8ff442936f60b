import NetworkingKit
import UIKit

/// The table's footer: what happens at the end of the list is said there.
/// El pie de la tabla: lo que pasa al final de la lista se dice ahí.
extension NetworkingViewController {
    /// `.none` leaves an empty footer (no separators under the last row); anything else is the
    /// footer view, fitted to the table's width and the text size.
    /// `.none` deja un pie vacío (sin separadores bajo la última fila); lo demás es la vista del pie,
    /// ajustada al ancho de la tabla y al tamaño del texto.
    func showFooter(_ footer: NetworkingFooter) {
        footerView.show(footer)
        tableView.tableFooterView = footer == .none ? UIView() : footerView
        tableView.fitFooterToWidth()
    }

    /// The footer's button was replaced (by the spinner, then the result): VoiceOver goes to the new one.
    /// El botón del pie se reemplazó (por el indicador, luego el resultado): VoiceOver va al nuevo.
    func moveFocusToFooter() {
        UIAccessibility.post(notification: .layoutChanged, argument: footerView)
    }

    /// A footer retry brought rows: VoiceOver goes to the first new one, instead of nowhere when the
    /// focused spinner went away; if that row still has no cell, VoiceOver hears `announcement` (how
    /// many rows arrived, from the presenter) rather than a focus move to nothing.
    /// Un reintento del pie trajo filas: VoiceOver va a la primera nueva, en vez de a ninguna parte al
    /// irse el indicador enfocado; si esa fila aún no tiene celda, VoiceOver oye `announcement`
    /// (cuántas filas llegaron, del presenter) en vez de un cambio de foco a nada.
    func moveFocusToRow(at index: Int, otherwise announcement: String) {
        guard let cell = focusableCell(at: index) else {
            return UIAccessibility.post(notification: .announcement, argument: announcement)
        }
        UIAccessibility.post(notification: .layoutChanged, argument: cell)
    }

    /// The row's cell once the table has laid it out: a batch insertion makes its cells only at the
    /// next layout, so the table is scrolled to the row and laid out now.
    /// La celda de la fila una vez que la tabla la dispuso: una inserción por lotes crea sus celdas
    /// solo en la siguiente disposición, así que la tabla se desplaza a la fila y se dispone ahora.
    func focusableCell(at index: Int) -> UITableViewCell? {
        guard rows.indices.contains(index), index < tableView.numberOfRows(inSection: 0) else { return nil }
        let path = IndexPath(row: index, section: 0)
        tableView.layoutIfNeeded()
        if tableView.cellForRow(at: path) == nil {
            tableView.scrollToRow(at: path, at: .bottom, animated: false)
            tableView.layoutIfNeeded()
        }
        return tableView.cellForRow(at: path)
    }
}
