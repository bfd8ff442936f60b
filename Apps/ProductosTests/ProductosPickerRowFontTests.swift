import AppCore
import ProductosKit
import UIKit
import XCTest

@testable import Productos

/// Each picker's row font is the size `PickerRowFont` fits to it, measured with UIKit (runs on a
/// simulator, hosted by the app): at AX5 on a 320-pt phone, never above 28 pt, three rows in the
/// wheel, every title in its column at 60 %, and the columns split at that size.
/// La fuente de las filas de cada picker es la que `PickerRowFont` ajusta, medida con UIKit.
final class ProductosPickerRowFontTests: XCTestCase {
    private let bundle = Bundle(for: ProductosViewController.self)

    /// UIKit's width of a title on one line in the system font (the rows' font) at a size.
    /// El ancho de UIKit de un título en la fuente del sistema a un tamaño.
    private let measure: PickerRowFont.Measure = { text, size in
        Double((text as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: CGFloat(size))]).width)
    }

    /// The wireframe's screen at a text size, `width` × 568 pt. / La pantalla a un tamaño de texto.
    private func makeScreen(
        width: CGFloat, category: UIContentSizeCategory
    ) throws -> (container: UIViewController, screen: ProductosViewController) {
        let environment = ProductosEnvironment(
            bundle: bundle, fetcher: nil, localizer: .live, locale: Locale(identifier: "es_MX"), delivery: .immediate,
            makeConnectivityMonitor: { nil })
        let controller = try XCTUnwrap(
            ProductosWireframe.makeModule(environment: environment) as? ProductosViewController)
        let container = UIViewController()
        container.addChild(controller)
        container.view.addSubview(controller.view)
        controller.didMove(toParent: container)
        container.setOverrideTraitCollection(
            UITraitCollection(preferredContentSizeCategory: category), forChild: controller)
        container.view.frame = CGRect(x: 0, y: 0, width: width, height: 568)
        controller.view.frame = container.view.bounds
        controller.view.layoutIfNeeded()
        controller.view.layoutIfNeeded()
        return (container, controller)
    }

    private func pickerView(_ identifier: String, in root: UIView) throws -> UIPickerView {
        func search(_ view: UIView) -> UIPickerView? {
            if let match = view as? UIPickerView, view.accessibilityIdentifier == identifier { return match }
            return view.subviews.lazy.compactMap(search).first
        }
        return try XCTUnwrap(search(root), "no picker \(identifier)")
    }

    func testAtAX5EachPickersRowFontIsTheFittedSize() throws {
        let (container, controller) = try makeScreen(width: 320, category: .accessibilityExtraExtraExtraLarge)
        defer { withExtendedLifetime(container) {} }
        let ids = AccessibilityIdentifiers.Productos.self
        let preferred = UIFontMetrics(forTextStyle: .body).scaledFont(
            for: .systemFont(ofSize: CGFloat(PickerRowFont.basePointSize)), compatibleWith: controller.traitCollection)
        XCTAssertGreaterThan(preferred.pointSize, CGFloat(PickerRowMetrics.maximumRowPointSize), "AX5 asks for more")
        for (identifier, picker) in [(ids.productPicker, ProductosPicker.product), (ids.pricePicker, .price)] {
            let view = try pickerView(identifier, in: controller.view)
            let titles = (0..<controller.numberOfComponents(in: view)).map { component in
                (0..<controller.pickerView(view, numberOfRowsInComponent: component)).map {
                    controller.pickerView(view, titleForRow: $0, forComponent: component) ?? ""
                }
            }
            let expected = PickerRowFont.sizing(
                preferred: Double(preferred.pointSize),
                lineHeightPerPoint: Double(preferred.lineHeight / preferred.pointSize),
                wheel: PickerRowFont.Wheel(
                    width: Double(view.bounds.width), height: PickerRowFont.wheelHeight(of: picker), titles: titles),
                measure: measure)
            let font = controller.rowFont(for: view)
            XCTAssertEqual(Double(font.pointSize), expected.pointSize, accuracy: 0.001, "\(picker)")
            XCTAssertLessThanOrEqual(Double(font.pointSize), PickerRowMetrics.maximumRowPointSize, "\(picker)")
            let row = Double(controller.pickerView(view, rowHeightForComponent: 0))
            XCTAssertGreaterThanOrEqual(
                PickerRowFont.wheelHeight(of: picker) / row, ProductosLayout.minimumVisibleRows, "\(picker)")
            let widths = titles.indices.map { Double(controller.pickerView(view, widthForComponent: $0)) }
            XCTAssertEqual(widths, expected.columnWidths, "\(picker)")
            XCTAssertTrue(
                PickerRowFont.titlesFit(
                    titles, columnWidths: widths, pointSize: Double(font.pointSize), measure: measure),
                "\(picker)")
            let label = try XCTUnwrap(
                controller.pickerView(view, viewForRow: 0, forComponent: 0, reusing: nil) as? UILabel)
            XCTAssertEqual(label.font.pointSize, font.pointSize, "\(picker)")
        }
        // The card's row height is the taller picker's. / El alto de fila de la tarjeta es el mayor.
        let tallest = try [ids.productPicker, ids.pricePicker].map {
            controller.rowFont(for: try pickerView($0, in: controller.view)).lineHeight
        }.max()
        XCTAssertEqual(controller.rowFont.lineHeight, try XCTUnwrap(tallest))
    }
}
