/// The command line of `defaults-probe`, parsed and validated in the package so it is tested.
/// `write <suite> notifications=true sounds=false autoSync=true` or `read <suite>`.
/// La línea de órdenes de `defaults-probe`, analizada y validada en el paquete para probarla.
public enum SettingsCommand: Equatable {
    case write(suite: String, values: [SettingKey: Bool])
    case read(suite: String)

    public static let usage = "usage: defaults-probe write <suite> <key>=<true|false>... | defaults-probe read <suite>"

    /// `arguments` without the program name. / `arguments` sin el nombre del programa.
    public static func parse(_ arguments: [String]) -> Result<SettingsCommand, SettingsCommandError> {
        guard arguments.count >= 2, !arguments[1].isEmpty else { return .failure(.usage) }
        let suite = arguments[1]
        switch arguments[0] {
        case "read" where arguments.count == 2:
            return .success(.read(suite: suite))
        case "write" where arguments.count > 2:
            var values: [SettingKey: Bool] = [:]
            for assignment in arguments.dropFirst(2) {
                switch parseAssignment(assignment) {
                case .success(let pair): values[pair.key] = pair.value
                case .failure(let error): return .failure(error)
                }
            }
            return .success(.write(suite: suite, values: values))
        default:
            return .failure(.usage)
        }
    }

    /// `key=true|false`. / `clave=true|false`.
    static func parseAssignment(_ text: String) -> Result<(key: SettingKey, value: Bool), SettingsCommandError> {
        let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 else { return .failure(.malformedAssignment(text)) }
        guard let key = SettingKey(rawValue: parts[0]) else { return .failure(.unknownKey(parts[0])) }
        switch parts[1] {
        case "true": return .success((key, true))
        case "false": return .success((key, false))
        default: return .failure(.notABoolean(parts[1]))
        }
    }

    /// The `read` output: one `key=value` line per setting. / La salida de `read`: una línea por ajuste.
    public static func output(of store: SettingsStore) -> String {
        store.values().map { "\($0.key.rawValue)=\($0.isOn)" }.joined(separator: "\n")
    }
}

/// What is wrong with a `defaults-probe` command line. / Qué falla en una orden de `defaults-probe`.
public enum SettingsCommandError: Error, Equatable, CustomStringConvertible {
    case usage
    case malformedAssignment(String)
    case unknownKey(String)
    case notABoolean(String)
    case unusableSuite(String)

    public var description: String {
        switch self {
        case .usage: return SettingsCommand.usage
        case .malformedAssignment(let text): return "expected <key>=<true|false>, got \"\(text)\""
        case .unknownKey(let key):
            let known = SettingKey.allCases.map(\.rawValue).joined(separator: ", ")
            return "unknown setting \"\(key)\" (known: \(known))"
        case .notABoolean(let value): return "\"\(value)\" is not true or false"
        case .unusableSuite(let suite): return "cannot open UserDefaults suite \"\(suite)\""
        }
    }
}
