import Foundation

/// Draws a laid-out scene as SVG at 1 pt = 1 unit: views as rectangles, text at its size clipped
/// to its frame, scrolling content whole below the fold, the bars shaded, findings in red below.
/// Dibuja una escena dispuesta como SVG: vistas como rectángulos, texto a su tamaño recortado a su
/// marco, barras sombreadas y hallazgos en rojo debajo.
public enum SVGRenderer {
    public static func svg(_ layout: SceneLayout, findings: [LayoutFinding]) -> String {
        let width = layout.configuration.width
        let height = layout.configuration.height
        let flagged = Set(
            findings.compactMap { finding in
                layout.scene.root.allViews.first { $0.line == finding.line }?.id
            })
        let notes = findings.map { "\($0.severity.rawValue): \($0.message) \($0.detail) [\($0.rule)]" }
        // Scrolling content is drawn whole, below the screen's edge (the fold, dashed) and greyed.
        // El contenido que se desplaza se dibuja entero, bajo el borde de la pantalla, en gris.
        let extent = max(height, layout.contentFrames.values.map(\.maxY).max() ?? height)
        let total = extent + 24 + Double(notes.count) * 16
        // Findings need room to be read: the picture is at least 720 units wide below the screen.
        // Los hallazgos necesitan espacio: la imagen mide al menos 720 de ancho bajo la pantalla.
        let canvas = notes.isEmpty ? width : max(width, 720)
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(number(canvas))" height="\(number(total))" \
            viewBox="0 0 \(number(canvas)) \(number(total))" font-family="Liberation Sans, Arial, sans-serif">
            <rect x="0" y="0" width="\(number(width))" height="\(number(height))" fill="#ffffff" stroke="#000"/>

            """
        let safe = layout.configuration.safeArea
        out += shade(0, 0, width, safe.top) + shade(0, height - safe.bottom, width, safe.bottom)
        out += draw(layout.scene.root, layout, flagged)
        // A screen state's input view (the picker and its toolbar) over the bottom of the screen.
        // La vista de entrada de un estado (el picker y su barra) sobre la parte baja.
        if let cover = layout.configuration.state?.inputView?.frame(in: layout.configuration) {
            out +=
                "<rect x=\"\(number(cover.x))\" y=\"\(number(cover.y))\" width=\"\(number(cover.width))\" "
                + "height=\"\(number(cover.height))\" fill=\"#555\" fill-opacity=\"0.35\"><title>input view</title></rect>\n"
        }
        if extent > height {
            out +=
                "<rect x=\"0\" y=\"\(number(height))\" width=\"\(number(width))\" "
                + "height=\"\(number(extent - height))\" fill=\"#888\" fill-opacity=\"0.15\"/>\n"
                + "<line x1=\"0\" y1=\"\(number(height))\" x2=\"\(number(width))\" y2=\"\(number(height))\" "
                + "stroke=\"#000\" stroke-dasharray=\"6 4\"/>\n"
        }
        out +=
            "<text x=\"4\" y=\"\(number(extent + 16))\" font-size=\"12\">\(escape(layout.scene.name)) — "
            + "\(escape(layout.configuration.name))</text>\n"
        for (index, note) in notes.enumerated() {
            out +=
                "<text x=\"4\" y=\"\(number(extent + 32 + Double(index) * 16))\" font-size=\"11\" fill=\"#c00\">"
                + "\(escape(note))</text>\n"
        }
        return out + "</svg>\n"
    }

    private static func shade(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> String {
        guard height > 0 else { return "" }
        return "<rect x=\"\(number(x))\" y=\"\(number(y))\" width=\"\(number(width))\" height=\"\(number(height))\" "
            + "fill=\"#dde3ea\"/>\n"
    }

    private static func draw(_ view: StoryboardView, _ layout: SceneLayout, _ flagged: Set<String>) -> String {
        guard let frame = layout.frames[view.id], !LayoutChecks.isHidden(view, layout) else { return "" }
        var out = ""
        let red = flagged.contains(view.id)
        let stroke = red ? "#d00" : view.stack != nil ? "#4a7bd0" : view.kind == "scrollView" ? "#2a9d55" : "#999"
        let dash = view.stack != nil || view.kind == "scrollView" ? " stroke-dasharray=\"4 3\"" : ""
        let fill = ["button", "textField", "switch", "segmentedControl"].contains(view.kind) ? "#eef4ff" : "none"
        out +=
            "<rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" width=\"\(number(max(0, frame.width)))\" "
            + "height=\"\(number(max(0, frame.height)))\" fill=\"\(fill)\" stroke=\"\(stroke)\" "
            + "stroke-width=\"\(red ? 2 : 1)\"\(dash)><title>\(escape(view.displayName))</title></rect>\n"
        out += text(view, frame, layout)
        for subview in view.subviews { out += draw(subview, layout, flagged) }
        return out
    }

    /// The text wrapped at the frame's width (as the checks measure it), centred vertically as
    /// `UILabel` does, clipped to the frame. / El texto partido al ancho del marco, recortado.
    private static func text(_ view: StoryboardView, _ frame: Frame, _ layout: SceneLayout) -> String {
        guard let settings = view.text, !settings.text.isEmpty else { return "" }
        let font = TextFont(settings, kind: view.kind, category: layout.configuration.text)
        let padding = IntrinsicSizes.textPadding(view.kind)
        let width = max(1, frame.width - padding.horizontal)
        let lines: [String]
        if IntrinsicSizes.wraps(view) {
            lines = font.measure.layout(settings.text, width: width, numberOfLines: settings.numberOfLines).lines
        } else {
            lines = [settings.text]
        }
        let block = Double(lines.count) * font.lineHeight
        let top = frame.y + (frame.height - block) / 2
        let id = "text-\(view.id)"
        var out =
            "<clipPath id=\"\(escape(id))\"><rect x=\"\(number(frame.x))\" y=\"\(number(frame.y))\" "
            + "width=\"\(number(max(0, frame.width)))\" height=\"\(number(max(0, frame.height)))\"/></clipPath>\n"
        out +=
            "<g clip-path=\"url(#\(escape(id)))\" font-size=\"\(number(font.size))\"\(settings.bold ? " font-weight=\"bold\"" : "")"
            + "\(view.kind == "textField" ? " fill=\"#777\"" : "")>\n"
        for (index, line) in lines.enumerated() {
            let baseline = top + font.face.ascender * font.size + Double(index) * font.lineHeight
            out +=
                "<text x=\"\(number(frame.x + padding.horizontal / 2))\" y=\"\(number(baseline))\">\(escape(line))</text>\n"
        }
        return out + "</g>\n"
    }

    static func number(_ value: Double) -> String { String(format: "%.1f", value) }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }

    /// A page showing every picture of each scene side by side: one row per text size, one column
    /// per device and orientation. / Una página con las imágenes de cada escena lado a lado.
    public static func index(_ pages: [(scene: String, rows: [(String, [(String, String)])])]) -> String {
        var html = """
            <!doctype html><html><head><meta charset="utf-8"><title>layout-check</title>
            <style>body{font-family:sans-serif} td{vertical-align:top;font-size:11px} img{width:180px;border:1px solid #ccc}</style>
            </head><body><h1>layout-check</h1>

            """
        for page in pages {
            html += "<h2>\(escape(page.scene))</h2>\n<table>\n"
            for (row, cells) in page.rows {
                html += "<tr><th>\(escape(row))</th>"
                for (caption, file) in cells {
                    html +=
                        "<td><a href=\"\(escape(file))\"><img src=\"\(escape(file))\" loading=\"lazy\"></a><br>\(escape(caption))</td>"
                }
                html += "</tr>\n"
            }
            html += "</table>\n"
        }
        return html + "</body></html>\n"
    }
}
