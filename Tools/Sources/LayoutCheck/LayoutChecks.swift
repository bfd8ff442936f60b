import AppCore
import Foundation
import LayoutSolver

/// The checks run over one laid-out scene. / Los chequeos sobre una escena dispuesta.
public enum LayoutChecks {
    /// Under a limit by less than this share is "borderline" (a warning): the text widths are
    /// estimates. / Por debajo del límite en menos de esta fracción: "al límite" (aviso).
    public static let borderline = 0.08
    static let tolerance = 0.5

    public static func findings(_ layout: SceneLayout) -> [LayoutFinding] {
        conflicts(layout) + unknown(layout) + sizes(layout) + texts(layout) + offScreen(layout) + promises(layout)
            + aboveSafeArea(layout) + scrollViewRoom(layout) + approximations(layout)
    }

    // MARK: Exact / Exactos

    private static func conflicts(_ layout: SceneLayout) -> [LayoutFinding] {
        layout.conflicts.map { set in
            let names = set.map { origin in
                origin.line.map { "\(origin.label) (line \($0))" } ?? origin.label
            }.sorted().joined(separator: ", ")
            let place = set.first { $0.kind == .storyboard }?.line ?? set.compactMap(\.line).min() ?? layout.scene.line
            if let hiding = set.first(where: { $0.kind == .stack("UISV-hiding") }) {
                return LayoutFinding(
                    "layout-hidden-conflict", .error, path: layout.scene.path, line: place,
                    "\(layout.scene.name): \(hiding.viewID ?? "?") is hidden by its stack view but required "
                        + "constraints keep its size: \(names)")
            }
            return LayoutFinding(
                "layout-unsatisfiable", .error, path: layout.scene.path, line: place,
                "\(layout.scene.name): required constraints cannot all hold: \(names)")
        }
    }

    private static func unknown(_ layout: SceneLayout) -> [LayoutFinding] {
        let unresolved = layout.problem.unresolved.map {
            LayoutFinding(
                "layout-cannot-judge", .warning, path: layout.scene.path, line: $0.line,
                "\(layout.scene.name): constraint \($0.id) names an item or attribute the model does not know "
                    + "(\($0.firstAttribute)/\($0.secondAttribute ?? "-")); it is left out")
        }
        return unresolved
            + layout.problem.unknownViews.map {
                LayoutFinding(
                    "layout-cannot-judge", .warning, path: layout.scene.path, line: $0.line,
                    "\(layout.scene.name): \($0.displayName): the model cannot size a `\($0.kind)`; its layout is not judged"
                )
            }
    }

    /// Views that show something (text, a control, an image) and are visible.
    /// Vistas que muestran algo y están visibles.
    static func visibleContent(_ layout: SceneLayout) -> [StoryboardView] {
        layout.scene.root.allViews.filter { view in
            guard !isHidden(view, layout) else { return false }
            if let text = view.text { return !text.text.isEmpty || view.kind != "label" }
            return ["switch", "imageView", "segmentedControl", "pickerView", "slider", "stepper"].contains(view.kind)
        }
    }

    /// Hidden by itself, its stack view or an ancestor, after the code's changes (`SceneChanges`).
    /// Oculta por sí misma, su pila o un ancestro, después de los cambios del código.
    static func isHidden(_ view: StoryboardView, _ layout: SceneLayout) -> Bool {
        var current: StoryboardView? = view
        while let item = current {
            if layout.changes.isHidden(item) || layout.problem.stackHidden.contains(item.id) { return true }
            current = layout.changes.superview(of: item, in: layout.scene)
        }
        return false
    }

    private static func sizes(_ layout: SceneLayout) -> [LayoutFinding] {
        layout.scene.root.allViews.compactMap { view in
            guard let frame = layout.frames[view.id], !isHidden(view, layout) else { return nil }
            let content = visibleContent(layout).contains { $0 === view }
            let negative = frame.width < -tolerance || frame.height < -tolerance
            let empty = frame.width < tolerance || frame.height < tolerance
            guard negative || (content && empty) else { return nil }
            return LayoutFinding(
                "layout-zero-size", .error, path: layout.scene.path, line: view.line,
                "\(layout.scene.name): \(view.displayName) has no room",
                detail: String(format: "%.1f × %.1f pt", frame.width, frame.height))
        }
    }

    // MARK: Estimated (text) / Estimados (texto)

    private static func texts(_ layout: SceneLayout) -> [LayoutFinding] {
        visibleContent(layout).flatMap { view -> [LayoutFinding] in
            guard let text = view.text, !text.text.isEmpty, let frame = layout.frames[view.id] else { return [] }
            if view.kind == "textView" && view.scrollEnabled { return [] }
            return textFindings(view, text, frame, layout)
        }
    }

    static func textFindings(
        _ view: StoryboardView, _ text: TextSettings, _ frame: Frame, _ layout: SceneLayout
    )
        -> [LayoutFinding]
    {
        let font = TextFont(text, kind: view.kind, category: layout.configuration.text)
        let padding = IntrinsicSizes.textPadding(view.kind)
        let width = frame.width - padding.horizontal + IntrinsicSizes.rounding
        let name = "\(layout.scene.name): \(view.displayName)"
        func finding(_ rule: String, _ severity: LayoutFinding.Severity, _ message: String, _ detail: String)
            -> LayoutFinding
        {
            LayoutFinding(
                rule, severity, path: layout.scene.path, line: view.line, "\(name) \(message)", detail: detail)
        }
        // A text whose frame is its own one-line width grows with it: it is "borderline" against the
        // room its superview gives it, not against its own frame (nil: no superview to judge by).
        // Un texto cuyo marco es su propio ancho crece con él: se juzga contra el sitio que le da su
        // supervista, no contra su propio marco.
        let oneLine = font.face.width(of: text.text, size: font.size)
        let sizedByText = abs(frame.width - padding.horizontal - oneLine) < tolerance
        let room: Double? = sizedByText ? self.room(for: view, layout).map { $0 - padding.horizontal } : width
        guard IntrinsicSizes.wraps(view) else {
            // A font that shrinks to fit is judged at its smallest size. / Se juzga al tamaño mínimo.
            let smallest = min(
                font.size, text.minimumFontSize ?? font.size, font.size * (text.minimumScaleFactor ?? 1))
            let needed = font.face.width(of: text.text, size: smallest)
            let detail = String(format: "needs %.0f pt, has %.0f pt at %.0f pt", needed, width, smallest)
            if needed > width + tolerance { return [finding("layout-text-truncated", .error, "is cut off", detail)] }
            if let room, needed > room * (1 - borderline) {
                let detail = String(format: "needs %.0f pt, has %.0f pt at %.0f pt", needed, room, smallest)
                return [
                    finding("layout-text-truncated", .warning, "is borderline: within 8 % of being cut off", detail)
                ]
            }
            return []
        }
        var found: [LayoutFinding] = []
        let block = font.measure.layout(text.text, width: max(1, width), numberOfLines: text.numberOfLines)
        let tighter = font.measure.layout(
            text.text, width: max(1, (room ?? width) * (1 - borderline)), numberOfLines: text.numberOfLines)
        // Hyphenated by the code (`runtime.json`) where the app's own rule says so (`HyphenationRule`: a
        // word alone wider than the line, measured here with the model's widths): that word is split
        // with a hyphen, as UIKit does, which is accepted (no finding). / Con guion donde la regla de la
        // app lo dice (una palabra sola más ancha que la línea): se acepta.
        func hyphenated(in line: Double) -> Bool {
            text.hyphenates
                && HyphenationRule.hyphenates(text.text, lineWidth: line) {
                    font.measure.face.width(of: String($0), size: font.measure.size)
                }
        }
        for word in Set(block.brokenWords).sorted() where !hyphenated(in: max(1, width)) {
            found.append(
                finding(
                    "layout-text-broken-word", .error, "breaks \"\(word)\" inside the word",
                    String(format: "%.0f pt wide at %.0f pt", width, font.size)))
        }
        if block.brokenWords.isEmpty, let word = tighter.brokenWords.first, let room,
            !hyphenated(in: max(1, room * (1 - borderline)))
        {
            found.append(
                finding(
                    "layout-text-broken-word", .warning, "is borderline: \"\(word)\" within 8 % of breaking",
                    String(format: "%.0f pt wide at %.0f pt", width, font.size)))
        }
        let lines = "\(block.lines.count) line\(block.lines.count == 1 ? "" : "s")"
        if block.isTruncated {
            found.append(
                finding(
                    "layout-text-truncated", .error, "needs more than \(text.numberOfLines) line(s)",
                    String(format: "%.0f pt wide at %.0f pt", width, font.size)))
        } else if frame.height - padding.vertical + tolerance < block.height {
            found.append(
                finding(
                    "layout-text-truncated", .error, "is cut off at the bottom",
                    String(format: "%@ need %.0f pt, has %.0f pt", lines, block.height, frame.height - padding.vertical)
                ))
        } else if tighter.isTruncated && room != nil {
            found.append(
                finding(
                    "layout-text-truncated", .warning, "is borderline: within 8 % of needing more lines",
                    String(format: "%.0f pt wide at %.0f pt", width, font.size)))
        }
        return found
    }

    /// The width a text sized by itself could grow to: its superview's (a centred or leading member
    /// of a vertical stack, a label pinned on one side). A member of a horizontal row shares that width
    /// with its siblings, so there the room is overstated and a borderline text can go unreported.
    /// El ancho hasta el que puede crecer un texto medido por sí mismo: el de su supervista.
    static func room(for view: StoryboardView, _ layout: SceneLayout) -> Double? {
        guard let parent = view.superview else { return nil }
        return layout.frames[parent.id]?.width
    }

    /// Content outside any scroll view that ends past the safe area (below the bars' edge or beyond
    /// a side); an image may reach under the bars (a background), not past the screen.
    /// Contenido fuera de un scroll view que termina fuera del área segura; una imagen puede pasar
    /// bajo las barras (un fondo), no fuera de la pantalla.
    private static func offScreen(_ layout: SceneLayout) -> [LayoutFinding] {
        let configuration = layout.configuration
        let safe = configuration.safeArea
        return visibleContent(layout).compactMap { view in
            guard !insideScroller(view), let frame = layout.frames[view.id] else { return nil }
            let image = view.kind == "imageView"
            let bottom = image ? configuration.height : configuration.height - safe.bottom
            let (left, right) = image ? (0, configuration.width) : (safe.left, configuration.width - safe.right)
            if frame.maxY > bottom + tolerance {
                return LayoutFinding(
                    "layout-below-screen", .error, path: layout.scene.path, line: view.line,
                    "\(layout.scene.name): \(view.displayName) ends below the visible screen and nothing scrolls",
                    detail: String(format: "bottom %.0f pt, screen ends at %.0f pt", frame.maxY, bottom))
            }
            if frame.maxX > right + tolerance || frame.x < left - tolerance {
                return LayoutFinding(
                    "layout-below-screen", .error, path: layout.scene.path, line: view.line,
                    "\(layout.scene.name): \(view.displayName) reaches beyond the side of the screen",
                    detail: String(format: "x %.0f…%.0f pt, screen %.0f…%.0f pt", frame.x, frame.maxX, left, right))
            }
            return nil
        }
    }

    static func insideScroller(_ view: StoryboardView) -> Bool {
        var current = view.superview
        while let item = current {
            if ["scrollView", "tableView", "collectionView", "textView"].contains(item.kind) { return true }
            current = item.superview
        }
        return false
    }

    // MARK: Ambiguity / Ambigüedad

    /// Every frame value's range over all best layouts (exact; one LP pair per value, so the
    /// runner checks it in one configuration per scene). A range wider than half a point is
    /// ambiguous; a scroll view's content size that is ambiguous is named as such.
    /// El rango de cada valor de marco entre todos los mejores layouts.
    public static func ambiguity(_ layout: SceneLayout) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        let problem = layout.problem
        // The best layouts are solved once; each range is then two linear programs.
        // Los mejores layouts se resuelven una vez; cada rango son luego dos programas lineales.
        let best = Result { () throws(LayoutSolverError) in try LexicographicSolver().bestLayouts(of: problem.problem) }
        for view in layout.scene.root.allViews where view !== layout.scene.root {
            guard !isHidden(view, layout), let variables = problem.frames[view.id] else { continue }
            let values: [(String, Variable)] = [
                ("x", variables.left), ("y", variables.top), ("width", variables.width), ("height", variables.height),
            ]
            var loose: [String] = []
            for (name, variable) in values {
                switch Result(catching: { () throws(LayoutSolverError) in
                    try best.get().range(of: variable.expression)
                }) {
                case .success(let range) where range.upperBound - range.lowerBound > tolerance:
                    loose.append(String(format: "%@ %.0f…%.0f", name, range.lowerBound, range.upperBound))
                case .failure: loose.append("\(name) unbounded")
                default: break
                }
            }
            if let content = problem.contentFrames[view.id] {
                for (name, variable) in [("content width", content.width), ("content height", content.height)] {
                    if case .success(let range) = Result(catching: { () throws(LayoutSolverError) in
                        try best.get().range(of: variable.expression)
                    }),
                        range.upperBound - range.lowerBound <= tolerance
                    {
                        continue
                    }
                    loose.append("\(name) undefined")
                }
            }
            guard !loose.isEmpty else { continue }
            found.append(
                LayoutFinding(
                    "layout-ambiguous", .error, path: layout.scene.path, line: view.line,
                    "\(layout.scene.name): \(view.displayName) has no single layout",
                    detail: loose.joined(separator: ", ")))
        }
        return found
    }
}
