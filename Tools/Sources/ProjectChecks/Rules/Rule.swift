import Foundation

/// A named rule (SwiftLint's model): an id printed after each finding, a severity, one line of
/// description, and examples — edits of the test fixture `Tools/Tests/ProjectChecksTests/Fixtures/Valid`
/// that must trigger it, or come close and must not. The examples are the rule's tests
/// (`RuleExampleTests`) and its entry in `docs/project-checks.md` (`RuleCatalog.markdown`).
/// Una regla con nombre: id, severidad, una línea de descripción y ejemplos (ediciones del proyecto
/// de prueba que la disparan o que no) que son a la vez sus pruebas y su entrada en la documentación.
public struct Rule {
    public let id: String
    /// The check that owns it (`storyboard`, `project`…). / El chequeo al que pertenece.
    public let check: String
    public let severity: Severity
    public let summary: String
    public let triggers: [Example]
    public let passes: [Example]

    /// An error rule. / Una regla de error.
    public init(_ id: String, _ check: String, _ summary: String, triggers: [Example], passes: [Example] = []) {
        self.init(id, check, .error, summary, triggers: triggers, passes: passes)
    }

    public init(
        _ id: String, _ check: String, _ severity: Severity, _ summary: String, triggers: [Example],
        passes: [Example] = []
    ) {
        self.id = id
        self.check = check
        self.severity = severity
        self.summary = summary
        self.triggers = triggers
        self.passes = passes
    }
}

/// Edits of the valid fixture, applied in order. / Ediciones del ejemplo válido, en orden.
public struct Example {
    public enum Edit {
        /// Replace text that must be present. / Reemplaza un texto que debe existir.
        case replace(String, String, with: String)
        /// Write (or overwrite) a whole file. / Escribe un archivo entero.
        case write(String, String)
        case remove(String)
    }

    public let edits: [Edit]

    public init(_ edits: Edit...) { self.edits = edits }

    public static func replace(_ path: String, _ old: String, with new: String) -> Example {
        Example(.replace(path, old, with: new))
    }

    public static func write(_ path: String, _ text: String) -> Example { Example(.write(path, text)) }

    public static func remove(_ path: String) -> Example { Example(.remove(path)) }

    /// Applies the edits below `root`; throws when a replaced text is absent (an example that
    /// silently does nothing would prove nothing).
    /// Aplica las ediciones; falla si falta un texto a reemplazar.
    public func apply(to root: URL) throws {
        let manager = FileManager.default
        for edit in edits {
            switch edit {
            case .replace(let path, let old, let new):
                let url = root.appendingPathComponent(path)
                let text = try String(contentsOf: url, encoding: .utf8)
                guard text.contains(old) else { throw ExampleError(message: "\(path) does not contain \(old)") }
                try Data(text.replacingOccurrences(of: old, with: new).utf8).write(to: url)
            case .write(let path, let text):
                let url = root.appendingPathComponent(path)
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(text.utf8).write(to: url)
            case .remove(let path):
                try manager.removeItem(at: root.appendingPathComponent(path))
            }
        }
    }

    /// The edits as one Markdown line. / Las ediciones en una línea de Markdown.
    var markdown: String {
        edits.map { edit in
            switch edit {
            case .replace(let path, let old, let new):
                return "in `\(path)`, \(Self.code(old)) → \(Self.code(new))"
            case .write(let path, let text): return "`\(path)` holds \(Self.code(text))"
            case .remove(let path): return "`\(path)` is removed"
            }
        }.joined(separator: "; and ")
    }

    /// Inline code whatever backticks the text holds; newlines shown as `⏎`.
    /// Código en línea aunque el texto tenga comillas invertidas; saltos como `⏎`.
    private static func code(_ text: String) -> String {
        let flat = text.trimmingCharacters(in: .newlines).replacingOccurrences(of: "\n", with: " ⏎ ")
        guard !flat.isEmpty else { return "(nothing)" }
        let fence = flat.contains("`") ? "``" : "`"
        let pad = flat.hasPrefix("`") || flat.hasSuffix("`") ? " " : ""
        return fence + pad + flat + pad + fence
    }
}

struct ExampleError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// Paths of the test fixture that the examples edit. / Rutas del ejemplo que editan los ejemplos.
enum Sample {
    static let storyboard = "Apps/Demo/Base.lproj/Main.storyboard"
    static let controller = "Apps/Demo/Home/HomeViewController.swift"
    static let infoPlist = "Apps/Demo/Info.plist"
    static let pbxproj = "Apps/Demo.xcodeproj/project.pbxproj"
    static let spanish = "Apps/Demo/es.lproj/Localizable.strings"
    static let english = "Apps/Demo/en.lproj/Localizable.strings"
    static let xcconfig = "Config/Base.xcconfig"
    static let scheme = "Apps/Demo.xcodeproj/xcshareddata/xcschemes/Demo.xcscheme"
    static let packageSource = "Sources/DemoKit/HomePresenter.swift"
    /// The fixture's table view: storyboard snippets are inserted before it. / Se inserta antes de ella.
    static let tableView = #"<tableView id="Tv1-00-001">"#

    /// `snippet` inserted in the main storyboard before the table view. / Un fragmento antes de la tabla.
    static func insert(_ snippet: String) -> Example.Edit {
        .replace(storyboard, tableView, with: snippet + "\n" + tableView)
    }

    /// `code` appended to the fixture's view controller file. / Código añadido al view controller.
    static func appendCode(_ code: String) -> Example.Edit {
        .replace(controller, "extension HomeViewController {", with: code + "\n\nextension HomeViewController {")
    }
}
