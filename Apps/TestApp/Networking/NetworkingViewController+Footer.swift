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

    /// A footer retry brought rows: with VoiceOver running, focus goes to the first new row if it is on
    /// screen (the user waited at the end), instead of nowhere when the focused spinner went away; if
    /// the user moved away, VoiceOver hears `announcement` (how many rows arrived, from the presenter).
    /// Nothing moves for a sighted user, and the table is never scrolled (`NetworkingRowFocus`).
    /// Un reintento del pie trajo filas: con VoiceOver activo, el foco va a la primera fila nueva si está
    /// en pantalla (el usuario esperó al final), en vez de a ninguna parte al irse el indicador enfocado;
    /// si el usuario se movió, VoiceOver oye `announcement` (cuántas filas llegaron, del presenter). Para
    /// quien ve la pantalla nada se mueve, y la tabla nunca se desplaza (`NetworkingRowFocus`).
    func moveFocusToRow(at index: Int, otherwise announcement: String) {
        let cell = focusableCell(at: index)
        switch NetworkingRowFocus(voiceOverRunning: UIAccessibility.isVoiceOverRunning, rowIsOnScreen: cell != nil) {
        case .stay: break
        case .focusRow: UIAccessibility.post(notification: .layoutChanged, argument: cell)
        case .announceArrival: UIAccessibility.post(notification: .announcement, argument: announcement)
        }
    }

    /// The row's cell if it is on screen once the table has laid out the batch insertion (which makes
    /// its cells only at the next layout); nil when it is off screen. The table is not scrolled.
    /// La celda de la fila si está en pantalla una vez que la tabla dispuso la inserción por lotes (que
    /// crea sus celdas solo en la siguiente disposición); nil si está fuera. La tabla no se desplaza.
    func focusableCell(at index: Int) -> UITableViewCell? {
        guard rows.indices.contains(index), index < tableView.numberOfRows(inSection: 0) else { return nil }
        tableView.layoutIfNeeded()
        return tableView.cellForRow(at: IndexPath(row: index, section: 0))
    }
}
