import UIKit

extension UITableView {
    /// Table header views do not self-size: fits `tableHeaderView` to the table's width and its content's
    /// height (call it from `viewDidLayoutSubviews`; a rotation or a new text size re-fits it).
    /// Returns whether the height changed.
    /// Los encabezados de tabla no se ajustan solos: ajusta `tableHeaderView` al ancho de la tabla y al
    /// alto de su contenido (se llama desde `viewDidLayoutSubviews`). Devuelve si cambió la altura.
    @discardableResult
    func fitHeaderToWidth() -> Bool {
        guard let header = tableHeaderView, bounds.width > 0 else { return false }
        let target = CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height)
        let height =
            header.systemLayoutSizeFitting(
                target, withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
            ).height
        guard header.frame.height != height || header.frame.width != bounds.width else { return false }
        header.frame.size = CGSize(width: bounds.width, height: height)
        // Setting it again makes the table lay its rows out below the new height.
        // Asignarlo de nuevo hace que la tabla coloque sus filas bajo la nueva altura.
        tableHeaderView = header
        return true
    }
}
