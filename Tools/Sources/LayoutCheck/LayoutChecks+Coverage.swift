import Foundation

/// The checks of what the first rules did not look at: content above the safe area, scroll views with
/// no room, and what the model approximates (`layout-cannot-judge`).
/// Los chequeos de lo que las primeras reglas no miraban: contenido sobre el área segura, scroll
/// views sin sitio y lo que el modelo aproxima.
extension LayoutChecks {
    /// Kinds that show text or take a tap. / Clases que muestran texto o reciben un toque.
    static let controls: Set<String> = [
        "label", "button", "textField", "textView", "switch", "segmentedControl", "pickerView", "slider", "stepper",
    ]

    /// Text or a control (or an image VoiceOver reads: content, not decoration) outside any scroll view
    /// that starts above the top of the safe area: under the status bar, the notch or the navigation
    /// bar. A full-bleed background (an image that is no accessibility element), a map, a web view and
    /// the content of a scroll, table or collection view that adjusts its insets are not judged here.
    /// Texto o un control (o una imagen que VoiceOver lee) fuera de todo scroll que empieza por encima
    /// del área segura: bajo la barra de estado, la muesca o la barra de navegación.
    static func aboveSafeArea(_ layout: SceneLayout) -> [LayoutFinding] {
        let top = layout.configuration.safeArea.top
        return visibleContent(layout).compactMap { view in
            guard controls.contains(view.kind) || (view.kind == "imageView" && view.accessibilityElement),
                !insideAdjustingScroller(view), let frame = layout.frames[view.id], frame.y < top - tolerance
            else { return nil }
            return LayoutFinding(
                "layout-above-safe-area", .error, path: layout.scene.path, line: view.line,
                "\(layout.scene.name): \(view.displayName) starts above the safe area, under the bars",
                detail: String(format: "top %.0f pt, safe area starts at %.0f pt", frame.y, top))
        }
    }

    /// Inside a scroll view that keeps its content clear of the bars (every scroller but a scroll view
    /// whose `contentInsetAdjustmentBehavior` is `never`). / Dentro de un scroll que ajusta sus insets.
    static func insideAdjustingScroller(_ view: StoryboardView) -> Bool {
        var current = view.superview
        while let item = current {
            if ["tableView", "collectionView", "textView"].contains(item.kind) { return true }
            if item.kind == "scrollView" && item.insetAdjustment != "never" { return true }
            current = item.superview
        }
        return false
    }

    /// A visible scroll, table or collection view whose own frame has no area or no part on screen:
    /// everything in it is hidden, whatever its content's size.
    /// Un scroll, tabla o colección visible cuyo marco no tiene área o queda fuera de la pantalla.
    static func scrollViewRoom(_ layout: SceneLayout) -> [LayoutFinding] {
        let configuration = layout.configuration
        return layout.scene.root.allViews.compactMap { view in
            guard ["scrollView", "tableView", "collectionView"].contains(view.kind), !isHidden(view, layout),
                let frame = layout.frames[view.id]
            else { return nil }
            let shown = (
                width: min(frame.maxX, configuration.width) - max(frame.x, 0),
                height: min(frame.maxY, configuration.height) - max(frame.y, 0)
            )
            let problem: String
            if frame.width < tolerance || frame.height < tolerance {
                problem = "has a zero-sized frame"
            } else if shown.width < tolerance || shown.height < tolerance {
                problem = "is off screen"
            } else {
                return nil
            }
            return LayoutFinding(
                "layout-scroll-view-no-room", .error, path: layout.scene.path, line: view.line,
                "\(layout.scene.name): \(view.displayName) \(problem): all its content is hidden",
                detail: String(
                    format: "x %.0f y %.0f, %.0f × %.0f pt", frame.x, frame.y, frame.width, frame.height))
        }
    }

    /// `layout-cannot-judge` warnings for what the model approximates (`SceneProblem.approximations`),
    /// for margins of a view that reaches outside the safe area (UIKit insets them by the overlap,
    /// `insetsLayoutMarginsFromSafeArea`), and for text wrapping that did not settle.
    /// Avisos por lo que el modelo aproxima, por márgenes de una vista que sale del área segura y por
    /// un ajuste de texto que no se estabilizó.
    static func approximations(_ layout: SceneLayout) -> [LayoutFinding] {
        let name = layout.scene.name
        func warning(_ line: Int, _ message: String) -> LayoutFinding {
            LayoutFinding(
                "layout-cannot-judge", .warning, path: layout.scene.path, line: line,
                "\(name): \(message); the model approximates it, so this layout is not judged exactly")
        }
        var found = layout.problem.approximations.map { warning($0.line, $0.what) }
        let configuration = layout.configuration
        let safe = configuration.safeArea
        for use in layout.problem.marginUses {
            guard let frame = layout.frames[use.viewID] else { continue }
            let outside =
                frame.x < safe.left - tolerance || frame.y < safe.top - tolerance
                || frame.maxX > configuration.width - safe.right + tolerance
                || frame.maxY > configuration.height - safe.bottom + tolerance
            if outside {
                found.append(
                    warning(
                        use.line,
                        "the margins of \(use.viewID) are used while it reaches outside the safe area "
                            + "(insetsLayoutMarginsFromSafeArea adds the overlap)"))
            }
        }
        if !layout.settled {
            found.append(
                warning(
                    layout.scene.line,
                    "text wrapping did not settle after \(SceneLayout.maximumPasses) passes (a width still moved)"))
        }
        return Array(Set(found)).sorted { ($0.line, $0.message) < ($1.line, $1.message) }
    }
}
