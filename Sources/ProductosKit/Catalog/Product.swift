import Foundation

/// One article of the catalogue: its asset name (the seed's image names) and its shelf price.
/// Un artículo del catálogo: su nombre de asset (los nombres de imagen del seed) y su precio de anaquel.
public struct Product: Equatable, Hashable {
    /// Name of the image in the app's asset catalogue, exactly as the seed spells it.
    /// Nombre de la imagen en el catálogo de assets, tal como lo escribe el seed.
    public let assetName: String
    /// Shelf price in Mexican pesos WITH IVA included, as Mexican consumer prices are quoted
    /// ($7,499.00); "Sin IVA" is derived from it (`PriceCalculator.priceWithoutIVA`).
    /// Precio de anaquel en pesos mexicanos CON IVA incluido, como se anuncian los precios al
    /// consumidor en México; "Sin IVA" se deriva de él.
    public let shelfPriceMXN: Decimal

    /// - Parameter shelfCentavos: the IVA-included price in centavos, so the price is an exact `Decimal`.
    ///   El precio con IVA en centavos, para que el precio sea un `Decimal` exacto.
    public init(assetName: String, shelfCentavos: Int) {
        self.assetName = assetName
        self.shelfPriceMXN = Decimal(shelfCentavos) / 100
    }

    /// Key of the display name in `Localizable.strings`. / Clave del nombre visible.
    public var nameKey: String { "productos.product.\(assetName)" }
}

/// The seed's ten products, in the seed's order. Prices are ILLUSTRATIVE IVA-included shelf prices in
/// the range of Mexican retail prices in early 2026 (not quotes from any store; see docs/apps/productos.md).
/// Los diez productos del seed, en su orden. Los precios son precios de anaquel ILUSTRATIVOS con IVA,
/// en el rango de precios de venta en México a inicios de 2026 (no son cotizaciones de ninguna tienda).
public enum ProductCatalog {
    public static let all: [Product] = [
        Product(assetName: "XboxSerieX", shelfCentavos: 1_399_900),
        Product(assetName: "SwitchOLED", shelfCentavos: 749_900),
        Product(assetName: "Playstation5", shelfCentavos: 1_299_900),
        Product(assetName: "SillaGamer", shelfCentavos: 349_900),
        Product(assetName: "PantallaOLED", shelfCentavos: 2_499_900),
        Product(assetName: "Funkos", shelfCentavos: 34_800),
        Product(assetName: "Teclados", shelfCentavos: 129_900),
        Product(assetName: "Audifonos", shelfCentavos: 189_900),
        Product(assetName: "MousePad", shelfCentavos: 24_900),
        Product(assetName: "Posters", shelfCentavos: 18_990),
    ]
}
