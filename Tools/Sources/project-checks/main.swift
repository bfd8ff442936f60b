// Runs the storyboard, project-file, asset and localization checks on a repository.
// Usage: swift run project-checks [repository root, default "."]; exit 1 on any finding.
// Ejecuta los chequeos sobre un repositorio; termina con 1 si hay algún hallazgo.
import Foundation
import ProjectChecks

let root = CommandLine.arguments.dropFirst().first ?? "."
let repository = Repository(root: URL(fileURLWithPath: root))
let checker = ProjectChecker()
let findings = checker.run(on: repository)
for finding in findings { print(finding) }
print(checker.summary(of: findings))
exit(findings.isEmpty ? 0 : 1)
