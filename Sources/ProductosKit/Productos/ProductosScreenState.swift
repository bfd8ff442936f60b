import AppCore
import Foundation

/// Everything the screen shows, decided in the package. / Todo lo que muestra la pantalla.
public struct ProductosScreenState: Equatable {
    /// labelProd. / labelProd.
    public var productName: String
    /// Asset name for imageView1 and its VoiceOver label. / Asset de imageView1 y su etiqueta.
    public var imageName: String
    public var imageAccessibilityLabel: String
    /// labelColor: text, background and a readable text colour (WCAG AA).
    /// labelColor: texto, fondo y color de texto legible (WCAG AA).
    public var colorName: String
    public var colorAccessibilityLabel: String
    public var colorBackground: RGBColor
    public var colorForeground: RGBColor
    /// imageView1's content mode. / El modo de contenido de imageView1.
    public var contentMode: ImageContentMode
    /// The price in two lines: `priceHeading` ("Precio (IVA incluido):", or why there is no price)
    /// wraps and may hyphenate; `priceAmount` ("$13,999.00", nil without a price) stays on one line of
    /// its own and shrinks to fit, so a number is never hyphenated or broken. VoiceOver reads
    /// `priceAccessibilityLabel` ("… pesos mexicanos, IVA incluido") once, for both.
    /// El precio en dos líneas: el encabezado se parte y puede llevar guion; el monto va en su propia
    /// línea y se reduce para caber, así un número nunca se parte. VoiceOver lee la frase una vez.
    public var priceHeading: String
    public var priceAmount: String?
    public var priceAccessibilityLabel: String
    /// Which rates are in use ("Tipo de cambio al 13 mar 2026 (BCE, referencia)"), plus why the live
    /// update failed, if it did. / Qué tipos se usan, y por qué falló la actualización, si falló.
    public var rateCaption: String
    /// The source of the rates in use; nil when no rates are available.
    /// La fuente de los tipos en uso; nil si no hay tipos disponibles.
    public var rateSource: RateSource?
}

/// Why the rates in use are not today's live ones. / Por qué los tipos en uso no son los de hoy en línea.
public enum RatesProblem: Equatable {
    /// The request failed. / La petición falló.
    case failed(HTTPError)
    /// The answer arrived but was not credible. / La respuesta llegó pero no era creíble.
    case rejected(RatesRejection)
}

/// Builds the screen state from a selection, a price and the rates in use (pure, no side effects).
/// Construye el estado de la pantalla a partir de la selección, el precio y los tipos (función pura).
public struct ProductosStateMapper {
    private let localizer: Localizer
    private let formatting: MoneyFormatting

    public init(localizer: Localizer, locale: Locale) {
        self.localizer = localizer
        self.formatting = MoneyFormatting(locale: locale)
    }

    public func state(
        selection: ProductosSelection, price: Money?, rates: ExchangeRates?, problem: RatesProblem?
    ) -> ProductosScreenState {
        let productName = localizer(selection.product.nameKey)
        let colorName = localizer(selection.color.nameKey)
        return ProductosScreenState(
            productName: productName,
            imageName: selection.product.assetName,
            imageAccessibilityLabel: localizer("productos.image.accessibility", productName),
            colorName: colorName,
            colorAccessibilityLabel: localizer("productos.colorIndicator.accessibility", colorName),
            colorBackground: selection.color.rgb,
            colorForeground: selection.color.textColor,
            contentMode: selection.contentMode,
            priceHeading: priceHeading(price, selection: selection),
            priceAmount: price.map(formatting.currencyText),
            priceAccessibilityLabel: priceAccessibilityText(price, selection: selection),
            rateCaption: rateCaption(rates, problem: problem),
            rateSource: rates?.source)
    }

    /// "Precio (IVA incluido):" above the amount, or "Precio en EUR no disponible: …" without one.
    /// "Precio (IVA incluido):" sobre el monto, o por qué no hay precio.
    func priceHeading(_ price: Money?, selection: ProductosSelection) -> String {
        guard price != nil else { return localizer("productos.price.unavailable", selection.currency.code) }
        return localizer("productos.price.heading", localizer(selection.iva.noteKey))
    }

    /// "Precio: 754.06 dólares estadounidenses, IVA incluido".
    func priceAccessibilityText(_ price: Money?, selection: ProductosSelection) -> String {
        guard let price = price else { return localizer("productos.price.unavailable", selection.currency.code) }
        return localizer(
            "productos.price.accessibility", formatting.amountText(price), localizer(price.currency.spokenNameKey),
            localizer(selection.iva.noteKey))
    }

    /// "Tipo de cambio al 13 mar 2026 (BCE, referencia)" and, after a failed or rejected update, why.
    /// La leyenda del tipo de cambio y, si la actualización falló o se rechazó, el motivo.
    func rateCaption(_ rates: ExchangeRates?, problem: RatesProblem?) -> String {
        guard let rates = rates else { return localizer("productos.rates.unavailable") }
        let caption = localizer(
            "productos.rates.caption", formatting.dateText(rates.date), localizer(rates.source.nameKey))
        switch problem {
        case nil:
            return caption
        case .failed(let error):
            return localizer("productos.rates.fallback", caption, localizer(error.messageKey))
        case .rejected(let rejection):
            let reason = localizer(rejection.messageKey, rejection.currency.code)
            return localizer("productos.rates.rejected", caption, reason)
        }
    }
}
