import Foundation

/// One `.xcconfig` file read with its `#include`s: the assignments in the order Xcode applies them,
/// conditional ones (`KEY[sdk=iphoneos*][config=Debug]`) with their conditions.
/// Un archivo `.xcconfig` leído con sus `#include`: las asignaciones en el orden en que Xcode las
/// aplica, las condicionales con sus condiciones.
public struct XCConfigFile {
    public struct Assignment: Equatable {
        public let key: String
        public let value: String
        /// `sdk`, `config`, `arch`, `variant`… → pattern (`*` and `?`). Empty: always applies.
        public let conditions: [String: String]

        public init(key: String, value: String, conditions: [String: String] = [:]) {
            self.key = key
            self.value = value
            self.conditions = conditions
        }

        /// `KEY[sdk=iphoneos*][arch=arm64]` or `KEY[sdk=iphoneos*,arch=arm64]` → key and conditions;
        /// nil when the brackets do not parse. / Clave y condiciones; nil si no se entienden.
        static func parse(key text: String, value: String) -> Assignment? {
            guard let open = text.firstIndex(of: "[") else { return Assignment(key: text, value: value) }
            var conditions: [String: String] = [:]
            let rest = text[open...]
            guard rest.hasSuffix("]") else { return nil }
            let inner = rest.dropFirst().dropLast().replacingOccurrences(of: "][", with: ",")
            for part in inner.split(separator: ",") {
                let pair = part.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard pair.count == 2, !pair[0].isEmpty else { return nil }
                conditions[pair[0]] = pair[1]
            }
            return Assignment(
                key: String(text[..<open]).trimmingCharacters(in: .whitespaces), value: value, conditions: conditions)
        }
    }

    /// A missing required `#include` (at any depth) or an include loop: the file, line and reason.
    /// Un `#include` obligatorio que falta (a cualquier profundidad) o un ciclo: archivo, línea y motivo.
    public struct Problem: Equatable, CustomStringConvertible {
        public let path: String
        public let line: Int?
        public let reason: String
        public var description: String { path + (line.map { ":\($0)" } ?? "") + ": " + reason }
    }

    public let assignments: [Assignment]
    public let problems: [Problem]

    /// Reads `path` (repository-relative); `#include "x"` and `#include? "x"` are relative to the
    /// including file; a missing optional include is skipped, a missing required one is a problem.
    /// Lee `path`; los `#include` son relativos al archivo que incluye; falta uno obligatorio: problema.
    public init(path: String, repository: Repository, depth: Int = 0) {
        self.init(path: path, depth: depth, read: repository.text)
    }

    /// Reads a file by its absolute path. / Lee un archivo por su ruta absoluta.
    public init(url: URL) {
        self.init(path: url.path, depth: 0) { path in
            (try? Data(contentsOf: URL(fileURLWithPath: path))).flatMap { String(data: $0, encoding: .utf8) }
        }
    }

    init(path: String, depth: Int, read: (String) -> String?) {
        guard depth < 16 else {
            assignments = []
            problems = [Problem(path: path, line: nil, reason: "#include nested more than 16 deep (a loop?)")]
            return
        }
        guard let text = read(path) else {
            assignments = []
            problems = depth == 0 ? [Problem(path: path, line: nil, reason: "no such file")] : []
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        var result: [Assignment] = []
        var problems: [Problem] = []
        for (number, rawLine) in text.components(separatedBy: "\n").enumerated() {
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let included = Self.quoted(line) else { continue }
                let target = included.hasPrefix("/") || folder.isEmpty ? included : folder + "/" + included
                guard read(target) != nil else {
                    if !line.hasPrefix("#include?") {
                        problems.append(
                            Problem(path: path, line: number + 1, reason: "#include \"\(included)\": no such file"))
                    }
                    continue
                }
                let file = XCConfigFile(path: target, depth: depth + 1, read: read)
                result += file.assignments
                problems += file.problems
                continue
            }
            guard let equals = Self.assignmentSign(in: line) else { continue }
            var value = line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            // A trailing `;` is allowed and is not part of the value. / Un `;` final no es parte del valor.
            if value.hasSuffix(";") { value = String(value.dropLast()).trimmingCharacters(in: .whitespaces) }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, let assignment = Assignment.parse(key: key, value: value) else { continue }
            result.append(assignment)
        }
        assignments = result
        self.problems = problems
    }

    /// The `=` of an assignment, not one inside a condition's brackets. / El `=` fuera de los corchetes.
    private static func assignmentSign(in line: String) -> String.Index? {
        var depth = 0
        for index in line.indices {
            switch line[index] {
            case "[": depth += 1
            case "]": depth -= 1
            case "=" where depth == 0: return index
            default: break
            }
        }
        return nil
    }

    private static func withoutComment(_ line: String) -> String {
        guard let range = line.range(of: "//") else { return line }
        return String(line[..<range.lowerBound])
    }

    private static func quoted(_ line: String) -> String? {
        let parts = line.split(separator: "\"", omittingEmptySubsequences: false)
        return parts.count >= 3 ? String(parts[1]) : nil
    }
}

/// A target's build settings as Xcode evaluates them: one chain of assignments — project xcconfig,
/// project pbxproj settings, target xcconfig, target pbxproj settings, each file in its order — where
/// the newest assignment whose conditions match wins; `$(VAR)` / `${VAR}` expand, nested names
/// (`$(A_$(B))`) included; `$(inherited)` (and a setting naming itself) is the next matching
/// assignment below; operators `:default=`, `:lower`, `:upper`, `:identifier`, `:c99extidentifier`,
/// `:rfc1034identifier`, `:file`, `:base`, `:suffix` apply, any other is an error. Unknown variables
/// expand to nothing; `environment` supplies what Xcode itself defines (e.g. `XCODE_VERSION_MAJOR`).
/// A condition on a parameter the scope does not set (e.g. `arch` with no `arch`) does not match.
/// Los ajustes de un target como los evalúa Xcode: una cadena de asignaciones donde gana la más
/// nueva cuyas condiciones coinciden; se expanden las referencias; `$(inherited)` es la siguiente
/// más abajo; operadores conocidos o un error claro; lo desconocido queda vacío.
public struct BuildSettingsResolver {
    public enum EvaluationError: Error, CustomStringConvertible, Equatable {
        case cycle([String])
        case unsupportedOperator(setting: String, operator: String)
        case problems([String])

        public var description: String {
            switch self {
            case .cycle(let names): return "build setting cycle: \(names.joined(separator: " → "))"
            case .unsupportedOperator(let setting, let op):
                return "build setting \(setting): operator :\(op) is not supported by this evaluator"
            case .problems(let problems): return problems.joined(separator: "\n")
            }
        }
    }

    /// Lowest priority first. / La prioridad más baja primero.
    let chain: [XCConfigFile.Assignment]
    let environment: [String: String]
    /// The scope's condition parameters (`sdk`, `config`, `arch`…). / Los parámetros de condición.
    public let conditions: [String: String]
    /// Missing required `#include`s of the xcconfig files read. / `#include` obligatorios que faltan.
    public let problems: [String]

    /// Levels of plain settings, lowest first. / Niveles de ajustes sin condición, el más bajo primero.
    public init(levels: [[String: String]], environment: [String: String]) {
        self.init(
            chain: levels.flatMap { level in
                level.keys.sorted().compactMap { XCConfigFile.Assignment.parse(key: $0, value: level[$0] ?? "") }
            }, environment: environment)
    }

    public init(
        chain: [XCConfigFile.Assignment], environment: [String: String], conditions: [String: String] = [:],
        problems: [String] = []
    ) {
        self.chain = chain
        self.environment = environment
        self.conditions = conditions
        self.problems = problems
    }

    /// The chain of `target`'s configuration `name` in `project` (`.xcconfig` files read by absolute
    /// path); `conditions` gets `config` = `name`.
    /// La cadena de una configuración del target; `conditions` recibe `config` = `name`.
    public init(
        target: NativeTarget, configuration name: String, project: XcodeProject, environment: [String: String],
        conditions: [String: String] = [:]
    ) {
        let projectConfig = project.configurationObject(
            list: project.project["buildConfigurationList"] as? String, name: name)
        let targetConfig = project.configurationObject(list: target.configurationListID, name: name)
        var problems: [String] = []
        func xcconfig(_ config: [String: Any]?) -> [XCConfigFile.Assignment] {
            guard let id = config?["baseConfigurationReference"] as? String, project.objects[id] != nil else {
                return []
            }
            let file = XCConfigFile(url: project.sourceRoot.appendingPathComponent(project.path(ofGroup: id)))
            problems += file.problems.map(\.description)
            return file.assignments
        }
        func pbxproj(_ config: [String: Any]?) -> [XCConfigFile.Assignment] {
            let settings = config?["buildSettings"] as? [String: Any] ?? [:]
            // No order in a dictionary: conditional keys after the plain ones, so they win where they match.
            // Un diccionario no tiene orden: las claves condicionales después, para que ganen donde aplican.
            return settings.keys.sorted { ($0.contains("[") ? 1 : 0, $0) < ($1.contains("[") ? 1 : 0, $1) }.compactMap {
                key in
                let value = settings[key]
                guard let text = (value as? String) ?? (value as? [String])?.joined(separator: " ") else { return nil }
                return XCConfigFile.Assignment.parse(key: key, value: text)
            }
        }
        let chain = xcconfig(projectConfig) + pbxproj(projectConfig) + xcconfig(targetConfig) + pbxproj(targetConfig)
        let builtins = [
            "TARGET_NAME": target.name, "PROJECT_NAME": project.name, "CONFIGURATION": name,
            "PLATFORM_NAME": "iphoneos",
        ]
        self.init(
            chain: chain, environment: builtins.merging(environment) { $1 },
            conditions: conditions.merging(["config": name]) { old, _ in old }, problems: problems)
    }

    /// The expanded value of `key`, or nil if nothing sets it or on a cycle or unsupported operator;
    /// a missing `#include` leaves out what it would add (`evaluate` reports it).
    /// El valor expandido, o nil si nada lo define o ante un error; `evaluate` informa de los `#include`.
    public func value(_ key: String) -> String? {
        (try? value(key, below: chain.count, stack: [])) ?? nil
    }

    /// The expanded value of `key`, or nil if nothing sets it; throws on a missing required
    /// `#include`, a cycle or an unsupported operator.
    /// El valor expandido; lanza si falta un `#include`, hay un ciclo o un operador desconocido.
    public func evaluate(_ key: String) throws -> String? {
        guard problems.isEmpty else { throw EvaluationError.problems(problems) }
        return try value(key, below: chain.count, stack: [])
    }

    /// Whether an assignment's conditions match the scope. / Si las condiciones coinciden con el ámbito.
    func matches(_ assignment: XCConfigFile.Assignment) -> Bool {
        assignment.conditions.allSatisfy { parameter, pattern in
            conditions[parameter].map { Self.glob(pattern, matches: $0) } ?? false
        }
    }

    private func value(_ key: String, below top: Int, stack: [String]) throws -> String? {
        guard let index = chain[..<top].lastIndex(where: { $0.key == key && matches($0) }) else {
            return environment[key]
        }
        if top == chain.count {
            if stack.contains(key) { throw EvaluationError.cycle(stack + [key]) }
        }
        let text = try expand(chain[index].value, owner: key, at: index, stack: stack + [key])
        return text.trimmingCharacters(in: .whitespaces)
    }

    /// Expands every reference, innermost first. / Expande cada referencia, de dentro hacia fuera.
    private func expand(_ text: String, owner: String, at index: Int, stack: [String]) throws -> String {
        let characters = Array(text)
        var position = 0
        var output = ""
        while position < characters.count {
            let isReference =
                characters[position] == "$" && position + 1 < characters.count
                && (characters[position + 1] == "(" || characters[position + 1] == "{")
            guard isReference, let end = Self.closing(characters, from: position + 1) else {
                output.append(characters[position])
                position += 1
                continue
            }
            let inner = try expand(String(characters[(position + 2)..<end]), owner: owner, at: index, stack: stack)
            let parts = inner.components(separatedBy: ":")
            let name = parts[0]
            let found =
                name == "inherited" || name == owner
                ? try value(owner, below: index, stack: stack)
                : try value(name, below: chain.count, stack: stack)
            output += try Self.apply(parts.dropFirst(), to: found ?? "", setting: name)
            position = end + 1
        }
        return output
    }

    /// The operators of `$(NAME:op:op=…)`. / Los operadores de `$(NAME:op)`.
    static func apply(_ operators: ArraySlice<String>, to value: String, setting: String) throws -> String {
        try operators.reduce(value) { value, op in
            if op.hasPrefix("default=") { return value.isEmpty ? String(op.dropFirst("default=".count)) : value }
            let file = (value as NSString).lastPathComponent
            switch op {
            case "lower": return value.lowercased()
            case "upper": return value.uppercased()
            case "identifier", "c99extidentifier":
                let mapped = String(value.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
                return mapped.first?.isNumber == true ? "_" + mapped : mapped
            case "rfc1034identifier":
                return String(value.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "-" })
            case "file": return file
            case "base": return (file as NSString).deletingPathExtension
            case "suffix":
                let ext = (file as NSString).pathExtension
                return ext.isEmpty ? "" : "." + ext
            default: throw EvaluationError.unsupportedOperator(setting: setting, operator: op)
            }
        }
    }

    /// `*` and `?` patterns, as Xcode's conditions use them. / Patrones `*` y `?` de las condiciones.
    static func glob(_ pattern: String, matches text: String) -> Bool {
        let pattern = Array(pattern)
        let text = Array(text)
        func match(_ p: Int, _ t: Int) -> Bool {
            if p == pattern.count { return t == text.count }
            if pattern[p] == "*" { return (t...text.count).contains { match(p + 1, $0) } }
            return t < text.count && (pattern[p] == "?" || pattern[p] == text[t]) && match(p + 1, t + 1)
        }
        return match(0, 0)
    }

    /// The index of the bracket closing the one at `open`. / El índice del paréntesis que cierra.
    private static func closing(_ characters: [Character], from open: Int) -> Int? {
        let opening = characters[open]
        let close: Character = opening == "(" ? ")" : "}"
        var level = 0
        for index in open..<characters.count {
            if characters[index] == opening { level += 1 }
            if characters[index] == close {
                level -= 1
                if level == 0 { return index }
            }
        }
        return nil
    }
}

extension XcodeProject {
    /// The raw build configuration called `name` in a configuration list. / La configuración cruda.
    func configurationObject(list id: String?, name: String) -> [String: Any]? {
        guard let id, let list = objects[id] else { return nil }
        return Self.references(list["buildConfigurations"]).lazy.compactMap { self.objects[$0] }
            .first { $0["name"] as? String == name }
    }
}
