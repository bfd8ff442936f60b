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
}
