import AppCore
import ProductosKit
import UIKit

/// Colours on the card decided in the package (`ProductosCardPalette`, `ColorIndicatorEdge`, tested on
/// Linux): the rates caption's text and the colour indicator's ring.
/// Colores sobre la tarjeta decididos en el paquete: el texto de la leyenda y el aro del indicador.
extension ProductosViewController {
    /// The rates caption in the package's colour, 4.5:1 on the card in both appearances.
    /// La leyenda del tipo de cambio en el color del paquete, 4.5:1 sobre la tarjeta en ambas apariencias.
    func configureCardColours() {
        labelTipoCambio.textColor = UIColor { traits in
            UIColor(ProductosCardPalette.captionText(traits.cardAppearance))
        }
    }

    /// VoiceOver reads the price once, as the presenter's sentence ("Precio: 13,999.00 pesos mexicanos,
    /// IVA incluido"), on the heading and the amount together: the stack is the element, its labels
    /// are not.
    /// VoiceOver lee el precio una vez, con la frase del presenter, sobre encabezado y monto juntos.
    func configurePriceAccessibility() {
        priceStack.isAccessibilityElement = true
        priceStack.accessibilityTraits = .staticText
    }

    /// A hairline ring where the swatch alone does not stand out 3:1 from the card (`ColorIndicatorEdge`).
    /// Un aro fino donde la muestra sola no resalta 3:1 de la tarjeta.
    func applyIndicatorEdge() {
        let ring = swatch.flatMap { ColorIndicatorEdge.ring(for: $0, on: traitCollection.cardAppearance) }
        labelColor.layer.borderWidth = ring == nil ? 0 : CGFloat(ColorIndicatorEdge.width)
        labelColor.layer.borderColor = ring.map { UIColor($0).cgColor }
    }
}

extension UITraitCollection {
    /// The card's appearance for these traits. / La apariencia de la tarjeta para estos rasgos.
    fileprivate var cardAppearance: ProductosCardPalette.Appearance {
        userInterfaceStyle == .dark ? .dark : .light
    }
}
