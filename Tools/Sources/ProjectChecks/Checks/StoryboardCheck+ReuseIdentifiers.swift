import Foundation

/// Cells dequeued by identifier: the identifier — a literal, or a `static let` string constant named
/// as `Type.name`, `Self.name` or `name` — is registered in code or is the `reuseIdentifier` of a
/// cell in a storyboard or xib of the target; else the dequeue crashes. Identifiers built at run
/// time (`String(describing:)`) are not judged.
/// Celdas pedidas por identificador: el identificador (literal o constante `static let`) está
/// registrado en código o es el `reuseIdentifier` de una celda de un storyboard o xib del target.
extension StoryboardCheck {
    private static let dequeuePattern = TextPattern(
        #"\.dequeueReusable(?:Cell|HeaderFooterView|SupplementaryView)\([^)]*?with(?:Reuse)?Identifier:\s*([^,)]+)"#)
    private static let registerPattern = TextPattern(#"\.register\([^)]*?ReuseIdentifier:\s*([^,)]+)"#)
    private static let constantPattern = TextPattern(
        #"\bstatic\s+let\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?::\s*String\s*)?=\s*""#)

    func reuseIdentifiers(_ context: AppContext) -> [Finding] {
        let sources = context.app.swiftFiles.map { (path: $0, source: context.repository.swiftSource($0)) }
        var constants: [String: String] = [:]  // "Type.name" → value
        var registered: Set<String> = []
        for (_, source) in sources {
            for match in Self.constantPattern.matches(in: source.skeleton) {
                let quote = match.range.location + match.range.length - 1
                guard let owner = source.innermostType(containing: quote), let literal = source.literal(at: quote),
                    !literal.isInterpolated
                else { continue }
                constants["\(owner.name).\(match[1])"] = literal.value
            }
        }
        func identifier(_ group: NSRange, in source: SwiftSource) -> String? {
            if let literal = source.literal(at: group.location) { return literal.isInterpolated ? nil : literal.value }
            let expression = (source.skeleton as NSString).substring(with: group).trimmingCharacters(in: .whitespaces)
            let parts = expression.split(separator: ".").map(String.init)
            let owner =
                parts.count == 2 && parts[0] != "Self"
                ? parts[0] : source.innermostType(containing: group.location)?.name
            return owner.flatMap { constants["\($0).\(parts.last ?? "")"] }
        }
        for (_, source) in sources {
            for match in Self.registerPattern.matches(in: source.skeleton) {
                registered.insert(identifier(match.groupRanges[0], in: source) ?? "")
            }
        }
        let prototypes = context.values(of: "reuseIdentifier", on: nil)
        return sources.flatMap { path, source in
            Self.dequeuePattern.matches(in: source.skeleton).compactMap { match -> Finding? in
                guard let value = identifier(match.groupRanges[0], in: source), !registered.contains(value),
                    !prototypes.contains(value)
                else { return nil }
                return finding(
                    Self.reuseIdentifier, path, line: source.line(of: match.range.location),
                    "cell identifier \"\(value)\" is not the reuseIdentifier of any cell in the storyboards/xibs of target \(context.app.name), nor registered in code; the dequeue would crash — fix the identifier or the prototype"
                )
            }
        }
    }
}
