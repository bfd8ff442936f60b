import Foundation
import LayoutSolver

extension LayoutChecks {
    /// Equal-priority ties that change a frame (`layout-tie`, a warning): in a `fill` stack, two
    /// visible members with the same compression resistance (or hugging) along its axis whose sizes
    /// each range over more than half a point among the best layouts — the row is over- or
    /// under-full and which one gives way is undefined. Exact (`LexicographicSolver.range`), and only
    /// where it bites: a row whose members keep their natural sizes has no range.
    /// Empates de igual prioridad que cambian un marco: en una pila `fill`, dos miembros visibles con
    /// la misma resistencia a la compresión (o el mismo abrazo) cuyos tamaños varían más de medio
    /// punto entre los mejores layouts: cuál cede no está definido.
    public static func ties(_ layout: SceneLayout) -> [LayoutFinding] {
        var found: [LayoutFinding] = []
        let arranged = layout.changes.arranged(in: layout.scene)
        // The best layouts are solved once, at the first range asked. / Se resuelven una vez.
        var best: Result<LexicographicSolver.BestLayouts, LayoutSolverError>?
        for stack in layout.scene.root.allViews {
            guard let settings = layout.overrides[stack.id] ?? stack.stack, settings.distribution == "fill",
                !isHidden(stack, layout)
            else { continue }
            let horizontal = settings.axis == .horizontal
            let members = (arranged[stack.id] ?? stack.subviews).filter {
                !isHidden($0, layout) && layout.problem.frames[$0.id] != nil
            }
            var loose: [String: ClosedRange<Double>] = [:]
            for (index, first) in members.enumerated() {
                for second in members.dropFirst(index + 1) {
                    guard let kind = sharedPriority(first, second, horizontal),
                        offNaturalSize(first, horizontal, layout) || offNaturalSize(second, horizontal, layout),
                        let one = range(of: first, horizontal, layout, &best, &loose),
                        let other = range(of: second, horizontal, layout, &best, &loose)
                    else { continue }
                    let dimension = horizontal ? "width" : "height"
                    found.append(
                        LayoutFinding(
                            "layout-tie", .warning, path: layout.scene.path, line: first.line,
                            "\(layout.scene.name): \(first.displayName) and \(second.displayName) in "
                                + "\(stack.displayName) share \(kind): which one gives way is undefined",
                            detail: String(
                                format: "%@ %.0f…%.0f and %.0f…%.0f", dimension, one.lowerBound, one.upperBound,
                                other.lowerBound, other.upperBound)))
                }
            }
        }
        return found
    }

    /// Whether the solved size differs from the content's own size (a row that fits leaves every
    /// member at its natural size: no tie can bite, no range is solved). A member without a
    /// content size along the axis has no hugging or compression to tie.
    /// Si el tamaño resuelto difiere del propio del contenido (sin eso no se resuelve ningún rango).
    private static func offNaturalSize(_ view: StoryboardView, _ horizontal: Bool, _ layout: SceneLayout) -> Bool {
        guard let natural = layout.problem.intrinsic[view.id], let frame = layout.frames[view.id],
            let size = horizontal ? natural.width : natural.height
        else { return false }
        return abs((horizontal ? frame.width : frame.height) - size) > tolerance
    }

    /// "compression resistance 750" or "hugging 250" when both members have it along the axis.
    /// La prioridad que comparten a lo largo del eje, si alguna.
    private static func sharedPriority(_ first: StoryboardView, _ second: StoryboardView, _ horizontal: Bool)
        -> String?
    {
        let compression =
            horizontal
            ? (first.compression.horizontal, second.compression.horizontal)
            : (first.compression.vertical, second.compression.vertical)
        if compression.0 == compression.1, compression.0 < 1000 {
            return String(format: "compression resistance %.0f", compression.0)
        }
        let hugging =
            horizontal
            ? (first.hugging.horizontal, second.hugging.horizontal)
            : (first.hugging.vertical, second.hugging.vertical)
        if hugging.0 == hugging.1, hugging.0 < 1000 { return String(format: "hugging %.0f", hugging.0) }
        return nil
    }

    /// The member's size range over the best layouts when wider than `tolerance` (memoised).
    /// El rango del tamaño del miembro si es mayor que la tolerancia.
    private static func range(
        of view: StoryboardView, _ horizontal: Bool, _ layout: SceneLayout,
        _ best: inout Result<LexicographicSolver.BestLayouts, LayoutSolverError>?,
        _ memo: inout [String: ClosedRange<Double>]
    ) -> ClosedRange<Double>? {
        if memo[view.id] == nil, let variables = layout.problem.frames[view.id] {
            let variable = horizontal ? variables.width : variables.height
            if best == nil {
                best = Result { () throws(LayoutSolverError) in
                    try LexicographicSolver().bestLayouts(of: layout.problem.problem)
                }
            }
            memo[view.id] = (try? best?.get().range(of: variable.expression)) ?? 0...0
        }
        guard let range = memo[view.id], range.upperBound - range.lowerBound > tolerance else { return nil }
        return range
    }
}
