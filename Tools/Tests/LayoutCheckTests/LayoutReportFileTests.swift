import Foundation
import LayoutCheck
import ToolsTestSupport
import XCTest

/// `layout-check --report FILE` and what `RepositoryLayoutTests` reads back in `.ci/run`: the same
/// findings, suppressions and counts, and nothing when the sources changed since.
/// El informe de `layout-check` y lo que `RepositoryLayoutTests` lee en `.ci/run`: lo mismo, y nada
/// si las fuentes cambiaron.
final class LayoutReportFileTests: XCTestCase {
    typealias F = LayoutFixtures
    private static let storyboard = "Apps/Demo/Base.lproj/Main.storyboard"

    /// A repository with one storyboard: a 330 pt image past the side of an SE (suppressed, with a
    /// reason) and a 340 pt one (not suppressed). / Un repositorio con un storyboard y dos hallazgos.
    private func repository() throws -> TemporaryDirectory {
        let folder = try TemporaryDirectory()
        func image(_ id: String, _ width: Double) -> String {
            F.view(
                id, "imageView",
                inner:
                    "<constraints>\(F.size("\(id)-w", "width", width))\(F.size("\(id)-h", "height", 80))</constraints>")
        }
        let xml = F.xml(
            "<!-- layout-check:disable-next-line layout-below-screen — a banner meant to scroll sideways -->\n"
                + image("banner", 330) + image("strip", 340),
            [
                F.pin("c1", "banner", "leading", "safe"), F.pin("c2", "banner", "top", "safe"),
                F.pin("c3", "strip", "leading", "safe"), F.pin("c4", "strip", "top", "banner", "bottom"),
            ].joined(separator: "\n"))
        let url = folder.url.appendingPathComponent(Self.storyboard)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(xml.utf8).write(to: url)
        return folder
    }

    private func run(_ root: URL) throws -> LayoutRunner.Report {
        // The test repository holds one storyboard and no app code to check.
        // El repositorio de prueba tiene un storyboard y nada de código que revisar.
        var runner = LayoutRunner(root: root, catalog: try DeviceCatalog.bundled())
        runner.checksSources = false
        return try runner.run(paths: [Self.storyboard])
    }

    func testTheReportReadsBackAsTheRunItRecords() throws {
        let folder = try repository()
        let report = try run(folder.url)
        XCTAssertEqual(report.findings.map(\.finding.rule), ["layout-below-screen"], "\(report.findings)")
        XCTAssertEqual(report.suppressed.map(\.finding.finding.rule), ["layout-below-screen"])
        let file = folder.url.appendingPathComponent("report.json")
        try LayoutReportFile.write(report, root: folder.url, to: file)
        let read = try LayoutReportFile.read(file, root: folder.url)
        XCTAssertEqual(read.findings.map(\.description), report.findings.map(\.description))
        XCTAssertEqual(read.suppressed.map(\.finding.description), report.suppressed.map(\.finding.description))
        XCTAssertEqual(read.suppressed.map(\.suppression), report.suppressed.map(\.suppression))
        XCTAssertEqual([read.scenes, read.layouts, read.solves], [report.scenes, report.layouts, report.solves])
        XCTAssertEqual(read.layouts, 60)
    }

    /// One changed byte in a storyboard and the report is refused, never read as today's.
    /// Un byte cambiado en un storyboard y el informe se rechaza.
    func testAReportOfOtherSourcesIsRefused() throws {
        let folder = try repository()
        let file = folder.url.appendingPathComponent("report.json")
        try LayoutReportFile.write(try run(folder.url), root: folder.url, to: file)
        let storyboard = folder.url.appendingPathComponent(Self.storyboard)
        let text = try String(contentsOf: storyboard, encoding: .utf8)
        try Data(text.replacingOccurrences(of: "constant=\"340", with: "constant=\"300").utf8).write(to: storyboard)
        XCTAssertThrowsError(try LayoutReportFile.read(file, root: folder.url)) { error in
            XCTAssertTrue("\(error)".contains("written for other sources"), "\(error)")
        }
    }
}
