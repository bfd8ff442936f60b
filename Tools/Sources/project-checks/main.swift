// Runs every project check on a repository and prints `path:line:col: error|warning: message [rule-id]`.
// Ejecuta los chequeos; termina con 1 si hay algún error. `--write-docs` regenera la documentación.
import Foundation
import ProjectChecks

let usage = """
    usage: project-checks [root] [--write-docs]
      root           the repository to check (default: the current folder)
      --write-docs   rewrite the generated rules section of docs/project-checks.md
      --help         print this text
    Exit status: 0 no error (warnings do not fail), 1 an error was found, 2 a wrong option.
    """

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "--write-docs" }) {
    FileHandle.standardError.write(Data("project-checks: unknown option \(unknown)\n\(usage)\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: arguments.first { !$0.hasPrefix("-") } ?? ".")

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
