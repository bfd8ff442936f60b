import Foundation

/// The view controller files the Estados and Productos runtime decisions and screen states mirror
/// (`ScreenDecisions.swift`, `SceneState.swift`), fingerprinted like the code mirrors: SHA-256 of
/// their trimmed code lines (`pattern`, the mirrors' own: every line but blank ones and comments), stored in `MirrorFingerprints`. When
/// those lines change, the check fails with `layout-mirror-stale` until the decisions are reviewed and
/// `swift run --package-path Tools layout-check --refresh-fingerprints` stores the new fingerprints.
/// Los archivos que reproducen las decisiones y estados de Estados y Productos, con huella como los
/// espejos: si cambian esas líneas, el chequeo falla hasta revisar las decisiones y refrescar la huella.
public enum DecisionFingerprints {
    public static let sources = [
        "Apps/Estados/Estados/EstadosViewController.swift",
        "Apps/Estados/Estados/EstadosViewController+Layout.swift",
        "Apps/Estados/Estados/KeyboardAvoider.swift",
        "Apps/Productos/Productos/ProductosViewController.swift",
        "Apps/Productos/Productos/ProductosViewController+Layout.swift",
    ]

    /// The lines the decisions depend on: every code line, as for the mirrors.
    /// Las líneas de las que dependen las decisiones: todas las de código.
    public static let pattern = CodeMirror.fingerprintPattern

    /// The matching lines, trimmed, with their 1-based numbers. / Las líneas que coinciden.
    public static func lines(_ text: String) -> [(line: Int, text: String)] {
        let regex = try? NSRegularExpression(pattern: pattern)
        return text.components(separatedBy: "\n").enumerated().compactMap { index, raw in
            let line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.hasPrefix("//"),
                regex?.firstMatch(in: line, range: NSRange(line.startIndex..., in: line)) != nil
            else { return nil }
            return (index + 1, line)
        }
    }

    public static func fingerprint(_ text: String) -> String {
        SHA256.hex(lines(text).map(\.text).joined(separator: "\n"))
    }

    /// Each source's current fingerprint, sorted by path; a source missing under `root` (a scratch
    /// copy holding only some files) is left out. / La huella actual de cada fuente presente.
    public static func current(root: URL) throws -> [(source: String, fingerprint: String)] {
        try sources.sorted().compactMap { source in
            let url = root.appendingPathComponent(source)
            guard FileManager.default.fileExists(atPath: url.path) else { return nil }
            return (source, fingerprint(try String(contentsOf: url, encoding: .utf8)))
        }
    }

    /// One `layout-mirror-stale` error per source whose fingerprint is not the stored one.
    /// Un error por fuente cuya huella no es la guardada.
    public static func staleness(root: URL, stored: [String: String] = MirrorFingerprints.stored) throws
        -> [LayoutFinding]
    {
        try sources.compactMap { source in
            let text = try String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
            guard stored[source] != fingerprint(text) else { return nil }
            return LayoutFinding(
                "layout-mirror-stale", .error, path: source, line: lines(text).first?.line ?? 1,
                "the runtime decisions mirroring \(source) are stale: review ScreenDecisions.swift and "
                    + "SceneState.swift, then run `swift run --package-path Tools layout-check --refresh-fingerprints`")
        }
    }
}
