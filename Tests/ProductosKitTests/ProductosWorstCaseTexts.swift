import AppCore
import Foundation
import TestSupport
import TypeMetricsKit

@testable import ProductosKit

/// The info column's texts at their longest, from the app's strings and data: every product name,
/// every price of every product in every currency with and without IVA (its heading and its amount,
/// one line of its own), and every rates caption
/// (each source, each failure reason, each rejection). Measured with TypeMetricsKit's tables — the
/// layout checker's — at the storyboard's text styles, wrapped by words at a column width.
/// Los textos de la columna de información en su versión más larga, de los textos y datos de la
/// app, medidos con las tablas de TypeMetricsKit a los estilos del storyboard.
struct ProductosWorstCaseTexts {
    let texts: ProductosLayout.Texts

    /// What the screen shows on launch: the first product, its price in pesos with IVA and the
    /// bundled rates' caption, no failure. / Lo que muestra la pantalla al abrir, sin fallas.
    static func usual(localizer: Localizer) throws -> ProductosWorstCaseTexts {
        let state = ProductosStateMapper(localizer: localizer, locale: Locale(identifier: "es_MX")).state(
            selection: ProductosSelection(),
            price: ProductosSelection().price(with: try ProductosFixtures.bundledRates()),
            rates: try ProductosFixtures.bundledRates(), problem: nil)
        var texts = ProductosLayout.Texts()
        texts.productNames = [state.productName]
        texts.colorNames = [state.colorName]
        texts.prices = [ProductosLayout.Texts.Price(heading: state.priceHeading, amount: state.priceAmount)]
        texts.captions = [state.rateCaption]
        return ProductosWorstCaseTexts(texts: texts)
    }

    private init(texts: ProductosLayout.Texts) {
        self.texts = texts
    }

    /// Every text the presenter can show (`ProductosLayout.Texts`, the app's own enumeration) with the
    /// bundled rates. / Cada texto que el presenter puede mostrar, con los tipos incluidos.
    init(localizer: Localizer, locale: Locale = Locale(identifier: "es_MX")) throws {
        texts = ProductosLayout.Texts(
            mapper: ProductosStateMapper(localizer: localizer, locale: locale),
            rates: try ProductosFixtures.bundledRates())
    }

    /// The tallest product, colour, price (heading and amount, one line shrinking to fit) and caption
    /// at `width` and `category` (`ProductosLayout.Texts.heights`; the colour indicator is at least
    /// 44 pt tall). / Los más altos producto, color, precio y leyenda a ese ancho y tamaño.
    func heights(width: Double, category: TextSizeCategory = .large) -> ProductosLayout.Heights {
        texts.heights { text, role in
            let (style, lines): (TextStyle, Int) =
                switch role {
                case .product: (.title2, 0)
                case .colour: (.headline, 0)
                case .priceHeading: (.title3, 0)
                case .amount: (.title3, 1)
                case .caption: (.footnote, 0)
                }
            let face: FontFace = style.isBold ? .systemBold : .system
            let measure = TextMeasure(face: face, size: DynamicType.pointSize(style, at: category))
            let height = measure.layout(text, width: width, numberOfLines: lines).height
            return role == .colour ? max(44, height) : height
        }
    }

    /// The four added up. / Los cuatro sumados.
    func height(width: Double, category: TextSizeCategory = .large) -> Double {
        heights(width: width, category: category).total
    }
}
