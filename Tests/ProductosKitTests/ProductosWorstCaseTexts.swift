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
    let productNames: [String]
    let priceHeadings: [String]
    let amounts: [String]
    let captions: [String]

    /// What the screen shows on launch: the first product, its price in pesos with IVA and the
    /// bundled rates' caption, no failure. / Lo que muestra la pantalla al abrir, sin fallas.
    static func usual(localizer: Localizer) throws -> ProductosWorstCaseTexts {
        let state = ProductosStateMapper(localizer: localizer, locale: Locale(identifier: "es_MX")).state(
            selection: ProductosSelection(),
            price: ProductosSelection().price(with: try ProductosFixtures.bundledRates()),
            rates: try ProductosFixtures.bundledRates(), problem: nil)
        return ProductosWorstCaseTexts(
            productNames: [state.productName], priceHeadings: [state.priceHeading],
            amounts: state.priceAmount.map { [$0] } ?? [], captions: [state.rateCaption])
    }

    private init(productNames: [String], priceHeadings: [String], amounts: [String], captions: [String]) {
        self.productNames = productNames
        self.priceHeadings = priceHeadings
        self.amounts = amounts
        self.captions = captions
    }

    init(localizer: Localizer) throws {
        let mapper = ProductosStateMapper(localizer: localizer, locale: Locale(identifier: "es_MX"))
        let rates = try ProductosFixtures.bundledRates()
        productNames = ProductCatalog.all.map { localizer($0.nameKey) }
        var headings: [String] = []
        var amounts: [String] = []
        for product in ProductCatalog.all.indices {
            for currency in Currency.allCases.indices {
                for iva in IVAOption.allCases.indices {
                    var selection = ProductosSelection()
                    _ = selection.select(row: product, in: .product)
                    _ = selection.select(row: currency, in: .currency)
                    _ = selection.select(row: iva, in: .iva)
                    let state = mapper.state(
                        selection: selection, price: selection.price(with: rates), rates: rates, problem: nil)
                    headings.append(state.priceHeading)
                    amounts += state.priceAmount.map { [$0] } ?? []
                }
            }
        }
        priceHeadings = headings
        self.amounts = amounts
        let date = MoneyFormatting(locale: Locale(identifier: "es_MX")).dateText(rates.date)
        let plain = RateSource.allCases.map {
            localizer("productos.rates.caption", date, localizer($0.nameKey))
        }
        let errors: [HTTPError] = [
            .offline, .connectionLost, .unreachable, .timedOut, .status(500), .status(404), .status(418),
            .emptyBody, .malformedBody(""), .transport(""), .tooLarge(0), .cancelled,
        ]
        let rejections = Currency.foreign.flatMap { currency in
            [
                "productos.rates.rejected.missing", "productos.rates.rejected.invalid",
                "productos.rates.rejected.outOfRange",
            ].map { localizer($0, currency.code) }
        }
        captions =
            plain
            + plain.flatMap { caption in
                errors.map { localizer("productos.rates.fallback", caption, localizer($0.messageKey)) }
                    + rejections.map { localizer("productos.rates.rejected", caption, $0) }
            } + [localizer("productos.rates.unavailable")]
    }

    /// The tallest product, colour, price heading, amount (one line, shrinking to fit) and caption at
    /// `width` and `category`, added up (the colour indicator is at least 44 pt tall; heading and
    /// amount share a stack with no spacing).
    /// La suma de los más altos producto, color, encabezado del precio, monto (una línea) y leyenda.
    func height(width: Double, category: TextSizeCategory = .large) -> Double {
        func tallest(_ texts: [String], _ style: TextStyle, lines: Int = 0) -> Double {
            let face: FontFace = style.isBold ? .systemBold : .system
            let measure = TextMeasure(face: face, size: DynamicType.pointSize(style, at: category))
            return texts.map { measure.layout($0, width: width, numberOfLines: lines).height }.max() ?? 0
        }
        let colour = max(44, tallest(["Turquesa"], .headline))
        return tallest(productNames, .title2) + colour + tallest(priceHeadings, .title3)
            + tallest(amounts, .title3, lines: 1) + tallest(captions, .footnote)
    }
}
