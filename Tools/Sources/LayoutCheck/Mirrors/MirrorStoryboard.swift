import Foundation
import ProjectChecks

/// Storyboard elements written back as XML for the mirrors of views loaded from a storyboard: the
/// storyboard's own views and constraints are read live (a storyboard change reaches the mirror
/// without a copy to keep in step), and the mirror applies what the code changes (`Patch`).
/// Elementos de storyboard vueltos a escribir como XML para los espejos de vistas que vienen de un
/// storyboard: se leen en vivo y el espejo aplica lo que cambia el código (`Patch`).
enum MirrorStoryboard {
    /// What the code changes in the storyboard's elements. / Lo que el código cambia en los elementos.
    struct Patch {
        /// Attributes set (or removed, with nil) per element id. / Atributos puestos (o quitados) por id.
        var attributes: [String: [String: String?]] = [:]
        /// Elements left out (constraints the code deactivates). / Elementos omitidos.
        var removed: Set<String> = []
        /// Ids replaced wherever an attribute names them (`id`, `firstItem`, `secondItem`).
        /// Ids reemplazados dondequiera que un atributo los nombre.
        var renamed: [String: String] = [:]
        /// Element names replaced per id (`tableViewCellContentView` → `view`). / Nombres reemplazados.
        var kinds: [String: String] = [:]
        /// XML appended to an element's `<subviews>` (views the code adds). / Vistas que agrega el código.
        var subviews: [String: String] = [:]
        /// XML appended inside an element (a button's `<state>` title set in code). / XML agregado dentro.
        var children: [String: String] = [:]
        /// Children replaced per element id and child name (a `fontDescription` the code sets).
        /// Hijos reemplazados por id de elemento y nombre del hijo (una fuente que fija el código).
        var replacing: [String: [String: String]] = [:]
        /// `AppFont.adopt(in:)`: every text style in Lato (bold for headlines), as TestApp's screens do.
        /// Cada estilo de texto en Lato, como hacen las pantallas de TestApp.
        var appFont = false
    }

    /// The root view of the scene whose controller has `identifier`, as a mirror body: its subviews
    /// and constraints with the root renamed `root` and its safe area `safeArea` (`safe`, the
    /// configuration's; a mirror whose code extends the safe area names its own view).
    /// La vista raíz de la escena como cuerpo de espejo, con la raíz `root` y su área segura `safeArea`.
    static func sceneBody(
        _ identifier: String, in document: MarkupNode?, safeArea: String = "safe", patch: Patch = Patch()
    ) -> CodeMirror.Body {
        let controller = document?.allNodes.first { $0["storyboardIdentifier"] == identifier }
        let root = controller?.children.first { $0["key"] == "view" }
        var patch = patch
        if let id = root?["id"] { patch.renamed[id] = "root" }
        let guide = root?.children.first { $0.name == "viewLayoutGuide" && $0["key"] == "safeArea" }
        if let id = guide?["id"] { patch.renamed[id] = safeArea }
        return CodeMirror.Body(
            subviews: inner("subviews", of: root, patch), constraints: inner("constraints", of: root, patch))
    }

    /// `fragment` (elements without one root, such as a mirror body's parts) parsed and written back
    /// with `patch` applied. / Un fragmento leído y vuelto a escribir con `patch`.
    static func patched(_ fragment: String, _ patch: Patch) -> String {
        guard let wrapper = try? MarkupNode.parse(Data("<fragment>\(fragment)</fragment>".utf8)) else {
            preconditionFailure("a mirror's fragment is not XML: \(fragment.prefix(120))")
        }
        return wrapper.children.map { xml($0, patch) }.joined(separator: "\n")
    }

    /// The element with `id` in `document`. / El elemento con `id`.
    static func node(_ id: String, in document: MarkupNode?) -> MarkupNode? {
        document?.allNodes.first { $0["id"] == id }
    }

    /// The patched XML of the children of `node`'s direct child `name` (`subviews`, `constraints`),
    /// without that wrapper; empty when there is none.
    /// El XML de los hijos del hijo `name` de `node`, sin el envoltorio.
    static func inner(_ name: String, of node: MarkupNode?, _ patch: Patch = Patch()) -> String {
        guard let child = node?.children.first(where: { $0.name == name }) else { return "" }
        return child.children.map { xml($0, patch) }.joined(separator: "\n")
    }

    /// `node` and everything below it as XML, with `patch` applied.
    /// `node` y todo lo que contiene como XML, con `patch` aplicado.
    static func xml(_ node: MarkupNode, _ patch: Patch) -> String {
        let id = node["id"]
        if let id, patch.removed.contains(id) { return "" }
        let name = id.flatMap { patch.kinds[$0] } ?? node.name
        var attributes = node.attributes.mapValues { patch.renamed[$0] ?? $0 }
        for (key, value) in id.flatMap({ patch.attributes[$0] }) ?? [:] { attributes[key] = value }
        if patch.appFont, name == "fontDescription", let style = attributes["style"] {
            attributes["name"] = style == "UICTFontTextStyleHeadline" ? "Lato-Bold" : "Lato-Regular"
        }
        let head = ([name] + attributes.keys.sorted().map { "\($0)=\"\(MirrorXML.escape(attributes[$0]!))\"" })
            .joined(separator: " ")
        var children = node.children.map { child -> String in
            if let id, let replacement = patch.replacing[id]?[child.name] { return replacement }
            guard child.name == "subviews", let id, let extra = patch.subviews[id] else { return xml(child, patch) }
            return "<subviews>\n" + child.children.map { xml($0, patch) }.joined(separator: "\n")
                + "\n\(extra)\n</subviews>"
        }
        if let id, let extra = patch.subviews[id], !node.children.contains(where: { $0.name == "subviews" }) {
            children.append("<subviews>\n\(extra)\n</subviews>")
        }
        if let id, let extra = patch.children[id] { children.append(extra) }
        let text = node.text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !children.isEmpty || !text.isEmpty else { return "<\(head)/>" }
        return "<\(head)>" + MirrorXML.escape(text) + children.joined(separator: "\n") + "</\(name)>"
    }
}
