import Foundation

/// One `.xcconfig` file read with its `#include`s: the assignments in the order Xcode applies them.
/// Un archivo `.xcconfig` leído con sus `#include`: las asignaciones en el orden en que Xcode las aplica.
public struct XCConfigFile {
    public struct Assignment: Equatable {
        public let key: String
        public let value: String
    }

    public let assignments: [Assignment]

    /// Reads `path` (repository-relative); `#include "x"` and `#include? "x"` are relative to the
    /// including file; a missing optional include is skipped. Settings with a condition
    /// (`KEY[sdk=…]`) are left out: the checks reason about the unconditional value.
    /// Lee `path`; los `#include` son relativos al archivo que incluye; los ajustes con condición se omiten.
    public init(path: String, repository: Repository, depth: Int = 0) {
        guard depth < 16, let text = repository.text(path) else {
            assignments = []
            return
        }
        let folder = (path as NSString).deletingLastPathComponent
        var result: [Assignment] = []
        for rawLine in text.components(separatedBy: "\n") {
            let line = Self.withoutComment(rawLine).trimmingCharacters(in: .whitespaces)
            if line.hasPrefix("#include") {
                guard let included = Self.quoted(line) else { continue }
                let target = folder.isEmpty ? included : folder + "/" + included
                result += XCConfigFile(path: target, repository: repository, depth: depth + 1).assignments
                continue
            }
            guard let equals = line.firstIndex(of: "=") else { continue }
            let key = line[..<equals].trimmingCharacters(in: .whitespaces)
            guard !key.isEmpty, !key.contains("[") else { continue }
            result.append(
                Assignment(key: key, value: line[line.index(after: equals)...].trimmingCharacters(in: .whitespaces)))
        }
        assignments = result
    }

    /// The settings, the last assignment of a key winning, `$(inherited)` kept for the resolver.
    /// Los ajustes; gana la última asignación de cada clave.
    public var settings: [String: String] {
        var settings: [String: String] = [:]
        for assignment in assignments {
            // Within one file `$(inherited)` refers to the earlier assignment. / Se refiere a la anterior.
            let earlier = settings[assignment.key]
            settings[assignment.key] =
                earlier.map { assignment.value.replacingOccurrences(of: "$(inherited)", with: $0) }
                ?? assignment.value
        }
        return settings
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

/// A target's build settings as Xcode layers them — project xcconfig, project pbxproj settings,
/// target xcconfig, target pbxproj settings, each above the one before — with `$(VAR)` / `${VAR}`
/// references expanded, nested names (`$(A_$(B))`) included, and `$(inherited)` the level below.
/// Unknown variables expand to nothing, as in Xcode. `environment` supplies what Xcode itself
/// defines (e.g. `XCODE_VERSION_MAJOR`).
/// Los ajustes de un target por niveles, como Xcode: xcconfig y pbxproj del proyecto, xcconfig y
/// pbxproj del target; las referencias se expanden, también las anidadas; lo desconocido queda vacío.
public struct BuildSettingsResolver {
    /// Lowest level first. / El nivel más bajo primero.
    let levels: [[String: String]]
    let environment: [String: String]

    public init(levels: [[String: String]], environment: [String: String]) {
        self.levels = levels
        self.environment = environment
    }

    /// The levels of `target`'s configuration `name` in `project`. / Los niveles de una configuración.
    public init(
        target: NativeTarget, configuration name: String, project: XcodeProject, repository: Repository,
        environment: [String: String]
    ) {
        let projectConfig = project.configurationObject(
            list: project.project["buildConfigurationList"] as? String, name: name)
        let targetConfig = project.configurationObject(list: target.configurationListID, name: name)
        func xcconfig(_ config: [String: Any]?) -> [String: String] {
            guard let id = config?["baseConfigurationReference"] as? String, project.objects[id] != nil else {
                return [:]
            }
            let file = ProjectFileCheck.repositoryRelative(
                project.sourceRoot.appendingPathComponent(project.path(ofGroup: id)), root: repository.root)
            return XCConfigFile(path: file, repository: repository).settings
        }
        func pbxproj(_ config: [String: Any]?) -> [String: String] {
            let settings = config?["buildSettings"] as? [String: Any] ?? [:]
            return settings.compactMapValues { value in
                (value as? String) ?? (value as? [String])?.joined(separator: " ")
            }
        }
        self.init(
            levels: [xcconfig(projectConfig), pbxproj(projectConfig), xcconfig(targetConfig), pbxproj(targetConfig)],
            environment: environment)
    }

    /// The expanded value of `key`, or nil if no level sets it. / El valor expandido, o nil.
    public func value(_ key: String) -> String? {
        value(key, below: levels.count, depth: 0)
    }

    private func value(_ key: String, below top: Int, depth: Int) -> String? {
        guard depth < 32 else { return nil }
        for index in stride(from: top - 1, through: 0, by: -1) {
            guard let raw = levels[index][key] else { continue }
            let inherited = raw.contains("$(inherited)") ? value(key, below: index, depth: depth + 1) ?? "" : ""
            return expand(raw.replacingOccurrences(of: "$(inherited)", with: inherited), depth: depth + 1)
        }
        return environment[key]
    }

    /// Expands every reference, innermost first. / Expande cada referencia, de dentro hacia fuera.
    func expand(_ text: String, depth: Int) -> String {
        let characters = Array(text)
        var index = 0
        var output = ""
        while index < characters.count {
            let isReference =
                characters[index] == "$" && index + 1 < characters.count
                && (characters[index + 1] == "(" || characters[index + 1] == "{")
            guard isReference, let end = Self.closing(characters, from: index + 1) else {
                output.append(characters[index])
                index += 1
                continue
            }
            let inner = expand(String(characters[(index + 2)..<end]), depth: depth)
            output += value(inner, below: levels.count, depth: depth + 1) ?? ""
            index = end + 1
        }
        return output
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
    /// The raw `XCBuildConfiguration` called `name` in a configuration list. / La configuración cruda.
    func configurationObject(list id: String?, name: String) -> [String: Any]? {
        guard let id, let list = objects[id] else { return nil }
        return Self.references(list["buildConfigurations"]).lazy.compactMap { self.objects[$0] }
            .first { $0["name"] as? String == name }
    }
}
