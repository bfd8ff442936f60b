import AppCore
import Foundation
import TestSupport
import Testing
import TypeMetricsKit

@testable import ProductosKit

/// The card's columns and rows in compact height. On a 375 pt-tall phone in landscape the two pickers,
/// one under the other, take 180 + 12 + 150 = 342 of 375 pt: a scroll could only start on the 32 pt
/// strips beside the card, and the product image and picker 1's selected row never fit together.
/// Side by side, the pickers take one column sized to the height and the image and price the other.
/// Columnas y filas de la tarjeta con altura compacta. En un teléfono de 375 pt en horizontal los dos
/// pickers, uno bajo el otro, ocupan 342 de 375 pt. Lado a lado, los pickers ocupan una columna a la
/// medida de la altura y la imagen y el precio la otra.
@Suite struct ProductosLayoutTests {
    private typealias Space = ProductosLayout.Space
    /// Picker rows at the default text size (17 pt body: 20.3 pt line × 1.6). / Filas al tamaño por omisión.
    private static let defaultRow = 33.0
    /// Product, colour, price and caption as on launch, measured with TypeMetricsKit's tables at the
    /// SE's 195 pt text column (at wider columns they need no more). / Los textos al abrir, medidos.
    private static let texts: ProductosLayout.Heights = {
        let none = ProductosLayout.Heights(product: .infinity, colour: 0, price: 0, caption: 0)
        guard let localizer = try? TestLocalizer.spanish(app: "Productos"),
            let usual = try? ProductosWorstCaseTexts.usual(localizer: localizer)
        else { return none }
        return usual.heights(width: 195)
    }()

    private let iPhone8Landscape = Space(width: 667, height: 375, isCompactHeight: true, rowHeight: defaultRow)

    @Test func stackedThePickersTakeAlmostTheWholeHeight() {
        let stacked = ProductosLayout.arrangement(in: iPhone8Landscape.regular, longest: Self.texts)
        #expect(stacked == .stacked)
        #expect(ProductosLayout.stackedPickersHeight == 342)
        #expect(ProductosLayout.stackedPickersHeight > iPhone8Landscape.contentHeight)
    }

    @Test(arguments: [
        Space(width: 667, height: 375, isCompactHeight: true, rowHeight: 33),
        Space(width: 568, height: 320, isCompactHeight: true, rowHeight: 33),
        Space(width: 832, height: 419, isCompactHeight: true, rowHeight: 33),
        Space(width: 750, height: 369, isCompactHeight: true, rowHeight: 33),
    ])
    func inCompactHeightThePickersGoBesideTheImageAndAllFit(_ space: ProductosLayout.Space) throws {
        let layout = try #require(
            ProductosLayout.arrangement(in: space, longest: Self.texts).sideBySide, "stacked at \(space)")
        // Both wheels in the visible height, each showing at least three rows.
        // Las dos ruedas en la altura visible, cada una con al menos tres filas.
        #expect(layout.picker1Height + ProductosLayout.spacing + layout.picker2Height <= space.contentHeight)
        #expect(layout.picker1Height >= 3 * space.rowHeight && layout.picker2Height >= 3 * space.rowHeight)
        #expect(layout.picker1Height <= 180 && layout.picker2Height <= 150)
        // The image is beside picker 1, both from the top: the image and the selected row fit together.
        // La imagen está junto al picker 1, ambos desde arriba: la imagen y la fila elegida caben juntas.
        #expect(layout.imageHeight >= ProductosLayout.minimumImageHeight && layout.imageHeight <= 170)
        #expect(layout.picker1Height / 2 + space.rowHeight / 2 <= space.contentHeight)
        // A whole column (not a 32 pt strip) is left to start a scroll. / Queda una columna para desplazar.
        #expect(layout.infoColumnWidth >= 0.35 * space.contentWidth)
        #expect(
            abs(layout.infoColumnWidth + ProductosLayout.columnSpacing + layout.pickerColumnWidth - space.contentWidth)
                < 0.001)
        #expect(!layout.showsTitle)
    }

    @Test func onA375PointPhoneTheImageAndThePriceFitBesideThePickers() throws {
        let layout = try #require(
            ProductosLayout.arrangement(in: iPhone8Landscape, longest: Self.texts).sideBySide)
        let info = layout.imageHeight + ProductosLayout.spacing * 4 + Self.texts.total
        #expect(info <= iPhone8Landscape.contentHeight, "image + texts \(info)")
        #expect(layout.picker1Height == ((375 - 64 - 12) * 180 / 330).rounded(.down))
    }

    /// Issue 34 item 1: on 320 and 375 pt-tall phones in landscape, at every text size, in Spanish and
    /// English, the layout decided by the longest texts keeps the picture (at least 44 pt); where the
    /// texts fit in the storyboard's order they end inside the screen under it, else the price and the
    /// caption come right under the picture and, where the layout says the caption fits, end inside the
    /// screen. Up to the default size the caption always fits (from XL on a 320-pt SE it may not: the
    /// column scrolls, the price and the caption first). Before, the
    /// picture was hidden below 60 pt (0 pt on an SE with the longest texts) and the caption still
    /// ended below the screen.
    /// En teléfonos de 320 y 375 pt en horizontal, a cada tamaño de texto y en los dos idiomas, la
    /// imagen se queda (al menos 44 pt) y la leyenda termina en pantalla donde la disposición lo dice,
    /// siempre hasta el tamaño por omisión.
    @Test(arguments: ["es", "en"])
    func thePictureStaysAndTheCaptionIsOnScreenWhereTheLongestTextsFit(language: String) throws {
        let worst = try ProductosWorstCaseTexts(localizer: TestLocalizer.language(language, app: "Productos"))
        for (width, height) in [(568.0, 320.0), (667, 375)] {
            for category in TextSizeCategory.allCases {
                let space = Space(
                    width: width, height: height, isCompactHeight: true, rowHeight: Self.rowHeight(category))
                let texts = worst.heights(width: ProductosLayout.infoColumnWidth(in: space), category: category)
                let layout = try #require(ProductosLayout.arrangement(in: space, longest: texts).sideBySide)
                let captionBottom =
                    layout.priceFirst
                    ? layout.imageHeight + 2 * ProductosLayout.spacing + texts.priceAndCaption
                    : layout.imageHeight + 4 * ProductosLayout.spacing + texts.total
                let label = "\(language) \(height) pt \(category): caption ends at \(captionBottom)"
                #expect(layout.imageHeight >= ProductosLayout.minimumImageHeight, "\(label)")
                #expect(layout.captionFits == (captionBottom <= space.contentHeight + 0.001), "\(label)")
                #expect(layout.captionFits || category > .large, "\(label)")
            }
        }
    }

    /// The picture's height comes from the presenter's longest texts, which are the same whatever the
    /// wheels show: turning the product wheel never moves or hides the picture (it flickered before).
    /// La altura de la imagen sale de los textos más largos del presenter, iguales muestren lo que
    /// muestren las ruedas: girar la rueda de productos nunca mueve ni oculta la imagen.
    @Test func turningAWheelNeverChangesTheLongestTexts() throws {
        let interactor = ProductosInteractor(bundledRates: .success(try ProductosFixtures.bundledRates()), fetcher: nil)
        let presenter = ProductosPresenter(
            interactor: interactor, localizer: try TestLocalizer.spanish(app: "Productos"),
            locale: Locale(identifier: "es_MX"), delivery: .immediate)
        let view = FakeProductosView()
        presenter.view = view
        presenter.viewDidLoad()
        let first = presenter.longestTexts()
        for row in 0..<ProductosComponent.product.rowCount {
            presenter.didSelect(in: .product, component: 0, row: row)
            #expect(presenter.longestTexts() == first, "row \(row)")
            let shown = try #require(view.states.last)
            #expect(first.productNames.contains(shown.productName) && first.captions.contains(shown.rateCaption))
        }
    }

    /// The image row of docs/layout.md's landscape table with the longest texts at the default size.
    /// La fila de la imagen de la tabla de docs/layout.md con los textos más largos.
    @Test(arguments: [(568.0, 320.0, 44.0), (667, 375, 44), (832, 419, 126)])
    func theImageHeightsOfTheLayoutDocument(width: Double, height: Double, expected: Double) throws {
        let worst = try ProductosWorstCaseTexts(localizer: TestLocalizer.spanish(app: "Productos"))
        let space = Space(width: width, height: height, isCompactHeight: true, rowHeight: Self.defaultRow)
        let layout = try #require(
            ProductosLayout.arrangement(
                in: space, longest: worst.heights(width: ProductosLayout.infoColumnWidth(in: space))
            ).sideBySide)
        #expect(abs(layout.imageHeight - expected) < 0.5, "\(width)×\(height): \(layout.imageHeight)")
    }

    /// `PickerRowMetrics.rowHeight` of the rows' font at `category` (Body up to the rows' cap).
    /// El alto de fila de las ruedas a ese tamaño.
    private static func rowHeight(_ category: TextSizeCategory) -> Double {
        let size = min(DynamicType.pointSize(.body, at: category), PickerRowMetrics.maximumRowPointSize)
        return PickerRowMetrics.rowHeight(lineHeight: FontFace.system.lineHeight(size: size))
    }

    @Test func largeTextKeepsThreeRowsAndScrollsInstead() throws {
        // SE in landscape at the rows' 28 pt cap. / SE horizontal con el tope de 28 pt de las filas.
        let large = Space(width: 568, height: 320, isCompactHeight: true, rowHeight: 54)
        let layout = try #require(ProductosLayout.arrangement(in: large, longest: Self.texts).sideBySide)
        #expect(layout.picker1Height == 162 && layout.picker2Height == 150)
    }

    @Test func regularHeightKeepsTheColumn() {
        let portrait = Space(width: 320, height: 548, isCompactHeight: false, rowHeight: 33)
        #expect(ProductosLayout.arrangement(in: portrait, longest: Self.texts) == .stacked)
    }

    @Test func nonsenseInputGivesSaneSizes() throws {
        let broken = Space(width: .nan, height: -5, isCompactHeight: true, rowHeight: .infinity)
        let layout = try #require(
            ProductosLayout.arrangement(
                in: broken, longest: ProductosLayout.Heights(product: .nan, colour: -1, price: .infinity, caption: 0)
            ).sideBySide)
        for value in [layout.picker1Height, layout.picker2Height, layout.imageHeight, layout.pickerColumnWidth] {
            // (the picture at its 44 pt minimum) / (la imagen en su mínimo)
            #expect(value.isFinite && value >= 0)
        }
    }
}

extension ProductosLayout.Space {
    /// The same size in regular height. / El mismo tamaño con altura normal.
    fileprivate var regular: ProductosLayout.Space {
        var copy = self
        copy.isCompactHeight = false
        return copy
    }
}
