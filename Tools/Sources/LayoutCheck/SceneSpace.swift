import Foundation

/// The vertical space one laid-out scene needs against the space its screen gives, read from the
/// solved frames (docs/layout.md's screen tables are written from it).
/// El espacio vertical que necesita una escena dispuesta frente al que le da la pantalla, leído de
/// los marcos resueltos (las tablas de pantallas de docs/layout.md se escriben con esto).
public struct SceneSpace: Equatable, Sendable {
    /// How the scene copes with its content. / Cómo se adapta la escena a su contenido.
    public enum Copes: String, Equatable, Sendable {
        /// The content ends inside the height available. / El contenido termina dentro del alto disponible.
        case fits
        /// A scroll view's content is taller than its visible part. / El contenido de un scroll es más alto.
        case scrolls
        /// Content outside any scroll view ends below the safe area. / Contenido sin scroll bajo el área segura.
        case belowScreen = "below screen"
        /// A table view's rows, which the model does not lay out. / Las filas de una tabla, que no se modelan.
        case rows = "rows not modelled"
        /// Nothing visible outside the root view (content added in code). / Nada visible (se agrega en código).
        case empty = "nothing visible to lay out"
    }

    /// What was measured: a scroll view's content, a table view, or the scene's own content.
    /// Lo que se midió: el contenido de un scroll view, una tabla o el contenido de la escena.
    public enum Region: Equatable, Sendable {
        case scrollView(String)
        case tableView(String)
        case screen
    }

    public let region: Region
    /// The safe area's width (text is laid out inside it). / El ancho del área segura.
    public let safeWidth: Double
    /// The safe-area height minus the bars, or the part of it the measured scroll view covers.
    /// La altura del área segura sin las barras, o la parte que cubre el scroll view medido.
    public let available: Double
    /// The scroll view's content height, or the lowest bottom of the content below the safe-area
    /// top; nil for a table view or an empty scene. / La altura del contenido del scroll, o el borde inferior más bajo.
    public let content: Double?
    /// The widest visible text that wraps (its solved width), nil when none.
    /// El texto visible más ancho que se parte en líneas (su ancho resuelto).
    public let textWidth: Double?
    public let copes: Copes
    /// One-line texts that shrink their font to fit their width. / Textos de una línea que se reducen.
    public let shrinks: [String]
    /// Stack views a runtime decision changed: id → the axis it set. / Pilas que cambió una decisión.
    public let turned: [String: String]

    static let tolerance = 0.5
    /// Views that scroll by themselves; their content is theirs. / Vistas que se desplazan solas.
    static let scrollers: Set<String> = ["scrollView", "tableView", "collectionView", "textView"]

    /// Measures `layout`: the outermost visible scroll view with the largest visible part, else a
    /// table view, else the whole safe area.
    /// Mide `layout`: el scroll view visible más externo con la mayor parte visible; si no hay, una
    /// tabla; si no, toda el área segura.
    public init(_ layout: SceneLayout) {
        let configuration = layout.configuration
        let safe = configuration.safeArea
        let safeTop = safe.top
        let safeBottom = configuration.height - safe.bottom
        let visible = layout.scene.root.allViews.filter { !LayoutChecks.isHidden($0, layout) }
        let outermost = visible.filter { !LayoutChecks.insideScroller($0) }
        func visibleHeight(_ id: String) -> Double {
            guard let frame = layout.frames[id] else { return 0 }
            return max(0, min(frame.maxY, safeBottom) - max(frame.y, safeTop))
        }
        safeWidth = configuration.width - safe.left - safe.right
        textWidth = Self.widestText(layout, visible)
        shrinks = Self.shrinkingTexts(layout, visible)
        turned = layout.overrides.mapValues(\.axis.rawValue)
        if let scroll = outermost.filter({ $0.kind == "scrollView" }).max(by: {
            visibleHeight($0.id) < visibleHeight($1.id)
        }), let content = layout.contentFrames[scroll.id] {
            region = .scrollView(scroll.id)
            available = visibleHeight(scroll.id)
            self.content = content.height
            copes = content.height > available + Self.tolerance ? .scrolls : .fits
        } else if let table = outermost.first(where: { $0.kind == "tableView" }) {
            region = .tableView(table.id)
            available = visibleHeight(table.id)
            content = nil
            copes = .rows
        } else {
            region = .screen
            available = safeBottom - safeTop
            if let bottom = Self.lowestBottom(layout, outermost, screenBottom: configuration.height) {
                content = max(0, bottom - safeTop)
                copes = bottom > safeBottom + Self.tolerance ? .belowScreen : .fits
            } else {
                content = nil
                copes = .empty
            }
        }
    }

    /// The lowest bottom of the content outside scroll views; an image or a list may reach under
    /// the bars (a background), so it counts only down to the safe-area bottom unless it passes
    /// the screen's. / El borde inferior más bajo del contenido; una imagen o lista puede pasar
    /// bajo las barras, así que cuenta hasta el borde del área segura salvo que pase la pantalla.
    private static func lowestBottom(_ layout: SceneLayout, _ views: [StoryboardView], screenBottom: Double)
        -> Double?
    {
        let safeBottom = screenBottom - layout.configuration.safeArea.bottom
        let content = Set(LayoutChecks.visibleContent(layout).map(\.id))
        return views.compactMap { view -> Double? in
            guard let frame = layout.frames[view.id] else { return nil }
            if ["imageView", "collectionView", "mapView", "wkWebView"].contains(view.kind) {
                return frame.maxY > screenBottom + tolerance ? frame.maxY : min(frame.maxY, safeBottom)
            }
            return content.contains(view.id) ? frame.maxY : nil
        }.max()
    }

    /// The widest visible wrapping text. / El texto visible más ancho que se parte.
    private static func widestText(_ layout: SceneLayout, _ views: [StoryboardView]) -> Double? {
        views.filter { IntrinsicSizes.wraps($0) && !($0.text?.text.isEmpty ?? true) }
            .compactMap { layout.frames[$0.id]?.width }.max()
    }

    /// Visible one-line texts allowed to shrink (`adjustsFontSizeToFit…`) whose full-size line is
    /// wider than their frame: they are drawn smaller. / Textos de una línea que se dibujan más chicos.
    private static func shrinkingTexts(_ layout: SceneLayout, _ views: [StoryboardView]) -> [String] {
        views.compactMap { view -> String? in
            guard let text = view.text, !IntrinsicSizes.wraps(view),
                text.minimumFontSize != nil || text.minimumScaleFactor != nil, let frame = layout.frames[view.id]
            else { return nil }
            let font = TextFont(text, kind: view.kind, category: layout.configuration.text)
            let room = frame.width - IntrinsicSizes.textPadding(view.kind).horizontal
            return font.face.width(of: text.text, size: font.size) > room + tolerance ? view.id : nil
        }
    }
}
