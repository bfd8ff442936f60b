/// Where a mirrored view lives at run time, as storyboard fragments around it: the same container,
/// width and scrolling it gets on screen, so its text is judged at the width it really has and
/// content in a scrolling container is never "below the screen".
/// Dónde vive una vista reflejada en ejecución, como fragmentos de storyboard a su alrededor: el mismo
/// contenedor, ancho y desplazamiento que tiene en pantalla.
enum MirrorContext {
    /// Networking's table (`Nw5-tv-0f6` in `Networking.storyboard`): from the safe-area top to the
    /// view's bottom and side edges, so as wide as the screen. `content` is its header or footer view
    /// (`UITableView.fitFooterToWidth()` makes it the table's width), laid at the table's top: the
    /// table scrolls, so where the rows end changes nothing the checks judge.
    /// La tabla de Networking: de la parte superior del área segura al fondo y los lados de la vista.
    /// `content` es su encabezado o pie (del ancho de la tabla), puesto arriba: la tabla se desplaza.
    static func table(holding content: String, id: String) -> (subviews: String, constraints: [String]) {
        let table = MirrorXML.view("table", "tableView", inner: "<subviews>\(content)</subviews>")
        return (
            table,
            [
                MirrorXML.pin("table-top", "table", "top", "safe"),
                MirrorXML.pin("table-leading", "table", "leading", "root"),
                MirrorXML.pin("table-trailing", "root", "trailing", "table"),
                MirrorXML.pin("table-bottom", "root", "bottom", "table"),
                MirrorXML.pin("\(id)-top", id, "top", "table"),
                MirrorXML.pin("\(id)-leading", id, "leading", "table"),
                MirrorXML.pin("\(id)-trailing", "table", "trailing", id),
            ]
        )
    }

    /// `addSubviewWithinMargins(_:vertical:)` in a table's header or footer: `content` between the
    /// layout margins at the sides, `vertical` points from `container`'s top and bottom. The margins
    /// are taken to be the table's, which are the view controller's (the root's margins in the model:
    /// the safe area plus UIKit's minimum, 16 pt, 20 pt from 414 pt wide and on iPad). Assumed, not
    /// measured: a view's own default (8 pt) would give the text more room, so the assumption errs
    /// narrow.
    /// `addSubviewWithinMargins` en un encabezado o pie de tabla: entre los márgenes laterales (los de
    /// la tabla, que se suponen los del controlador: área segura más 16 o 20 pt) y a `vertical` puntos
    /// arriba y abajo. Supuesto, no medido; el margen propio de una vista (8 pt) daría más espacio.
    static func withinTableMargins(_ content: String, of container: String, vertical: Double) -> [String] {
        [
            MirrorXML.pin("\(content)-top", content, "top", container, constant: vertical),
            MirrorXML.pin("\(content)-bottom", container, "bottom", content, constant: vertical),
            MirrorXML.pin("\(content)-leading", content, "leading", "root", "leadingMargin"),
            MirrorXML.pin("\(content)-trailing", "root", "trailingMargin", content, "trailing"),
        ]
    }

    /// A view filling the safe area (`RetryMessageView.fillSafeArea(of:above:)`).
    /// Una vista que ocupa el área segura.
    static func fillingSafeArea(_ id: String) -> [String] {
        [
            MirrorXML.pin("\(id)-top", id, "top", "safe"),
            MirrorXML.pin("\(id)-leading", id, "leading", "safe"),
            MirrorXML.pin("\(id)-trailing", id, "trailing", "safe"),
            MirrorXML.pin("\(id)-bottom", id, "bottom", "safe"),
        ]
    }
}
