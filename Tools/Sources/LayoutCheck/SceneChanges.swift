import Foundation
import LayoutSolver

/// What code changes in a scene at run time, applied before a solve: stack settings, arranged
/// subviews moved to another stack, constraint constants set through outlets, constraints made in
/// code and activated, views hidden or shown, and the parts the code promises to keep in view.
/// Runtime decisions (`RuntimeDecision`) and screen states (`SceneState`) produce it.
/// Lo que el código cambia en una escena en tiempo de ejecución, aplicado antes de resolver: ajustes
/// de pila, subvistas movidas a otra pila, constantes de restricciones fijadas por outlets,
/// restricciones hechas en código, vistas ocultas o visibles, y las partes que el código promete
/// mantener a la vista.
public struct SceneChanges: ExpressibleByDictionaryLiteral {
    /// `stack.insertArrangedSubview(view, at: index)` (an index past the end appends, like
    /// `addArrangedSubview`). / Inserta la vista en la pila en ese índice.
    public struct Move: Equatable, Sendable {
        public var view: String
        public var stack: String
        public var index: Int
    }

    /// A constraint made in code and activated: `view.attribute (relation) constant` at `priority`,
    /// named after the code that makes it. / Una restricción hecha en código y activada.
    public struct CodeConstraint: Equatable, Sendable {
        public var view: String
        public var attribute: String
        public var relation: Relation
        public var constant: Double
        public var priority: Double
        public var label: String
    }

    /// Stack settings by stack id. / Ajustes de pila por id.
    public var stacks: [String: StackSettings] = [:]
    /// In order. / En orden.
    public var moves: [Move] = []
    /// Storyboard constraint id → the constant the code sets. / Constante fijada por el código.
    public var constants: [String: Double] = [:]
    public var added: [CodeConstraint] = []
    /// View id → `isHidden` as the code sets it. / `isHidden` como lo fija el código.
    public var hidden: [String: Bool] = [:]
    public var promises: [VisibilityPromise] = []

    public init() {}

    public init(stacks: [String: StackSettings]) { self.stacks = stacks }

    /// `[stackID: settings]`, as the first runtime decisions return. / Como devuelven las primeras decisiones.
    public init(dictionaryLiteral elements: (String, StackSettings)...) {
        stacks = Dictionary(elements, uniquingKeysWith: { $1 })
    }

    /// Whether anything changes the solved problem. / Si algo cambia el problema a resolver.
    public var isEmpty: Bool { stacks.isEmpty && moves.isEmpty && constants.isEmpty && added.isEmpty && hidden.isEmpty }

    /// `other` applied after this one. / `other` aplicado después de este.
    public mutating func merge(_ other: SceneChanges) {
        stacks.merge(other.stacks) { $1 }
        moves += other.moves
        constants.merge(other.constants) { $1 }
        added += other.added
        hidden.merge(other.hidden) { $1 }
        promises += other.promises
    }

    /// Only what differs from `scene` as the storyboard declares it (a decision that sets the
    /// storyboard's own values changes nothing and costs no second solve).
    /// Solo lo que difiere del storyboard (fijar sus propios valores no cuesta otra resolución).
    public func effective(in scene: StoryboardScene) -> SceneChanges {
        var changes = self
        let views = Dictionary(scene.root.allViews.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let constraints = Dictionary(
            scene.root.allViews.flatMap(\.constraints).map { ($0.id, $0.constant) }, uniquingKeysWith: { $1 })
        changes.stacks = stacks.filter { views[$0.key]?.stack != $0.value }
        changes.constants = constants.filter { constraints[$0.key] != $0.value }
        changes.hidden = hidden.filter { views[$0.key]?.hidden != $0.value }
        let before = SceneChanges().arranged(in: scene)
        changes.moves = moves.filter { move in
            before[move.stack]?.firstIndex { $0.id == move.view } != move.index
        }
        return changes
    }

    /// The arranged subviews of every stack (and of every view a move names) after the moves.
    /// Las subvistas ordenadas de cada pila después de los movimientos.
    public func arranged(in scene: StoryboardScene) -> [String: [StoryboardView]] {
        let views = scene.root.allViews
        var lists: [String: [StoryboardView]] = [:]
        for view in views where view.stack != nil || moves.contains(where: { $0.stack == view.id }) {
            lists[view.id] = view.subviews
        }
        for move in moves {
            guard let moved = views.first(where: { $0.id == move.view }) else { continue }
            for key in lists.keys { lists[key]?.removeAll { $0 === moved } }
            var list = lists[move.stack] ?? []
            list.insert(moved, at: min(max(move.index, 0), list.count))
            lists[move.stack] = list
        }
        return lists
    }

    /// The view a moved view now sits in (its storyboard superview otherwise).
    /// La vista en la que queda una vista movida (si no, su supervista del storyboard).
    public func superview(of view: StoryboardView, in scene: StoryboardScene) -> StoryboardView? {
        guard let move = moves.last(where: { $0.view == view.id }) else { return view.superview }
        return scene.view(move.stack) ?? view.superview
    }

    /// `isHidden` after the code ran. / `isHidden` después del código.
    public func isHidden(_ view: StoryboardView) -> Bool { hidden[view.id] ?? view.hidden }
}

/// Parts of a scroll view's content that the code promises to show: the picker's toolbar and
/// wheel cover `coveredHeight` of its bottom, the code scrolls to `offset` (from the parts'
/// united frame), and the parts must then be inside the visible part. Where they are taller together
/// than `room`, the promise is only that their top shows first.
/// Partes del contenido de un scroll view que el código promete mostrar: el picker tapa
/// `coveredHeight` abajo, el código desplaza a `offset`, y las partes deben quedar en la parte
/// visible. Si juntas son más altas que `room`, solo se promete que se vea primero su borde superior.
public struct VisibilityPromise: Sendable {
    public var views: [String]
    public var scrollView: String
    public var coveredHeight: Double
    /// The height the code's arithmetic gives the parts together (Productos: the card's content
    /// height); nil: the visible part. / La altura que la aritmética del código da a las partes.
    public var room: Double?
    /// What is promised and by which code, for the message. / Qué se promete y qué código lo hace.
    public var promise: String
    /// The content offset the code scrolls to, from the parts' united frame (content coordinates)
    /// and the scroll view's height, bottom inset and content height; nil: it stays at 0.
    /// El desplazamiento al que lleva el código; nil: se queda en 0.
    public var offset:
        (@Sendable (_ target: Frame, _ height: Double, _ bottomInset: Double, _ contentHeight: Double) -> Double)?

    public init(
        views: [String], scrollView: String, coveredHeight: Double, room: Double? = nil, promise: String,
        offset: (@Sendable (Frame, Double, Double, Double) -> Double)? = nil
    ) {
        self.views = views
        self.scrollView = scrollView
        self.coveredHeight = coveredHeight
        self.room = room
        self.promise = promise
        self.offset = offset
    }
}
