import Foundation

/// Rows whose members can grow with text must say which member gives way: in a horizontal stack
/// view (or two siblings constrained side by side), two members with equal horizontal compression
/// resistance, or equal hugging, leave UIKit free to truncate or stretch either one.
/// Las filas cuyos miembros crecen con el texto deben decir cuál cede: en un stack view horizontal
/// (o dos hermanos unidos lado a lado), dos miembros con igual resistencia a la compresión
/// horizontal, o igual hugging, dejan a UIKit truncar o estirar cualquiera de los dos.
extension StoryboardCheck {
    /// Elements whose width follows their text (Dynamic Type). / Elementos cuyo ancho sigue a su texto.
    static let textElements: Set<String> = ["label", "button", "textField", "textView"]

    /// Elements with an intrinsic width, so their priorities decide the row.
    /// Elementos con ancho intrínseco, cuyas prioridades deciden la fila.
    static let sizedElements = textElements.union([
        "switch", "segmentedControl", "imageView", "stepper", "activityIndicatorView", "pageControl",
    ])

    static let defaultHugging = 250
    static let defaultCompressionResistance = 750

    func rowTies(in root: MarkupNode, path: String) -> [Finding] {
        let stacks = root.allNodes.filter(Self.isHorizontalStack).flatMap { stack in
            // Equal spacing takes up the room, so no member stretches. / El espaciado absorbe el sobrante.
            let spaced = ["equalSpacing", "equalCentering"].contains(stack["distribution"] ?? "")
            return ties(
                among: Self.arrangedSubviews(of: stack), row: "horizontal stack view \(Self.describe(stack))",
                stack.line, path, hugging: !spaced)
        }
        let pairs = root.allNodes.filter { $0.name == "constraints" }.flatMap { sideBySidePairs(in: $0, path: path) }
        return stacks + pairs
    }

    static func isHorizontalStack(_ node: MarkupNode) -> Bool {
        // Equal widths make the priorities irrelevant. / Con anchos iguales las prioridades no importan.
        node.name == "stackView" && node["axis"] != "vertical" && node["distribution"] != "fillEqually"
    }

    static func arrangedSubviews(of view: MarkupNode) -> [MarkupNode] {
        view.children.first { $0.name == "subviews" }?.children ?? []
    }

    /// `Per-ST-002 ("Password Row")`. / El id y, si lo hay, el nombre en Interface Builder.
    static func describe(_ node: MarkupNode) -> String {
        let id = node["id"] ?? "?"
        return node["userLabel"].map { "\(id) (\"\($0)\")" } ?? id
    }

    /// One finding per priority value shared by two or more members that can change width.
    /// Un hallazgo por cada prioridad compartida por dos o más miembros de ancho variable.
    private func ties(among members: [MarkupNode], row: String, _ line: Int, _ path: String, hugging: Bool = true)
        -> [Finding]
    {
        // A hidden member has no width (UIStackView's `UISV-hiding`). / Un miembro oculto no tiene ancho.
        let flexible = members.filter {
            Self.sizedElements.contains($0.name) && !Self.hasFixedWidth($0) && $0["hidden"] != "YES"
        }
        guard flexible.count > 1, flexible.contains(where: { Self.textElements.contains($0.name) }) else { return [] }
        let kinds: [(attribute: String, fallback: Int, what: String, consequence: String)] = [
            (
                "horizontalCompressionResistancePriority", Self.defaultCompressionResistance,
                "horizontal compression resistance",
                "which one UIKit truncates is undefined; give the one that must stay whole (the control) a higher compression resistance"
            ),
            (
                "horizontalHuggingPriority", Self.defaultHugging, "horizontal hugging",
                "which one UIKit stretches is undefined; give the one that must keep its size a higher hugging priority"
            ),
        ]
        return kinds.prefix(hugging ? 2 : 1).flatMap { kind in
            let groups = Dictionary(grouping: flexible) { Int($0[kind.attribute] ?? "") ?? kind.fallback }
            return groups.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.map { priority, tied in
                let names = tied.map { "\($0["id"] ?? "?") <\($0.name)>" }.joined(separator: ", ")
                return finding(
                    Self.rowTie, path, line: line,
                    "\(row): \(names) have the same \(kind.what) (\(priority)); \(kind.consequence)")
            }
        }
    }

    /// A required `width = constant` constraint on the view itself. / Un ancho constante obligatorio.
    static func hasFixedWidth(_ view: MarkupNode) -> Bool {
        let own = view.children.first { $0.name == "constraints" }?.children ?? []
        return own.contains { constraint in
            constraint["firstAttribute"] == "width" && constraint["secondItem"] == nil
                && (constraint["relation"] ?? "equal") == "equal" && (constraint["priority"] ?? "1000") == "1000"
        }
    }

    /// Siblings joined leading-to-trailing by a constraint of their common superview.
    /// Hermanos unidos de inicio a fin por una restricción de su supervista común.
    private func sideBySidePairs(in constraints: MarkupNode, path: String) -> [Finding] {
        guard let owner = constraints.parent else { return [] }
        let siblings = Dictionary(
            Self.arrangedSubviews(of: owner).compactMap { node in node["id"].map { ($0, node) } },
            uniquingKeysWith: { first, _ in first })
        let opposite = ["leading": "trailing", "trailing": "leading", "left": "right", "right": "left"]
        return constraints.children.flatMap { constraint -> [Finding] in
            guard let first = constraint["firstItem"].flatMap({ siblings[$0] }),
                let second = constraint["secondItem"].flatMap({ siblings[$0] }),
                let attribute = constraint["firstAttribute"], opposite[attribute] == constraint["secondAttribute"]
            else { return [] }
            let row =
                "views \(Self.describe(first)) and \(Self.describe(second)) side by side (constraint \(constraint["id"] ?? "?"))"
            return ties(among: [first, second], row: row, constraint.line, path)
        }
    }
}
