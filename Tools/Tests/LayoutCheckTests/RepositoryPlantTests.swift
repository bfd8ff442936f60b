import Foundation
import LayoutCheck
import ToolsTestSupport
import XCTest

/// The issues' planted defects (issue 25's seven, issue 32's three), each in a scratch copy of the real repository, found by the
/// `layout-check` executable the way a developer runs it (`--root <copy> <storyboard>`), named by
/// rule id and storyboard id; the same storyboard unplanted has no finding.
/// Los defectos sembrados, cada uno en una copia del repositorio real, hallados por el
/// ejecutable `layout-check` como lo corre quien desarrolla, con su regla y su id de storyboard; el
/// mismo storyboard sin sembrar no tiene hallazgos.
final class RepositoryPlantTests: XCTestCase {
    private static let album = "Apps/TestApp/Album/Base.lproj/Album.storyboard"
    private static let map = "Apps/TestApp/Map/Base.lproj/Map.storyboard"
    private static let estados = "Apps/Estados/Base.lproj/Main.storyboard"
    private static let components = "Apps/TestApp/UIComponents/Base.lproj/UIComponents.storyboard"

    private var scratch: TemporaryDirectory!

    override func setUpWithError() throws {
        scratch = try TemporaryDirectory()
        try Shell.copyTrackedFiles(to: scratch.url)
    }

    override func tearDown() { scratch = nil }

    /// `.build/<config>/layout-check`, beside the test bundle. / Junto al bundle de pruebas.
    private func executable() throws -> URL {
        guard let url = TestPaths.builtExecutable("layout-check") else {
            // In CI the executable must be there: a skip would hide the plants. / En CI no se omite.
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("layout-check was not built next to the tests")
            }
            throw XCTSkip("layout-check was not built next to the tests")
        }
        return url
    }

    /// Runs the executable on one storyboard of the copy; the finding lines and the exit status.
    /// Corre el ejecutable sobre un storyboard de la copia; las líneas de hallazgos y el estado.
    private func check(_ storyboard: String) throws -> (status: Int32, findings: [String]) {
        let result = try run(storyboard)
        return (result.status, result.lines.filter { $0.hasPrefix(storyboard + ":") })
    }

    /// Runs the executable on one storyboard of the copy; every line it prints and the exit status.
    /// Corre el ejecutable sobre un storyboard de la copia; cada línea y el estado.
    private func run(_ storyboard: String) throws -> (status: Int32, lines: [String]) {
        let result = try Shell.run(["--root", scratch.url.path, storyboard], executable: executable())
        return (result.status, result.output.split(separator: "\n").map(String.init))
    }

    /// The unplanted copy's exit status and finding lines, from the full pass's report in `.ci/run`
    /// (`LAYOUT_CHECK_REPORT`, refused if written for other sources: the copy holds the same files, and
    /// a storyboard's scenes are laid out alike alone or in the full pass, with the same sources' checks
    /// or stricter), else from the executable on `storyboard`, so each test runs the executable once.
    /// El estado y los hallazgos de la copia sin sembrar: del informe de la pasada completa en `.ci/run`,
    /// si no, del ejecutable; así cada prueba corre el ejecutable una vez.
    private func unplanted(_ storyboard: String) throws -> (status: Int32, lines: [String]) {
        if let report = try LayoutReportFile.fromEnvironment(root: TestPaths.repositoryRoot) {
            return (report.errors > 0 ? 1 : 0, report.findings.map(\.description))
        }
        return try run(storyboard)
    }

    /// Replaces `old` (which must occur exactly once) in the copy's `path`.
    /// Reemplaza `old` (que debe aparecer una sola vez) en `path` de la copia.
    private func plant(_ path: String, replacing old: String, with new: String) throws {
        let url = scratch.url.appendingPathComponent(path)
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertEqual(text.components(separatedBy: old).count, 2, "\(old) must occur once in \(path)")
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    /// The line `path` with `id="<id>"` has been removed from. / Quita la línea con ese id.
    private func remove(_ path: String, id: String) throws {
        let url = scratch.url.appendingPathComponent(path)
        let lines = try String(contentsOf: url, encoding: .utf8).components(separatedBy: "\n")
        let kept = lines.filter { !$0.contains("id=\"\(id)\"") }
        XCTAssertEqual(lines.count - kept.count, 1, "\(id) must be on one line of \(path)")
        try kept.joined(separator: "\n").write(to: url, atomically: true, encoding: .utf8)
    }

    /// The findings of `rule`, after asserting the unplanted storyboard had none and exit 1 now.
    private func planted(_ storyboard: String, rule: String, plant: () throws -> Void) throws -> [String] {
        let clean = try unplanted(storyboard)
        let findings = clean.lines.filter { $0.hasPrefix(storyboard + ":") }
        XCTAssertEqual(clean.status, 0, findings.joined(separator: "\n"))
        // Borderline warnings of today's storyboard (docs/layout.md, "Warnings today") are not findings
        // of the plant. / Los avisos "al límite" de hoy no son hallazgos de la siembra.
        XCTAssertEqual(findings.filter { !$0.contains(" is borderline: ") }, [])
        try plant()
        let result = try check(storyboard)
        let errors = result.findings.contains { $0.contains(": error: ") }
        XCTAssertEqual(result.status, errors ? 1 : 0, "errors fail the check, warnings alone do not")
        let matching = result.findings.filter { $0.hasSuffix("[\(rule)]") }
        XCTAssertFalse(matching.isEmpty, "no [\(rule)] in:\n" + result.findings.joined(separator: "\n"))
        return matching
    }

    /// A source plant (`path` edited or written by `plant`): the executable, run on one storyboard,
    /// makes the sources' checks of the full run; the lines of `rule` at `path`, after asserting the
    /// unplanted copy had none and the planted one exits 1.
    /// Una siembra en una fuente: el ejecutable hace los chequeos de fuentes de la corrida completa.
    private func plantedSource(_ path: String, rule: String, plant: () throws -> Void) throws -> [String] {
        let storyboard = "Apps/TestApp/Base.lproj/LaunchScreen.storyboard"
        let clean = try unplanted(storyboard)
        XCTAssertEqual(clean.status, 0, clean.lines.joined(separator: "\n"))
        // The full pass also lays the mirrors out: their borderline warnings are no source finding.
        // La pasada completa también dispone los espejos: sus avisos "al límite" no son de fuentes.
        XCTAssertFalse(
            clean.lines.contains { $0.hasPrefix(path + ":") && !$0.contains(" is borderline: ") },
            clean.lines.joined(separator: "\n"))
        try plant()
        let result = try run(storyboard)
        XCTAssertEqual(result.status, 1, result.lines.joined(separator: "\n"))
        let matching = result.lines.filter { $0.hasPrefix(path + ":") && $0.hasSuffix("[\(rule)]") }
        XCTAssertFalse(matching.isEmpty, "no [\(rule)] at \(path) in:\n" + result.lines.joined(separator: "\n"))
        return matching
    }

    /// Album: the stack's top pinned to the root view's top instead of the safe area's → the large
    /// image (which VoiceOver reads) starts under the navigation bar, in every configuration.
    func testAlbumsStackPinnedToTheRootTopIsAboveTheSafeArea() throws {
        let pin =
            #"<constraint firstItem="Alb-ST-001" firstAttribute="top" secondItem="Alb-SA-001" secondAttribute="top" id="Alb-K2-001"/>"#
        let found = try planted(Self.album, rule: "layout-above-safe-area") {
            try plant(
                Self.album, replacing: pin,
                with: pin.replacingOccurrences(of: #"secondItem="Alb-SA-001""#, with: #"secondItem="Alb-VW-001""#))
        }
        XCTAssertTrue(found.allSatisfy { $0.contains("Alb-IM-001") }, "\(found)")
        XCTAssertEqual(found.map(configurationCount).reduce(0, +), 60, "\(found)")
    }

    /// `numberOfLines = 1` on `RetryMessageView`'s message label → its mirror is stale (the old regex
    /// subset did not read that line).
    func testOneLineOnTheErrorPanelsMessageMakesItsMirrorStale() throws {
        let path = "Apps/TestApp/Styleguide/RetryMessageView.swift"
        let found = try plantedSource(path, rule: "layout-mirror-stale") {
            try plant(path, replacing: "messageLabel.numberOfLines = 0", with: "messageLabel.numberOfLines = 1")
        }
        XCTAssertEqual(found.count, 1, "\(found)")
    }

    /// A new file in `Apps/TestApp` that builds a constraint in code, with no mirror and no listed
    /// reason → `layout-code-unmirrored` at that line.
    func testANewTestAppFileThatBuildsAConstraintHasNoModel() throws {
        let path = "Apps/TestApp/Badge/BadgeView.swift"
        let found = try plantedSource(path, rule: "layout-code-unmirrored") {
            let url = scratch.url.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try """
            import UIKit

            /// A badge. / Una insignia.
            final class BadgeView: UILabel {
                func pin() {
                    widthAnchor.constraint(equalToConstant: 40).isActive = true
                }
            }

            """.write(to: url, atomically: true, encoding: .utf8)
        }
        XCTAssertTrue(found.allSatisfy { $0.hasPrefix("\(path):6:") }, "\(found)")
    }

    /// How many configurations a grouped finding names. / Cuántas configuraciones nombra.
    private func configurationCount(_ line: String) -> Int {
        guard let range = line.range(of: #"in \d+ configurations?"#, options: .regularExpression) else { return 0 }
        return Int(line[range].split(separator: " ")[1]) ?? 0
    }

    /// Map: the map's bottom-to-coordinates pin removed → its height has no single value.
    func testARemovedPinningConstraintIsAmbiguous() throws {
        let found = try planted(Self.map, rule: "layout-ambiguous") { try remove(Self.map, id: "Mp6-ct-2b4") }
        XCTAssertTrue(found.contains { $0.contains("Mp6-mv-0d4") && $0.contains("height unbounded") }, "\(found)")
    }

    /// Album: a required 600 pt width on the stack pinned to both safe-area edges → unsatisfiable,
    /// with the irreducible set (the width, both pins, the safe area, the screen).
    func testAConflictingRequiredWidthOf600IsUnsatisfiableWithItsSet() throws {
        let pin =
            #"<constraint firstItem="Alb-SA-001" firstAttribute="bottom" secondItem="Alb-ST-001" secondAttribute="bottom" id="Alb-K2-004"/>"#
        let found = try planted(Self.album, rule: "layout-unsatisfiable") {
            try plant(
                Self.album, replacing: pin,
                with: pin
                    + #"<constraint firstItem="Alb-ST-001" firstAttribute="width" constant="600" id="plant-600"/>"#)
        }
        XCTAssertTrue(
            found.allSatisfy { ["plant-600", "Alb-K2-002", "Alb-K2-003"].allSatisfy($0.contains) }, "\(found)")
    }

    /// UIComponents: the switch's compression resistance lowered to the label's 750 → a tie naming
    /// both, only where the row is overfull (a few configurations, never at the default size).
    func testEqualCompressionResistanceInOneRowIsATieOnlyWhereItBites() throws {
        let found = try planted(Self.components, rule: "layout-tie") {
            try plant(
                Self.components,
                replacing:
                    #"horizontalCompressionResistancePriority="751" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES""#,
                with:
                    #"horizontalCompressionResistancePriority="750" contentHorizontalAlignment="center" contentVerticalAlignment="center" on="YES""#
            )
        }
        XCTAssertTrue(found.allSatisfy { $0.contains("Uic-LB-002") && $0.contains("Uic-SW-001") }, "\(found)")
        let count = found.map(configurationCount).reduce(0, +)
        XCTAssertGreaterThan(count, 0)
        XCTAssertLessThan(count, 60, "a tie that never bites is not reported: \(found)")
        XCTAssertFalse(found.contains { $0.contains("portrait L,") || $0.contains("landscape L,") }, "\(found)")
    }

    /// Estados: the content stack's bottom pin to the content guide removed → undefined content height.
    func testScrollContentWithoutABottomConstraintHasAnUndefinedContentSize() throws {
        let found = try planted(Self.estados, rule: "layout-ambiguous") { try remove(Self.estados, id: "EsK-sb-aaa") }
        XCTAssertTrue(
            found.contains { $0.contains("EsS-cr-aaa") && $0.contains("content height undefined") }, "\(found)")
    }

    /// UIComponents: the switch row's wrapping label set to one line → truncated at AX5.
    func testOneLineOnALongTextIsTruncatedAtAX5() throws {
        let label = #"text="Permitir editar el campo" lineBreakMode="wordWrap" numberOfLines="0""#
        let found = try planted(Self.components, rule: "layout-text-truncated") {
            try plant(Self.components, replacing: label, with: label.replacingOccurrences(of: "\"0\"", with: "\"1\""))
        }
        XCTAssertTrue(found.contains { $0.contains("Uic-LB-002") && $0.contains("AX5") }, "\(found)")
    }

    /// Album: the stack's trailing pin replaced by a fixed width of 330 pt → past the side of the SE
    /// (and of the 320-pt Slide Over) only.
    func testAFixedWidthOf330IsOffScreenOnTheSE() throws {
        let found = try planted(Self.album, rule: "layout-below-screen") {
            try plant(
                Self.album,
                replacing:
                    #"<constraint firstItem="Alb-SA-001" firstAttribute="trailing" secondItem="Alb-ST-001" secondAttribute="trailing" id="Alb-K2-003"/>"#,
                with: #"<constraint firstItem="Alb-ST-001" firstAttribute="width" constant="330" id="plant-330"/>"#)
        }
        XCTAssertTrue(found.allSatisfy { $0.contains("screen 0…320 pt") }, "\(found)")
        XCTAssertTrue(found.contains { $0.contains("iPhone SE (1st gen) 320×568 portrait") }, "\(found)")
        XCTAssertFalse(found.contains { $0.contains("375×667 portrait") }, "\(found)")
    }

    /// Map: the "Mostrar" button (required height ≥ 44) hidden in its stack → fights `UISV-hiding`.
    func testARequiredHeightOnAViewTheStackHidesConflicts() throws {
        let button = #"lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="Mp6-bt-1c1""#
        let found = try planted(Self.map, rule: "layout-hidden-conflict") {
            try plant(Self.map, replacing: button, with: #"hidden="YES" "# + button)
        }
        XCTAssertTrue(
            found.contains { $0.contains("Mp6-ct-2a1") && $0.contains("UISV-hiding (Mp6-bt-1c1)") }, "\(found)")
    }
}

/// Bad input gets a clear message and exit status 2, never a crash or a silent pass.
/// Una entrada errónea recibe un mensaje claro y el estado 2.
final class LayoutCheckArgumentTests: XCTestCase {
    private func run(_ arguments: [String]) throws -> (status: Int32, output: String) {
        guard let url = TestPaths.builtExecutable("layout-check") else {
            if ProcessInfo.processInfo.environment["CI"] == "true" {
                XCTFail("layout-check was not built next to the tests")
            }
            throw XCTSkip("layout-check was not built next to the tests")
        }
        return try Shell.run(["--root", TestPaths.repositoryRoot.path] + arguments, executable: url)
    }

    func testAnUnknownOptionIsRefusedByName() throws {
        let result = try run(["--bogus"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "layout-check: unknown option --bogus (see --help)\n")
    }

    func testAMissingStoryboardIsRefusedByName() throws {
        let result = try run(["Apps/Nope.storyboard"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.output, "layout-check: no such storyboard: Apps/Nope.storyboard\n")
    }
}
