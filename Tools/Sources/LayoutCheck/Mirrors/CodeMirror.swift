import AppCore
import Foundation
import ProjectChecks

/// A view built in code (not in a storyboard), mirrored as a model the layout check can solve: the
/// same views, stack settings, constraints, priorities and hidden states, written as a small
/// storyboard scene per state and text size (a view may decide its layout from the text size; one
/// loaded from a storyboard starts from that storyboard, read live). Each file the mirror copies
/// (`sources`: its own and the helpers or views it depends on) is fingerprinted from every code
/// line (`fingerprintPattern`); when one changes, the check fails for that file
/// until the mirrors that copy it are reviewed and
/// `swift run --package-path Tools layout-check --refresh-fingerprints` stores the new fingerprints.
/// Una vista hecha en código, reflejada como modelo que el chequeo puede resolver: las mismas vistas,
/// pilas, restricciones, prioridades y estados ocultos, escritas como una escena pequeña por estado y
/// tamaño de texto (una vista que viene de un storyboard parte de él, leído en vivo). Cada archivo que
/// copia el espejo guarda la huella de todas sus líneas de código; si cambian, el chequeo
/// falla para ese archivo hasta revisar los espejos y refrescar las huellas con el comando documentado.
public struct CodeMirror {
    /// The body of one mirrored scene: `<subviews>` content and the root's `<constraints>` content;
    /// the root is `root` and its safe area `safe`.
    /// El cuerpo de una escena reflejada: subvistas y restricciones de la raíz (`root`, `safe`).
    public struct Body {
        public var subviews: String
        public var constraints: String

        public init(subviews: String, constraints: String) {
            self.subviews = subviews
            self.constraints = constraints
        }

        /// A one-scene storyboard of this body: a root view (`root`, safe area `safe`) holding the
        /// subviews and constraints, in a controller named `identifier`. Tests' fixtures use it too.
        /// Un storyboard de una escena con este cuerpo; también lo usan los fixtures de las pruebas.
        public func document(identifier: String) -> String {
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0">
            <scenes><scene sceneID="scene"><objects>
            <viewController storyboardIdentifier="\(identifier)" id="vc" sceneMemberID="viewController">
            <view key="view" contentMode="scaleToFill" id="root">
            <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
            <subviews>
            \(subviews)
            </subviews>
            <viewLayoutGuide key="safeArea" id="safe"/>
            <constraints>
            \(constraints)
            </constraints>
            </view></viewController></objects></scene></scenes></document>
            """
        }
    }

    /// What a builder gets for one state in one configuration: the state, the app's Spanish strings,
    /// the priority of the `≥ 44` heights, the configuration's text size (the trait collection's
    /// `preferredContentSizeCategory`, for decisions the view takes from it) and, for a view loaded
    /// from a storyboard, that storyboard parsed.
    /// Lo que recibe un constructor para un estado en una configuración: el estado, las cadenas, la
    /// prioridad de los mínimos, el tamaño de texto y, si la vista viene de un storyboard, ese storyboard.
    public struct Input {
        public var state: String
        public var strings: [String: String]
        public var minimumPriority: Double
        public var text: TextSizeCategory
        public var storyboard: MarkupNode?

        public init(
            state: String, strings: [String: String], minimumPriority: Double, text: TextSizeCategory = .large,
            storyboard: MarkupNode? = nil
        ) {
            self.state = state
            self.strings = strings
            self.minimumPriority = minimumPriority
            self.text = text
            self.storyboard = storyboard
        }
    }

    /// Repository-relative path of the Swift file mirrored (findings point at it).
    /// Ruta del archivo Swift reflejado (los hallazgos apuntan a él).
    public let source: String
    /// Other files whose lines the mirror also copies (a helper the view calls, a view it contains);
    /// each is fingerprinted on its own. / Otros archivos que el espejo también copia; cada uno con su huella.
    public let dependsOn: [String]
    /// The type mirrored (used in scene names). / El tipo reflejado.
    public let typeName: String
    /// The states the view shows. / Los estados que muestra la vista.
    public let states: [String]
    /// The storyboard the view is loaded from (its `Input.storyboard`), if any.
    /// El storyboard del que se carga la vista, si lo hay.
    public let storyboard: String?
    /// The bars the view sits under when they are not its source folder's (`DeviceCatalog.context(for:)`).
    /// Las barras bajo las que está la vista cuando no son las de la carpeta de su fuente.
    public let context: DeviceCatalog.Context?
    /// Builds one state in one configuration. / Construye un estado en una configuración.
    public let body: (Input) -> Body
    /// The priority the source gives its `≥ 44` heights. / La prioridad de los mínimos en la fuente.
    public var minimumPriority: Double = 999

    /// A view built in code whose layout does not depend on the text size: `build(state, strings,
    /// minimumPriority)`, where `minimumPriority` is the priority of the `≥ 44` heights (999 in the
    /// code, 1000 to replay the old code) and `strings` the app's Spanish strings.
    /// Una vista hecha en código cuyo layout no depende del tamaño de texto.
    public init(
        source: String, dependsOn: [String] = [], typeName: String, states: [String],
        build: @escaping (_ state: String, _ strings: [String: String], _ minimumPriority: Double) -> Body
    ) {
        self.init(source: source, dependsOn: dependsOn, typeName: typeName, states: states) { input in
            build(input.state, input.strings, input.minimumPriority)
        }
    }

    /// A view whose layout may depend on the text size or start from a storyboard (`body(input)`).
    /// Una vista cuyo layout puede depender del tamaño de texto o partir de un storyboard.
    public init(
        source: String, dependsOn: [String] = [], typeName: String, states: [String], storyboard: String? = nil,
        context: DeviceCatalog.Context? = nil, body: @escaping (Input) -> Body
    ) {
        self.source = source
        self.dependsOn = dependsOn
        self.typeName = typeName
        self.states = states
        self.storyboard = storyboard
        self.context = context
        self.body = body
    }

    /// Every file the mirror copies: `source` first. / Cada archivo que copia el espejo.
    public var sources: [String] { [source] + dependsOn }

    /// One state at the default text size, without a storyboard (the first mirrors' signature).
    /// Un estado con el tamaño de texto por omisión, sin storyboard.
    public var build: (_ state: String, _ strings: [String: String], _ minimumPriority: Double) -> Body {
        { state, strings, minimumPriority in
            body(Input(state: state, strings: strings, minimumPriority: minimumPriority))
        }
    }

    /// The rules `layout-check` reports for mirrors: all of them, as for storyboards (the mirrors sit
    /// in the container their view lives in and show what their presenters really show).
    /// Las reglas que se reportan para los espejos: todas, como para los storyboards.
    public static let reportedRules = Set(LayoutFinding.rules.keys)

    /// Every mirror. / Todos los espejos.
    public static let all: [CodeMirror] = [
        .networkingFooter, .retryMessage, .accessNoticeBanner, .featureCardCell, .loadingOverlay,
        .profileEditPicture, .marginPinning, .webHistoryToolbar, .webViewScreen,
    ]

    /// The source lines a mirror depends on: every code line of the file, trimmed — blank lines and
    /// whole-line comments (`//`, `///`) aside — so every property set on a view, every constraint and
    /// every stack call is in it, and so is any other statement (no regex picks "layout lines": the
    /// old subset missed fonts, `numberOfLines`, `lineBreakMode`, `set…Priority` and margin formulas).
    /// Any change to a mirrored file's code asks for a review of its mirror.
    /// Las líneas de las que depende un espejo: cada línea de código del archivo (sin líneas en blanco
    /// ni comentarios de línea completa), así que toda propiedad, restricción y llamada de pila está
    /// en la huella; cualquier cambio de código pide revisar el espejo.
    public static let fingerprintPattern = #"^(?!//)\S"#

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

    /// The scene of one state at `text` (the default size unless given), its findings' path being the
    /// Swift source; `storyboard` is `storyboard(root:)` for a view loaded from one.
    /// La escena de un estado en el tamaño de texto `text`; sus hallazgos apuntan a la fuente Swift.
    public func scene(
        _ state: String, strings: [String: String], minimumPriority: Double? = nil, text: TextSizeCategory = .large,
        storyboard: MarkupNode? = nil
    ) throws -> StoryboardScene {
        let input = Input(
            state: state, strings: strings, minimumPriority: minimumPriority ?? self.minimumPriority, text: text,
            storyboard: storyboard)
        return try scene(body(input), state: state)
    }

    /// The scene of a body (a test may change the body first, to plant a defect).
    /// La escena de un cuerpo (una prueba puede cambiarlo antes, para plantar un defecto).
    public func scene(_ body: Body, state: String) throws -> StoryboardScene {
        let xml = body.document(identifier: "\(typeName) (\(state))")
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

    /// The storyboard the view is loaded from, parsed (nil for a view built in code only).
    /// El storyboard del que se carga la vista, ya leído (nil si la vista se hace solo en código).
    public func storyboard(root: URL) throws -> MarkupNode? {
        guard let storyboard else { return nil }
        return try MarkupNode.parse(Data(contentsOf: root.appendingPathComponent(storyboard)))
    }

    /// Every device × orientation × text size the view is laid out in, under its bars.
    /// Cada dispositivo × orientación × tamaño de texto, bajo sus barras.
    public func configurations(_ catalog: DeviceCatalog) -> [LayoutConfiguration] {
        guard let context else { return catalog.configurations(for: source) }
        return catalog.devices.flatMap { device in
            [false, true].flatMap { landscape in
                catalog.categories.map {
                    LayoutConfiguration(device: device, landscape: landscape, context: context, text: $0)
                }
            }
        }
    }

    /// One finding per source whose fingerprint is not the stored one (or none is stored), at that
    /// file's first fingerprinted line. / Un hallazgo por fuente cuya huella no es la guardada.
    public func staleness(root: URL, stored: [String: String] = MirrorFingerprints.stored) throws -> [LayoutFinding] {
        try sources.compactMap { path in
            let text = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
            guard stored[path] != Self.fingerprint(text) else { return nil }
            return Self.staleFinding(path, text)
        }
    }

    /// `layout-mirror-stale` for `path`, now holding `text`, at its first code line.
    /// El hallazgo de espejo viejo para `path`, en su primera línea de código.
    public static func staleFinding(_ path: String, _ text: String) -> LayoutFinding {
        LayoutFinding(
            "layout-mirror-stale", .error, path: path, line: fingerprintLines(text).first?.line ?? 1,
            "mirror of \(path) is stale: review it, then run "
                + "`swift run --package-path Tools layout-check --refresh-fingerprints`")
    }

    /// The line findings of a mirrored scene point at: the source's first `NSLayoutConstraint.activate`.
    /// La línea a la que apuntan los hallazgos: el primer `NSLayoutConstraint.activate` de la fuente.
    public func anchorLine(root: URL) -> Int {
        let text = (try? String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)) ?? ""
        return Self.fingerprintLines(text).first { $0.text.contains("NSLayoutConstraint.activate") }?.line ?? 1
    }

    /// The repository-relative file holding the stored fingerprints. / El archivo de las huellas.
    public static let fingerprintsFile = "Tools/Sources/LayoutCheck/Mirrors/MirrorFingerprints.swift"

    /// Every file some mirror copies, once, sorted. / Cada archivo que copia algún espejo, una vez.
    public static var mirroredSources: [String] { Set(all.flatMap(\.sources)).sorted() }

    /// Rewrites `fingerprintsFile` with the current fingerprint of every mirrored file, of the picker
    /// rows' sources (`PickerRowMirror.fingerprintedSources`) and of the files listed as needing no
    /// model (`CodeLayoutSources.reasons`); returns its lines.
    /// Reescribe el archivo de huellas con la huella actual de cada archivo reflejado y de las filas.
    @discardableResult
    public static func refreshFingerprints(root: URL) throws -> [String] {
        var entries: [String] = []
        let sources =
            mirroredSources.map { ($0, fingerprintPattern) }
            + PickerRowMirror.fingerprintedSources.map { ($0, PickerRowMirror.fingerprintPattern) }
            + CodeLayoutSources.reasons.keys.map { ($0, fingerprintPattern) }
        for (source, pattern) in sources.sorted(by: { $0.0 < $1.0 }) {
            let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
            entries.append("        \"\(source)\":\n            \"\(fingerprint(text, pattern: pattern))\",")
        }
        // The sources the Estados and Productos runtime decisions mirror (`DecisionFingerprints`).
        // Las fuentes que reproducen las decisiones de Estados y Productos.
        for (source, print) in try DecisionFingerprints.current(root: root) {
            entries.append("        \"\(source)\":\n            \"\(print)\",")
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
    /// The centred, wrapping Body message of the footer and the error panel (`message`).
    /// El mensaje centrado del pie y del panel de error.
    static func message(_ text: String?, hidden: Bool = false) -> String {
        view(
            "message", "label", hidden: hidden,
            attributes: "text=\"\(escape(text ?? ""))\" textAlignment=\"center\" numberOfLines=\"0\"",
            inner: "<fontDescription key=\"fontDescription\" style=\"UICTFontTextStyleBody\"/>")
    }

    /// A Headline `WrappingButton` titled `title`, hidden without one, at least 44 pt tall at `priority`.
    /// Un `WrappingButton` en Headline, oculto sin título, de al menos 44 pt con esa prioridad.
    static func wrappingButton(_ id: String, title: String?, priority: Double) -> String {
        view(
            id, "button", hidden: title == nil,
            attributes: "buttonType=\"system\" customClass=\"WrappingButton\" lineBreakMode=\"wordWrap\"",
            // `AppFont.preferred(.headline)`: Lato-Bold (both users are TestApp's). / Lato-Bold.
            inner: "<fontDescription key=\"fontDescription\" name=\"Lato-Bold\" style=\"UICTFontTextStyleHeadline\"/>"
                + "<state key=\"normal\" title=\"\(escape(title ?? ""))\"/>"
                + minimumHeight("\(id)-min", 44, priority: priority))
    }

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
