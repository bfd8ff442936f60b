import Foundation
import TestSupport
import Testing

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
    private static let texts: Double = {
        guard let localizer = try? TestLocalizer.spanish(app: "Productos"),
            let usual = try? ProductosWorstCaseTexts.usual(localizer: localizer)
        else { return .infinity }
        return usual.height(width: 195)
    }()

    private let iPhone8Landscape = Space(width: 667, height: 375, isCompactHeight: true, rowHeight: defaultRow)

    @Test func stackedThePickersTakeAlmostTheWholeHeight() {
        let stacked = ProductosLayout.arrangement(in: iPhone8Landscape.regular, infoTextHeight: Self.texts)
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
            ProductosLayout.arrangement(in: space, infoTextHeight: Self.texts).sideBySide, "stacked at \(space)")
        // Both wheels in the visible height, each showing at least three rows.
        // Las dos ruedas en la altura visible, cada una con al menos tres filas.
        #expect(layout.picker1Height + ProductosLayout.spacing + layout.picker2Height <= space.contentHeight)
        #expect(layout.picker1Height >= 3 * space.rowHeight && layout.picker2Height >= 3 * space.rowHeight)
        #expect(layout.picker1Height <= 180 && layout.picker2Height <= 150)
        // The image is beside picker 1, both from the top: the image and the selected row fit together.
        // La imagen está junto al picker 1, ambos desde arriba: la imagen y la fila elegida caben juntas.
        // The SE at launch hides the picture with SF's measured line: issue 34 item 1.
        // El SE oculta la imagen al abrir con la línea medida de SF: ítem 1 del issue 34.
        withKnownIssue("issue 34 item 1: the picture is hidden on a 320-pt screen") {
            #expect(layout.showsImage && layout.imageHeight >= ProductosLayout.minimumImageHeight)
        } when: {
            space.height == 320
        }
        #expect(layout.imageHeight <= 170)
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
            ProductosLayout.arrangement(in: iPhone8Landscape, infoTextHeight: Self.texts).sideBySide)
        let info = layout.imageHeight + ProductosLayout.spacing * 4 + Self.texts
        #expect(info <= iPhone8Landscape.contentHeight, "image + texts \(info)")
        #expect(layout.picker1Height == ((375 - 64 - 12) * 180 / 330).rounded(.down))
    }

    /// A 320-pt SE in landscape with the longest product name, price and failure caption: the
    /// caption (the one place that says prices may be stale) ends inside the screen.
    /// Un SE de 320 pt en horizontal con los textos más largos: la leyenda termina dentro de la pantalla.
    @Test(arguments: [
        Space(width: 568, height: 320, isCompactHeight: true, rowHeight: 33),
        Space(width: 667, height: 375, isCompactHeight: true, rowHeight: 33),
        Space(width: 832, height: 419, isCompactHeight: true, rowHeight: 33),
    ])
    func inLandscapeTheCaptionIsVisibleWithTheWorstCaseTexts(_ space: ProductosLayout.Space) throws {
        let worst = try ProductosWorstCaseTexts(localizer: TestLocalizer.spanish(app: "Productos"))
        let texts = worst.height(width: ProductosLayout.infoColumnWidth(in: space))
        let layout = try #require(ProductosLayout.arrangement(in: space, infoTextHeight: texts).sideBySide)
        let image = layout.showsImage ? layout.imageHeight + ProductosLayout.spacing : 0
        let captionBottom = image + 3 * ProductosLayout.spacing + texts
        // With SF's measured line the SE's worst-case caption ends 1.8 pt below the screen: a known
        // defect until issue 34 item 1 lets the text column scroll. / Defecto conocido hasta el ítem 1.
        withKnownIssue("issue 34 item 1: the caption ends below a 320-pt screen") {
            #expect(captionBottom <= space.contentHeight, "caption ends at \(captionBottom) of \(space.contentHeight)")
        } when: {
            space.height == 320
        }
        #expect(!layout.showsImage || layout.imageHeight >= ProductosLayout.minimumImageHeight)
    }

    /// The image row of docs/layout.md's landscape table: launch texts / worst-case texts (0 = hidden).
    /// La fila de la imagen de la tabla de docs/layout.md: textos al abrir / peor caso (0 = oculta).
    /// With SF's line as UIKit measures it (1.193 em; 1.150 before), the picture is hidden at launch on
    /// the 320-pt SE and with the worst-case texts on 375-pt phones (issue 34 item 1 redesigns this).
    /// Con la línea de SF medida por UIKit la imagen se oculta al abrir en el SE y con el peor caso en 375 pt.
    @Test(arguments: [(568.0, 320.0, 0.0, 0.0), (667, 375, 114, 0), (832, 419, 170, 127)])
    func theImageHeightsOfTheLayoutDocument(width: Double, height: Double, launch: Double, worst: Double) throws {
        let localizer = try TestLocalizer.spanish(app: "Productos")
        let space = Space(width: width, height: height, isCompactHeight: true, rowHeight: Self.defaultRow)
        let column = ProductosLayout.infoColumnWidth(in: space)
        for (texts, expected) in [
            (try ProductosWorstCaseTexts.usual(localizer: localizer), launch),
            (try ProductosWorstCaseTexts(localizer: localizer), worst),
        ] {
            let layout = try #require(
                ProductosLayout.arrangement(in: space, infoTextHeight: texts.height(width: column)).sideBySide)
            #expect(abs(layout.imageHeight - expected) < 0.5, "\(width)×\(height): \(layout.imageHeight)")
        }
    }

    /// With the usual texts (the day's caption, no failure) the image stays on a 375-pt phone.
    /// Con los textos de siempre la imagen se queda en un teléfono de 375 pt.
    @Test func theImageStaysWhenTheUsualTextsLeaveItsFloor() throws {
        let layout = try #require(
            ProductosLayout.arrangement(in: iPhone8Landscape, infoTextHeight: Self.texts).sideBySide)
        #expect(layout.showsImage && layout.imageHeight >= ProductosLayout.minimumImageHeight)
    }

    @Test func largeTextKeepsThreeRowsAndScrollsInstead() throws {
        // SE in landscape at the rows' 28 pt cap. / SE horizontal con el tope de 28 pt de las filas.
        let large = Space(width: 568, height: 320, isCompactHeight: true, rowHeight: 54)
        let layout = try #require(ProductosLayout.arrangement(in: large, infoTextHeight: Self.texts).sideBySide)
        #expect(layout.picker1Height == 162 && layout.picker2Height == 150)
    }

    @Test func regularHeightKeepsTheColumn() {
        let portrait = Space(width: 320, height: 548, isCompactHeight: false, rowHeight: 33)
        #expect(ProductosLayout.arrangement(in: portrait, infoTextHeight: Self.texts) == .stacked)
    }

    @Test func nonsenseInputGivesSaneSizes() throws {
        let broken = Space(width: .nan, height: -5, isCompactHeight: true, rowHeight: .infinity)
        let layout = try #require(ProductosLayout.arrangement(in: broken, infoTextHeight: .nan).sideBySide)
        for value in [layout.picker1Height, layout.picker2Height, layout.imageHeight, layout.pickerColumnWidth] {
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
