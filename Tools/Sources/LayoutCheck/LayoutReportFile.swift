import Foundation

/// `layout-check`'s whole run as a JSON file (`layout-check --report FILE`), so the full pass runs
/// once: `.ci/run` writes it in `./Scripts/check` and `RepositoryLayoutTests` reads it (the file named
/// by `LAYOUT_CHECK_REPORT`) instead of laying every scene out again. The file records a digest of
/// what the pass read (`Apps/`, `Sources/`, `Tools/Sources/`): a report of another tree is refused.
/// La corrida completa de `layout-check` como archivo JSON, para que la pasada completa se haga una
/// vez: `.ci/run` la escribe en `./Scripts/check` y `RepositoryLayoutTests` la lee en vez de disponer
/// cada escena otra vez. Guarda un resumen de lo que leyó: un informe de otro árbol se rechaza.
public enum LayoutReportFile {
    /// The environment variable naming the report the tests read. / La variable con la ruta del informe.
    public static let environmentKey = "LAYOUT_CHECK_REPORT"

    public struct Failure: Error, CustomStringConvertible {
        public let description: String
    }

    struct Stored: Codable {
        var inputs: String
        var scenes: Int
        var layouts: Int
        var solves: Int
        var findings: [StoredFinding]
        /// Each suppressed finding with the line of its directive. / Cada hallazgo suprimido y su directiva.
        var suppressed: [StoredFinding]
    }

    struct StoredFinding: Codable {
        var rule: String
        var severity: String
        var path: String
        var line: Int
        var message: String
        var detail: String
        var configurations: [String]
        var directiveLine: Int?

        init(_ grouped: GroupedFinding, directiveLine: Int? = nil) {
            let finding = grouped.finding
            (rule, severity, path, line) = (finding.rule, finding.severity.rawValue, finding.path, finding.line)
            (message, detail, configurations) = (finding.message, finding.detail, grouped.configurations)
            self.directiveLine = directiveLine
        }

        func grouped() throws -> GroupedFinding {
            guard let severity = LayoutFinding.Severity(rawValue: severity) else {
                throw Failure(description: "unknown severity \(self.severity)")
            }
            return GroupedFinding(
                finding: LayoutFinding(rule, severity, path: path, line: line, message, detail: detail),
                configurations: configurations)
        }
    }

    /// Writes `report`, computed over `root`, to `url`. / Escribe el informe calculado sobre `root`.
    public static func write(_ report: LayoutRunner.Report, root: URL, to url: URL) throws {
        let stored = Stored(
            inputs: try inputsDigest(root: root), scenes: report.scenes, layouts: report.layouts,
            solves: report.solves, findings: report.findings.map { StoredFinding($0) },
            suppressed: report.suppressed.map { StoredFinding($0.finding, directiveLine: $0.suppression.line) })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(stored).write(to: url, options: .atomic)
    }

    /// The report at `url`, refused when it was computed over other inputs than `root`'s; each
    /// suppression is read again from its storyboard.
    /// El informe de `url`, rechazado si se calculó con otras entradas; cada supresión se relee.
    public static func read(_ url: URL, root: URL) throws -> LayoutRunner.Report {
        let stored = try JSONDecoder().decode(Stored.self, from: Data(contentsOf: url))
        guard stored.inputs == (try inputsDigest(root: root)) else {
            throw Failure(
                description: "\(url.path) was written for other sources: run `./Scripts/check --report FILE` again")
        }
        var report = LayoutRunner.Report()
        (report.scenes, report.layouts, report.solves) = (stored.scenes, stored.layouts, stored.solves)
        report.findings = try stored.findings.map { try $0.grouped() }
        let directives = try LayoutSuppressions(root: root, paths: Set(stored.suppressed.map(\.path)).sorted())
            .directives
        report.suppressed = try stored.suppressed.map { item in
            guard let directive = directives.first(where: { $0.path == item.path && $0.line == item.directiveLine })
            else { throw Failure(description: "no suppression at \(item.path):\(item.directiveLine ?? 0)") }
            return (try item.grouped(), directive)
        }
        return report
    }

    /// The report `LAYOUT_CHECK_REPORT` names, or nil when it is not set.
    /// El informe que nombra `LAYOUT_CHECK_REPORT`, o nil si no está definida.
    public static func fromEnvironment(root: URL) throws -> LayoutRunner.Report? {
        guard let path = ProcessInfo.processInfo.environment[environmentKey], !path.isEmpty else { return nil }
        return try read(URL(fileURLWithPath: path), root: root)
    }

    /// A digest (FNV-1a, 64 bits) of every path and text the pass may read: the storyboards, strings,
    /// Swift sources and JSON under `Apps/`, `Sources/` and `Tools/Sources/`.
    /// Un resumen de cada ruta y texto que la pasada puede leer.
    public static func inputsDigest(root: URL) throws -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        // Over the raw buffer: iterating `Data` byte by byte is slow in a debug build, where the tests
        // read the report. / Sobre el búfer: recorrer `Data` byte a byte es lento en depuración.
        func mix(_ bytes: Data) {
            bytes.withUnsafeBytes { buffer in
                for byte in buffer {
                    hash ^= UInt64(byte)
                    hash = hash &* 0x100_0000_01b3
                }
            }
        }
        let kinds: Set<String> = ["storyboard", "strings", "swift", "json"]
        for folder in ["Apps", "Sources", "Tools/Sources"] {
            let base = root.appendingPathComponent(folder)
            let walker = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
            let files = (walker?.compactMap { $0 as? URL } ?? []).filter { kinds.contains($0.pathExtension) }
            for file in files.map({ $0.standardizedFileURL.path }).sorted() {
                mix(Data(String(file.dropFirst(base.standardizedFileURL.path.count)).utf8))
                mix(try Data(contentsOf: URL(fileURLWithPath: file)))
            }
        }
        return String(hash, radix: 16)
    }
}
