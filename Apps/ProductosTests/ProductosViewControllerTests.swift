import ProductosKit
import UIKit
import XCTest

@testable import Productos

/// The Productos screen as the storyboard builds it (runs on a simulator, hosted by the app):
/// both pickers wired to the view controller, and every selection rendered at once.
/// La pantalla Productos tal como la arma el storyboard: ambos pickers conectados al view
/// controller y cada selección pintada a la vez.
final class ProductosViewControllerTests: XCTestCase {
    private let bundle = Bundle(for: ProductosViewController.self)

    /// The storyboard's screen with the bundled rates and no network (fetcher nil).
    /// La pantalla del storyboard con los tipos incluidos y sin red.
    private func makeScreen() throws -> ProductosViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: bundle)
        let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? ProductosViewController)
        let rates = ReferenceRatesFile.parse(ProductosWireframe.ratesData(in: bundle))
        let presenter = ProductosPresenter(
            interactor: ProductosInteractor(bundledRates: rates, fetcher: nil), localizer: .live,
            locale: Locale(identifier: "es_MX"), delivery: .immediate)
        presenter.view = controller
        controller.presenter = presenter
        controller.loadViewIfNeeded()
        return controller
    }

    private func subview<T: UIView>(_ type: T.Type, _ identifier: String, in root: UIView) throws -> T {
        func search(_ view: UIView) -> T? {
            if let match = view as? T, view.accessibilityIdentifier == identifier { return match }
            return view.subviews.lazy.compactMap(search).first
        }
        return try XCTUnwrap(search(root), "no \(T.self) with identifier \(identifier)")
    }

    private func pickers(of controller: ProductosViewController) throws -> (UIPickerView, UIPickerView) {
        let ids = AccessibilityIdentifiers.Productos.self
        return (
            try subview(UIPickerView.self, ids.productPicker, in: controller.view),
            try subview(UIPickerView.self, ids.pricePicker, in: controller.view)
        )
    }

    func testBothPickersUseTheControllerAsDataSourceAndDelegate() throws {
        let controller = try makeScreen()
        let (productPicker, pricePicker) = try pickers(of: controller)
        for picker in [productPicker, pricePicker] {
            XCTAssertTrue(picker.dataSource === controller)
            XCTAssertTrue(picker.delegate === controller)
        }
        XCTAssertEqual(productPicker.numberOfComponents, 3)
        XCTAssertEqual(pricePicker.numberOfComponents, 2)
        XCTAssertEqual(productPicker.numberOfRows(inComponent: 0), ProductCatalog.all.count)
    }

    func testTheFirstRenderFillsEveryLabelAndTheImage() throws {
        let controller = try makeScreen()
        let ids = AccessibilityIdentifiers.Productos.self
        for identifier in [ids.productLabel, ids.colorLabel, ids.priceLabel, ids.rateCaption] {
            let label = try subview(UILabel.self, identifier, in: controller.view)
            XCTAssertFalse(label.text?.isEmpty ?? true, identifier)
        }
        XCTAssertNotNil(try subview(UIImageView.self, ids.image, in: controller.view).image)
    }

    func testASelectionUpdatesNameImageModeAndPrice() throws {
        let controller = try makeScreen()
        let (productPicker, pricePicker) = try pickers(of: controller)
        let ids = AccessibilityIdentifiers.Productos.self
        let price = try subview(UILabel.self, ids.priceLabel, in: controller.view)
        let name = try subview(UILabel.self, ids.productLabel, in: controller.view)
        let image = try subview(UIImageView.self, ids.image, in: controller.view)
        let pesos = price.text
        controller.pickerView(productPicker, didSelectRow: 7, inComponent: 0)
        controller.pickerView(productPicker, didSelectRow: 3, inComponent: 2)
        XCTAssertEqual(name.text, controller.pickerView(productPicker, titleForRow: 7, forComponent: 0))
        XCTAssertNotNil(image.image)
        XCTAssertTrue(image.accessibilityLabel?.contains(name.text ?? "-") ?? false)
        XCTAssertEqual(image.contentMode, UIView.ContentMode(ImageContentMode.allCases[3]))
        XCTAssertNotEqual(price.text, pesos)
        let inPesos = price.text
        controller.pickerView(pricePicker, didSelectRow: 3, inComponent: 0)
        XCTAssertNotEqual(price.text, inPesos, "the price follows the currency")
    }

    func testEveryProductImageIsInTheAppBundle() {
        for product in ProductCatalog.all {
            XCTAssertNotNil(UIImage(named: product.assetName, in: bundle, compatibleWith: nil), product.assetName)
        }
    }
}
