import Foundation

/// Runs every check over a repository, applies the inline suppressions and formats the report.
/// Ejecuta todos los chequeos, aplica las supresiones en línea y da formato al informe.
public struct ProjectChecker {
    public let checks: [ProjectCheck]

    public static let allChecks: [ProjectCheck] = [
        StoryboardCheck(), ProjectFileCheck(), AssetCheck(), LocalizationCheck(), ModuleShapeCheck(),
        PrivacyManifestCheck(), SelfContainedCheck(),
    ]

    /// Every rule, in documentation order (the suppression rules last). / Todas las reglas.
    public static var allRules: [Rule] { allChecks.flatMap(\.rules) + Suppressions.rules }

    public init(checks: [ProjectCheck] = ProjectChecker.allChecks) {
        self.checks = checks
    }

    /// What one run found. / Lo que encontró una ejecución.
    public struct Report {
        /// Findings not suppressed, grouped by check, then by path and line. / Hallazgos activos.
        public let findings: [Finding]
        public let suppressed: [(finding: Finding, suppression: Suppression)]

        public var errors: Int { findings.filter { $0.severity == .error }.count }
        public var warnings: Int { findings.filter { $0.severity == .warning }.count }
    }

    /// The findings that remain after suppression. / Los hallazgos que quedan tras suprimir.
    public func run(on repository: Repository) -> [Finding] { report(on: repository).findings }

    public func report(on repository: Repository) -> Report {
        let found = checks.flatMap { check in check.run(on: repository).sorted(by: Self.order) }
        let checked = Set(checks.flatMap(\.rules).map(\.id))
        let directives = Suppressions(repository: repository, paths: found.map(\.path))
        let (active, suppressed) = directives.apply(to: found)
        let own = directives.findings(known: Set(Self.allRules.map(\.id)), checked: checked, used: suppressed)
        return Report(findings: active + own.sorted(by: Self.order), suppressed: suppressed)
    }

    /// By path, then line (a finding without a line first). / Por ruta y luego línea.
    static func order(_ a: Finding, _ b: Finding) -> Bool { (a.path, a.line ?? 0) < (b.path, b.line ?? 0) }

    /// The suppressions, one line each, then one summary line: counts per check.
    /// Las supresiones, una por línea, y una línea de resumen con las cuentas por chequeo.
    public func summary(of report: Report) -> String {
        let groups = checks.map(\.name) + [Suppressions.check]
        let counts = groups.map { name in "\(name) \(report.findings.filter { $0.check == name }.count)" }
        let listed = report.suppressed.map { finding, suppression in
            "suppressed: \(finding.path):\(finding.line ?? 1) [\(finding.rule)] \(suppression.reason)\n"
        }
        return listed.joined()
            + "project-checks: \(report.errors) error(s), \(report.warnings) warning(s), \(report.suppressed.count) suppressed (\(counts.joined(separator: ", ")))"
    }
}
