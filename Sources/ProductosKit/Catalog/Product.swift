import Foundation

/// One article of the catalogue: its asset name (the seed's image names) and its base price.
/// Un artículo del catálogo: su nombre de asset (los nombres de imagen del seed) y su precio base.
public struct Product: Equatable, Hashable {
    /// Name of the image in the app's asset catalogue, exactly as the seed spells it.
    /// Nombre de la imagen en el catálogo de assets, tal como lo escribe el seed.
    public let assetName: String
    /// Price in Mexican pesos BEFORE IVA. / Precio en pesos mexicanos ANTES de IVA.
    public let basePriceMXN: Decimal

    /// - Parameter centavos: the pre-IVA price in centavos, so the price is an exact `Decimal`.
    ///   El precio sin IVA en centavos, para que el precio sea un `Decimal` exacto.
    public init(assetName: String, centavos: Int) {
        self.assetName = assetName
        self.basePriceMXN = Decimal(centavos) / 100
    }

    /// Key of the display name in `Localizable.strings`. / Clave del nombre visible.
    public var nameKey: String { "productos.product.\(assetName)" }
}

/// The seed's ten products, in the seed's order. Prices are ILLUSTRATIVE pre-IVA amounts in the
/// range of Mexican retail prices in early 2026 (not quotes from any store; see README.md, "Productos").
/// Los diez productos del seed, en su orden. Los precios son montos ILUSTRATIVOS sin IVA, en el
/// rango de precios de venta en México a inicios de 2026 (no son cotizaciones de ninguna tienda).
public enum ProductCatalog {
    public static let all: [Product] = [
        Product(assetName: "XboxSerieX", centavos: 1_206_810),
        Product(assetName: "SwitchOLED", centavos: 646_466),
        Product(assetName: "Playstation5", centavos: 1_120_603),
        Product(assetName: "SillaGamer", centavos: 301_638),
        Product(assetName: "PantallaOLED", centavos: 2_155_086),
        Product(assetName: "Funkos", centavos: 30_000),
        Product(assetName: "Teclados", centavos: 111_983),
        Product(assetName: "Audifonos", centavos: 163_707),
        Product(assetName: "MousePad", centavos: 21_466),
        Product(assetName: "Posters", centavos: 16_371),
    ]
}
