import Foundation
import LayoutCheck

// `swift run --package-path Tools layout-check [--out DIR] [--report FILE] [--root DIR] [STORYBOARD…]`: lays out
// every storyboard scene under Apps/ for each device, orientation and text size of the committed
// table, prints findings as `path:line:col: error|warning: message [rule-id]` and a summary, and
// with --out writes one SVG per scene × configuration and an index.html. Exit 1 on errors.
// `--write-docs` rewrites docs/layout.md's generated tables; `--check-docs` exits 1 when they are stale.
// `--report FILE` also writes the whole run as JSON (LayoutReportFile: `RepositoryLayoutTests` reads it
// in `.ci/run`, so the full pass runs once).
// Dispone cada escena de los storyboards de Apps/ en cada dispositivo, orientación y tamaño de
// texto; imprime los hallazgos y un resumen; con --out escribe un SVG por configuración y un
// index.html. Sale con 1 si hay errores. `--write-docs` reescribe las tablas generadas de
// docs/layout.md; `--check-docs` sale con 1 si están desactualizadas. `--report FILE` escribe además
// la corrida en JSON (`RepositoryLayoutTests` la lee en `.ci/run`: la pasada completa se hace una vez).

var arguments = Array(CommandLine.arguments.dropFirst())
var out: URL?
var root = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
var paths: [String] = []
var framesOf: String?
var refresh = false
var docs: String?
var reportFile: URL?
while !arguments.isEmpty {
    let argument = arguments.removeFirst()
    switch argument {
    case "--out" where !arguments.isEmpty: out = URL(fileURLWithPath: arguments.removeFirst())
    case "--report" where !arguments.isEmpty: reportFile = URL(fileURLWithPath: arguments.removeFirst())
    case "--root" where !arguments.isEmpty: root = URL(fileURLWithPath: arguments.removeFirst())
    case "--frames" where !arguments.isEmpty: framesOf = arguments.removeFirst()
    case "--refresh-fingerprints": refresh = true
    case "--write-docs", "--check-docs": docs = argument
    case "--help", "-h":
        print(
            "usage: layout-check [--out DIR] [--report FILE] [--root REPOSITORY] [--frames CONFIGURATION] [--refresh-fingerprints] [--write-docs | --check-docs] [Apps/…/X.storyboard …]"
        )
        exit(0)
    case let option where option.hasPrefix("-"):
        FileHandle.standardError.write(Data("layout-check: unknown option \(option) (see --help)\n".utf8))
        exit(2)
    default: paths.append(argument)
    }
}
// Run from Tools/ (swift run --package-path keeps the caller's directory, but be kind).
// Si se corre desde Tools/, sube a la raíz.
if !FileManager.default.fileExists(atPath: root.appendingPathComponent("Apps").path) {
    root = root.deletingLastPathComponent()
}
// A report is of the whole repository. / Un informe es de todo el repositorio.
if reportFile != nil && !paths.isEmpty {
    FileHandle.standardError.write(Data("layout-check: --report covers every storyboard; name none\n".utf8))
    exit(2)
}
// A storyboard named on the command line must exist. / Un storyboard nombrado debe existir.
for path in paths where !FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) {
    FileHandle.standardError.write(Data("layout-check: no such storyboard: \(path)\n".utf8))
    exit(2)
}
do {
    if let out { try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true) }
    if refresh {
        // After reviewing the mirrors (Mirrors/): store their sources' current fingerprints.
        // Tras revisar los espejos: guarda la huella actual de sus fuentes.
        for line in try CodeMirror.refreshFingerprints(root: root) { print(line) }
        print("layout-check: fingerprints written to \(CodeMirror.fingerprintsFile)")
        exit(0)
    }
    let runner = LayoutRunner(root: root, catalog: try DeviceCatalog.bundled(), facts: try RuntimeFacts.bundled())
    if let docs {
        // docs/layout.md's tables from the model (LayoutDocTables). / Las tablas de docs/layout.md.
        let tables = LayoutDocTables(runner: runner)
        let url = root.appendingPathComponent(LayoutDocTables.document)
        let document = LayoutDocTables.document
        do {
            if docs == "--write-docs" {
                print("layout-check: \(document) \(try tables.update(url) ? "rewritten" : "was up to date")")
            } else if try tables.isStale(url) {
                print("layout-check: \(document)'s tables are stale; run `\(LayoutDocTables.command)`")
                exit(1)
            } else {
                print("layout-check: \(document)'s tables are up to date")
            }
        } catch let failure as LayoutDocMarkers.Failure {
            FileHandle.standardError.write(Data("\(document): \(failure)\n".utf8))
            exit(2)
        }
        exit(0)
    }
    if let framesOf {
        // Debugging aid: every frame of each scene in one configuration (its slug, e.g. se1-port-AX5).
        // Ayuda de depuración: cada marco de cada escena en una configuración.
        for line in try runner.frames(paths: paths, slug: framesOf) { print(line) }
        exit(0)
    }
    let report = try runner.run(paths: paths.isEmpty ? nil : paths, out: out)
    // The whole run of the whole repository, for the tests to read. / La corrida, para las pruebas.
    if let reportFile { try LayoutReportFile.write(report, root: root, to: reportFile) }
    for finding in report.findings { print(finding) }
    for (finding, suppression) in report.suppressed {
        print(
            "suppressed: \(finding.finding.path):\(finding.finding.line) [\(finding.finding.rule)] \(suppression.reason)"
        )
    }
    print(
        "layout-check: \(report.scenes) scenes × configurations = \(report.layouts) layouts (\(report.solves) solves); "
            + "\(report.errors) error(s), \(report.warnings) warning(s), \(report.suppressed.count) suppressed"
            + (out.map { "; pictures in \($0.path)/index.html" } ?? ""))
    exit(report.errors > 0 ? 1 : 0)
} catch {
    FileHandle.standardError.write(Data("layout-check: \(error)\n".utf8))
    exit(2)
}
