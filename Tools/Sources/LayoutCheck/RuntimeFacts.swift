import Foundation
import ProjectChecks

/// What view controllers set in code that the storyboard does not show (texts from the strings
/// files, fonts that shrink to fit), from the committed `Resources/runtime.json`; each entry names
/// the code that does it. Hand-kept, not fingerprinted yet.
/// Lo que los controladores fijan en código y el storyboard no muestra; mantenido a mano.
public struct RuntimeFacts: Decodable, Sendable {
    public struct Entry: Decodable, Sendable {
        /// The storyboard, or a Swift file whose code mirror (`CodeMirror.source`) the entry applies to.
        /// El storyboard, o un archivo Swift a cuyo espejo de código se aplica.
        public let storyboard: String
        public let id: String
        public let strings: String?
        public let key: String?
        public let minimumFontSize: Double?
        public let minimumScaleFactor: Double?
        /// The code shows it with `setHyphenatedText`: hyphenated where `HyphenationRule` says so (a word
        /// alone wider than the line). / El código lo muestra con guion donde la regla lo dice.
        public let hyphenates: Bool?
        public let source: String
    }

    public let views: [Entry]

    public init(views: [Entry] = []) { self.views = views }

    public static func bundled() throws -> RuntimeFacts {
        guard let url = Bundle.module.url(forResource: "runtime", withExtension: "json") else {
            throw CocoaError(.fileNoSuchFile)
        }
        return try JSONDecoder().decode(RuntimeFacts.self, from: Data(contentsOf: url))
    }

    /// Applies the entries of `scene`'s storyboard; a strings key that is missing is an error.
    /// Aplica las entradas del storyboard de la escena; una clave ausente es un error.
    public func apply(to scene: StoryboardScene, root: URL) throws {
        for entry in views where entry.storyboard == scene.path {
            guard let view = scene.view(entry.id), var text = view.text else { continue }
            if let strings = entry.strings, let key = entry.key {
                let table = try StringsTable(contentsOf: root.appendingPathComponent(strings))
                guard let value = table.values[key] else { throw CocoaError(.keyValueValidation) }
                text.text = value
            }
            // Only what the code sets replaces the storyboard's value. / Solo lo que fija el código.
            text.minimumFontSize = entry.minimumFontSize ?? text.minimumFontSize
            text.minimumScaleFactor = entry.minimumScaleFactor ?? text.minimumScaleFactor
            text.hyphenates = entry.hyphenates ?? text.hyphenates
            view.text = text
        }
    }
}
