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

    private mutating func addContent(_ view: StoryboardView) {
        guard view !== scene.root, let variables = result.frames[view.id] else { return }
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
                variables.width.expression, .lessOrEqual, .constant(width), view.hugging.horizontal, .intrinsic,
                "hugging width", view)
            add(
                variables.width.expression, .greaterOrEqual, .constant(width), view.compression.horizontal, .intrinsic,
                "compression width", view)
        }
        if let height = size.height {
            add(
                variables.height.expression, .lessOrEqual, .constant(height), view.hugging.vertical, .intrinsic,
                "hugging height", view)
            add(
                variables.height.expression, .greaterOrEqual, .constant(height), view.compression.vertical, .intrinsic,
                "compression height", view)
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
