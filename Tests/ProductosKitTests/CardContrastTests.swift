import AppCore
import Foundation
import TestSupport
import Testing

@testable import ProductosKit

/// The card (`CardBackground`, 92 % opaque over the background picture) seen at its two extremes,
/// over a black and over a white pixel; the colour indicator needs an edge of 3:1 against it
/// (WCAG 1.4.11) and the rates caption text 4.5:1 (WCAG 1.4.3), in light and dark appearance.
/// La tarjeta (`CardBackground`, 92 % opaca sobre la imagen de fondo) vista en sus dos extremos,
/// sobre un píxel negro y uno blanco; el indicador de color necesita un borde de 3:1 contra ella
/// (WCAG 1.4.11) y la leyenda del tipo de cambio un texto de 4.5:1 (WCAG 1.4.3), en claro y oscuro.
@Suite struct CardContrastTests {
    private typealias Card = ProductosCardPalette

    // MARK: - The asset catalog and the package agree / El catálogo y el paquete coinciden

    @Test func thePackageKnowsTheAssetCatalogsCardColours() throws {
        let asset = try Self.assetCard()
        #expect(asset.count == 2)
        for appearance in Card.Appearance.allCases {
            let entry = try #require(asset[appearance])
            #expect(entry.colour.description == Card.card(appearance).description, "\(appearance)")
            #expect(abs(entry.alpha - Card.cardOpacity) < 0.001, "\(appearance)")
        }
    }

    @Test func theExtremesAreTheCardOverBlackAndOverWhite() {
        let light = Card.cardExtremes(.light)
        #expect(light.count == 2)
        #expect(abs(light[0].red - 0.92) < 0.000_1 && light[1] == .white)
    }

    // MARK: - The rates caption / La leyenda del tipo de cambio

    @Test(arguments: ProductosCardPalette.Appearance.allCases)
    func theRatesCaptionReadsAtFourAndAHalfToOne(_ appearance: ProductosCardPalette.Appearance) {
        let ratio = Card.minimumContrast(of: Card.captionText(appearance), on: appearance)
        #expect(ratio >= 4.5, "\(appearance): \(ratio)")
    }

    /// Guards the test: the system's secondary label (60 % #3C3C43 on the light card), the colour used
    /// before, stays near 3.2:1 over a dark pixel of the picture.
    /// Protege la prueba: la etiqueta secundaria del sistema, el color de antes, se queda cerca de 3.2:1.
    @Test func theSystemSecondaryLabelWasNotEnough() {
        let worst =
            Card.cardExtremes(.light).map { card in
                RGBColor(hex: 0x3C3C43).blended(opacity: 0.6, over: card).contrastRatio(with: card)
            }.min() ?? 0
        #expect(worst < 4.5)
        #expect(worst > 3)
    }

    // MARK: - The colour indicator's edge / El borde del indicador de color

    @Test func whiteOnTheLightCardAndBlackOnTheDarkCardGetARing() throws {
        let white = try #require(ProductColorPalette.all.first { $0.identifier == "white" })
        let black = try #require(ProductColorPalette.all.first { $0.identifier == "black" })
        #expect(ColorIndicatorEdge.ring(for: white.rgb, on: .light) != nil)
        #expect(ColorIndicatorEdge.ring(for: black.rgb, on: .dark) != nil)
        #expect(ColorIndicatorEdge.ring(for: black.rgb, on: .light) == nil)
        #expect(ColorIndicatorEdge.ring(for: white.rgb, on: .dark) == nil)
    }

    /// Every swatch in both appearances: either the swatch itself stands out 3:1 from the card, or it
    /// gets a ring that does.
    /// Cada muestra en ambas apariencias: o la muestra misma resalta 3:1 de la tarjeta, o lleva un
    /// aro que sí.
    @Test(arguments: ProductosCardPalette.Appearance.allCases)
    func everyIndicatorHasAnEdgeOfThreeToOne(_ appearance: ProductosCardPalette.Appearance) {
        for colour in ProductColorPalette.all {
            let swatch = Card.minimumContrast(of: colour.rgb, on: appearance)
            if let ring = ColorIndicatorEdge.ring(for: colour.rgb, on: appearance) {
                #expect(swatch < ColorIndicatorEdge.minimumContrast, "\(colour.identifier) rings needlessly")
                #expect(Card.minimumContrast(of: ring, on: appearance) >= 3, "\(colour.identifier) \(appearance)")
            } else {
                #expect(swatch >= 3, "\(colour.identifier) on \(appearance): \(swatch)")
            }
        }
    }

    @Test func theRingIsAHairline() {
        #expect(ColorIndicatorEdge.width > 0 && ColorIndicatorEdge.width <= 1.5)
    }

    // MARK: - Reading the colour set / Lectura del color del catálogo

    struct ReadError: Error {}

    /// `CardBackground`'s colours and opacities by appearance. / Colores y opacidades por apariencia.
    static func assetCard() throws -> [ProductosCardPalette.Appearance: (colour: RGBColor, alpha: Double)] {
        let url = TestPaths.app("Productos", "Assets.xcassets", "CardBackground.colorset", "Contents.json")
        let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
        var result: [ProductosCardPalette.Appearance: (colour: RGBColor, alpha: Double)] = [:]
        for entry in json?["colors"] as? [[String: Any]] ?? [] {
            let appearances = entry["appearances"] as? [[String: String]] ?? []
            let isDark = appearances.contains { $0["value"] == "dark" }
            guard let color = entry["color"] as? [String: Any],
                let parts = color["components"] as? [String: String],
                let red = parts["red"].flatMap(Double.init), let green = parts["green"].flatMap(Double.init),
                let blue = parts["blue"].flatMap(Double.init), let alpha = parts["alpha"].flatMap(Double.init)
            else { throw ReadError() }
            result[isDark ? .dark : .light] = (RGBColor(red: red, green: green, blue: blue), alpha)
        }
        return result
    }
}
