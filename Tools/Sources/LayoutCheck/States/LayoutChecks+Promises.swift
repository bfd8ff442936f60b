import Foundation

extension LayoutChecks {
    /// `layout-out-of-view`: each part a `VisibilityPromise` names must be inside its scroll view's
    /// visible part (above the covered height, at the offset the code scrolls to). Where the parts
    /// together are taller than the visible part (or the room the code gives them), only the top of
    /// them must show: the code puts it first and the rest is reached by scrolling.
    /// Cada parte prometida debe quedar en la parte visible de su scroll view (sobre lo tapado, en el
    /// desplazamiento del código). Si juntas son más altas que ella, solo su borde superior debe verse.
    static func promises(_ layout: SceneLayout) -> [LayoutFinding] {
        layout.changes.promises.flatMap { promised(by: $0, layout) }
    }

    private static func promised(by promise: VisibilityPromise, _ layout: SceneLayout) -> [LayoutFinding] {
        guard let scroll = layout.frames[promise.scrollView], let content = layout.contentFrames[promise.scrollView]
        else { return [] }
        // Each part in content coordinates. / Cada parte en coordenadas del contenido.
        let parts: [(view: StoryboardView, frame: Frame)] = promise.views.compactMap { id in
            guard let view = layout.scene.view(id), !isHidden(view, layout), let frame = layout.frames[id] else {
                return nil
            }
            return (
                view, Frame(x: frame.x - content.x, y: frame.y - content.y, width: frame.width, height: frame.height)
            )
        }
        guard let first = parts.first?.frame else { return [] }
        let united = parts.dropFirst().map(\.frame).reduce(first, union)
        let visibleHeight = max(0, scroll.height - promise.coveredHeight)
        let offset = promise.offset?(united, scroll.height, promise.coveredHeight, content.height) ?? 0
        let (top, bottom) = (offset, offset + visibleHeight)
        let fits = united.height <= min(promise.room ?? visibleHeight, visibleHeight) + tolerance
        let outside = parts.filter { part in
            fits
                ? part.frame.y < top - tolerance || part.frame.maxY > bottom + tolerance
                : abs(part.frame.y - united.y) < tolerance && (part.frame.y < top - tolerance || part.frame.y >= bottom)
        }
        return outside.map { part in
            LayoutFinding(
                "layout-out-of-view", .error, path: layout.scene.path, line: part.view.line,
                "\(layout.scene.name): \(part.view.displayName) is not \(promise.promise)"
                    + (fits ? "" : " (not even its top, the first part shown)"),
                detail: String(
                    format: "%.0f…%.0f pt, visible %.0f…%.0f pt", part.frame.y, part.frame.maxY, top, bottom))
        }
    }

    private static func union(_ one: Frame, _ other: Frame) -> Frame {
        let x = min(one.x, other.x)
        let y = min(one.y, other.y)
        return Frame(x: x, y: y, width: max(one.maxX, other.maxX) - x, height: max(one.maxY, other.maxY) - y)
    }
}
