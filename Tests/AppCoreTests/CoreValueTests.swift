import AppCore
import Foundation
import XCTest

final class CoreValueTests: XCTestCase {
    func testStringsFileParsesCommentsEscapesAndFormats() throws {
        let text = "/* Saludo */\n\"greeting\" = \"Hola %@\";\n\"lines\" = \"a\\nb\";\n"
        let table = try StringsFile.parse(Data(text.utf8))
        XCTAssertEqual(table["lines"], "a\nb")
        XCTAssertEqual(Localizer.table(table)("greeting", "Ana"), "Hola Ana")
        XCTAssertEqual(Localizer.table(table)("missing"), "missing")
    }

    func testStringsFileRejectsGarbage() {
        XCTAssertThrowsError(try StringsFile.parse(Data("\"a\" = ".utf8)))
    }

    func testSeededGeneratorReplaysTheSameSequence() {
        let first = RandomSource.seeded(42)
        let second = RandomSource.seeded(42)
        let a = (0..<100).map { _ in first.unit() }
        XCTAssertEqual(a, (0..<100).map { _ in second.unit() })
        XCTAssertTrue(a.allSatisfy { (0...1).contains($0) })
        XCTAssertGreaterThan(Set(a).count, 95)
    }

    func testContrastRatioMatchesWCAGReferenceValues() {
        XCTAssertEqual(RGBColor.black.contrastRatio(with: .white), 21, accuracy: 0.001)
        XCTAssertEqual(RGBColor(hex: 0x777777).contrastRatio(with: .white), 4.48, accuracy: 0.01)
        XCTAssertEqual(RGBColor(hex: 0xFF8000).description, "#FF8000")
    }
}
