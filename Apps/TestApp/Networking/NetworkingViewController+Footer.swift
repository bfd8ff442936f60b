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

    /// A footer retry brought rows: VoiceOver goes to the first new one (scrolled into view so its
    /// cell exists), instead of nowhere when the focused spinner went away.
    /// Un reintento del pie trajo filas: VoiceOver va a la primera nueva (desplazada a la vista para
    /// que su celda exista), en vez de a ninguna parte al irse el indicador enfocado.
    func moveFocusToRow(at index: Int) {
        guard rows.indices.contains(index) else { return }
        let path = IndexPath(row: index, section: 0)
        if tableView.cellForRow(at: path) == nil {
            tableView.scrollToRow(at: path, at: .bottom, animated: false)
        }
        UIAccessibility.post(notification: .layoutChanged, argument: tableView.cellForRow(at: path))
    }
}
