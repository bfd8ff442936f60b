import AppCore
import XCTest

@testable import EstadosKit

/// Random colours stay readable (WCAG AA) and stay random. / Los colores aleatorios son legibles y variados.
final class ReadablePaletteTests: XCTestCase {
    private let draws = 5_000

    func testFiveThousandSeededPalettesAreAllReadable() {
        let maker = ReadablePaletteMaker(random: .seeded(2_024))
        for draw in 0..<draws {
            let palette = maker.makePalette()
            for text in palette.textColors {
                let ratio = text.contrastRatio(with: palette.background)
                XCTAssertGreaterThanOrEqual(ratio, 4.5, "draw \(draw): \(text) on \(palette.background) = \(ratio)")
            }
        }
    }

    func testManySeedsGiveReadablePalettes() {
        for seed in UInt64(0)..<UInt64(draws) {
            let palette = ReadablePaletteMaker(random: .seeded(seed)).makePalette()
            XCTAssertGreaterThanOrEqual(palette.minimumContrast, 4.5, "seed \(seed)")
        }
    }

    func testPalettesStayRandomAndColourful() {
        let maker = ReadablePaletteMaker(random: .seeded(99))
        let palettes = (0..<draws).map { _ in maker.makePalette() }
        XCTAssertGreaterThan(Set(palettes.map(\.background)).count, draws - 10)
        let texts = palettes.flatMap(\.textColors)
        let greys = texts.filter { ColorMath.saturation($0) < 0.05 }
        XCTAssertLessThan(Double(greys.count) / Double(texts.count), 0.2, "most text colours keep their hue")
        let darkBackgrounds = palettes.filter { $0.background.relativeLuminance < 0.18 }.count
        XCTAssertGreaterThan(darkBackgrounds, draws / 5, "backgrounds cover the whole range")
        XCTAssertLessThan(darkBackgrounds, draws * 4 / 5)
    }

    func testAReadableCandidateIsKept() {
        let navy = RGBColor(hex: 0x1A237E)
        XCTAssertEqual(ReadablePaletteMaker.readable(navy, on: .white), navy)
    }

    func testAnUnreadableCandidateIsNudgedJustEnough() {
        let background = RGBColor(hex: 0x777777)
        let candidate = RGBColor(hex: 0x7A6A80)
        let readable = ReadablePaletteMaker.readable(candidate, on: background)
        let ratio = readable.contrastRatio(with: background)
        XCTAssertGreaterThanOrEqual(ratio, 4.5)
        XCTAssertLessThan(ratio, 4.6, "no more change than needed")
        XCTAssertNotEqual(readable, candidate)
    }

    func testMidGreyBackgroundStillWorks() {
        // The background where black and white contrast the least (about 4.58:1).
        // El fondo donde negro y blanco contrastan menos (unos 4.58:1).
        let background = RGBColor(hex: 0x767676)
        for candidate in [RGBColor(hex: 0x767676), RGBColor(hex: 0x808080), RGBColor(hex: 0x6A6A6A)] {
            XCTAssertGreaterThanOrEqual(
                ReadablePaletteMaker.readable(candidate, on: background).contrastRatio(with: background), 4.5)
        }
    }

    func testDarkBackgroundDecidesTheStatusBar() {
        func palette(_ hex: UInt32) -> EstadosPalette {
            EstadosPalette(
                background: RGBColor(hex: hex), fieldText: .white, populationText: .white, informationText: .white)
        }
        XCTAssertTrue(palette(0x102030).hasDarkBackground)
        XCTAssertFalse(palette(0xF0E0A0).hasDarkBackground)
    }

    func testMixEndpoints() {
        let color = RGBColor(hex: 0x336699)
        XCTAssertEqual(color.mixed(with: .white, amount: 0), color)
        XCTAssertEqual(color.mixed(with: .white, amount: 1), .white)
    }
}
