import Foundation

/// What VoiceOver and the keyboard get from storyboard attributes alone: headings carry the header
/// trait, a switch row is read once, and a form's return keys say Next until the last field.
/// Lo que VoiceOver y el teclado reciben solo de atributos del storyboard: los encabezados llevan el
/// rasgo de encabezado, una fila con interruptor se lee una vez, y las teclas Intro de un formulario
/// dicen Siguiente hasta el último campo.
extension StoryboardCheck {
    /// Text styles that only headings use when the text is fixed. / Estilos de título.
    static let headingStyles: Set<String> = [
        "UICTFontTextStyleLargeTitle", "UICTFontTextStyleTitle0", "UICTFontTextStyleTitle1",
        "UICTFontTextStyleTitle2", "UICTFontTextStyleTitle3",
    ]

    /// Return keys that end a form. / Teclas Intro que terminan un formulario.
    static let finishingReturnKeys: Set<String> = ["done", "go", "send", "search", "join"]

    func voiceOverRules(in root: MarkupNode, path: String) -> [Finding] {
        headings(in: root, path: path) + switchRows(in: root, path: path)
            + root.allNodes.filter { $0.name == "scene" }.flatMap { scene in
                Self.forms(in: scene).flatMap { returnKeys(of: $0, path: path) }
            }
    }

    // MARK: Headings / Encabezados

    /// A label is a heading when Interface Builder names it so (`userLabel` ending in "Header" or
    /// "Heading") or when it shows fixed text (no outlet) in a title text style.
    /// Una etiqueta es encabezado si su nombre en IB termina en "Header"/"Heading" o si muestra un
    /// texto fijo (sin outlet) con un estilo de título.
    func headings(in root: MarkupNode, path: String) -> [Finding] {
        let connected = Set(
            root.allNodes.filter { $0.name == "outlet" || $0.name == "outletCollection" }.compactMap {
                $0["destination"]
            })
        return root.allNodes.filter { $0.name == "label" }.compactMap { label in
            let name = label["userLabel"]?.lowercased() ?? ""
            let named = name.hasSuffix("header") || name.hasSuffix("heading")
            let style = Self.child(of: label, named: "fontDescription", key: "fontDescription")?["style"] ?? ""
            let fixedTitle =
                Self.headingStyles.contains(style) && label["text"] != nil && !connected.contains(label["id"] ?? "")
            guard named || fixedTitle, !Self.hasTrait("header", label) else { return nil }
            return finding(
                Self.headingTrait, path, line: label.line,
                "heading label \(Self.describe(label)) has no header trait; VoiceOver users jump between headings with the rotor — tick Accessibility ▸ Traits ▸ Header (<accessibilityTraits key=\"traits\" header=\"YES\"/>)"
            )
        }
    }

    // MARK: Switch rows / Filas con interruptor

    /// In a horizontal row of a label and a switch, the label is hidden from VoiceOver and the switch
    /// carries its text; otherwise VoiceOver reads the text twice. A fixed text is given to the switch
    /// in the storyboard too.
    /// En una fila con etiqueta e interruptor, la etiqueta no es elemento de VoiceOver y el interruptor
    /// lleva su texto; si no, VoiceOver lee el texto dos veces.
    func switchRows(in root: MarkupNode, path: String) -> [Finding] {
        root.allNodes.filter { $0.name == "stackView" && $0["axis"] != "vertical" }.flatMap { row -> [Finding] in
            let members = Self.arrangedSubviews(of: row)
            guard let toggle = members.first(where: { $0.name == "switch" }) else { return [] }
            return members.filter { $0.name == "label" }.flatMap { label -> [Finding] in
                var findings: [Finding] = []
                if Self.isAccessibilityElement(label) {
                    findings.append(
                        finding(
                            Self.switchRow, path, line: label.line,
                            "label \(Self.describe(label)) in switch row \(Self.describe(row)) is read by VoiceOver and then again as the switch's label; untick Accessibility ▸ Enabled on the label (<bool key=\"isElement\" value=\"NO\"/>) and give its text to switch \(toggle["id"] ?? "?")"
                        ))
                }
                let toggleLabel = Self.child(of: toggle, named: "accessibility", key: "accessibilityConfiguration")?[
                    "label"]
                if let text = label["text"], toggleLabel == nil {
                    findings.append(
                        finding(
                            Self.switchRow, path, line: toggle.line,
                            "switch \(Self.describe(toggle)) in row \(Self.describe(row)) has no accessibility label; VoiceOver would say only \"switch\" — set its Accessibility ▸ Label to \"\(text)\""
                        ))
                }
                return findings
            }
        }
    }

    // MARK: Return keys / Teclas Intro

    /// The text fields of a scene grouped into forms: the fields inside one outermost stack view, or
    /// the siblings of one view; two fields in different places are not a form.
    /// Los campos de una escena agrupados en formularios: los de un mismo stack view exterior, o los
    /// hermanos de una vista; dos campos en lugares distintos no son un formulario.
    static func forms(in scene: MarkupNode) -> [[MarkupNode]] {
        var groups: [ObjectIdentifier: [MarkupNode]] = [:]
        var order: [ObjectIdentifier] = []
        for field in scene.allNodes where field.name == "textField" {
            guard let container = field.ancestors.last(where: { $0.name == "stackView" }) ?? field.parent else {
                continue
            }
            let key = ObjectIdentifier(container)
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(field)
        }
        return order.compactMap { groups[$0] }
    }

    /// In a form of two or more fields every field but the last says Next and the last one Done/Go
    /// (`finishingReturnKeys`); a lone field may not say Next (nothing follows).
    /// En un formulario cada campo menos el último dice Siguiente y el último Listo/Ir; un campo solo
    /// no puede decir Siguiente.
    func returnKeys(of fields: [MarkupNode], path: String) -> [Finding] {
        guard let last = fields.last else { return [] }
        let key = { (field: MarkupNode) in
            Self.child(of: field, named: "textInputTraits", key: "textInputTraits")?["returnKeyType"] ?? "default"
        }
        guard fields.count > 1 || key(last) == "next" else { return [] }
        var findings = fields.dropLast().filter { key($0) != "next" }.map { field in
            finding(
                Self.returnKey, path, line: field.line,
                "text field \(Self.describe(field)) is followed by another field of its form but its return key is \"\(key(field))\"; set Return Key to Next (returnKeyType=\"next\") and move to the next field in textFieldShouldReturn"
            )
        }
        if !Self.finishingReturnKeys.contains(key(last)) {
            findings.append(
                finding(
                    Self.returnKey, path, line: last.line,
                    "text field \(Self.describe(last)) is the last field of its form but its return key is \"\(key(last))\"; set Return Key to Done or Go (returnKeyType=\"done\") and finish the form in textFieldShouldReturn"
                ))
        }
        return findings
    }

    // MARK: Helpers / Ayudantes

    static func child(of node: MarkupNode, named name: String, key: String) -> MarkupNode? {
        node.children.first { $0.name == name && $0["key"] == key }
    }

    static func hasTrait(_ trait: String, _ view: MarkupNode) -> Bool {
        let configuration = child(of: view, named: "accessibility", key: "accessibilityConfiguration")
        return configuration.flatMap { child(of: $0, named: "accessibilityTraits", key: "traits") }?[trait] == "YES"
    }

    /// UILabel is an accessibility element unless `isElement` is NO. / Lo es salvo `isElement` NO.
    static func isAccessibilityElement(_ view: MarkupNode) -> Bool {
        let configuration = child(of: view, named: "accessibility", key: "accessibilityConfiguration")
        let flag = configuration?.children.first { $0.name == "bool" && $0["key"] == "isElement" }
        return flag?["value"] != "NO"
    }
}
