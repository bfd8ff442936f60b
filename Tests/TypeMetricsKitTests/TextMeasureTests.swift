import AppCore
import TestSupport
import TypeMetricsKit
import XCTest

final class TextMeasureTests: XCTestCase {
    func testTheIssuesSizesForBodyAndTitle2() {
        let categories: [TextSizeCategory] = [
            .large, .extraExtraExtraLarge, .accessibilityMedium, .accessibilityExtraLarge,
            .accessibilityExtraExtraExtraLarge,
        ]
        XCTAssertEqual(categories.map { DynamicType.pointSize(.body, at: $0) }, [17, 23, 28, 40, 53])
        XCTAssertEqual(categories.map { DynamicType.pointSize(.title2, at: $0) }, [22, 28, 34, 44, 56])
    }

    func testEveryStyleGrowsOrStaysWithTheTextSize() {
        for style in TextStyle.allCases {
            let sizes = TextSizeCategory.allCases.map { DynamicType.pointSize(style, at: $0) }
            XCTAssertEqual(sizes, sizes.sorted(), "\(style)")
        }
    }

    func testWordsWrapAtTheWidthAndNeverInsideAWordThatFits() {
        let measure = TextMeasure(face: .system, size: 17)
        let text = "Precio: $13,999.00 (IVA incluido)"
        let oneLine = measure.layout(text, width: 1000)
        XCTAssertEqual(oneLine.lines, [text])
        let narrow = measure.layout(text, width: oneLine.width - 1)
        XCTAssertEqual(narrow.lines.count, 2)
        XCTAssertEqual(narrow.lines.joined(separator: " "), text)
        XCTAssertEqual(narrow.brokenWords, [])
        XCTAssertEqual(narrow.height, 2 * FontFace.system.lineHeight(size: 17), accuracy: 1e-9)
    }

    /// The Persistencia row's word at AX2 in a narrow column: it alone overflows, so it breaks.
    /// La palabra de la fila de Persistencia en AX2 en una columna estrecha: sola no cabe y se parte.
    func testAWordWiderThanTheLineIsBrokenAndReported() {
        let measure = TextMeasure(face: .system, size: DynamicType.pointSize(.body, at: .accessibilityLarge))
        let word = "automáticamente"
        let block = measure.layout("Guardar " + word, width: measure.face.width(of: word, size: 33) - 10)
        XCTAssertEqual(block.brokenWords, [word])
        XCTAssertGreaterThanOrEqual(block.lines.count, 3)
    }

    func testALineLimitTruncates() {
        let measure = TextMeasure(face: .lato, size: 17)
        let block = measure.layout("uno dos tres cuatro cinco seis", width: 60, numberOfLines: 1)
        XCTAssertTrue(block.isTruncated)
        XCTAssertEqual(block.lines.count, 1)
    }

    func testAnEmojiIsOneEmAndAnUnknownCharacterErrsWide() {
        XCTAssertEqual(FontFace.system.width(of: "🌵", size: 20), 20)
        XCTAssertEqual(FontFace.system.advance("中"), FontFace.system.widestAdvance)
        XCTAssertLessThan(FontFace.system.advance("i"), FontFace.system.advance("M"))
    }

    /// The committed tables are what the script makes of the font files (Lato is in the
    /// repository; Liberation Sans comes from Debian's fonts-liberation2). Skipped, saying so,
    /// where fontTools or the Liberation files are missing.
    /// Las tablas son lo que el script obtiene de las fuentes; se salta si falta fontTools o Liberation.
    func testTheFontTablesAreWhatTheScriptGenerates() throws {
        guard FileManager.default.fileExists(atPath: "/usr/share/fonts/truetype/liberation2") else {
            throw XCTSkip("fonts-liberation2 is not installed: the font tables were not regenerated")
        }
        let script = TestPaths.repositoryRoot.appendingPathComponent("Scripts/layout/font_metrics.py")
        // LAYOUT_PYTHON: the virtual environment `.ci/run` makes; else python3 on PATH
        // LAYOUT_PYTHON: el entorno virtual de `.ci/run`; si no, python3
        let python = ProcessInfo.processInfo.environment["LAYOUT_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "python3"
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", "import fontTools"]
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw XCTSkip("fontTools is not in \(python) (.ci/run installs it): tables not regenerated")
        }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = [python, script.path, "--check"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        XCTAssertEqual(check.terminationStatus, 0, "run python3 Scripts/layout/font_metrics.py")
    }
}
