import UIKit

extension UITableView {
    /// Table header views do not self-size: fits `tableHeaderView` to the table's width and its content's
    /// height (call it from `viewDidLayoutSubviews`; a rotation or a new text size re-fits it).
    /// Returns whether the height changed.
    /// Los encabezados de tabla no se ajustan solos: ajusta `tableHeaderView` al ancho de la tabla y al
    /// alto de su contenido (se llama desde `viewDidLayoutSubviews`). Devuelve si cambió la altura.
    @discardableResult
    func fitHeaderToWidth() -> Bool {
        guard let header = tableHeaderView, fit(header) else { return false }
        // Setting it again makes the table lay its rows out below the new height.
        // Asignarlo de nuevo hace que la tabla coloque sus filas bajo la nueva altura.
        tableHeaderView = header
        return true
    }

    /// The same for `tableFooterView` (the footer grows with its message and text size).
    /// Lo mismo para `tableFooterView` (el pie crece con su mensaje y el tamaño del texto).
    @discardableResult
    func fitFooterToWidth() -> Bool {
        guard let footer = tableFooterView, fit(footer) else { return false }
        tableFooterView = footer
        return true
    }

    /// Resizes `view` to the table's width and its content's height; false when nothing changed.
    /// Ajusta `view` al ancho de la tabla y al alto de su contenido; false si nada cambió.
    private func fit(_ view: UIView) -> Bool {
        guard bounds.width > 0 else { return false }
        let target = CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height)
        let height =
            view.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        guard view.frame.height != height || view.frame.width != bounds.width else { return false }
        view.frame.size = CGSize(width: bounds.width, height: height)
        return true
    }
}
