import AppCore
import PropertyBased
import Testing

@testable import EstadosKit

/// Property: whatever the background and the candidate, the chosen text colour is readable.
/// Propiedad: sea cual sea el fondo y el candidato, el color de texto elegido es legible.
@Suite struct ReadablePalettePropertyTests {
    @Test func anyCandidateOnAnyBackgroundBecomesReadable() async {
        let channel = Gen.double(in: 0...1)
        await propertyCheck(count: 2_000, input: channel, channel, channel, channel, channel, channel) {
            red, green, blue, candidateRed, candidateGreen, candidateBlue in
            let background = RGBColor(red: red, green: green, blue: blue)
            let candidate = RGBColor(red: candidateRed, green: candidateGreen, blue: candidateBlue)
            let text = ReadablePaletteMaker.readable(candidate, on: background)
            #expect(text.contrastRatio(with: background) >= ReadablePaletteMaker.minimumContrast)
        }
    }

    @Test func anySeedGivesAReadablePalette() async {
        await propertyCheck(count: 1_000, input: Gen.uint64()) { seed in
            let palette = ReadablePaletteMaker(random: .seeded(seed)).makePalette()
            #expect(palette.minimumContrast >= 4.5)
        }
    }
}
