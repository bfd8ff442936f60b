import Foundation

/// How a finding counts: an error fails the run, a warning is printed and does not.
/// Cómo cuenta un hallazgo: un error hace fallar la ejecución, un aviso se imprime y no.
public enum Severity: String, Equatable, Hashable {
    case error, warning
}

/// One problem found by a rule: which rule, which file (relative to the repository root), where in
/// it (line and column, when the rule knows them) and an actionable message.
/// Un problema encontrado por una regla: qué regla, qué archivo (relativo a la raíz), dónde (línea y
/// columna, si la regla las conoce) y un mensaje que dice qué hacer.
public struct Finding: Equatable, Hashable, CustomStringConvertible {
    public let rule: String
    public let severity: Severity
    /// The check that owns the rule (`storyboard`, `project`…). / El chequeo dueño de la regla.
    public let check: String
    public let path: String
    public let line: Int?
    public let column: Int?
    public let message: String

    public init(rule: Rule, path: String, line: Int? = nil, column: Int? = nil, message: String) {
        self.rule = rule.id
        severity = rule.severity
        check = rule.check
        self.path = path
        self.line = line
        self.column = column
        self.message = message
    }

    /// `path:line:col: error: message [rule-id]`, which Xcode and GitHub annotate; a finding about
    /// the whole file points at its line 1, column 1.
    /// El formato que anotan Xcode y GitHub; un hallazgo sobre todo el archivo apunta a la línea 1.
    public var description: String {
        "\(path):\(line ?? 1):\(column ?? 1): \(severity.rawValue): \(message) [\(rule)]"
    }
}

/// A small, separately testable check over the repository model, and the rules it reports.
/// Un chequeo pequeño, comprobable por separado, sobre el modelo del repositorio, y sus reglas.
public protocol ProjectCheck {
    /// Short name of the group, e.g. `storyboard`. / Nombre corto del grupo.
    var name: String { get }
    /// Every rule this check reports, in documentation order. / Las reglas que informa.
    var rules: [Rule] { get }
    func run(on repository: Repository) -> [Finding]
}

extension ProjectCheck {
    /// A finding of one of this check's rules. / Un hallazgo de una de las reglas del chequeo.
    func finding(_ rule: Rule, _ path: String, line: Int? = nil, _ message: String) -> Finding {
        Finding(rule: rule, path: path, line: line, message: message)
    }
}
