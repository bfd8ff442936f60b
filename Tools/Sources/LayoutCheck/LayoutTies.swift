import Foundation
import LayoutSolver

extension LayoutChecks {
    /// Equal-priority ties that bite (`layout-tie`, a warning). In a `fill` or `equalSpacing` stack,
    /// UIKit resolves a tie between members "based on their index in the arrangedSubviews array"
    /// (Apple's `UIStackView.Distribution`); the model resolves it the same way (`SceneProblemBuilder`:
    /// the later member shrinks first) and reports the tie where the member that gives way is then cut
    /// off, breaks a word, or — a control — ends under 44 pt along the axis. A row whose members keep
    /// their natural sizes has no tie to report.
    /// Empates de igual prioridad que muerden: en una pila `fill` o `equalSpacing`, UIKit los resuelve
    /// por el índice en `arrangedSubviews`; el modelo igual, y se informa donde el miembro que cede
    /// queda cortado, parte una palabra o, si es un control, mide menos de 44 pt.
    public static func ties(_ layout: SceneLayout) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        let arranged = layout.changes.arranged(in: layout.scene)
        for stack in layout.scene.root.allViews {
            guard let settings = layout.overrides[stack.id] ?? stack.stack,
                ["fill", "equalSpacing"].contains(settings.distribution), !isHidden(stack, layout)
            else { continue }
            let horizontal = settings.axis == .horizontal
            let members = (arranged[stack.id] ?? stack.subviews).filter {
                !isHidden($0, layout) && layout.problem.frames[$0.id] != nil
            }
            for (index, first) in members.enumerated() {
                for second in members.dropFirst(index + 1) {
                    guard let kind = sharedCompression(first, second, horizontal),
                        let shrunk = shrinkage(second, horizontal, layout),
                        let consequence = consequence(of: second, horizontal, layout)
                    else { continue }
                    found.append(
                        LayoutFinding(
                            "layout-tie", .warning, path: layout.scene.path, line: second.line,
                            "\(layout.scene.name): \(second.displayName) gives way to \(first.displayName) in "
                                + "\(stack.displayName): they share \(kind) and the stack resolves the tie by "
                                + "arranged-subview index (the later member shrinks); it \(consequence)",
                            detail: String(
                                format: "%@ %.0f of its %.0f pt", horizontal ? "width" : "height", shrunk.size,
                                shrunk.natural)))
                }
            }
        }
        return found
    }

    /// The solved and natural size along the axis when the member is squeezed below its content size.
    /// El tamaño resuelto y el natural cuando el miembro queda por debajo de su contenido.
    private static func shrinkage(_ view: StoryboardView, _ horizontal: Bool, _ layout: SceneLayout)
        -> (size: Double, natural: Double)?
    {
        guard let natural = layout.problem.intrinsic[view.id], let frame = layout.frames[view.id],
            let size = horizontal ? natural.width : natural.height
        else { return nil }
        let solved = horizontal ? frame.width : frame.height
        return solved < size - tolerance ? (solved, size) : nil
    }

    /// What giving way does to the member: a text cut off or a word broken (its own text findings'
    /// errors), or a control under 44 pt along the axis; nil when it still shows everything.
    /// Lo que le pasa al miembro que cede; nil si todavía muestra todo.
    private static func consequence(of view: StoryboardView, _ horizontal: Bool, _ layout: SceneLayout) -> String? {
        guard let frame = layout.frames[view.id] else { return nil }
        if let text = view.text, !text.text.isEmpty {
            let errors = textFindings(view, text, frame, layout).filter { $0.severity == .error }
            if errors.contains(where: { $0.rule == "layout-text-broken-word" }) { return "then breaks a word" }
            if !errors.isEmpty { return "is then cut off" }
        }
        let size = horizontal ? frame.width : frame.height
        if controls.subtracting(["label", "textView"]).contains(view.kind), size < 44 - tolerance {
            return String(format: "is then %.0f pt, under 44 pt", size)
        }
        return nil
    }

    /// "compression resistance 750" when both members have it along the axis (below required).
    /// La resistencia a la compresión que comparten a lo largo del eje, si alguna.
    private static func sharedCompression(_ first: StoryboardView, _ second: StoryboardView, _ horizontal: Bool)
        -> String?
    {
        let compression =
            horizontal
            ? (first.compression.horizontal, second.compression.horizontal)
            : (first.compression.vertical, second.compression.vertical)
        guard compression.0 == compression.1, compression.0 < 1000 else { return nil }
        return String(format: "compression resistance %.0f", compression.0)
    }
}
