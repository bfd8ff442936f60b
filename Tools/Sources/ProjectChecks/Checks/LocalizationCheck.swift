import Foundation

/// Spanish first, English second: code tables with the same keys and placeholders in both
/// languages and a translator comment on every Spanish entry; every user-visible storyboard text
/// with its English entry; no user-visible literal in app Swift code; every key used in code
/// present in the Spanish table.
/// Español primero, inglés después: tablas con las mismas claves y marcadores, comentario para el
/// traductor en cada entrada española; cada texto visible de storyboard con su entrada en inglés;
/// ningún literal visible en Swift de las apps; cada clave usada en código presente en español.
public struct LocalizationCheck: ProjectCheck {
    public let name = "localization"

    static let development = "es"
    static let second = "en"

    public init() {}

    public func run(on repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        var spanishTables: [String: StringsTable] = [:]
        for app in repository.apps {
            let (tableFindings, spanish) = codeTables(app, repository)
            findings += tableFindings
            if let spanish { spanishTables[app.name] = spanish }
            findings += storyboardTables(app, repository)
            findings += infoPlistStrings(app, repository)
            findings += literalsInCode(app, repository)
            findings += keysUsedInApp(app, spanish, repository)
        }
        findings += keysUsedInPackage(Array(spanishTables.values), repository)
        return findings.uniqued()
    }

    // MARK: Code tables / Tablas de código

    private func load(_ path: String, _ repository: Repository, _ findings: inout [Finding]) -> StringsTable? {
        do {
            return try StringsTable(contentsOf: repository.url(path))
        } catch let error as StringsTable.ParseError {
            findings.append(
                finding(Self.stringsSyntax, path, line: error.line, "cannot parse .strings: \(error.reason)"))
        } catch {
            findings.append(finding(Self.stringsSyntax, path, "cannot parse .strings: \(error)"))
        }
        return nil
    }

    /// Compares `es.lproj` and `en.lproj` at the app folder; returns the Spanish Localizable table.
    /// Compara `es.lproj` y `en.lproj` de la app; devuelve la tabla Localizable en español.
    func codeTables(_ app: AppTarget, _ repository: Repository) -> ([Finding], StringsTable?) {
        let folders = [Self.development, Self.second].map { "\(app.primaryFolder)/\($0).lproj" }
        let storyboardNames = Set(
            app.interfaceFiles.filter { $0.contains("/Base.lproj/") }.map {
                (($0 as NSString).lastPathComponent as NSString).deletingPathExtension
            })
        let tables = folders.map { folder in
            Set(
                repository.appFiles.filter {
                    ($0 as NSString).deletingLastPathComponent == folder && $0.hasSuffix(".strings")
                }
                .map { (($0 as NSString).lastPathComponent as NSString).deletingPathExtension }
            ).subtracting(storyboardNames)
        }
        guard !tables[0].isEmpty || !tables[1].isEmpty else { return ([], nil) }
        var findings: [Finding] = []
        var spanishLocalizable: StringsTable?
        for table in tables[0].union(tables[1]).sorted() {
            let paths = folders.map { "\($0)/\(table).strings" }
            guard tables[0].contains(table), tables[1].contains(table) else {
                let (present, missing) = tables[0].contains(table) ? (paths[0], paths[1]) : (paths[1], paths[0])
                findings.append(
                    finding(
                        Self.missingTable, present,
                        "table \(table) has no counterpart \(missing); add it with the same keys"))
                continue
            }
            guard let spanish = load(paths[0], repository, &findings),
                let english = load(paths[1], repository, &findings)
            else { continue }
            if table == "Localizable" { spanishLocalizable = spanish }
            findings += compare(spanish, paths[0], english, paths[1])
            findings += translatorComments(spanish, path: paths[0])
            findings += duplicateKeys(spanish, path: paths[0]) + duplicateKeys(english, path: paths[1])
        }
        return (findings, spanishLocalizable)
    }

    func compare(_ spanish: StringsTable, _ spanishPath: String, _ english: StringsTable, _ englishPath: String)
        -> [Finding]
    {
        var findings: [Finding] = []
        let englishValues = english.values
        let spanishKeys = spanish.keys
        for entry in spanish.entries {
            guard let translation = englishValues[entry.key] else {
                findings.append(
                    finding(
                        Self.keyMismatch, spanishPath, line: entry.line,
                        "key \"\(entry.key)\" is missing from \(englishPath); add its English translation"))
                continue
            }
            let spanishFormat = FormatPlaceholders(entry.value)
            let englishFormat = FormatPlaceholders(translation)
            if spanishFormat != englishFormat {
                findings.append(
                    finding(
                        Self.placeholders, spanishPath, line: entry.line,
                        "key \"\(entry.key)\": format placeholders differ, es \(spanishFormat) vs en \(englishFormat) in \(englishPath)"
                    ))
            }
        }
        for entry in english.entries where !spanishKeys.contains(entry.key) {
            findings.append(
                finding(
                    Self.keyMismatch, englishPath, line: entry.line,
                    "key \"\(entry.key)\" is missing from \(spanishPath) (Spanish is the development language); add it there or remove it here"
                ))
        }
        return findings
    }

    /// A key defined twice: the later value silently wins (easy when several people append blocks).
    /// Una clave definida dos veces: gana la última en silencio (fácil al añadir bloques).
    func duplicateKeys(_ table: StringsTable, path: String) -> [Finding] {
        var firstLine: [String: Int] = [:]
        return table.entries.compactMap { entry in
            guard let first = firstLine[entry.key] else {
                firstLine[entry.key] = entry.line
                return nil
            }
            return finding(
                Self.duplicateKey, path, line: entry.line,
                "key \"\(entry.key)\" is defined again (first on line \(first)); keep one entry")
        }
    }

    func translatorComments(_ spanish: StringsTable, path: String) -> [Finding] {
        spanish.entries.filter { !$0.hasTranslatorComment }.map {
            finding(
                Self.translatorComment, path, line: $0.line,
                "key \"\($0.key)\" has no /* translator comment */ right above it; add one")
        }
    }

    // MARK: Info.plist / Info.plist

    /// User-visible Info.plist texts (display name, permission prompts) need an English entry in
    /// `en.lproj/InfoPlist.strings`. / Los textos visibles del Info.plist necesitan su entrada en inglés.
    func infoPlistStrings(_ app: AppTarget, _ repository: Repository) -> [Finding] {
        let englishFolder = "\(app.primaryFolder)/\(Self.second).lproj"
        guard repository.appFiles.contains(where: { $0.hasPrefix(englishFolder + "/") }),
            let (plistPath, plist) = app.infoPlistContents(in: repository)
        else { return [] }
        let visible = plist.filter { key, value in
            guard let text = value as? String, !text.hasPrefix("$(") else { return false }
            return key == "CFBundleDisplayName" || key == "CFBundleName" || key.hasSuffix("UsageDescription")
        }.keys.sorted()
        guard !visible.isEmpty else { return [] }
        let stringsPath = englishFolder + "/InfoPlist.strings"
        let keys = (try? StringsTable(contentsOf: repository.url(stringsPath)))?.keys ?? []
        return visible.filter { !keys.contains($0) }.map {
            finding(
                Self.infoPlistText, plistPath,
                "\($0) is shown to users but has no English entry in \(stringsPath); add \"\($0)\" = \"…\";")
        }
    }

    // MARK: Storyboard tables / Tablas de storyboards

    func storyboardTables(_ app: AppTarget, _ repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for path in app.interfaceFiles {
            guard case .success(let root) = repository.markup(path) else { continue }
            let texts = Self.localizableTexts(in: root)
            guard !texts.isEmpty else { continue }
            let folder = (path as NSString).deletingLastPathComponent
            guard (folder as NSString).lastPathComponent == "Base.lproj" else {
                findings.append(
                    finding(
                        Self.storyboardText, path,
                        "has \(texts.count) user-visible text(s) but is not localized; move it into a Base.lproj/ folder and add en.lproj/\(Self.baseName(path)).strings"
                    ))
                continue
            }
            let stringsPath =
                (folder as NSString).deletingLastPathComponent + "/\(Self.second).lproj/\(Self.baseName(path)).strings"
            guard repository.exists(stringsPath) else {
                let sample = texts.prefix(3).map { "\"\($0.key)\"" }.joined(separator: ", ")
                findings.append(
                    finding(
                        Self.storyboardText, path,
                        "has \(texts.count) user-visible text(s) but \(stringsPath) does not exist; create it with English entries (\(sample)…)"
                    ))
                continue
            }
            guard let table = load(stringsPath, repository, &findings) else { continue }
            findings += duplicateKeys(table, path: stringsPath)
            let keys = table.keys
            for text in texts where !keys.contains(text.key) {
                findings.append(
                    finding(
                        Self.storyboardText, path, line: text.line,
                        "text \"\(text.text)\" has no English entry \"\(text.key)\" in \(stringsPath); add it (or clear the text here if code sets it)"
                    ))
            }
            let ids = Set(root.allNodes.compactMap { $0["id"] })
            for entry in table.entries {
                let objectID = String(entry.key.prefix { $0 != "." })
                if !ids.contains(objectID) {
                    findings.append(
                        finding(
                            Self.storyboardText, stringsPath, line: entry.line,
                            "entry \"\(entry.key)\" refers to object \(objectID), which \(path) does not contain; remove it or fix the id"
                        ))
                }
            }
        }
        return findings
    }

    private static func baseName(_ path: String) -> String {
        ((path as NSString).lastPathComponent as NSString).deletingPathExtension
    }

    /// A user-visible storyboard text and its key in Xcode's strings format (`<id>.<property>`).
    /// Un texto visible de storyboard y su clave en el formato de Xcode.
    public struct StoryboardText: Equatable {
        public let key: String
        public let text: String
        public let line: Int
    }

    static let textAttributes = ["text", "title", "placeholder", "prompt", "headerTitle", "footerTitle"]

    /// Every non-trivial user-visible text of a storyboard or xib. / Cada texto visible no trivial.
    public static func localizableTexts(in root: MarkupNode) -> [StoryboardText] {
        var texts: [StoryboardText] = []
        func add(_ owner: MarkupNode?, _ property: String, _ text: String?, _ line: Int) {
            guard let id = owner?["id"], let text, !isTrivial(text) else { return }
            texts.append(StoryboardText(key: "\(id).\(property)", text: text, line: line))
        }
        for node in root.allNodes {
            switch node.name {
            case "state":
                add(node.parent, (node["key"] ?? "normal") + "Title", node["title"], node.line)
            case "segment":
                let siblings = node.parent?.children.filter { $0.name == "segment" } ?? []
                let index = siblings.firstIndex { $0 === node } ?? 0
                add(node.parent?.parent, "segmentTitles[\(index)]", node["title"], node.line)
            case "accessibility":
                add(node.parent, "accessibilityLabel", node["label"], node.line)
                add(node.parent, "accessibilityHint", node["hint"], node.line)
            case "string" where textAttributes.contains(node["key"] ?? ""):
                add(node.parent, node["key"] ?? "", node.text, node.line)
            case "buttonConfiguration":
                add(node.parent, "configuration.title", node["title"], node.line)
                add(node.parent, "configuration.subtitle", node["subtitle"], node.line)
            default:
                for attribute in textAttributes { add(node, attribute, node[attribute], node.line) }
            }
        }
        return texts
    }

    /// Empty, whitespace, punctuation, symbols or digits only: nothing to translate.
    /// Vacío, espacios, puntuación, símbolos o dígitos: nada que traducir.
    public static func isTrivial(_ text: String) -> Bool {
        !text.unicodeScalars.contains { $0.properties.isAlphabetic }
    }

    // MARK: Swift code / Código Swift

    /// `x.text = "…"`, or a statement `title = "…"` (a view controller's own title).
    /// `x.text = "…"`, o la sentencia `title = "…"` (el título del propio view controller).
    private static let assignmentPattern = TextPattern(
        #"(?:\.|(?m:^)[ \t]*)(text|title|placeholder|prompt|accessibilityLabel|accessibilityHint|accessibilityValue)\s*=\s*""#
    )
    private static let setTitlePattern = TextPattern(#"\bsetTitle\(\s*""#)
    private static let initializerPattern = TextPattern(#"\b(UIAlertController|UIAlertAction|UIBarButtonItem)\("#)
    private static let titleArgumentPattern = TextPattern(#"\b(title|message):\s*""#)
    private static let keyPattern = TextPattern(
        #"(?:\bLocalizer\.live|\blocalizer|\bNSLocalizedString)\(\s*""#)

    /// The literal text without escapes and interpolations. / El literal sin escapes ni interpolaciones.
    static func visibleText(_ literal: SwiftSource.StringLiteral) -> String {
        literal.value.replacingOccurrences(
            of: #"\\\(\)|\\u\{[0-9a-fA-F]+\}|\\."#, with: "", options: .regularExpression)
    }

    func literalsInCode(_ app: AppTarget, _ repository: Repository) -> [Finding] {
        var findings: [Finding] = []
        for path in app.swiftFiles {
            let source = repository.swiftSource(path)
            var flagged: [(SwiftSource.StringLiteral, String)] = []
            for match in Self.assignmentPattern.matches(in: source.skeleton) {
                let quote = match.range.location + match.range.length - 1
                if let literal = source.literal(at: quote) { flagged.append((literal, ".\(match[1]) =")) }
            }
            flagged += source.literals(after: Self.setTitlePattern).map { ($0, "setTitle(_:for:)") }
            for match in Self.initializerPattern.matches(in: source.skeleton) {
                let open = match.range.location + match.range.length - 1
                guard let arguments = source.arguments(openingAt: open) else { continue }
                for argument in Self.titleArgumentPattern.matches(in: arguments) {
                    let quote = open + 1 + argument.range.location + argument.range.length - 1
                    if let literal = source.literal(at: quote) {
                        flagged.append((literal, "\(match[1])(\(argument[1]):)"))
                    }
                }
            }
            for (literal, use) in flagged where !Self.isTrivial(Self.visibleText(literal)) {
                findings.append(
                    finding(
                        Self.literalInCode, path, line: literal.line,
                        "user-visible literal \"\(literal.value)\" in \(use) bypasses localization; take the text from a presenter or Localizer.live(\"<screen>.<element>\")"
                    ))
            }
        }
        return findings
    }

    func keysUsedInApp(_ app: AppTarget, _ spanish: StringsTable?, _ repository: Repository) -> [Finding] {
        let tablePath = "\(app.primaryFolder)/\(Self.development).lproj/Localizable.strings"
        let keys = spanish?.keys ?? []
        var findings: [Finding] = []
        for path in app.swiftFiles {
            let source = repository.swiftSource(path)
            for literal in source.literals(after: Self.keyPattern)
            where !literal.isInterpolated && !keys.contains(literal.value) && !Self.namesTable(source, literal) {
                findings.append(
                    finding(
                        Self.unknownKey, path, line: literal.line,
                        "localization key \"\(literal.value)\" is not in \(tablePath); add it"
                    ))
            }
        }
        return findings
    }

    /// `NSLocalizedString("k", tableName: "Other", …)` reads another table. / Lee otra tabla.
    private static func namesTable(_ source: SwiftSource, _ literal: SwiftSource.StringLiteral) -> Bool {
        let after = String(decoding: source.skeleton.utf16.dropFirst(literal.offset).prefix(300), as: UTF16.self)
        return after.prefix { $0 != ")" }.contains("tableName:")
    }

    private static let packageKeyPattern = TextPattern(#"\blocalizer\(\s*""#)
    private static let namespacedKey = TextPattern(#"^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$"#)

    /// Best effort: literal namespaced keys passed to `localizer(` in package code must be in at
    /// least one app's Spanish table. / Claves literales usadas en el paquete: en alguna app.
    func keysUsedInPackage(_ tables: [StringsTable], _ repository: Repository) -> [Finding] {
        guard !tables.isEmpty else { return [] }
        let keys = tables.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        var findings: [Finding] = []
        for path in repository.packageSwiftFiles {
            for literal in repository.swiftSource(path).literals(after: Self.packageKeyPattern)
            where !literal.isInterpolated && Self.namespacedKey.firstMatch(in: literal.value) != nil
                && !keys.contains(literal.value)
            {
                findings.append(
                    finding(
                        Self.unknownKey, path, line: literal.line,
                        "localization key \"\(literal.value)\" is not in any app's es.lproj/Localizable.strings; add it to the app that shows this text"
                    ))
            }
        }
        return findings
    }
}
