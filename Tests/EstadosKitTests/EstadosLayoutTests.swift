import Foundation
import Testing

@testable import EstadosKit

/// Where the map goes in compact height. On a 375 pt-tall phone in landscape (iPhone 8 / SE 2nd and
/// 3rd gen., 667 × 375) the picker and its toolbar cover 162 + 44 pt and leave 169 pt: stacked, the
/// field, the full-width map and the population need ≈ 365 pt, so the map was scrolled away while
/// the wheel turned. Beside the texts, all three fit together above the picker.
/// Dónde va el mapa con altura compacta. En un teléfono de 375 pt de alto en horizontal, el picker y
/// su barra tapan 162 + 44 pt y dejan 169 pt: apilados, el campo, el mapa a todo el ancho y la
/// población necesitan ≈ 365 pt. Junto a los textos, los tres caben juntos sobre el picker.
@Suite struct EstadosLayoutTests {
    private typealias Space = EstadosLayout.Space
    /// Field (≥ 48) and population (Headline, one line at the default size). / Campo y población.
    private let field = 48.0
    private let population = 21.0

    private let iPhone8Landscape = Space(width: 667, height: 375, coveredHeight: 206, isCompactHeight: true)
    private let seLandscape = Space(width: 568, height: 320, coveredHeight: 206, isCompactHeight: true)
    private let proMaxLandscape = Space(width: 832, height: 419, coveredHeight: 206, isCompactHeight: true)
    private let sePortrait = Space(width: 320, height: 548, coveredHeight: 260, isCompactHeight: false)

    @Test func stackedTheMapFieldAndPopulationDoNotFitAboveThePicker() {
        // What the screen did before in landscape. / Lo que hacía la pantalla antes en horizontal.
        let needed = EstadosLayout.keyRegionHeight(
            of: .stacked, width: iPhone8Landscape.width, fieldHeight: field, populationHeight: population)
        #expect(needed > iPhone8Landscape.visibleHeight)
    }

    @Test(arguments: [
        Space(width: 667, height: 375, coveredHeight: 206, isCompactHeight: true),
        Space(width: 568, height: 320, coveredHeight: 206, isCompactHeight: true),
        Space(width: 832, height: 419, coveredHeight: 206, isCompactHeight: true),
        Space(width: 844, height: 390, coveredHeight: 206, isCompactHeight: true),
    ])
    func inCompactHeightTheMapGoesBesideTheTextsAndAllFitAboveThePicker(_ space: EstadosLayout.Space) {
        let arrangement = EstadosLayout.arrangement(in: space)
        guard case .mapBesideTexts(let mapWidth) = arrangement else {
            Issue.record("stacked at \(space)")
            return
        }
        let needed = EstadosLayout.keyRegionHeight(
            of: arrangement, width: space.width, fieldHeight: field, populationHeight: population)
        #expect(needed <= space.visibleHeight, "\(space): \(needed) in \(space.visibleHeight)")
        // The texts keep at least half of the content width. / Los textos conservan al menos la mitad.
        #expect(EstadosLayout.textColumnWidth(for: arrangement, width: space.width) >= (space.width - 40) / 2)
        #expect(mapWidth >= 90, "a map still worth seeing at \(space)")
    }

    @Test func theMapOnA375PointPhoneIsLargeWithThePickerUp() throws {
        let width = try #require(EstadosLayout.arrangement(in: iPhone8Landscape).mapWidth)
        #expect(width == (169 - 16 - 24) * 1.5)
    }

    @Test func withThePickerDownTheMapGrowsButKeepsItsLimits() throws {
        var down = iPhone8Landscape
        down.coveredHeight = 0
        let up = try #require(EstadosLayout.arrangement(in: iPhone8Landscape).mapWidth)
        let width = try #require(EstadosLayout.arrangement(in: down).mapWidth)
        #expect(width > up)
        #expect(width <= 360)
        #expect(width <= (667 - 40 - 20) * EstadosLayout.maximumMapShare)
    }

    @Test func regularHeightStaysStacked() {
        #expect(EstadosLayout.arrangement(in: sePortrait) == .stacked)
        #expect(
            EstadosLayout.arrangement(in: Space(width: 1024, height: 700, coveredHeight: 300, isCompactHeight: false))
                == .stacked)
    }

    @Test func aTinyOrInvalidSpaceStillGivesAUsableMap() throws {
        let tiny = Space(width: 400, height: 200, coveredHeight: 250, isCompactHeight: true)
        #expect(try #require(EstadosLayout.arrangement(in: tiny).mapWidth) == EstadosLayout.minimumMapWidth)
        let broken = Space(width: .nan, height: .infinity, coveredHeight: -3, isCompactHeight: true)
        let width = try #require(EstadosLayout.arrangement(in: broken).mapWidth)
        #expect(width.isFinite && width >= EstadosLayout.minimumMapWidth && width <= 360)
    }

    @Test func whatIsRevealedAboveThePicker() {
        #expect(EstadosLayout.Arrangement.stacked.revealedParts == [.population, .information])
        #expect(EstadosLayout.Arrangement.mapBesideTexts(mapWidth: 200).revealedParts == [.map, .field, .population])
    }

    @Test func theVisibleHeightIsWhatThePickerLeaves() {
        #expect(iPhone8Landscape.visibleHeight == 169)
        #expect(seLandscape.visibleHeight == 114)
        #expect(proMaxLandscape.visibleHeight == 213)
    }
}
