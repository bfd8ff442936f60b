import AppCore
import Foundation

/// The card's colours and what must read on it. The card is the asset `CardBackground` at 92 %
/// opacity over the background picture, so what the eye sees lies between the card over a black
/// pixel and the card over a white one; every contrast here is the worst of the two.
/// Los colores de la tarjeta y lo que debe leerse sobre ella. La tarjeta es el asset
/// `CardBackground` al 92 % sobre la imagen de fondo: lo que se ve está entre la tarjeta sobre un
/// píxel negro y sobre uno blanco; cada contraste aquí es el peor de los dos.
public enum ProductosCardPalette {
    /// Light or dark appearance. / Apariencia clara u oscura.
    public enum Appearance: CaseIterable, CustomStringConvertible, Sendable {
        case light, dark

        public var description: String { self == .light ? "light" : "dark" }
    }

    /// The card's opacity (asset `CardBackground`). / La opacidad de la tarjeta.
    public static let cardOpacity = 0.92

    /// The card's colour before its opacity (asset `CardBackground`, checked by a test).
    /// El color de la tarjeta antes de su opacidad (asset `CardBackground`, lo verifica una prueba).
    public static func card(_ appearance: Appearance) -> RGBColor {
        switch appearance {
        case .light: return .white
        case .dark: return RGBColor(red: 0.110, green: 0.110, blue: 0.118)
        }
    }

    /// The card over a black and over a white pixel of the picture. / La tarjeta sobre negro y sobre blanco.
    public static func cardExtremes(_ appearance: Appearance) -> [RGBColor] {
        [RGBColor.black, RGBColor.white].map { card(appearance).blended(opacity: cardOpacity, over: $0) }
    }

    /// The worst contrast of `colour` against the card, whatever lies behind it.
    /// El peor contraste de `colour` contra la tarjeta, haya lo que haya detrás.
    public static func minimumContrast(of colour: RGBColor, on appearance: Appearance) -> Double {
        cardExtremes(appearance).map { colour.contrastRatio(with: $0) }.min() ?? 1
    }

    /// The rates caption's text: at least 4.5:1 on the card in both appearances (the system's
    /// secondary label reached only ≈ 3.3:1, and the caption is the one place that says prices are stale).
    /// El texto de la leyenda del tipo de cambio: al menos 4.5:1 sobre la tarjeta en ambas
    /// apariencias (la etiqueta secundaria del sistema daba ≈ 3.3:1).
    public static func captionText(_ appearance: Appearance) -> RGBColor {
        switch appearance {
        case .light: return RGBColor(hex: 0x545458)
        case .dark: return RGBColor(hex: 0xAEAEB2)
        }
    }
}

/// The colour indicator's edge (WCAG 1.4.11, 3:1 for a graphical object's boundary): a swatch that
/// does not stand out from the card ("Blanco" on the light card ≈ 1.04:1, "Negro" on the dark one ≈
/// 1.08:1) gets a hairline ring that does.
/// El borde del indicador de color (WCAG 1.4.11, 3:1 para el límite de un objeto gráfico): una
/// muestra que no resalta de la tarjeta lleva un aro fino que sí.
public enum ColorIndicatorEdge {
    /// The contrast an edge needs. / El contraste que necesita un borde.
    public static let minimumContrast = 3.0
    /// The ring's width in points. / El ancho del aro en puntos.
    public static let width = 1.0

    /// The ring's colour, or nil when the swatch's own edge reaches 3:1 on the card. The ring is black
    /// or white, whichever stands out more from the card.
    /// El color del aro, o nil si el borde de la muestra ya alcanza 3:1 sobre la tarjeta. El aro es
    /// negro o blanco, el que más resalte de la tarjeta.
    public static func ring(for swatch: RGBColor, on appearance: ProductosCardPalette.Appearance) -> RGBColor? {
        guard ProductosCardPalette.minimumContrast(of: swatch, on: appearance) < minimumContrast else { return nil }
        let onBlack = ProductosCardPalette.minimumContrast(of: .black, on: appearance)
        let onWhite = ProductosCardPalette.minimumContrast(of: .white, on: appearance)
        return onBlack >= onWhite ? .black : .white
    }
}

extension RGBColor {
    /// This colour at `opacity` over `background`, blended per sRGB component as UIKit composites.
    /// Este color con `opacity` sobre `background`, mezclado por componente sRGB como compone UIKit.
    func blended(opacity: Double, over background: RGBColor) -> RGBColor {
        RGBColor(
            red: red * opacity + background.red * (1 - opacity),
            green: green * opacity + background.green * (1 - opacity),
            blue: blue * opacity + background.blue * (1 - opacity))
    }
}
