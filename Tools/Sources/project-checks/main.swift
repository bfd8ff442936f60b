// Runs every project check on a repository and prints `path:line:col: error|warning: message [rule-id]`.
// Usage: project-checks [root, default "."]      exit 1 when there is an error (warnings do not fail)
//        project-checks [root] --write-docs      rewrites the rules section of docs/project-checks.md
// Ejecuta los chequeos; termina con 1 si hay algún error. `--write-docs` regenera la documentación.
import Foundation
import ProjectChecks

let arguments = CommandLine.arguments.dropFirst()
let root = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("--") } ?? ".")

if arguments.contains("--write-docs") {
    let url = root.appendingPathComponent(RuleCatalog.document)
    guard let text = try? String(contentsOf: url, encoding: .utf8), let updated = RuleCatalog.rewrite(text) else {
        print("project-checks: \(RuleCatalog.document) has no \(RuleCatalog.begin) … \(RuleCatalog.end) section")
        exit(1)
    }
    try Data(updated.utf8).write(to: url)
    print("project-checks: rewrote the rules section of \(RuleCatalog.document)")
    exit(0)
}

let checker = ProjectChecker()
let report = checker.report(on: Repository(root: root))
for finding in report.findings { print(finding) }
print(checker.summary(of: report))
exit(report.errors == 0 ? 0 : 1)
