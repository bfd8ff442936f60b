import Foundation
import ProjectChecks

/// A view built in code (not in a storyboard), mirrored as a model the layout check can solve: the
/// same views, stack settings, constraints, priorities and hidden states, written as a small
/// storyboard scene per state. Each mirror is fingerprinted from its source's constraint-building
/// lines (`fingerprintPattern`); when they change, the check fails until the mirror is reviewed and
/// `swift run --package-path Tools layout-check --refresh-fingerprints` stores the new fingerprint.
/// Una vista hecha en código, reflejada como modelo que el chequeo puede resolver: las mismas vistas,
/// pilas, restricciones, prioridades y estados ocultos, escritas como una escena pequeña por estado.
/// Cada espejo guarda la huella de las líneas que construyen restricciones en su fuente; si cambian,
/// el chequeo falla hasta revisar el espejo y refrescar la huella con el comando documentado.
public struct CodeMirror {
    /// The body of one mirrored scene: `<subviews>` content and the root's `<constraints>` content;
    /// the root is `root` and its safe area `safe`.
    /// El cuerpo de una escena reflejada: subvistas y restricciones de la raíz (`root`, `safe`).
    public struct Body {
        public var subviews: String
        public var constraints: String
    }

    /// Repository-relative path of the Swift file mirrored. / Ruta del archivo Swift reflejado.
    public let source: String
    /// The type mirrored (used in scene names). / El tipo reflejado.
    public let typeName: String
    /// The states the view shows. / Los estados que muestra la vista.
    public let states: [String]
    /// Builds one state; `minimumPriority` is the priority of the `≥ 44` heights (999 in the code,
    /// 1000 to replay the old code), `strings` the app's Spanish strings.
    /// Construye un estado; `minimumPriority` es la de los mínimos de 44 pt.
    public let build: (_ state: String, _ strings: [String: String], _ minimumPriority: Double) -> Body
    /// The priority the source gives its `≥ 44` heights. / La prioridad de los mínimos en la fuente.
    public var minimumPriority: Double = 999

    /// The rules `layout-check` reports for mirrors: all of them, as for storyboards (the mirrors sit
    /// in the container their view lives in and show what their presenters really show).
    /// Las reglas que se reportan para los espejos: todas, como para los storyboards.
    public static let reportedRules = Set(LayoutFinding.rules.keys)

    /// Every mirror. / Todos los espejos.
    public static let all: [CodeMirror] = [.networkingFooter, .retryMessage]

    /// The source lines a mirror depends on. / Las líneas de la fuente de las que depende un espejo.
    public static let fingerprintPattern =
        #"NSLayoutConstraint|\.constraint\(|addArrangedSubview|arrangedSubviews|\.axis|\.spacing|\.alignment|isHidden|priority|addSubview|static let margin"#

    /// The matching lines, trimmed, with their 1-based line numbers (`pattern`: another file kind's lines,
    /// e.g. `PickerRowMirror.fingerprintPattern`).
    /// Las líneas que coinciden, recortadas, con su número de línea.
    public static func fingerprintLines(_ text: String, pattern: String = fingerprintPattern)
        -> [(line: Int, text: String)]
    {
        let regex = try? NSRegularExpression(pattern: pattern)
        return text.components(separatedBy: "\n").enumerated().compactMap { index, raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            let range = NSRange(line.startIndex..., in: line)
            guard regex?.firstMatch(in: line, range: range) != nil else { return nil }
            return (index + 1, line)
        }
    }

    /// SHA-256 of the matching lines joined by newlines. / SHA-256 de las líneas que coinciden.
    public static func fingerprint(_ text: String, pattern: String = fingerprintPattern) -> String {
        SHA256.hex(fingerprintLines(text, pattern: pattern).map(\.text).joined(separator: "\n"))
    }

    /// The scene of one state, its findings' path being the Swift source.
    /// La escena de un estado; sus hallazgos apuntan a la fuente Swift.
    public func scene(_ state: String, strings: [String: String], minimumPriority: Double? = nil) throws
        -> StoryboardScene
    {
        let body = build(state, strings, minimumPriority ?? self.minimumPriority)
        let xml = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="scene"><objects>
            <viewController storyboardIdentifier="\(typeName) (\(state))" id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
            \(body.subviews)
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
            \(body.constraints)
            </constraints>
            </view></viewController></objects></scene></scenes></document>
            """
        return try StoryboardReader.scenes(path: source, data: Data(xml.utf8))[0]
    }

    /// The app's Spanish strings (`Apps/<App>/es.lproj/Localizable.strings`).
    /// Las cadenas en español de la app.
    public func strings(root: URL) throws -> [String: String] {
        let app = source.split(separator: "/").dropFirst().first.map(String.init) ?? ""
        let url = root.appendingPathComponent("Apps/\(app)/es.lproj/Localizable.strings")
        guard FileManager.default.fileExists(atPath: url.path) else { return [:] }
        return try StringsTable(contentsOf: url).values
    }

    /// A finding when the source's fingerprint is not the stored one (or none is stored).
    /// Un hallazgo si la huella de la fuente no es la guardada.
    public func staleness(root: URL, stored: [String: String] = MirrorFingerprints.stored) throws -> LayoutFinding? {
        let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
        guard stored[source] != Self.fingerprint(text) else { return nil }
        return LayoutFinding(
            "layout-mirror-stale", .error, path: source, line: Self.fingerprintLines(text).first?.line ?? 1,
            "mirror of \(source) is stale: review it, then run "
                + "`swift run --package-path Tools layout-check --refresh-fingerprints`")
    }

    /// The line findings of a mirrored scene point at: the source's first constraint-building line.
    /// La línea a la que apuntan los hallazgos: la primera que construye restricciones.
    public func anchorLine(root: URL) -> Int {
        let text = (try? String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)) ?? ""
        return Self.fingerprintLines(text).first { $0.text.contains("NSLayoutConstraint.activate") }?.line ?? 1
    }

    /// The repository-relative file holding the stored fingerprints. / El archivo de las huellas.
    public static let fingerprintsFile = "Tools/Sources/LayoutCheck/Mirrors/MirrorFingerprints.swift"

    /// Rewrites `fingerprintsFile` with every mirror's current fingerprint, and the picker rows' sources'
    /// (`PickerRowMirror.fingerprintedSources`, their own pattern); returns its lines.
    /// Reescribe el archivo de huellas con la huella actual de cada espejo y de las fuentes de las filas.
    @discardableResult
    public static func refreshFingerprints(root: URL) throws -> [String] {
        var entries: [String] = []
        let sources =
            all.map { ($0.source, fingerprintPattern) }
            + PickerRowMirror.fingerprintedSources.map { ($0, PickerRowMirror.fingerprintPattern) }
        for (source, pattern) in sources.sorted(by: { $0.0 < $1.0 }) {
            let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
            entries.append("        \"\(source)\":\n            \"\(fingerprint(text, pattern: pattern))\",")
        }
        let file = """
            // Generated by `swift run --package-path Tools layout-check --refresh-fingerprints`: do not edit.
            // Generado por `layout-check --refresh-fingerprints`: no editar.

            /// The fingerprint of each mirrored source when its mirror was last reviewed.
            /// La huella de cada fuente reflejada cuando se revisó su espejo por última vez.
            public enum MirrorFingerprints {
                public static let stored: [String: String] = [
            \(entries.joined(separator: "\n"))
                ]
            }

            """
        try file.write(to: root.appendingPathComponent(fingerprintsFile), atomically: true, encoding: .utf8)
        return entries
    }
}

/// Small storyboard fragments for the mirrors. / Fragmentos de storyboard para los espejos.
enum MirrorXML {
    static func view(
        _ id: String, _ kind: String, hidden: Bool = false, attributes: String = "", inner: String = ""
    ) -> String {
        """
        <\(kind) contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="\(id)"\
        \(hidden ? " hidden=\"YES\"" : "") \(attributes)>
        <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
        \(inner)
        </\(kind)>
        """
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
            .replacingOccurrences(of: "<", with: "&lt;")
    }

    /// `first.attribute (relation) second.secondAttribute + constant` at `priority`.
    static func pin(
        _ id: String, _ first: String, _ attribute: String, _ second: String, _ secondAttribute: String? = nil,
        constant: Double = 0, relation: String? = nil, priority: Double = 1000
    ) -> String {
        let relationText = relation.map { " relation=\"\($0)\"" } ?? ""
        let priorityText = priority < 1000 ? " priority=\"\(Int(priority))\"" : ""
        return """
            <constraint firstItem="\(first)" firstAttribute="\(attribute)"\(relationText) secondItem="\(second)" \
            secondAttribute="\(secondAttribute ?? attribute)" constant="\(constant)"\(priorityText) id="\(id)"/>
            """
    }

    /// A `≥ constant` height owned by the view (inside its `<constraints>`).
    static func minimumHeight(_ id: String, _ constant: Double, priority: Double) -> String {
        let priorityText = priority < 1000 ? " priority=\"\(Int(priority))\"" : ""
        return "<constraints><constraint firstAttribute=\"height\" relation=\"greaterThanOrEqual\" "
            + "constant=\"\(constant)\"\(priorityText) id=\"\(id)\"/></constraints>"
    }

    /// The longest value among `keys` (worst case for a label filled at run time).
    static func longest(_ strings: [String: String], prefixes: [String], fallback: String) -> String {
        strings.filter { key, _ in prefixes.contains { key.hasPrefix($0) } }.values
            .max { ($0.count, $1) < ($1.count, $0) } ?? fallback
    }
}
