/// More storyboard fragments for the TestApp mirrors: labels in the app's font, owned size
/// constraints, multiplied constraints, and a table holding a cell or a header.
/// Más fragmentos para los espejos de TestApp: etiquetas con la fuente de la app, tamaños propios,
/// restricciones con multiplicador y una tabla que contiene una celda o una cabecera.
extension MirrorXML {
    /// A wrapping label in TestApp's font (`AppFont.preferred(style)`: Lato, bold for headlines).
    /// Una etiqueta que se parte en líneas, con la fuente de TestApp.
    static func appLabel(
        _ id: String, text: String, style: String, alignment: String? = "center", hidden: Bool = false
    ) -> String {
        let face = style == "UICTFontTextStyleHeadline" ? "Lato-Bold" : "Lato-Regular"
        let align = alignment.map { " textAlignment=\"\($0)\"" } ?? ""
        return view(
            id, "label", hidden: hidden, attributes: "text=\"\(escape(text))\"\(align) numberOfLines=\"0\"",
            inner: "<fontDescription key=\"fontDescription\" name=\"\(face)\" style=\"\(style)\"/>")
    }

    /// Width and height constraints owned by the view (inside its `<constraints>`): `relation`
    /// `constant` at `priority`, nil for a dimension left free.
    /// Restricciones de ancho y alto propias de la vista.
    static func sizeConstraints(
        _ id: String, width: Double?, height: Double?, relation: String? = nil, priority: Double = 1000
    ) -> String {
        let relationText = relation.map { " relation=\"\($0)\"" } ?? ""
        let priorityText = priority < 1000 ? " priority=\"\(Int(priority))\"" : ""
        let items = [("width", width), ("height", height)].compactMap { attribute, value in
            value.map {
                "<constraint firstAttribute=\"\(attribute)\"\(relationText) constant=\"\($0)\"\(priorityText) "
                    + "id=\"\(id)-\(attribute)\"/>"
            }
        }
        return "<constraints>\(items.joined())</constraints>"
    }

    /// `first.attribute (relation) multiplier × second.attribute`. / Con multiplicador.
    static func multiplied(
        _ id: String, _ first: String, _ attribute: String, _ second: String, multiplier: Double,
        relation: String? = nil
    ) -> String {
        let relationText = relation.map { " relation=\"\($0)\"" } ?? ""
        return """
            <constraint firstItem="\(first)" firstAttribute="\(attribute)"\(relationText) secondItem="\(second)" \
            secondAttribute="\(attribute)" multiplier="\(multiplier)" id="\(id)"/>
            """
    }

    /// A table (a scroll view filling the screen) whose first row or header is `content` (the view
    /// with id `item`): at the top of the safe area, across the table's width (`fullWidth`, a header)
    /// or its safe width (a cell's content view, which the table insets by the safe area); its
    /// height is what it needs (self-sizing), so it is pinned at the top only.
    /// Una tabla cuya primera fila o cabecera es `content`: arriba del área segura, a todo el ancho
    /// (cabecera) o al ancho seguro (la vista de contenido de una celda); su alto es el que necesita.
    static func tableHolding(_ content: String, item: String, fullWidth: Bool) -> CodeMirror.Body {
        let table = view(
            "table", "scrollView",
            inner: "<subviews>\(content)</subviews>"
                + "<viewLayoutGuide key=\"contentLayoutGuide\" id=\"table-content\"/>"
                + "<viewLayoutGuide key=\"frameLayoutGuide\" id=\"table-frame\"/>")
        let side = fullWidth ? "root" : "safe"
        let constraints = [
            pin("table-top", "table", "top", "root"), pin("table-bottom", "table", "bottom", "root"),
            pin("table-leading", "table", "leading", "root"), pin("table-trailing", "table", "trailing", "root"),
            pin("table-content-width", "table-content", "width", "table-frame"),
            pin("table-content-bottom", "table-content", "bottom", item),
            pin("\(item)-top", item, "top", "safe"), pin("\(item)-leading", item, "leading", side),
            pin("\(item)-trailing", item, "trailing", side),
        ]
        return CodeMirror.Body(subviews: table, constraints: constraints.joined(separator: "\n"))
    }
}
