import Foundation

/// The classes declared in an app target's Swift files, with their superclass and the
/// `@IBOutlet`s / `@IBAction`s declared in their bodies and extensions.
/// Las clases declaradas en los archivos Swift de una app, con su superclase y los `@IBOutlet` /
/// `@IBAction` declarados en su cuerpo y sus extensiones.
public struct ClassIndex {
    public struct Declaration {
        public let name: String
        public let superclass: String?
        public let path: String
    }

    public private(set) var classes: [String: Declaration] = [:]
    private var outlets: [String: Set<String>] = [:]
    private var actions: [String: Set<String>] = [:]

    public init(swiftFiles: [String], repository: Repository) {
        for path in swiftFiles {
            let source = repository.swiftSource(path)
            for type in source.types where type.kind == "class" && classes[type.name] == nil {
                classes[type.name] = Declaration(name: type.name, superclass: type.inherited, path: path)
            }
            outlets.merge(source.outlets) { $0.union($1) }
            actions.merge(source.actions) { $0.union($1) }
        }
    }

    /// The class and its declared superclasses, nearest first (cycle-safe).
    /// La clase y sus superclases declaradas, la más cercana primero (sin ciclos).
    public func lineage(of name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, let declaration = classes[next], !chain.contains(next) {
            chain.append(next)
            current = declaration.superclass
        }
        return chain
    }

    public func hasOutlet(_ property: String, in className: String) -> Bool {
        lineage(of: className).contains { outlets[$0]?.contains(property) == true }
    }

    public func hasAction(_ selector: String, in className: String) -> Bool {
        lineage(of: className).contains { actions[$0]?.contains(selector) == true }
    }

    /// Declared action selectors along the lineage, for suggestions. / Selectores declarados.
    public func actionSelectors(of className: String) -> [String] {
        lineage(of: className).flatMap { (actions[$0] ?? []).sorted() }
    }

    public func outletNames(of className: String) -> [String] {
        lineage(of: className).flatMap { (outlets[$0] ?? []).sorted() }
    }
}
