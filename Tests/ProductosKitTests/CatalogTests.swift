import AppCore
import TestSupport
import XCTest

@testable import ProductosKit

/// The catalogue, colours, content modes and currencies. / Catálogo, colores, modos y divisas.
final class CatalogTests: XCTestCase {
    func testTheSeedsTenProductsInOrderWithTheirAssetNames() {
        XCTAssertEqual(
            ProductCatalog.all.map(\.assetName),
            [
                "XboxSerieX", "SwitchOLED", "Playstation5", "SillaGamer", "PantallaOLED", "Funkos", "Teclados",
                "Audifonos", "MousePad", "Posters",
            ])
    }

    func testPricesArePositiveWholeCentavos() {
        for product in ProductCatalog.all {
            XCTAssertGreaterThan(product.shelfPriceMXN, 0, product.assetName)
            XCTAssertLessThanOrEqual(product.shelfPriceMXN.decimalPlaces, 2, product.assetName)
        }
    }

    func testCentavosBecomeAnExactDecimal() {
        XCTAssertEqual(
            Product(assetName: "X", shelfCentavos: 1_399_900).shelfPriceMXN, ProductosFixtures.decimal("13999.00"))
        XCTAssertEqual(Product(assetName: "X", shelfCentavos: 5).shelfPriceMXN, ProductosFixtures.decimal("0.05"))
    }

    func testEveryProductHasASpanishAndAnEnglishName() throws {
        let spanish = try ProductosFixtures.stringsTable("es")
        let english = try ProductosFixtures.stringsTable("en")
        for product in ProductCatalog.all {
            XCTAssertFalse(spanish[product.nameKey, default: ""].isEmpty, product.nameKey)
            XCTAssertFalse(english[product.nameKey, default: ""].isEmpty, product.nameKey)
        }
        XCTAssertEqual(spanish["productos.product.Audifonos"], "Audífonos")
        XCTAssertEqual(english["productos.product.SillaGamer"], "Gaming chair")
    }

    func testColourNamesAreReadableOnTheirColourWCAGAA() {
        XCTAssertEqual(ProductColorPalette.all.count, 10)
        for color in ProductColorPalette.all {
            XCTAssertGreaterThanOrEqual(color.textContrast, 4.5, "\(color.identifier) \(color.rgb)")
        }
    }

    func testTextColourIsTheBetterOfBlackAndWhite() throws {
        let yellow = try XCTUnwrap(ProductColorPalette.all.first { $0.identifier == "yellow" })
        let blue = try XCTUnwrap(ProductColorPalette.all.first { $0.identifier == "blue" })
        XCTAssertEqual(yellow.textColor, .black)
        XCTAssertEqual(blue.textColor, .white)
    }

    func testColourIdentifiersAndValuesAreUnique() {
        XCTAssertEqual(Set(ProductColorPalette.all.map(\.identifier)).count, ProductColorPalette.all.count)
        XCTAssertEqual(Set(ProductColorPalette.all.map(\.rgb)).count, ProductColorPalette.all.count)
    }

    func testTheTwelveContentModesOfTheIssue() {
        XCTAssertEqual(
            Set(ImageContentMode.allCases.map(\.rawValue)),
            [
                "scaleToFill", "scaleAspectFit", "scaleAspectFill", "center", "top", "bottom", "left", "right",
                "topLeft", "topRight", "bottomLeft", "bottomRight",
            ])
        XCTAssertEqual(ImageContentMode.allCases.first, .scaleAspectFit, "the seed's AspectFit comes first")
    }

    func testCurrenciesAndTheirMinorUnits() {
        XCTAssertEqual(Currency.allCases.map(\.code), ["MXN", "USD", "EUR", "JPY", "GBP", "CAD"])
        XCTAssertEqual(Currency.allCases.map(\.minorUnits), [2, 2, 2, 0, 2, 2])
        XCTAssertEqual(Currency.foreign, [.usd, .eur, .jpy, .gbp, .cad])
    }

    func testIVAOptionsInTheSeedsOrder() throws {
        let spanish = try TestLocalizer.spanish(app: "Productos")
        XCTAssertEqual(IVAOption.allCases.map { spanish($0.titleKey) }, ["Incluido", "Sin IVA"])
        XCTAssertEqual(PriceCalculator.ivaRate, ProductosFixtures.decimal("0.16"))
    }
}
