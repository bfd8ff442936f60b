import AppCore
import Foundation
import LayoutSolver

/// The four variables of one view's (or layout guide's) frame, in screen coordinates.
/// Las cuatro variables del marco de una vista (o guía), en coordenadas de pantalla.
public struct FrameVariables: Sendable {
    public let left, top, width, height: Variable

    /// `leading`/`trailing` are left/right (the apps are left-to-right); baselines are approximated
    /// by the top and bottom edges. / Las líneas base se aproximan con los bordes.
    func expression(_ attribute: String) -> LinearExpression? {
        let x = left.expression
        let y = top.expression
        let w = width.expression
        let h = height.expression
        switch attribute {
        case "left", "leading": return x
        case "right", "trailing": return x + w
        case "top", "firstBaseline": return y
        case "bottom", "lastBaseline", "baseline": return y + h
        case "width": return w
        case "height": return h
        case "centerX": return x + w * 0.5
        case "centerY": return y + h * 0.5
        default: return nil
        }
    }
}

/// Where a constraint of the model comes from, to name it in a finding.
/// De dónde viene una restricción del modelo, para nombrarla en un hallazgo.
public struct ConstraintOrigin: Equatable, Sendable {
    public enum Kind: Equatable, Sendable {
        case storyboard
        case stack(String)
        case intrinsic, autoresizing, screen
        /// Made by code and activated (`SceneChanges.added`). / Hecha por código.
        case code
    }

    public let kind: Kind
    public let label: String
    public let line: Int?
    public let viewID: String?
}

/// One scene as a layout problem for one configuration: the solver's problem, what each of its
/// constraints is, and the frame variables of every view.
/// Una escena como problema de layout para una configuración.
public struct SceneProblem {
    public internal(set) var problem = LayoutProblem()
    public internal(set) var origins: [ConstraintOrigin] = []
    public internal(set) var frames: [String: FrameVariables] = [:]
    /// Scroll view id → its content area (the content layout guide). / Área de contenido.
    public internal(set) var contentFrames: [String: FrameVariables] = [:]
    /// Views the model cannot size (unknown classes). / Vistas que el modelo no sabe medir.
    public internal(set) var unknownViews: [StoryboardView] = []
    /// Storyboard constraints naming an item the model does not know. / Restricciones sin resolver.
    public internal(set) var unresolved: [StoryboardConstraint] = []
    /// Views hidden by their stack view (`UISV-hiding`). / Vistas ocultas por su pila.
    public internal(set) var stackHidden: Set<String> = []
    /// Text content sizes used, per view id. / Tamaños de texto usados por vista.
    public internal(set) var intrinsic: [String: IntrinsicSize] = [:]
    /// What the model approximates instead of modelling, at its storyboard line (`layout-cannot-judge`).
    /// Lo que el modelo aproxima en vez de modelar, en su línea.
    public internal(set) var approximations: [(line: Int, what: String)] = []
    /// Non-root views whose margins a constraint uses (8 pt assumed; UIKit adds the part of the safe
    /// area's insets the view overlaps, `insetsLayoutMarginsFromSafeArea`), with that constraint's line.
    /// Vistas no raíz cuyos márgenes usa una restricción.
    public internal(set) var marginUses: [(viewID: String, line: Int)] = []
}

/// Builds a `SceneProblem`: the screen, the safe area, every view's storyboard constraints, the
/// autoresizing frames, content sizes as hugging/compression constraints, and stack views
/// expanded (see `StackExpansion`).
/// Construye un `SceneProblem`.
struct SceneProblemBuilder {
    let scene: StoryboardScene
    let configuration: LayoutConfiguration
    let wrapWidths: [String: Double]
    /// Indices of required constraints that conflicted, made optional (999) to draw the rest.
    /// Índices de obligatorias en conflicto, vueltas opcionales (999) para dibujar el resto.
    let relaxed: Set<Int>
    /// What runtime decisions and the screen state change (`SceneChanges`). / Lo que cambia el código.
    var changes = SceneChanges()

    private var result = SceneProblem()
    private var pending: [(LinearExpression, Relation, LinearExpression, Double)] = []
    private var guideFrames: [String: FrameVariables] = [:]
    /// Safe-area guide id → its owner, for views other than the root. / Guías de área segura no raíz.
    private var nonRootSafeAreas: [String: String] = [:]
    private var views: [String: StoryboardView] = [:]
    /// Each stack's arranged subviews after the changes' moves. / Subvistas de cada pila tras los movimientos.
    private var arrangedLists: [String: [StoryboardView]] = [:]

    init(scene: StoryboardScene, configuration: LayoutConfiguration, wrapWidths: [String: Double], relaxed: Set<Int>) {
        self.scene = scene
        self.configuration = configuration
        self.wrapWidths = wrapWidths
        self.relaxed = relaxed
    }

    mutating func build() -> SceneProblem {
        for view in scene.root.allViews { views[view.id] = view }
        arrangedLists = changes.arranged(in: scene)
        for view in scene.root.allViews { makeVariables(view) }
        pinScreen()
        orderTies()
        for view in scene.root.allViews {
            addContent(view)
            if let stack = changes.stacks[view.id] ?? view.stack { addStack(view, stack) }
            for constraint in view.constraints { addStoryboard(constraint) }
        }
        for constraint in changes.added { addCode(constraint) }
        finish()
        return result
    }

    // MARK: Variables

    private mutating func frame(_ name: String) -> FrameVariables {
        FrameVariables(
            left: result.problem.variable("\(name).left"), top: result.problem.variable("\(name).top"),
            width: result.problem.variable("\(name).width"), height: result.problem.variable("\(name).height"))
    }

    private mutating func makeVariables(_ view: StoryboardView) {
        let variables = frame(view.id)
        result.frames[view.id] = variables
        if view.kind == "scrollView" {
            let content = frame("\(view.id).content")
            result.contentFrames[view.id] = content
            add(content.left.expression, .equal, variables.left.expression, origin: .screen, "content offset 0", view)
            add(content.top.expression, .equal, variables.top.expression, origin: .screen, "content offset 0", view)
            if let id = view.guides["contentLayoutGuide"] { guideFrames[id] = content }
            if let id = view.guides["frameLayoutGuide"] { guideFrames[id] = variables }
        }
    }

    /// The root view fills the screen; its safe area is the configuration's.
    /// La vista raíz llena la pantalla; su área segura es la de la configuración.
    private mutating func pinScreen() {
        let root = result.frames[scene.root.id]!
        let safe = configuration.safeArea
        let screen = "screen \(Int(configuration.width))×\(Int(configuration.height))"
        add(root.left.expression, .equal, .constant(0), origin: .screen, screen, scene.root)
        add(root.top.expression, .equal, .constant(0), origin: .screen, screen, scene.root)
        add(root.width.expression, .equal, .constant(configuration.width), origin: .screen, screen, scene.root)
        add(root.height.expression, .equal, .constant(configuration.height), origin: .screen, screen, scene.root)
        for view in scene.root.allViews {
            guard let id = view.guides["safeArea"] else { continue }
            let guide = frame("\(id).safeArea")
            guideFrames[id] = guide
            if view !== scene.root { nonRootSafeAreas[id] = view.id }
            let owner = result.frames[view.id]!
            let insets = view === scene.root ? safe : (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
            let label = "safe area"
            add(guide.left.expression, .equal, owner.left.expression + insets.left, origin: .screen, label, view)
            add(guide.top.expression, .equal, owner.top.expression + insets.top, origin: .screen, label, view)
            add(
                guide.width.expression, .equal, owner.width.expression + -(insets.left + insets.right),
                origin: .screen, label, view)
            add(
                guide.height.expression, .equal, owner.height.expression + -(insets.top + insets.bottom),
                origin: .screen, label, view)
        }
    }

    // MARK: Content sizes and autoresizing

    /// Members of `fill` and `equalSpacing` stacks → their index and the stack's axis: UIKit resolves a
    /// tie between members "based on their index in the arrangedSubviews array" (Apple's
    /// `UIStackView.Distribution` documentation). Which end gives way is not documented; the model
    /// takes the public observation for hugging (the first member stretches) and the same order for
    /// compression (the later member shrinks): each later member's hugging is a hair higher and its
    /// compression resistance a hair lower (`tieBreak` per index). Not verified on a device.
    /// Miembros de pilas `fill` y `equalSpacing` → su índice y el eje: UIKit resuelve un empate por
    /// el índice; el modelo supone que el primero se estira y el último se comprime.
    private var tieOrder: [String: (index: Int, horizontal: Bool)] = [:]
    static let tieBreak = 0.001

    private mutating func orderTies() {
        for view in scene.root.allViews {
            guard let stack = changes.stacks[view.id] ?? view.stack,
                ["fill", "equalSpacing"].contains(stack.distribution)
            else { continue }
            for (index, member) in (arrangedLists[view.id] ?? view.subviews).enumerated() {
                tieOrder[member.id] = (index, stack.axis == .horizontal)
            }
        }
    }

    private mutating func addContent(_ view: StoryboardView) {
        guard view !== scene.root, let variables = result.frames[view.id] else { return }
        let order = tieOrder[view.id]
        // Along the stack's axis only. / Solo a lo largo del eje de la pila.
        func bias(horizontal: Bool) -> Double {
            guard let order, order.horizontal == horizontal else { return 0 }
            return Double(order.index) * Self.tieBreak
        }
        // A required size stays required. / Un tamaño obligatorio sigue obligatorio.
        func lowered(_ priority: Double, horizontal: Bool) -> Double {
            priority >= 1000 ? priority : priority - bias(horizontal: horizontal)
        }
        let arranged = view.superview?.stack != nil
        if view.autoresizes && !arranged, let superview = view.superview, let outer = result.frames[superview.id] {
            addAutoresizing(view, variables, outer, superview)
        }
        let size = IntrinsicSizes.of(
            view, category: configuration.text, wrapWidth: wrapWidths[view.id], images: scene.imageSizes)
        result.intrinsic[view.id] = size
        if !size.known { result.unknownViews.append(view) }
        if let width = size.width {
            add(
                variables.width.expression, .lessOrEqual, .constant(width),
                view.hugging.horizontal + bias(horizontal: true), .intrinsic, "hugging width", view)
            add(
                variables.width.expression, .greaterOrEqual, .constant(width),
                lowered(view.compression.horizontal, horizontal: true), .intrinsic, "compression width", view)
        }
        if let height = size.height {
            add(
                variables.height.expression, .lessOrEqual, .constant(height),
                view.hugging.vertical + bias(horizontal: false), .intrinsic, "hugging height", view)
            add(
                variables.height.expression, .greaterOrEqual, .constant(height),
                lowered(view.compression.vertical, horizontal: false), .intrinsic, "compression height", view)
        }
    }

    /// A view without Auto Layout keeps its storyboard frame relative to its superview; a
    /// width/height-sizable mask keeps the margins instead and stretches.
    /// Una vista sin Auto Layout conserva su marco; con máscara flexible estira y conserva márgenes.
    private mutating func addAutoresizing(
        _ view: StoryboardView, _ inner: FrameVariables, _ outer: FrameVariables, _ superview: StoryboardView
    ) {
        let label = "autoresizing frame"
        add(inner.left.expression, .equal, outer.left.expression + view.frame.x, origin: .autoresizing, label, view)
        add(inner.top.expression, .equal, outer.top.expression + view.frame.y, origin: .autoresizing, label, view)
        let width =
            view.widthSizable
            ? outer.width.expression + (view.frame.width - superview.frame.width) : .constant(view.frame.width)
        let height =
            view.heightSizable
            ? outer.height.expression + (view.frame.height - superview.frame.height) : .constant(view.frame.height)
        add(inner.width.expression, .equal, width, origin: .autoresizing, label, view)
        add(inner.height.expression, .equal, height, origin: .autoresizing, label, view)
    }

    // MARK: Stack views

    private mutating func addStack(_ view: StoryboardView, _ stack: StackSettings) {
        let arranged = arrangedLists[view.id] ?? view.subviews
        let horizontal = stack.axis == .horizontal
        let input = StackExpansion.Input(
            horizontal: horizontal, distribution: stack.distribution, alignment: stack.alignment,
            spacing: stack.spacing, hidden: arranged.map(changes.isHidden),
            intrinsic: arranged.map {
                let size = IntrinsicSizes.of($0, category: configuration.text, wrapWidth: nil, images: scene.imageSizes)
                return horizontal ? size.width : size.height
            })
        for member in arranged where changes.isHidden(member) { result.stackHidden.insert(member.id) }
        let canvas = result.frames[view.id]!
        guard !arranged.isEmpty else {
            // An empty stack: assumed to collapse (UISV-canvas-fit at 49). / Una pila vacía se colapsa.
            add(canvas.width.expression, .equal, .constant(0), 49, .stack("UISV-canvas-fit"), "UISV-canvas-fit", view)
            add(canvas.height.expression, .equal, .constant(0), 49, .stack("UISV-canvas-fit"), "UISV-canvas-fit", view)
            return
        }
        let spacer = frame("\(view.id).spacer")
        var gaps: [Int: FrameVariables] = [:]
        let margin: Double = stack.marginsRelative ? 8 : 0
        if stack.alignment.lowercased().contains("baseline") {
            result.approximations.append(
                (
                    view.line,
                    "stack \(view.id) aligns its members by \(stack.alignment), taken as their top or bottom edges"
                ))
        }
        if stack.marginsRelative, let margins = view.unmodelledMargins {
            result.approximations.append(
                (view.line, "stack \(view.id) arranges within margins (\(margins)) taken as 8 pt"))
        }
        for rule in StackExpansion.rules(input) {
            func expression(_ anchor: StackExpansion.Anchor) -> LinearExpression? {
                switch anchor.item {
                case .stack: return inset(canvas, anchor.attribute, margin)
                case .arranged(let index): return result.frames[arranged[index].id]?.expression(anchor.attribute)
                case .spacer: return spacer.expression(anchor.attribute)
                case .gap(let index):
                    if gaps[index] == nil { gaps[index] = frame("\(view.id).gap\(index)") }
                    return gaps[index]!.expression(anchor.attribute)
                }
            }
            guard let lhs = expression(rule.first) else { continue }
            let rhs =
                rule.second.flatMap(expression).map { $0 * rule.multiplier + rule.constant } ?? .constant(rule.constant)
            let subject: StoryboardView
            if case .arranged(let index) = rule.first.item { subject = arranged[index] } else { subject = view }
            add(
                lhs, rule.relation, rhs, rule.priority, .stack(rule.identifier), "\(rule.identifier) (\(subject.id))",
                subject)
        }
    }

    private func inset(_ frame: FrameVariables, _ attribute: String, _ margin: Double) -> LinearExpression? {
        guard let base = frame.expression(attribute) else { return nil }
        switch attribute {
        case "leading", "left", "top": return base + margin
        case "trailing", "right", "bottom": return base + -margin
        case "width", "height": return base + -2 * margin
        default: return base
        }
    }

    // MARK: Storyboard constraints

    private mutating func addStoryboard(_ constraint: StoryboardConstraint) {
        noteApproximations(constraint)
        guard let lhs = anchor(constraint.firstItem, constraint.firstAttribute, other: constraint.secondItem) else {
            result.unresolved.append(constraint)
            return
        }
        // An outlet's constant set by code replaces the storyboard's. / La constante fijada por código.
        let constant = changes.constants[constraint.id] ?? constraint.constant
        var rhs = LinearExpression.constant(constant)
        if let item = constraint.secondItem, let attribute = constraint.secondAttribute {
            guard let second = anchor(item, attribute, other: constraint.firstItem) else {
                result.unresolved.append(constraint)
                return
            }
            rhs = second * constraint.multiplier + constant
        }
        let subject = views[constraint.firstItem] ?? constraint.secondItem.flatMap { views[$0] }
        pending.append((lhs, constraint.relation, rhs, constraint.priority))
        result.origins.append(
            ConstraintOrigin(kind: .storyboard, label: constraint.id, line: constraint.line, viewID: subject?.id))
    }

    /// What the model approximates in `constraint` (`layout-cannot-judge`): a baseline taken as an
    /// edge, margins it does not model, a non-root view's safe area taken as its bounds, a centre of a
    /// scroll view seen from inside it (UIKit attaches centres to the frame; the model to the content).
    /// Lo que el modelo aproxima en esta restricción.
    private mutating func noteApproximations(_ constraint: StoryboardConstraint) {
        let items =
            [(constraint.firstItem, constraint.firstAttribute, constraint.secondItem)]
            + (constraint.secondItem.map { [($0, constraint.secondAttribute ?? "", constraint.firstItem)] } ?? [])
        for (id, attribute, other) in items {
            var notes: [String] = []
            if attribute.lowercased().contains("baseline") {
                notes.append("\(attribute) of \(id) is taken as its top or bottom edge")
            }
            if attribute.hasSuffix("Margin"), let view = views[id] {
                if let margins = view.unmodelledMargins {
                    notes.append("\(attribute) of \(id) (\(margins)) is taken as the default margin")
                } else if view !== scene.root {
                    result.marginUses.append((id, constraint.line))
                }
            }
            if let owner = nonRootSafeAreas[id] {
                notes.append("the safe area of \(owner), not the root view, is taken as its bounds")
            }
            if attribute.hasPrefix("center"), let view = views[id], view.kind == "scrollView", let other,
                let inner = views[other], inner.isDescendant(of: view)
            {
                notes.append("\(attribute) of scroll view \(id) is taken from its content, not its frame")
            }
            for note in notes {
                result.approximations.append((constraint.line, "constraint \(constraint.id): \(note)"))
            }
        }
    }

    /// A constraint made in code (`SceneChanges.CodeConstraint`), named after that code.
    /// Una restricción hecha en código, con el nombre de ese código.
    private mutating func addCode(_ constraint: SceneChanges.CodeConstraint) {
        guard let view = views[constraint.view], let lhs = result.frames[view.id]?.expression(constraint.attribute)
        else { return }
        add(
            lhs, constraint.relation, .constant(constraint.constant), constraint.priority, .code, constraint.label,
            view)
    }

    /// An item's attribute; a scroll view's edges, seen from a view inside it, are its content
    /// area (as Interface Builder means them); `…Margin` attributes are inset (8 pt, the root view
    /// 16/20 pt from its safe area).
    /// El atributo de un elemento; los bordes de un scroll view vistos desde dentro son su contenido.
    private func anchor(_ id: String, _ attribute: String, other: String?) -> LinearExpression? {
        if let guide = guideFrames[id] { return guide.expression(attribute) }
        guard let view = views[id], var frame = result.frames[id] else { return nil }
        var name = attribute
        var margin = 0.0
        if attribute.hasSuffix("Margin") {
            name = String(attribute.dropLast("Margin".count))
            if view === scene.root, let safe = scene.root.guides["safeArea"].flatMap({ guideFrames[$0] }) {
                frame = safe
                margin = ["leading", "trailing", "left", "right", "width"].contains(name) ? rootSideMargin : 0
            } else {
                margin = 8
            }
        }
        let edge = !["width", "height"].contains(name)
        if view.kind == "scrollView", edge, let other, let inner = views[other], inner.isDescendant(of: view),
            let content = result.contentFrames[id]
        {
            frame = content
        }
        return inset(frame, name, margin)
    }

    /// The root view's side margins: 20 pt from 414 pt wide and on iPad, else 16 (UIKit's
    /// `systemMinimumLayoutMargins`; assumed, not measured). / Márgenes laterales de la raíz.
    private var rootSideMargin: Double {
        configuration.width >= 414 || configuration.device.idiom == "pad" ? 20 : 16
    }

    // MARK: Collecting

    private mutating func add(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Double = 1000,
        origin kind: ConstraintOrigin.Kind, _ label: String, _ view: StoryboardView
    ) {
        pending.append((lhs, relation, rhs, priority))
        result.origins.append(ConstraintOrigin(kind: kind, label: label, line: view.line, viewID: view.id))
    }

    private mutating func add(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, _ priority: Double,
        _ kind: ConstraintOrigin.Kind, _ label: String, _ view: StoryboardView
    ) {
        add(lhs, relation, rhs, priority, origin: kind, label, view)
    }

    /// Priorities keep their order but become ranks 1…n below 1000 (the solver uses only the
    /// order; UIKit's 999.5 has no integer of its own).
    /// Las prioridades conservan su orden como rangos 1…n bajo 1000.
    private mutating func finish() {
        let effective = pending.enumerated().map { relaxed.contains($0.offset) ? 999 : $0.element.3 }
        let optional = Set(effective.filter { $0 < 1000 }).sorted()
        let rank = Dictionary(uniqueKeysWithValues: optional.enumerated().map { ($0.element, $0.offset + 1) })
        for (index, item) in pending.enumerated() {
            let priority = effective[index] >= 1000 ? 1000 : rank[effective[index]]!
            result.problem.add(
                LayoutConstraint(item.0, item.1, item.2, priority: priority, label: result.origins[index].label))
        }
    }
}
