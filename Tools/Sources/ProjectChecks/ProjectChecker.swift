import Foundation

/// Runs every check over a repository and formats the report.
/// Ejecuta todos los chequeos sobre un repositorio y da formato al informe.
public struct ProjectChecker {
    public let checks: [ProjectCheck]

    public static let allChecks: [ProjectCheck] = [
        StoryboardCheck(), ProjectFileCheck(), AssetCheck(), LocalizationCheck(), ModuleShapeCheck(),
        PrivacyManifestCheck(), SelfContainedCheck(),
    ]

    public init(checks: [ProjectCheck] = ProjectChecker.allChecks) {
        self.checks = checks
    }

    /// Every finding, grouped by check then sorted by path and line.
    /// Todos los hallazgos, por chequeo y luego por ruta y línea.
    public func run(on repository: Repository) -> [Finding] {
        checks.flatMap { check in
            check.run(on: repository).sorted { ($0.path, $0.line ?? 0) < ($1.path, $1.line ?? 0) }
        }
    }

    /// One summary line: counts per check. / Una línea de resumen: cuentas por chequeo.
    public func summary(of findings: [Finding]) -> String {
        let counts = checks.map { check in "\(check.name) \(findings.filter { $0.check == check.name }.count)" }
        let verdict = findings.isEmpty ? "OK" : "\(findings.count) finding(s)"
        return "project-checks: \(verdict) (\(counts.joined(separator: ", ")))"
    }
}
