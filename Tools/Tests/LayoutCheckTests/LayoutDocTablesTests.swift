import AppCore
import Foundation
import LayoutCheck
import ToolsTestSupport
import TypeMetricsKit
import XCTest

/// `docs/layout.md`'s tables are the model's: written again into a copy, the committed document
/// comes out byte for byte, and a stale number or a broken marker is caught.
/// Las tablas de `docs/layout.md` son las del modelo: reescritas en una copia, el documento
/// confirmado sale byte a byte igual, y un número viejo o una marca rota se detecta.
final class LayoutDocTablesTests: XCTestCase {
    /// One writer for the whole class: it writes each table once (a debug build lays the scenes out
    /// in seconds). / Un solo escritor para la clase: escribe cada tabla una vez.
    private static var shared: LayoutDocTables?

    private func tables() throws -> LayoutDocTables {
        if let shared = Self.shared { return shared }
        let tables = LayoutDocTables(
            runner: LayoutRunner(
                root: TestPaths.repositoryRoot, catalog: try DeviceCatalog.bundled(),
                facts: try RuntimeFacts.bundled()))
        Self.shared = tables
        return tables
    }

    private var committed: URL { TestPaths.repositoryRoot.appendingPathComponent(LayoutDocTables.document) }

    /// A scratch copy of the committed document holding `text`. / Una copia de trabajo con `text`.
    private func scratch(_ folder: TemporaryDirectory, _ text: String) throws -> URL {
        let url = folder.url.appendingPathComponent("layout.md")
        try Data(text.utf8).write(to: url)
        return url
    }

    func testRegeneratingTheCommittedDocumentChangesNothing() throws {
        let folder = try TemporaryDirectory()
        let committedText = try String(contentsOf: committed, encoding: .utf8)
        let copy = try scratch(folder, committedText)
        let changed = try tables().update(copy)
        let regenerated = try String(contentsOf: copy, encoding: .utf8)
        XCTAssertFalse(changed)
        XCTAssertTrue(
            regenerated == committedText,
            "\(LayoutDocTables.document)'s tables are stale (\(Self.firstDifference(regenerated, committedText))): "
                + "run `\(LayoutDocTables.command)`")
    }

    /// The first line where `a` and `b` differ, for the message. / La primera línea distinta.
    private static func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n", omittingEmptySubsequences: false)
        let right = b.split(separator: "\n", omittingEmptySubsequences: false)
        guard let index = zip(left, right).enumerated().first(where: { $0.element.0 != $0.element.1 })?.offset else {
            return "\(left.count) lines written, \(right.count) committed"
        }
        return "line \(index + 1): the model writes \"\(left[index])\", the file has \"\(right[index])\""
    }

    /// One number edited inside a generated table is found, and writing puts the model's back.
    /// Un número editado dentro de una tabla generada se detecta y al escribir vuelve el del modelo.
    func testAStaleNumberInATableIsFound() throws {
        let text = try String(contentsOf: committed, encoding: .utf8)
        let begin = try XCTUnwrap(text.range(of: LayoutDocMarkers.begin("persistence")))
        let end = try XCTUnwrap(text.range(of: LayoutDocMarkers.end("persistence")))
        let table = text[begin.upperBound..<end.lowerBound]
        let row = try XCTUnwrap(table.range(of: "| AX5 | 320 | 455 | "), "the SE portrait AX5 row")
        let number = table[row.upperBound...].prefix { $0.isNumber }
        XCTAssertFalse(number.isEmpty)
        let edited = text.replacingCharacters(
            in: row.upperBound..<text.index(row.upperBound, offsetBy: number.count), with: "\(Int(number)! + 1)")
        let folder = try TemporaryDirectory()
        let copy = try scratch(folder, edited)
        let tables = try tables()
        XCTAssertTrue(try tables.isStale(copy))
        XCTAssertTrue(try tables.update(copy))
        XCTAssertTrue(try String(contentsOf: copy, encoding: .utf8) == text, "writing restores the model's number")
        XCTAssertFalse(try tables.isStale(copy))
    }

    /// A begin marker without its end is refused, and the file is left as it was.
    /// Una marca de inicio sin su fin se rechaza y el archivo queda como estaba.
    func testABeginMarkerWithoutItsEndIsRefused() throws {
        let text = try String(contentsOf: committed, encoding: .utf8)
        let end = LayoutDocMarkers.end("map") + "\n"
        XCTAssertTrue(text.contains(end))
        let broken = text.replacingOccurrences(of: end, with: "")
        let line =
            try XCTUnwrap(
                broken.split(separator: "\n", omittingEmptySubsequences: false).firstIndex {
                    $0 == LayoutDocMarkers.begin("map")
                }) + 1
        let folder = try TemporaryDirectory()
        let copy = try scratch(folder, broken)
        XCTAssertThrowsError(try tables().update(copy)) { error in
            XCTAssertEqual(error as? LayoutDocMarkers.Failure, .unterminated("map", line: line))
            XCTAssertTrue("\(error)".contains("has no `\(LayoutDocMarkers.end("map"))`"), "\(error)")
        }
        XCTAssertTrue(try String(contentsOf: copy, encoding: .utf8) == broken, "nothing is written")
    }

    /// Unknown, missing, repeated, unopened and malformed markers are errors that name the line.
    /// Marcas desconocidas, ausentes, repetidas, sin inicio o mal formadas son errores con su línea.
    func testEveryOtherMarkerMistakeIsAnError() throws {
        let known: Set<String> = ["a", "b"]
        func rewrite(_ text: String) throws -> String {
            try LayoutDocMarkers.rewrite(text, known: known) { "table \($0)" }
        }
        let a = LayoutDocMarkers.begin("a") + "\nold\n" + LayoutDocMarkers.end("a")
        let b = LayoutDocMarkers.begin("b") + "\n" + LayoutDocMarkers.end("b")
        XCTAssertEqual(
            try rewrite("# T\n\(a)\nprose\n\(b)\n"),
            "# T\n\(LayoutDocMarkers.begin("a"))\n\ntable a\n\n\(LayoutDocMarkers.end("a"))\nprose\n"
                + "\(LayoutDocMarkers.begin("b"))\n\ntable b\n\n\(LayoutDocMarkers.end("b"))\n")
        let cases: [(String, LayoutDocMarkers.Failure)] = [
            ("\(a)\n\(b)\n\(LayoutDocMarkers.begin("c"))\n\(LayoutDocMarkers.end("c"))", .unknown("c", line: 6)),
            ("\(a)\n", .missing("b")),
            ("\(a)\n\(b)\n\(a)", .duplicate("a", line: 6)),
            ("\(a)\n\(LayoutDocMarkers.end("b"))\n\(b)", .unopened("b", line: 4)),
            ("\(a)\n\(b)\nsee <!-- layout-check:generated:begin b", .malformed(line: 6)),
            ("\(LayoutDocMarkers.begin("a"))\n\(b)\n\(LayoutDocMarkers.end("a"))", .unterminated("a", line: 1)),
        ]
        for (text, failure) in cases {
            XCTAssertThrowsError(try rewrite(text), "\(failure)") { error in
                XCTAssertEqual(error as? LayoutDocMarkers.Failure, failure)
            }
        }
    }

    /// Every storyboard under `Apps/` but the (empty) launch screens has its section.
    /// Cada storyboard de `Apps/`, salvo las pantallas de arranque (vacías), tiene su sección.
    func testEveryScreenStoryboardHasASection() throws {
        let storyboards = try tables().runner.storyboards().filter { !$0.hasSuffix("/LaunchScreen.storyboard") }
        XCTAssertEqual(Set(LayoutDocTables.screens.map(\.storyboard)), Set(storyboards))
    }
}

/// What `SceneSpace` reads from a solved layout, on small scenes whose answer the constraints give.
/// Lo que `SceneSpace` lee de un layout resuelto, en escenas pequeñas cuya respuesta dan las restricciones.
final class SceneSpaceTests: XCTestCase {
    typealias F = LayoutFixtures

    /// A scroll view pinned to the safe area holding content `height` tall.
    private func scroller(height: Double) throws -> StoryboardScene {
        let content = F.view("content", inner: "<constraints>\(F.size("h", "height", height))</constraints>")
        let pins = [
            F.pin("s1", "content", "top", "scroll"), F.pin("s2", "content", "leading", "scroll"),
            F.pin("s3", "scroll", "trailing", "content"), F.pin("s4", "content", "width", "scroll"),
            F.pin("s5", "scroll", "bottom", "content"),
        ]
        let scroll = F.view(
            "scroll", "scrollView", inner: "<subviews>\(content)</subviews><constraints>\(pins.joined())</constraints>")
        return try F.scene(
            scroll,
            [
                F.pin("c1", "scroll", "leading", "safe"), F.pin("c2", "safe", "trailing", "scroll"),
                F.pin("c3", "scroll", "top", "safe"), F.pin("c4", "safe", "bottom", "scroll"),
            ].joined(separator: "\n"))
    }

    func testScrollContentIsMeasuredAgainstTheVisibleHeight() throws {
        // SE portrait, no bars: 568 − 20 (status bar) = 548 visible.
        let configuration = try F.configuration("se1")
        let tall = SceneSpace(SceneLayoutEngine().layout(try scroller(height: 900), in: configuration))
        XCTAssertEqual(tall.region, .scrollView("scroll"))
        XCTAssertEqual(tall.available, 548, accuracy: 1e-6)
        XCTAssertEqual(tall.content ?? 0, 900, accuracy: 1e-6)
        XCTAssertEqual(tall.copes, .scrolls)
        let short = SceneSpace(SceneLayoutEngine().layout(try scroller(height: 500), in: configuration))
        XCTAssertEqual(short.content ?? 0, 500, accuracy: 1e-6)
        XCTAssertEqual(short.copes, .fits)
    }

    func testContentThatDoesNotScrollAndEndsBelowTheSafeAreaIsBelowTheScreen() throws {
        func scene(top: Double) throws -> StoryboardScene {
            let label = F.view("text", "label", attributes: "text=\"Hola\" numberOfLines=\"0\"")
            return try F.scene(
                label,
                [
                    F.pin("c1", "text", "leading", "safe"), F.pin("c2", "text", "top", "safe", constant: top),
                ].joined(separator: "\n"))
        }
        let configuration = try F.configuration("se1")
        let low = SceneSpace(SceneLayoutEngine().layout(try scene(top: 540), in: configuration))
        XCTAssertEqual(low.region, .screen)
        XCTAssertEqual(low.copes, .belowScreen)
        XCTAssertGreaterThan(low.content ?? 0, 548)
        let high = SceneSpace(SceneLayoutEngine().layout(try scene(top: 10), in: configuration))
        XCTAssertEqual(high.copes, .fits)
        // 10 pt below the safe-area top, one line of the default 17 pt system text.
        XCTAssertEqual(high.content ?? 0, 10 + FontFace.system.lineHeight(size: 17), accuracy: 1e-6)
    }
}
