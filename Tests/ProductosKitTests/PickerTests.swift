import AppCore
import TestSupport
import XCTest

@testable import ProductosKit

/// Both pickers: components, rows, titles and VoiceOver labels, in Spanish and English.
/// Ambos pickers: componentes, filas, títulos y etiquetas de VoiceOver, en español e inglés.
final class PickerTests: XCTestCase {
    private func presenter(_ localizer: Localizer) -> ProductosPresenter {
        ProductosPresenter(
            interactor: ProductosInteractor(bundledRates: .failure(.missingFile), fetcher: nil), localizer: localizer,
            locale: ProductosFixtures.spanishMexico, delivery: .immediate)
    }

    private func titles(_ presenter: ProductosPresenter, _ picker: ProductosPicker, _ component: Int) -> [String] {
        (0..<presenter.numberOfRows(in: picker, component: component)).map {
            presenter.title(in: picker, component: component, row: $0)
        }
    }

    func testComponentCounts() throws {
        let presenter = presenter(try TestLocalizer.spanish(app: "Productos"))
        XCTAssertEqual(presenter.numberOfComponents(in: .product), 3)
        XCTAssertEqual(presenter.numberOfComponents(in: .price), 2)
    }

    func testRowCounts() throws {
        let presenter = presenter(try TestLocalizer.spanish(app: "Productos"))
        XCTAssertEqual((0..<3).map { presenter.numberOfRows(in: .product, component: $0) }, [10, 10, 12])
        XCTAssertEqual((0..<2).map { presenter.numberOfRows(in: .price, component: $0) }, [6, 2])
        XCTAssertEqual(presenter.numberOfRows(in: .product, component: 3), 0)
        XCTAssertEqual(presenter.numberOfRows(in: .price, component: -1), 0)
    }

    func testSpanishTitlesOfPickerView1() throws {
        let presenter = presenter(try TestLocalizer.spanish(app: "Productos"))
        XCTAssertEqual(
            titles(presenter, .product, 0),
            [
                "Xbox Series X", "Nintendo Switch OLED", "PlayStation 5", "Silla gamer", "Pantalla OLED",
                "Figuras Funko", "Teclado mecánico", "Audífonos", "Tapete para mouse", "Pósteres",
            ])
        XCTAssertEqual(
            titles(presenter, .product, 1),
            ["Rojo", "Verde", "Azul", "Amarillo", "Naranja", "Morado", "Rosa", "Turquesa", "Negro", "Blanco"])
        XCTAssertEqual(
            titles(presenter, .product, 2),
            [
                "Ajustar", "Rellenar", "Estirar", "Centro", "Arriba", "Abajo", "Izquierda", "Derecha",
                "Arriba izquierda", "Arriba derecha", "Abajo izquierda", "Abajo derecha",
            ])
    }

    func testSpanishTitlesOfPickerView2() throws {
        let presenter = presenter(try TestLocalizer.spanish(app: "Productos"))
        XCTAssertEqual(
            titles(presenter, .price, 0),
            ["MXN · Peso", "USD · Dólar", "EUR · Euro", "JPY · Yen", "GBP · Libra", "CAD · Dólar canadiense"])
        XCTAssertEqual(titles(presenter, .price, 1), ["Incluido", "Sin IVA"])
    }

    func testEnglishTitles() throws {
        let presenter = presenter(try TestLocalizer.english(app: "Productos"))
        XCTAssertEqual(presenter.title(in: .product, component: 0, row: 3), "Gaming chair")
        XCTAssertEqual(presenter.title(in: .product, component: 1, row: 7), "Turquoise")
        XCTAssertEqual(presenter.title(in: .product, component: 2, row: 0), "Aspect fit")
        XCTAssertEqual(presenter.title(in: .price, component: 0, row: 5), "CAD · Canadian dollar")
        XCTAssertEqual(presenter.title(in: .price, component: 1, row: 1), "No IVA")
    }

    func testEveryTitleIsTranslatedInBothLanguages() throws {
        for localizer in [try TestLocalizer.spanish(app: "Productos"), try TestLocalizer.english(app: "Productos")] {
            let presenter = presenter(localizer)
            for picker in ProductosPicker.allCases {
                for component in 0..<presenter.numberOfComponents(in: picker) {
                    for title in titles(presenter, picker, component) {
                        XCTAssertFalse(title.isEmpty)
                        XCTAssertFalse(title.hasPrefix("productos."), "untranslated \(title)")
                    }
                }
            }
        }
    }

    func testOutOfRangeTitlesAreEmpty() throws {
        let presenter = presenter(try TestLocalizer.spanish(app: "Productos"))
        XCTAssertEqual(presenter.title(in: .product, component: 0, row: 10), "")
        XCTAssertEqual(presenter.title(in: .price, component: 2, row: 0), "")
        XCTAssertEqual(presenter.title(in: .price, component: 1, row: -1), "")
    }

    func testAccessibilityLabelPerComponent() throws {
        let spanish = presenter(try TestLocalizer.spanish(app: "Productos"))
        XCTAssertEqual(
            (0..<3).map { spanish.accessibilityLabel(in: .product, component: $0) },
            ["Producto", "Color", "Ajuste de la imagen"])
        XCTAssertEqual((0..<2).map { spanish.accessibilityLabel(in: .price, component: $0) }, ["Divisa", "IVA"])
        XCTAssertEqual(spanish.accessibilityLabel(in: .price, component: 2), "")
        let english = presenter(try TestLocalizer.english(app: "Productos"))
        XCTAssertEqual(english.accessibilityLabel(in: .product, component: 2), "Image fit")
        XCTAssertEqual(english.accessibilityLabel(in: .price, component: 0), "Currency")
    }

    func testInitialSelectedRowsAreTheFirst() throws {
        let presenter = presenter(try TestLocalizer.spanish(app: "Productos"))
        for picker in ProductosPicker.allCases {
            for component in 0..<presenter.numberOfComponents(in: picker) {
                XCTAssertEqual(presenter.selectedRow(in: picker, component: component), 0)
            }
        }
    }

    func testSelectedRowFollowsTheSelection() throws {
        let presenter = presenter(try TestLocalizer.spanish(app: "Productos"))
        presenter.didSelect(in: .price, component: 0, row: 3)
        presenter.didSelect(in: .product, component: 2, row: 8)
        XCTAssertEqual(presenter.selectedRow(in: .price, component: 0), 3)
        XCTAssertEqual(presenter.selectedRow(in: .product, component: 2), 8)
        XCTAssertEqual(presenter.selection.currency, .jpy)
        XCTAssertEqual(presenter.selection.contentMode, .topLeft)
    }
}
