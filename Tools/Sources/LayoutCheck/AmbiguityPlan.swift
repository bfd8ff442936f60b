import Foundation

/// Where ambiguity is checked (two linear programs per frame value, too costly for all 60
/// configurations): in the reference configuration (`LayoutRunner.ambiguityDevice`, portrait, Large),
/// and once more for every other constraint system the configurations produce — a runtime decision
/// that turns a stack, moves a view, activates a constraint or hides a view, a screen state, a mirror
/// that builds other constraints at a text size — in the first configuration that has it. Constants
/// (a decision's `constant`, the screen's size) do not make another system.
/// Dónde se comprueba la ambigüedad: en la configuración de referencia y una vez más por cada otro
/// sistema de restricciones que producen las configuraciones (lo que el código cambia), en la
/// primera configuración que lo tiene.
struct AmbiguityPlan {
    private var checked: Set<String> = []
    private var pending: [(signature: String, layout: SceneLayout)] = []

    /// The constraint system of a layout, constants aside: every constraint's name, every stack's
    /// settings after the code's changes and every hidden view.
    /// El sistema de restricciones de un layout, sin constantes.
    static func signature(_ layout: SceneLayout) -> String {
        let views = layout.scene.root.allViews
        let stacks = views.compactMap { view in
            (layout.overrides[view.id] ?? view.stack).map {
                "\(view.id):\($0.axis.rawValue),\($0.distribution),\($0.alignment)"
            }
        }
        let hidden = views.filter { LayoutChecks.isHidden($0, layout) }.map(\.id)
        let arranged = layout.changes.arranged(in: layout.scene).mapValues { $0.map(\.id) }
            .sorted { $0.key < $1.key }.map { "\($0.key):\($0.value.joined(separator: ","))" }
        return [
            layout.problem.origins.map(\.label).joined(separator: "|"), stacks.joined(separator: ";"),
            hidden.joined(separator: ","), arranged.joined(separator: ";"),
        ].joined(separator: "\n")
    }

    /// The ambiguity findings due now: those of the reference configuration (`isReference`); another
    /// system is kept for `remaining()`. / Los hallazgos de la configuración de referencia.
    mutating func visit(_ layout: SceneLayout, isReference: Bool) -> [LayoutFinding] {
        let signature = Self.signature(layout)
        if isReference {
            checked.insert(signature)
            return LayoutChecks.ambiguity(layout)
        }
        if !pending.contains(where: { $0.signature == signature }) { pending.append((signature, layout)) }
        return []
    }

    /// The ambiguity findings of every other system, each with its configuration's name.
    /// Los hallazgos de cada otro sistema, con el nombre de su configuración.
    mutating func remaining() -> [(LayoutFinding, String)] {
        let due = pending.filter { !checked.contains($0.signature) }
        pending = []
        return due.flatMap { item in LayoutChecks.ambiguity(item.layout).map { ($0, item.layout.configuration.name) } }
    }
}
