import Foundation

/// One problem found by a check: which check, which file (relative to the repository root),
/// optionally which line, and an actionable message.
/// Un problema encontrado por un chequeo: qué chequeo, qué archivo (relativo a la raíz del
/// repositorio), opcionalmente qué línea, y un mensaje que dice qué hacer.
public struct Finding: Equatable, Hashable, CustomStringConvertible {
    public let check: String
    public let path: String
    public let line: Int?
    public let message: String

    public init(check: String, path: String, line: Int? = nil, message: String) {
        self.check = check
        self.path = path
        self.line = line
        self.message = message
    }

    /// `path[:line]: [check] message`, the format printed by `project-checks`.
    /// `ruta[:línea]: [chequeo] mensaje`, el formato que imprime `project-checks`.
    public var description: String {
        let location = line.map { "\(path):\($0)" } ?? path
        return "\(location): [\(check)] \(message)"
    }
}

/// A small, separately testable check over the repository model.
/// Un chequeo pequeño, comprobable por separado, sobre el modelo del repositorio.
public protocol ProjectCheck {
    /// Short name printed between brackets, e.g. `storyboard`. / Nombre corto entre corchetes.
    var name: String { get }
    func run(on repository: Repository) -> [Finding]
}

extension ProjectCheck {
    /// A finding attributed to this check. / Un hallazgo atribuido a este chequeo.
    func finding(_ path: String, line: Int? = nil, _ message: String) -> Finding {
        Finding(check: name, path: path, line: line, message: message)
    }
}
