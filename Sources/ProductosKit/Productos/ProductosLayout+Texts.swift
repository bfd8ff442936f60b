import AppCore
import Foundation

extension ProductosLayout {
    /// Every text the info column can show, from the mapper the presenter renders with: each product
    /// and colour name, each price (every product × currency × IVA option: heading and amount, with
    /// the rates and without a price, as after a rejection), and each rates caption (each source on
    /// any month, plain, after each failure or rejection, and without rates). The compact-height layout is decided by the tallest of each, never by the text
    /// on screen now, so turning a wheel never moves the picture.
    /// Cada texto que la columna de información puede mostrar, del mapeador con el que pinta el
    /// presenter. La disposición con altura compacta se decide con el más alto de cada uno, nunca con
    /// el texto que está en pantalla, así girar una rueda nunca mueve la imagen.
    public struct Texts: Equatable, Sendable {
        public var productNames: [String] = []
        public var colorNames: [String] = []
        /// Each price as shown together: its heading and its amount (nil without a price).
        /// Cada precio como se muestra junto: encabezado y monto (nil sin precio).
        public var prices: [Price] = []
        public var captions: [String] = []

        public struct Price: Equatable, Sendable {
            public var heading: String
            public var amount: String?

            public init(heading: String, amount: String?) {
                self.heading = heading
                self.amount = amount
            }
        }

        /// The labels that show them. / Las etiquetas que los muestran.
        public enum Role: CaseIterable, Sendable {
            case product, colour, priceHeading, amount, caption
        }

        public init() {}

        /// The texts of `mapper` with `rates` (a caption's date: the 28th of any month of their year).
        /// Los textos del mapeador con esos tipos (la fecha de una leyenda: el 28 de cualquier mes).
        public init(mapper: ProductosStateMapper, rates: ExchangeRates?) {
            func state(_ selection: ProductosSelection, _ rates: ExchangeRates? = rates) -> ProductosScreenState {
                mapper.state(selection: selection, price: selection.price(with: rates), rates: rates, problem: nil)
            }
            for row in 0..<ProductosComponent.product.rowCount {
                productNames.append(state(Self.selection(product: row)).productName)
            }
            for row in 0..<ProductosComponent.color.rowCount {
                var selection = ProductosSelection()
                selection.select(row: row, in: .color)
                colorNames.append(state(selection).colorName)
            }
            for product in 0..<ProductosComponent.product.rowCount {
                for currency in 0..<ProductosComponent.currency.rowCount {
                    for iva in 0..<ProductosComponent.iva.rowCount {
                        for rates in [rates, nil] {
                            let shown = state(Self.selection(product: product, currency: currency, iva: iva), rates)
                            prices.append(Price(heading: shown.priceHeading, amount: shown.priceAmount))
                        }
                    }
                }
            }
            captions = Self.captions(mapper: mapper, date: rates?.date)
        }

        /// The tallest of each part, `height` measuring one text in the label of its role (the caller
        /// measures: UIKit in the app, TypeMetricsKit in the checker); a price is its heading and its
        /// amount together ("Price" has no spacing), so an unavailable price counts no amount line.
        /// La más alta de cada parte, midiendo cada texto en la etiqueta de su papel; un precio es su
        /// encabezado y su monto juntos, así un precio no disponible no cuenta línea de monto.
        public func heights(_ height: (String, Role) -> Double) -> Heights {
            func tallest(_ texts: [String], _ role: Role) -> Double { texts.map { height($0, role) }.max() ?? 0 }
            let price = prices.map { price in
                height(price.heading, .priceHeading) + (price.amount.map { height($0, .amount) } ?? 0)
            }.max()
            return Heights(
                product: tallest(productNames, .product), colour: tallest(colorNames, .colour), price: price ?? 0,
                caption: tallest(captions, .caption))
        }

        private static func selection(product: Int, currency: Int = 0, iva: Int = 0) -> ProductosSelection {
            var selection = ProductosSelection()
            selection.select(row: product, in: .product)
            selection.select(row: currency, in: .currency)
            selection.select(row: iva, in: .iva)
            return selection
        }

        /// Each source's caption on `date` and on the 28th of each month of its year, plain and with each
        /// problem, and the caption without rates. / Cada leyenda en esa fecha y el 28 de cada mes de su
        /// año, sola y con cada problema, y sin tipos.
        private static func captions(mapper: ProductosStateMapper, date: RateDate?) -> [String] {
            let rejections = Currency.foreign.flatMap {
                [RatesRejection.missing($0), .invalid($0), .outOfRange($0)].map(RatesProblem.rejected)
            }
            let problems: [RatesProblem?] = [nil] + HTTPError.everyCase.map(RatesProblem.failed) + rejections
            var captions: [String] = []
            if let date {
                let dates =
                    [date] + (1...12).compactMap { RateDate(iso: String(format: "%04d-%02d-28", date.year, $0)) }
                for source in RateSource.allCases {
                    for day in dates {
                        // The caption reads only the date and the source. / La leyenda solo lee fecha y fuente.
                        let sourced = ExchangeRates(date: day, source: source, mxnPerUnit: [:])
                        captions += problems.map {
                            mapper.state(selection: ProductosSelection(), price: nil, rates: sourced, problem: $0)
                                .rateCaption
                        }
                    }
                }
            }
            captions.append(
                mapper.state(selection: ProductosSelection(), price: nil, rates: nil, problem: nil).rateCaption)
            return captions
        }
    }
}
