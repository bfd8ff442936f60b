import Foundation

/// A layer's colour is a `CGColor`, a snapshot of one appearance: set from a `UIColor`, it stays light
/// (or dark) after the user switches. So wherever a type assigns `layer.borderColor`, `shadowColor` or
/// `backgroundColor` from `.cgColor`, its `traitCollectionDidChange` (in the declaration or an extension)
/// must set it again: name the same property, or call the function that assigns it. A colour built from
/// fixed components (`UIColor(` with anything but `named:`, `.white`, `.black`, `.clear`) has one
/// appearance by construction and is left alone.
/// Assignments inside `layoutSubviews`, `draw(_:)` and the other methods UIKit re-runs on an appearance
/// change are exempt.
/// El color de una capa es un `CGColor`, una foto de una sola apariencia: el `traitCollectionDidChange`
/// del tipo debe volver a asignarlo (nombrar la misma propiedad o llamar a la función que la asigna).
extension ModuleShapeCheck {
    private static let layerColorAssignment = TextPattern(
        #"\blayer\.(borderColor|shadowColor|backgroundColor)\s*=([^\n]*)\.cgColor"#)
    /// Colours with one appearance by construction. / Colores con una sola apariencia.
    private static let fixedColour = TextPattern(#"UIColor\((?!\s*named:)|(UIColor)?\.(white|black|clear)\s*$"#)

    /// Methods UIKit calls again when the appearance changes, with the new trait collection current:
    /// a colour resolved there follows light/dark by itself.
    /// Métodos que UIKit vuelve a llamar al cambiar la apariencia: un color resuelto ahí la sigue solo.
    static let rerunOnAppearanceChange: Set<String> = [
        "layoutSubviews", "draw", "updateConstraints", "tintColorDidChange", "traitCollectionDidChange",
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints",
    ]

    func layerColors(_ app: AppTarget, repository: Repository) -> [Finding] {
        let sources = app.swiftFiles.map { (path: $0, source: repository.swiftSource($0)) }
        // The trait-change bodies of each type (by name), declaration and extensions together.
        // Los cuerpos de cambio de rasgos de cada tipo (por nombre), declaración y extensiones.
        var traitBodies: [String: String] = [:]
        for (_, source) in sources {
            for function in source.functions where function.name == "traitCollectionDidChange" {
                guard let owner = source.innermostType(containing: function.body.lowerBound) else { continue }
                traitBodies[owner.name, default: ""] += source.text(of: function.body)
            }
        }
        var findings: [Finding] = []
        for (path, source) in sources {
            for match in Self.layerColorAssignment.matches(in: source.skeleton) {
                let offset = match.range.location
                guard Self.fixedColour.firstMatch(in: match[2]) == nil,
                    let owner = source.innermostType(containing: offset)
                else { continue }
                let body = traitBodies[owner.name] ?? ""
                let setter = source.functions.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }
                if let setter, Self.rerunOnAppearanceChange.contains(setter.name) { continue }
                let setAgain =
                    body.contains(match[1])
                    || setter.map { body.range(of: #"\b\#($0.name)\s*\("#, options: .regularExpression) != nil } == true
                guard !setAgain else { continue }
                findings.append(
                    finding(
                        Self.layerColor, path, line: source.line(of: offset),
                        "\(owner.name) sets layer.\(match[1]) from a CGColor but does not set it again on a light/dark switch; re-assign it (or call \(setter.map { "\($0.name)()" } ?? "the code that sets it")) in traitCollectionDidChange (iOS 13+: when hasDifferentColorAppearance)"
                    ))
            }
        }
        return findings
    }
}

extension SwiftSource {
    /// A function: its name and the UTF-16 range of its body. / Una función: nombre y cuerpo.
    struct FunctionBody {
        let name: String
        let body: Range<Int>
    }

    /// Every `func` with a body, from the skeleton. / Cada `func` con cuerpo, del esqueleto.
    var functions: [FunctionBody] {
        let units = Array(skeleton.utf16)
        return TextPattern(#"\bfunc\s+([A-Za-z_][A-Za-z0-9_]*)[^{;]*\{"#).matches(in: skeleton).compactMap { match in
            let open = match.range.location + match.range.length - 1
            guard let close = Self.closingBrace(units, open: open) else { return nil }
            return FunctionBody(name: match[1], body: open..<close)
        }
    }

    /// The innermost type declaration or extension around `offset`. / El tipo más interno alrededor.
    func innermostType(containing offset: Int) -> TypeDeclaration? {
        types.filter { $0.body.contains(offset) }.min { $0.body.count < $1.body.count }
    }

    /// The skeleton text of a UTF-16 range. / El texto del esqueleto en un rango.
    func text(of range: Range<Int>) -> String {
        let units = Array(skeleton.utf16)
        return String(decoding: units[max(0, range.lowerBound)..<min(units.count, range.upperBound)], as: UTF16.self)
    }

    private static func closingBrace(_ units: [UInt16], open: Int) -> Int? {
        var level = 0
        for index in open..<units.count {
            if units[index] == UInt16(UInt8(ascii: "{")) { level += 1 }
            if units[index] == UInt16(UInt8(ascii: "}")) {
                level -= 1
                if level == 0 { return index }
            }
        }
        return nil
    }
}
