import Foundation
import LayoutSolver

/// The constraints a `UIStackView` creates, as symbolic rules over the stack, its arranged views,
/// its `_UILayoutSpacer` and its `_UIOLAGapGuide`s.
///
/// Apple publishes no list. Source: Alexander Grebenyuk (kean), "Let's Build UIStackView" (2017),
/// which prints the constraints `UIStackView` made for each distribution and alignment, and his
/// open-source replacement `kean/Arranged` built from them. What is modelled here: distributions
/// fill, fillEqually, fillProportionally, equalSpacing, equalCentering; alignments fill,
/// leading/top, center, trailing/bottom (first/last baseline are approximated as top/bottom);
/// hidden arranged views (`UISV-hiding`, no spacing after them); `isLayoutMarginsRelativeArrangement`
/// (8 pt margins). A calibration dump from a device would correct what differs.
///
/// Las restricciones que crea un `UIStackView`, como reglas simbólicas. Apple no publica la lista;
/// fuente: kean, "Let's Build UIStackView" (2017) y su reemplazo `kean/Arranged`.
public enum StackExpansion {
    public enum Item: Hashable, Sendable {
        case stack
        case arranged(Int)
        case spacer
        case gap(Int)
    }

    public struct Anchor: Equatable, Sendable {
        public let item: Item
        public let attribute: String
    }

    public struct Rule: Equatable, Sendable {
        public let identifier: String
        public let first: Anchor
        public let relation: Relation
        public let second: Anchor?
        public let multiplier: Double
        public let constant: Double
        public let priority: Double
    }

    public struct Input: Sendable {
        public var horizontal: Bool
        public var distribution: String
        public var alignment: String
        public var spacing: Double
        public var hidden: [Bool]
        /// Along the axis, for fillProportionally (nil = none). / A lo largo del eje.
        public var intrinsic: [Double?]

        public init(
            horizontal: Bool, distribution: String, alignment: String, spacing: Double, hidden: [Bool],
            intrinsic: [Double?] = []
        ) {
            self.horizontal = horizontal
            self.distribution = distribution
            self.alignment = alignment
            self.spacing = spacing
            self.hidden = hidden
            self.intrinsic = intrinsic
        }
    }

    /// Every rule for `input`, written for a horizontal stack and turned for a vertical one.
    /// Cada regla, escrita para una pila horizontal y girada para una vertical.
    public static func rules(_ input: Input) -> [Rule] {
        let count = input.hidden.count
        guard count > 0 else { return [] }
        var rules = axisRules(input) + alignmentRules(input)
        for index in 0..<count where input.hidden[index] {
            rules.append(rule("UISV-hiding", .arranged(index), "width", .equal, nil, constant: 0))
        }
        return input.horizontal ? rules : rules.map(turned)
    }

    // MARK: Along the axis / A lo largo del eje

    private static func axisRules(_ input: Input) -> [Rule] {
        let count = input.hidden.count
        var rules = [
            rule("UISV-canvas-connection", .stack, "leading", .equal, (.arranged(0), "leading")),
            rule("UISV-canvas-connection", .arranged(count - 1), "trailing", .equal, (.stack, "trailing")),
        ]
        let equalSpacing = ["equalSpacing", "equalCentering"].contains(input.distribution)
        for index in 0..<max(0, count - 1) {
            rules.append(
                rule(
                    "UISV-spacing", .arranged(index + 1), "leading", equalSpacing ? .greaterOrEqual : .equal,
                    (.arranged(index), "trailing"), constant: spacing(after: index, input)))
        }
        let visible = (0..<count).filter { !input.hidden[$0] }
        switch input.distribution {
        case "fillEqually":
            for index in visible.dropFirst() {
                rules.append(
                    rule("UISV-fill-equally", .arranged(index), "width", .equal, (.arranged(visible[0]), "width")))
            }
        case "fillProportionally":
            rules += proportional(input, visible)
        case "equalSpacing", "equalCentering":
            let centering = input.distribution == "equalCentering"
            let edge = (centering ? "centerX" : "trailing", centering ? "centerX" : "leading")
            for (gap, pair) in zip(visible, visible.dropFirst()).enumerated() {
                rules.append(rule("UISV-distributing-edge", .gap(gap), "leading", .equal, (.arranged(pair.0), edge.0)))
                rules.append(rule("UISV-distributing-edge", .gap(gap), "trailing", .equal, (.arranged(pair.1), edge.1)))
                if gap > 0 {
                    rules.append(
                        rule(
                            "UISV-fill-equally", .gap(gap), "width", .equal, (.gap(0), "width"),
                            priority: centering ? 149 : 1000))
                }
            }
        default: break
        }
        return rules
    }

    /// No spacing after a hidden view, nor before a hidden view that only hidden views follow.
    /// Sin espacio tras una vista oculta, ni antes de una oculta a la que solo siguen ocultas.
    private static func spacing(after index: Int, _ input: Input) -> Double {
        if input.hidden[index] { return 0 }
        let rest = input.hidden[(index + 1)...]
        return rest.allSatisfy { $0 } ? 0 : input.spacing
    }

    /// `view.width == share·stack.width` at 999, 998… (kean's printed list); shares from the
    /// intrinsic widths and the spacings. Without every intrinsic width it falls back to fill.
    /// Sin todos los anchos intrínsecos se comporta como fill.
    private static func proportional(_ input: Input, _ visible: [Int]) -> [Rule] {
        let sizes = visible.map { input.intrinsic.indices.contains($0) ? input.intrinsic[$0] : nil }
        guard sizes.allSatisfy({ $0 != nil }) else { return [] }
        let total = sizes.compactMap { $0 }.reduce(0, +) + input.spacing * Double(max(0, visible.count - 1))
        guard total > 0 else { return [] }
        return zip(visible, sizes).enumerated().map { order, pair in
            rule(
                "UISV-fill-proportionally", .arranged(pair.0), "width", .equal, (.stack, "width"),
                multiplier: (pair.1 ?? 0) / total, priority: 999 - Double(order))
        }
    }

    // MARK: Across the axis / A través del eje

    private static func alignmentRules(_ input: Input) -> [Rule] {
        let count = input.hidden.count
        let others = Array(1..<max(1, count))
        let all = Array(0..<count)
        switch normalisedAlignment(input.alignment) {
        case "fill":
            return others.flatMap { index in
                [
                    rule("UISV-alignment", .arranged(0), "top", .equal, (.arranged(index), "top")),
                    rule("UISV-alignment", .arranged(0), "bottom", .equal, (.arranged(index), "bottom")),
                ]
            } + [
                rule("UISV-canvas-connection", .stack, "top", .equal, (.arranged(0), "top")),
                rule("UISV-canvas-connection", .arranged(0), "bottom", .equal, (.stack, "bottom")),
            ]
        case "center" where count == 1:
            return [
                rule("UISV-canvas-connection", .stack, "top", .lessOrEqual, (.arranged(0), "top")),
                rule("UISV-canvas-connection", .stack, "bottom", .greaterOrEqual, (.arranged(0), "bottom")),
                rule("UISV-canvas-connection", .stack, "centerY", .equal, (.arranged(0), "centerY")),
                rule("UISV-canvas-fit", .stack, "height", .equal, nil, constant: 0, priority: 49),
                rule("UISV-ambiguity-suppression", .arranged(0), "height", .equal, nil, constant: 0, priority: 25),
            ]
        case "center":
            return others.map { rule("UISV-alignment", .arranged(0), "centerY", .equal, (.arranged($0), "centerY")) }
                + all.flatMap { index in
                    [
                        rule(
                            "UISV-spanning-boundary", .spacer, "bottom", .greaterOrEqual, (.arranged(index), "bottom")),
                        rule("UISV-spanning-boundary", .spacer, "top", .lessOrEqual, (.arranged(index), "top")),
                    ]
                } + spacerFit()
                + [
                    rule("UISV-canvas-connection", .stack, "top", .equal, (.spacer, "top")),
                    rule("UISV-canvas-connection", .spacer, "bottom", .equal, (.stack, "bottom")),
                    rule("UISV-canvas-connection", .stack, "centerY", .equal, (.arranged(0), "centerY")),
                ] + suppression(all)
        case let edge:
            let top = edge == "top"
            let (pinned, loose) = top ? ("top", "bottom") : ("bottom", "top")
            return others.map { rule("UISV-alignment", .arranged(0), pinned, .equal, (.arranged($0), pinned)) }
                + all.flatMap { index in
                    [
                        rule(
                            "UISV-spanning-boundary", .spacer, pinned, .equal, (.arranged(index), pinned),
                            priority: 999.5),
                        rule(
                            "UISV-spanning-boundary", .spacer, loose, top ? .greaterOrEqual : .lessOrEqual,
                            (.arranged(index), loose)),
                    ]
                } + spacerFit()
                + (top
                    ? [
                        rule("UISV-canvas-connection", .stack, "top", .equal, (.arranged(0), "top")),
                        rule("UISV-canvas-connection", .spacer, "bottom", .equal, (.stack, "bottom")),
                    ]
                    : [
                        rule("UISV-canvas-connection", .stack, "top", .equal, (.spacer, "top")),
                        rule("UISV-canvas-connection", .arranged(0), "bottom", .equal, (.stack, "bottom")),
                    ]) + suppression(all)
        }
    }

    /// leading/top → top, trailing/bottom → bottom (in horizontal terms); baselines approximated.
    /// leading/top → top; trailing/bottom → bottom; las líneas base se aproximan.
    static func normalisedAlignment(_ alignment: String) -> String {
        switch alignment {
        case "leading", "top", "firstBaseline": return "top"
        case "trailing", "bottom", "lastBaseline": return "bottom"
        case "center": return "center"
        default: return "fill"
        }
    }

    private static func spacerFit() -> [Rule] {
        [rule("UISV-spanning-fit", .spacer, "height", .equal, nil, constant: 0, priority: 51)]
    }

    private static func suppression(_ indices: [Int]) -> [Rule] {
        indices.map {
            rule("UISV-ambiguity-suppression", .arranged($0), "height", .equal, nil, constant: 0, priority: 25)
        }
    }

    // MARK: Helpers

    private static func rule(
        _ identifier: String, _ item: Item, _ attribute: String, _ relation: Relation, _ second: (Item, String)?,
        multiplier: Double = 1, constant: Double = 0, priority: Double = 1000
    ) -> Rule {
        Rule(
            identifier: identifier, first: Anchor(item: item, attribute: attribute), relation: relation,
            second: second.map { Anchor(item: $0.0, attribute: $0.1) }, multiplier: multiplier, constant: constant,
            priority: priority)
    }

    private static let turns = [
        "leading": "top", "trailing": "bottom", "top": "leading", "bottom": "trailing", "width": "height",
        "height": "width", "centerX": "centerY", "centerY": "centerX",
    ]

    /// The same rule for a vertical stack (x and y swapped). / La misma regla para una pila vertical.
    private static func turned(_ rule: Rule) -> Rule {
        func turn(_ anchor: Anchor) -> Anchor {
            Anchor(item: anchor.item, attribute: turns[anchor.attribute] ?? anchor.attribute)
        }
        return Rule(
            identifier: rule.identifier, first: turn(rule.first), relation: rule.relation,
            second: rule.second.map(turn),
            multiplier: rule.multiplier, constant: rule.constant, priority: rule.priority)
    }
}

extension StackExpansion.Rule: CustomStringConvertible {
    /// kean's notation: `Subview0.top == Subview1.top`, `Subview1.leading == Subview0.trailing + 10`,
    /// `Subview0.width == 0.5*StackView.width priority:999`. / La notación de kean.
    public var description: String {
        func name(_ item: StackExpansion.Item) -> String {
            switch item {
            case .stack: return "StackView"
            case .arranged(let index): return "Subview\(index)"
            case .spacer: return "_UILayoutSpacer"
            case .gap(let index): return "_UIOLAGapGuide\(index)"
            }
        }
        func number(_ value: Double) -> String {
            value == value.rounded() ? String(Int(value)) : String(format: "%g", value)
        }
        var right: String
        if let second {
            right = "\(name(second.item)).\(second.attribute)"
            if multiplier != 1 { right = String(format: "%.6f", multiplier) + "*" + right }
            if constant != 0 { right += " + \(number(constant))" }
        } else {
            right = number(constant)
        }
        let suffix = priority < 1000 ? " priority:\(number(priority))" : ""
        return "\(identifier): \(name(first.item)).\(first.attribute) \(relation.rawValue) \(right)\(suffix)"
    }
}
