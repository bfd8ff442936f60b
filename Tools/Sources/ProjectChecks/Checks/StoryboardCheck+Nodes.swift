/// Small readers of storyboard elements shared by the storyboard rules.
/// Lectores pequeños de elementos de storyboard que comparten las reglas.
extension StoryboardCheck {
    /// A stack view's arranged subviews, in order. / Las subvistas de una pila, en orden.
    static func arrangedSubviews(of view: MarkupNode) -> [MarkupNode] {
        view.children.first { $0.name == "subviews" }?.children ?? []
    }

    /// `Per-ST-002 ("Password Row")`. / El id y, si lo hay, el nombre en Interface Builder.
    static func describe(_ node: MarkupNode) -> String {
        let id = node["id"] ?? "?"
        return node["userLabel"].map { "\(id) (\"\($0)\")" } ?? id
    }
}
