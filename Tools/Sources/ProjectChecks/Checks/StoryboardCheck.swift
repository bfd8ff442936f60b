import Foundation

/// Storyboards and xibs against the code: unique object ids, initial view controllers of the
/// storyboards Info.plist names, custom classes that exist (with their module), outlets and
/// actions that exist in those classes, storyboard/segue identifiers used in Swift, and image
/// and colour names present in the app's asset catalogs.
/// Storyboards y xibs frente al código: ids únicos, view controller inicial, clases propias que
/// existen (con su módulo), outlets y acciones existentes, identificadores usados en Swift, y
/// nombres de imagen y color presentes en los catálogos de la app.
public struct StoryboardCheck: ProjectCheck {
    public let name = "storyboard"

    /// Outlets UIKit classes declare themselves (not visible in the app's Swift files).
    /// Outlets que declaran las propias clases de UIKit.
    static let uiKitOutlets: Set<String> = [
        "view", "delegate", "dataSource", "prefetchDataSource", "dragDelegate", "dropDelegate",
        "inputView", "inputAccessoryView", "tableView", "collectionView", "searchBar", "tabBar",
        "navigationBar", "toolbar", "backgroundView", "selectedBackgroundView", "searchDisplayController",
        "rootViewController", "viewControllers", "gestureRecognizers",
    ]

    static let imageAttributes = ["image", "selectedImage", "highlightedImage", "backgroundImage", "landscapeImage"]

    public init() {}

    public func run(on repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for path in repository.appFiles where Self.isInterfaceFile(path) {
            switch repository.markup(path) {
            case .failure(let error): findings.append(finding(Self.malformed, path, line: error.line, "\(error)"))
            case .success(let root):
                findings += duplicateIDs(in: root, path: path) + danglingReferences(in: root, path: path)
                findings += voiceOverRules(in: root, path: path)
            }
        }
        for app in repository.apps {
            let context = AppContext(app: app, repository: repository)
            findings += initialViewControllers(context)
            findings += duplicateStoryboardNames(context)
            for path in app.interfaceFiles {
                guard case .success(let root) = repository.markup(path) else { continue }
                findings += customClasses(in: root, path: path, context)
                findings += connections(in: root, path: path, context)
                findings += resources(in: root, path: path, context)
                findings += storyboardReferences(in: root, path: path, context)
            }
            findings += identifiersUsedInCode(context) + reuseIdentifiers(context)
        }
        return findings.uniqued()
    }

    static func isInterfaceFile(_ path: String) -> Bool { path.hasSuffix(".storyboard") || path.hasSuffix(".xib") }

    /// What the rules need about one app target. / Lo que las reglas necesitan de una app.
    struct AppContext {
        let app: AppTarget
        let repository: Repository
        let classes: ClassIndex
        let assets: AppAssets
        /// Storyboard name (`Main`) → path. / Nombre del storyboard → ruta.
        let storyboards: [String: String]

        init(app: AppTarget, repository: Repository) {
            self.app = app
            self.repository = repository
            classes = ClassIndex(swiftFiles: app.swiftFiles, repository: repository)
            assets = AppAssets(app: app, repository: repository)
            storyboards = Dictionary(
                app.interfaceFiles.filter { $0.hasSuffix(".storyboard") }.map {
                    ((($0 as NSString).lastPathComponent as NSString).deletingPathExtension, $0)
                }, uniquingKeysWith: { first, _ in first })
        }

        func nodes(_ path: String) -> [MarkupNode] {
            guard case .success(let root) = repository.markup(path) else { return [] }
            return root.allNodes
        }

        /// Every value of `attribute` on `element` nodes across the app's storyboards.
        func values(of attribute: String, on element: String?) -> Set<String> {
            Set(
                app.interfaceFiles.flatMap(nodes).filter { element == nil || $0.name == element }
                    .compactMap { $0[attribute] })
        }

        /// True when the class comes from this app target (not from a linked framework).
        /// Verdadero si la clase pertenece a esta app (no a un framework enlazado).
        func isOwnClass(_ node: MarkupNode) -> Bool {
            guard node["customClass"] != nil else { return false }
            return node["customModuleProvider"] == "target" || node["customModule"] == nil
                || node["customModule"] == app.name
        }
    }

    // MARK: Rules / Reglas

    func duplicateIDs(in root: MarkupNode, path: String) -> [Finding] {
        var seen: [String: Int] = [:]
        var identifiers: [String: Int] = [:]
        var findings: [Finding] = []
        for node in root.allNodes {
            if let identifier = node["storyboardIdentifier"] {
                if let first = identifiers[identifier] {
                    findings.append(
                        finding(
                            Self.duplicateIdentifier, path, line: node.line,
                            "storyboardIdentifier \"\(identifier)\" is used again (first on line \(first)); Storyboard IDs must be unique"
                        ))
                } else {
                    identifiers[identifier] = node.line
                }
            }
            guard let id = node["id"] else { continue }
            if let first = seen[id] {
                findings.append(
                    finding(
                        Self.duplicateID, path, line: node.line,
                        "duplicate object id \"\(id)\" on <\(node.name)> (first used on line \(first)); give it a new unique id"
                    ))
            } else {
                seen[id] = node.line
            }
        }
        return findings
    }

    /// Attributes whose value is the id of another object of the same file.
    /// Atributos cuyo valor es el id de otro objeto del mismo archivo.
    static let referenceAttributes = ["destination", "firstItem", "secondItem", "tableViewCell"]

    /// Every id reference — connections (outlets, actions, segues), constraints' items, a prototype
    /// cell's content view and the initial view controller — names an object of the same file; a dangling id fails the
    /// storyboard compile or leaves a nil outlet.
    /// Cada referencia por id — conexiones, elementos de restricciones y el view controller
    /// inicial — nombra un objeto del mismo archivo.
    func danglingReferences(in root: MarkupNode, path: String) -> [Finding] {
        let nodes = root.allNodes
        let ids = Set(nodes.compactMap { $0["id"] })
        var findings: [Finding] = []
        if let initial = root["initialViewController"], !ids.contains(initial) {
            findings.append(
                finding(
                    Self.danglingReference, path, line: root.line,
                    "initialViewController \"\(initial)\" is not an object of this file; tick \"Is Initial View Controller\" on the right scene again"
                ))
        }
        for node in nodes {
            for attribute in Self.referenceAttributes {
                guard let target = node[attribute], !ids.contains(target) else { continue }
                let name =
                    node["property"] ?? node["selector"] ?? node["identifier"] ?? node["kind"] ?? node["id"] ?? "?"
                findings.append(
                    finding(
                        Self.danglingReference, path, line: node.line,
                        "<\(node.name)> \"\(name)\" \(attribute) \"\(target)\" is not an object of this file; reconnect it in Interface Builder"
                    ))
            }
        }
        return findings
    }

    /// Two storyboards with one name in a target collide in the app bundle.
    /// Dos storyboards con el mismo nombre en un target chocan en el bundle de la app.
    func duplicateStoryboardNames(_ context: AppContext) -> [Finding] {
        let byName = Dictionary(grouping: context.app.interfaceFiles) { ($0 as NSString).lastPathComponent }
        return byName.filter { $0.value.count > 1 }.sorted { $0.key < $1.key }.flatMap { name, paths in
            paths.dropFirst().map {
                finding(
                    Self.duplicateName, $0,
                    "target \(context.app.name) has another \(name) (\(paths[0])); both would be copied to the same place in the app bundle; rename one"
                )
            }
        }
    }

    func initialViewControllers(_ context: AppContext) -> [Finding] {
        guard let (plistPath, plist) = context.app.infoPlistContents(in: context.repository) else { return [] }
        var named: [(key: String, storyboard: String)] = []
        for key in ["UIMainStoryboardFile", "UIMainStoryboardFile~ipad"] {
            if let name = plist[key] as? String { named.append((key, name)) }
        }
        let manifest = plist["UIApplicationSceneManifest"] as? [String: Any]
        let roles = manifest?["UISceneConfigurations"] as? [String: Any] ?? [:]
        for case let configurations as [[String: Any]] in roles.values {
            for configuration in configurations {
                if let name = configuration["UISceneStoryboardFile"] as? String {
                    named.append(("UISceneStoryboardFile", name))
                }
            }
        }
        var findings: [Finding] = []
        for (key, storyboard) in named {
            guard let path = context.storyboards[storyboard] else {
                findings.append(
                    finding(
                        Self.infoPlistStoryboard, plistPath,
                        "\(key) names storyboard \"\(storyboard)\" but target \(context.app.name) has no \(storyboard).storyboard"
                    ))
                continue
            }
            guard case .success(let root) = context.repository.markup(path) else { continue }
            if root["initialViewController"] == nil {
                findings.append(
                    finding(
                        Self.infoPlistStoryboard, path, line: root.line,
                        "\(plistPath) (\(key)) launches this storyboard but it has no initial view controller; tick \"Is Initial View Controller\" (initialViewController attribute)"
                    ))
            }
        }
        if let launch = plist["UILaunchStoryboardName"] as? String, context.storyboards[launch] == nil {
            findings.append(
                finding(
                    Self.infoPlistStoryboard, plistPath,
                    "UILaunchStoryboardName names \"\(launch)\" but target \(context.app.name) has no \(launch).storyboard"
                ))
        }
        return findings
    }

    func customClasses(in root: MarkupNode, path: String, _ context: AppContext) -> [Finding] {
        root.allNodes.compactMap { node -> Finding? in
            guard let customClass = node["customClass"] else { return nil }
            let id = node["id"].map { " (id \($0))" } ?? ""
            if node["customModule"] == nil && node["customModuleProvider"] == nil {
                // Interface Builder writes system classes (`customClass="UIResponder"` on First
                // Responder) without a module; a class marked as the app's own is judged whatever
                // its prefix. / IB escribe las clases del sistema sin módulo; una marcada como de la
                // app se juzga sea cual sea su prefijo.
                if Self.isSystemClass(customClass) { return nil }
                return finding(
                    Self.customModule, path, line: node.line,
                    "<\(node.name)>\(id) has customClass \"\(customClass)\" without customModule/customModuleProvider; set customModuleProvider=\"target\" (Inherit Module From Target)"
                )
            }
            guard context.isOwnClass(node), context.classes.classes[customClass] == nil else { return nil }
            return finding(
                Self.unknownClass, path, line: node.line,
                "<\(node.name)>\(id) has customClass \"\(customClass)\" but no Swift file of target \(context.app.name) declares `class \(customClass)`; fix the class name or add the class"
            )
        }
    }

    /// Apple framework classes (`UIResponder`, `MKMapView`, `WKWebView`…). / Clases de Apple.
    static func isSystemClass(_ name: String) -> Bool {
        let prefixes = ["UI", "NS", "MK", "WK", "AV", "SK", "SCN", "PK", "GLK", "MTK", "AR", "PH", "CL", "QL"]
        return prefixes.contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    func connections(in root: MarkupNode, path: String, _ context: AppContext) -> [Finding] {
        let nodes = root.allNodes
        let byID = Dictionary(
            nodes.compactMap { node in node["id"].map { ($0, node) } }, uniquingKeysWith: { a, _ in a })
        var findings: [Finding] = []
        for node in nodes where node.parent?.name == "connections" {
            switch node.name {
            case "outlet", "outletCollection":
                guard let source = node.parent?.parent, let property = node["property"] else { continue }
                findings += checkOutlet(property, source: source, line: node.line, path: path, context)
            case "action":
                guard let selector = node["selector"], let destinationID = node["destination"],
                    let destination = byID[destinationID]
                else { continue }
                findings += checkAction(selector, destination: destination, line: node.line, path: path, context)
            default: continue
            }
        }
        return findings
    }

    private func checkOutlet(_ property: String, source: MarkupNode, line: Int, path: String, _ context: AppContext)
        -> [Finding]
    {
        guard context.isOwnClass(source), let className = source["customClass"],
            context.classes.classes[className] != nil, !context.classes.hasOutlet(property, in: className),
            !Self.uiKitOutlets.contains(property)
        else { return [] }
        let known = context.classes.outletNames(of: className)
        return [
            finding(
                Self.outlet, path, line: line,
                "outlet \"\(property)\" of <\(source.name)> (id \(source["id"] ?? "?")) is not an @IBOutlet of \(className) or its superclasses (declared: \(known.isEmpty ? "none" : known.joined(separator: ", "))); add `@IBOutlet var \(property)` or reconnect it"
            )
        ]
    }

    private func checkAction(
        _ selector: String, destination: MarkupNode, line: Int, path: String, _ context: AppContext
    )
        -> [Finding]
    {
        guard destination["placeholderIdentifier"] != "IBFirstResponder", context.isOwnClass(destination),
            let className = destination["customClass"], context.classes.classes[className] != nil,
            !context.classes.hasAction(selector, in: className)
        else { return [] }
        let known = context.classes.actionSelectors(of: className)
        return [
            finding(
                Self.action, path, line: line,
                "action \"\(selector)\" targets \(className) (id \(destination["id"] ?? "?")) but no @IBAction of \(className) or its superclasses has that selector (declared: \(known.isEmpty ? "none" : known.joined(separator: ", "))); add the @IBAction or reconnect the control"
            )
        ]
    }

    func resources(in root: MarkupNode, path: String, _ context: AppContext) -> [Finding] {
        var findings: [Finding] = []
        // `<accessibilityTraits image="YES">` is a trait flag, not an image name.
        // `<accessibilityTraits image="YES">` es un rasgo, no un nombre de imagen.
        for node in root.allNodes where node["catalog"] != "system" && node.name != "accessibilityTraits" {
            for attribute in Self.imageAttributes {
                guard let image = node[attribute], !image.isEmpty, !context.assets.hasImage(image) else { continue }
                let owner = node["id"] ?? node.parent?["id"] ?? "?"
                findings.append(
                    finding(
                        Self.asset, path, line: node.line,
                        "\(attribute)=\"\(image)\" on <\(node.name)> (id \(owner)) is not an image set of target \(context.app.name) (\(context.assets.catalogDescription)); add \(image).imageset or fix the name"
                    ))
            }
            if node.name == "namedColor", let color = node["name"], !context.assets.hasColor(color) {
                findings.append(
                    finding(
                        Self.asset, path, line: node.line,
                        "named colour \"\(color)\" is not a .colorset of target \(context.app.name) (\(context.assets.catalogDescription)); add \(color).colorset or fix the name"
                    ))
            }
        }
        return findings
    }

    // MARK: Identifiers used in Swift / Identificadores usados en Swift

    private static let storyboardIDPattern = TextPattern(
        #"StoryboardID\(\s*storyboard:\s*("[^"\n]*")\s*,\s*identifier:\s*("[^"\n]*")"#)
    private static let instantiatePattern = TextPattern(#"instantiateViewController\(\s*withIdentifier:\s*""#)
    private static let seguePatterns = [
        TextPattern(#"performSegue\(\s*withIdentifier:\s*""#), TextPattern(#"\bsegue\.identifier\s*==\s*""#),
    ]

    private static let storyboardNamePattern = TextPattern(#"\bUIStoryboard\(\s*name:\s*""#)
    private static let nibNamePattern = TextPattern(#"\bUINib\(\s*nibName:\s*""#)

    func identifiersUsedInCode(_ context: AppContext) -> [Finding] {
        // An unreadable storyboard is reported once; its identifiers cannot be judged.
        // Un storyboard ilegible se informa una vez; sus identificadores no se pueden juzgar.
        let unreadable = context.app.interfaceFiles.contains {
            if case .failure = context.repository.markup($0) { return true }
            return false
        }
        guard !unreadable else { return [] }
        let storyboardIDs = context.values(of: "storyboardIdentifier", on: nil)
        let segueIDs = context.values(of: "identifier", on: "segue")
        let nibs = Set(
            context.app.interfaceFiles.filter { $0.hasSuffix(".xib") }.map {
                (($0 as NSString).lastPathComponent as NSString).deletingPathExtension
            })
        let app = context.app.name
        // (pattern, is the literal defined?, message) for every literal-identifier rule.
        // (patrón, ¿está definido el literal?, mensaje) para cada regla de identificadores.
        let rules: [(TextPattern, (String) -> Bool, (String) -> String)] = [
            (
                Self.instantiatePattern, storyboardIDs.contains,
                {
                    "instantiateViewController(withIdentifier: \"\($0)\"): no storyboard of target \(app) has storyboardIdentifier=\"\($0)\"; fix the identifier or set it as Storyboard ID"
                }
            ),
            (
                Self.seguePatterns[0], segueIDs.contains,
                {
                    "segue identifier \"\($0)\" is not defined by any <segue identifier=…> in the storyboards of target \(app); fix the identifier or name the segue"
                }
            ),
            (
                Self.seguePatterns[1], segueIDs.contains,
                {
                    "segue identifier \"\($0)\" is not defined by any <segue identifier=…> in the storyboards of target \(app); fix the identifier or name the segue"
                }
            ),
            (
                Self.storyboardNamePattern, { context.storyboards[$0] != nil },
                { "UIStoryboard(name: \"\($0)\"): target \(app) has no \($0).storyboard" }
            ),
            (
                Self.nibNamePattern, nibs.contains,
                { "UINib(nibName: \"\($0)\"): target \(app) has no \($0).xib" }
            ),
        ]
        var findings: [Finding] = []
        for path in context.app.swiftFiles {
            let source = context.repository.swiftSource(path)
            findings += storyboardIDLiterals(in: source, path: path, context)
            for (pattern, isDefined, message) in rules {
                for literal in source.literals(after: pattern)
                where !literal.isInterpolated && !isDefined(literal.value) {
                    findings.append(finding(Self.identifierInCode, path, line: literal.line, message(literal.value)))
                }
            }
        }
        return findings
    }

    private func storyboardIDLiterals(in source: SwiftSource, path: String, _ context: AppContext) -> [Finding] {
        Self.storyboardIDPattern.matches(in: source.skeleton).compactMap { match in
            guard let storyboard = source.literal(group: 1, of: match),
                let identifier = source.literal(group: 2, of: match),
                !storyboard.isInterpolated, !identifier.isInterpolated,
                let message = storyboardIDProblem(storyboard.value, identifier.value, context)
            else { return nil }
            return finding(Self.identifierInCode, path, line: storyboard.line, message)
        }
    }

    /// `<viewControllerPlaceholder storyboardName="X" referencedIdentifier="Y">` must resolve.
    /// Las referencias a otros storyboards deben resolverse.
    func storyboardReferences(in root: MarkupNode, path: String, _ context: AppContext) -> [Finding] {
        root.allNodes.filter { $0.name == "viewControllerPlaceholder" }.compactMap { node in
            let id = node["id"] ?? "?"
            let name =
                node["storyboardName"]
                ?? ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            guard let target = context.storyboards[name] else {
                return finding(
                    Self.reference, path, line: node.line,
                    "storyboard reference \(id) names storyboard \"\(name)\", which target \(context.app.name) does not have"
                )
            }
            guard let identifier = node["referencedIdentifier"] else {
                guard case .success(let other) = context.repository.markup(target),
                    other["initialViewController"] == nil
                else { return nil }
                return finding(
                    Self.reference, path, line: node.line,
                    "storyboard reference \(id) opens the initial view controller of \(target), which has none")
            }
            guard !context.nodes(target).contains(where: { $0["storyboardIdentifier"] == identifier }) else {
                return nil
            }
            return finding(
                Self.reference, path, line: node.line,
                "storyboard reference \(id): \(target) has no element with storyboardIdentifier=\"\(identifier)\"")
        }
    }

    private func storyboardIDProblem(_ storyboard: String, _ identifier: String, _ context: AppContext) -> String? {
        let call = "StoryboardID(storyboard: \"\(storyboard)\", identifier: \"\(identifier)\")"
        guard let path = context.storyboards[storyboard] else {
            return "\(call): target \(context.app.name) has no \(storyboard).storyboard"
        }
        let defined = context.nodes(path).contains { $0["storyboardIdentifier"] == identifier }
        return defined ? nil : "\(call): \(path) has no element with storyboardIdentifier=\"\(identifier)\""
    }
}

extension Array where Element == Finding {
    /// Drops repeated findings (a shared file is seen once per app), keeping the first.
    /// Quita hallazgos repetidos (un archivo compartido se ve una vez por app).
    func uniqued() -> [Finding] {
        var seen: Set<Finding> = []
        return filter { seen.insert($0).inserted }
    }
}
