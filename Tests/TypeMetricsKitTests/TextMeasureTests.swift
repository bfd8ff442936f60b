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

    /// The system font's line is UIKit's: `UIFont.systemFont(ofSize: 17).lineHeight` 20.287109375
    /// (1.193359375 em), 47.734375 at 40 pt, ascender 16.1865234375 and descender 4.1005859375 at
    /// 17 pt, bold the same (public measurements; sources in Scripts/layout/font_metrics.py).
    /// La línea de la fuente del sistema es la de UIKit.
    func testTheSystemLineIsUIKits() {
        for face in [FontFace.system, .systemBold] {
            XCTAssertEqual(face.lineHeight(size: 1), 1.1934, accuracy: 0.001, face.name)
            XCTAssertEqual(face.lineHeight(size: 17), 20.287109375, accuracy: 1e-9, face.name)
            XCTAssertEqual(face.lineHeight(size: 40), 47.734375, accuracy: 1e-9, face.name)
            XCTAssertEqual(face.ascender * 17, 16.1865234375, accuracy: 1e-9, face.name)
            XCTAssertEqual(face.descender * 17, 4.1005859375, accuracy: 1e-9, face.name)
        }
        XCTAssertEqual(FontFace.futuraMedium.lineHeight(size: 56), 73.36, accuracy: 0.01, "1.31 em")
    }

    /// Widths never narrower than UIKit's own, where a public measurement exists: "This is a test
    /// string" at 17 pt is 144.09326171875 pt (gillygize/FloorplanB's test of
    /// `NSAttributedString.size`), "Hello" 38.814453125 pt (an iOS 26.1 probe). Liberation Sans alone
    /// gave 141.7 and 38.7: narrower, the unsafe side.
    /// Anchos nunca menores que los que mide UIKit donde hay una medición pública.
    func testSystemWidthsAreNeverNarrowerThanUIKitsPublishedOnes() {
        XCTAssertGreaterThanOrEqual(FontFace.system.width(of: "This is a test string", size: 17), 144.09326171875)
        XCTAssertGreaterThanOrEqual(FontFace.system.width(of: "Hello", size: 17), 38.814453125)
    }

    /// The committed SF widths, laid out for every string of the apps' files at each measured size,
    /// are never narrower than the public measurements (`font_metrics.py --prove`: python3 alone, on
    /// the committed tables, so it runs where fontTools or the Liberation files are missing). The old
    /// stand-in failed 3198 of its 3424 cases.
    /// Los anchos de SF nunca son menores que las mediciones públicas, para cada texto de las apps.
    func testTheSystemWidthsAreProvenNeverNarrowerForEveryAppString() throws {
        let script = TestPaths.repositoryRoot.appendingPathComponent("Scripts/layout/font_metrics.py")
        let python = ProcessInfo.processInfo.environment["LAYOUT_PYTHON"].flatMap { $0.isEmpty ? nil : $0 } ?? "python3"
        let prove = Process()
        prove.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        prove.arguments = [python, script.path, "--prove"]
        let output = Pipe()
        prove.standardOutput = output
        try prove.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        prove.waitUntilExit()
        XCTAssertEqual(prove.terminationStatus, 0, text)
        XCTAssertTrue(text.contains("never narrower"), text)
    }

    /// The HIG's tracking for SF Pro per point size (1/1000 em: +6 at 11, 0 at 12, -26 at 17, +14 at 28,
    /// 0 from 80; a size between listed ones takes the one below), on every character when positive and
    /// on all but the last when negative; Lato has none.
    /// El tracking de la HIG por tamaño: en cada carácter si es positivo, en todos menos el último si no.
    func testTheHIGTrackingIsAppliedPerPointSize() {
        let face = FontFace.system
        XCTAssertEqual(face.tracking(size: 11), 0.006, accuracy: 1e-12)
        XCTAssertEqual(face.tracking(size: 12), 0, accuracy: 1e-12)
        XCTAssertEqual(face.tracking(size: 17), -0.026, accuracy: 1e-12)
        XCTAssertEqual(face.tracking(size: 28), 0.014, accuracy: 1e-12)
        XCTAssertEqual(face.tracking(size: 29.5), 0.014, accuracy: 1e-12)
        XCTAssertEqual(face.tracking(size: 80), 0, accuracy: 1e-12)
        let advance = face.advance("H")
        XCTAssertEqual(face.width(of: "HH", size: 28), 2 * advance * 28 + 2 * 0.014 * 28, accuracy: 1e-9)
        XCTAssertEqual(face.width(of: "HH", size: 17), 2 * advance * 17 - 0.026 * 17, accuracy: 1e-9)
        XCTAssertEqual(FontFace.lato.tracking(size: 17), 0)
    }

    func testAnEmojiIsOneEmAndAnUnknownCharacterErrsWide() {
        XCTAssertEqual(FontFace.lato.width(of: "🌵", size: 20), 20)
        XCTAssertEqual(FontFace.system.advance("中"), FontFace.system.widestAdvance)
        XCTAssertLessThan(FontFace.system.advance("i"), FontFace.system.advance("M"))
    }

    /// The committed tables are what the script makes of the font files and the recorded
    /// measurements (Lato is in the repository; Liberation Sans comes from Debian's
    /// fonts-liberation2), and the script's proof holds (the widened SF widths never narrower than a
    /// measurement, for every string of the apps). Skipped, saying so, where fontTools or the
    /// Liberation files are missing.
    /// Las tablas son lo que el script obtiene y su prueba se cumple; se salta si falta fontTools o Liberation.
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
