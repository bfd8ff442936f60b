import ProductosKit
import UIKit
import XCTest

@testable import Productos

/// The Productos screen as the wireframe builds it from the storyboard (runs on a simulator, hosted
/// by the app): both pickers wired to the view controller, every selection rendered at once,
/// content-fitting column widths and the presenter's row labels.
/// La pantalla Productos tal como la arma el wireframe: ambos pickers conectados al view
/// controller, cada selección pintada a la vez, anchos de columna ajustados y etiquetas de fila.
final class ProductosViewControllerTests: XCTestCase {
    private let bundle = Bundle(for: ProductosViewController.self)

    /// The wireframe's screen with the bundled rates and no network (fetcher nil, no path monitor).
    /// La pantalla del wireframe con los tipos incluidos y sin red.
    private var environment: ProductosEnvironment {
        ProductosEnvironment(
            bundle: bundle, fetcher: nil, localizer: .live, locale: Locale(identifier: "es_MX"), delivery: .immediate,
            makeConnectivityMonitor: { nil })
    }

    private func makeScreen(width: CGFloat = 320) throws -> ProductosViewController {
        let controller = try XCTUnwrap(
            ProductosWireframe.makeModule(environment: environment) as? ProductosViewController)
        controller.loadViewIfNeeded()
        controller.view.frame = CGRect(x: 0, y: 0, width: width, height: 568)
        controller.view.layoutIfNeeded()
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

    /// `applyAccessibilityIdentifiers()` named the root view and every outlet.
    /// `applyAccessibilityIdentifiers()` nombró la vista raíz y cada outlet.
    func testEveryOutletHasItsAccessibilityIdentifier() throws {
        let controller = try makeScreen()
        let ids = AccessibilityIdentifiers.Productos.self
        XCTAssertEqual(controller.view.accessibilityIdentifier, ids.screen)
        for identifier in [ids.productLabel, ids.colorLabel, ids.priceLabel, ids.rateCaption] {
            XCTAssertNoThrow(try subview(UILabel.self, identifier, in: controller.view))
        }
        XCTAssertNoThrow(try subview(UIImageView.self, ids.image, in: controller.view))
        XCTAssertNoThrow(try pickers(of: controller))
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

    /// Without a presenter there is no view controller (nil, not a crash later).
    /// Sin presenter no hay view controller (nil, no un fallo después).
    func testThereIsNoScreenWithoutAPresenter() {
        XCTAssertNil(ProductosViewController(coder: NSKeyedArchiver(requiringSecureCoding: false)))
    }

    func testTheModuleIsReleasedWithItsViewController() throws {
        weak var weakController: ProductosViewController?
        autoreleasepool {
            let controller = try? makeScreen()
            weakController = controller
            XCTAssertNotNil(weakController)
        }
        XCTAssertNil(weakController)
    }

    /// On a Pro Max-width screen the product column is wider than the colour column and than a
    /// third; on any width the columns never exceed the picker.
    /// En un Pro Max la columna del producto es más ancha que la del color y que un tercio.
    func testColumnsFitTheirContent() throws {
        for width: CGFloat in [320, 440] {
            let controller = try makeScreen(width: width)
            let (productPicker, _) = try pickers(of: controller)
            let widths = (0..<3).map { controller.pickerView(productPicker, widthForComponent: $0) }
            XCTAssertLessThanOrEqual(widths.reduce(0, +), productPicker.bounds.width, "\(width)")
            if width == 440 {
                XCTAssertGreaterThan(widths[0], widths[1])
                XCTAssertGreaterThan(widths[0], productPicker.bounds.width / 3)
            }
        }
    }

    /// "Blanco" on the light card gets the ring, "Rojo" does not; the caption is the package's colour.
    /// "Blanco" sobre la tarjeta clara lleva el aro, "Rojo" no; la leyenda tiene el color del paquete.
    func testAWhiteSwatchOnTheLightCardGetsARing() throws {
        let controller = try makeScreen()
        controller.overrideUserInterfaceStyle = .light
        let (productPicker, _) = try pickers(of: controller)
        let whiteRow = try XCTUnwrap(ProductColorPalette.all.firstIndex { $0.identifier == "white" })
        let redRow = try XCTUnwrap(ProductColorPalette.all.firstIndex { $0.identifier == "red" })
        controller.pickerView(productPicker, didSelectRow: whiteRow, inComponent: 1)
        XCTAssertEqual(controller.labelColor.layer.borderWidth, CGFloat(ColorIndicatorEdge.width))
        controller.pickerView(productPicker, didSelectRow: redRow, inComponent: 1)
        XCTAssertEqual(controller.labelColor.layer.borderWidth, 0)
        let caption = controller.labelTipoCambio.textColor.resolvedColor(
            with: UITraitCollection(userInterfaceStyle: .light))
        var (red, green, blue, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
        XCTAssertTrue(caption.getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        let expected = ProductosCardPalette.captionText(.light)
        XCTAssertEqual(Double(red), expected.red, accuracy: 0.002)
        XCTAssertEqual(Double(green), expected.green, accuracy: 0.002)
        XCTAssertEqual(Double(blue), expected.blue, accuracy: 0.002)
    }

    /// A 375 pt-tall phone in landscape (compact height): the pickers go to their own column beside
    /// the image, both start at the top, picker 1's selected row and the image fit together, and
    /// the price is inside the screen.
    /// Un teléfono de 375 pt en horizontal: los pickers pasan a su columna junto a la imagen, ambos
    /// desde arriba, la fila elegida del picker 1 y la imagen caben juntas, y el precio está en pantalla.
    func testInCompactHeightThePickersGoBesideTheImageAndPrice() throws {
        let controller = try XCTUnwrap(
            ProductosWireframe.makeModule(environment: environment) as? ProductosViewController)
        embed(
            controller, traits: UITraitCollection(verticalSizeClass: .compact),
            frame: CGRect(x: 0, y: 0, width: 667, height: 375))
        controller.view.layoutIfNeeded()
        controller.view.layoutIfNeeded()

        let (productPicker, pricePicker) = try pickers(of: controller)
        XCTAssertNotNil(controller.appliedLayout?.sideBySide)
        XCTAssertTrue(productPicker.isDescendant(of: controller.pickersStack))
        XCTAssertTrue(pricePicker.isDescendant(of: controller.pickersStack))
        let root = controller.view!
        let picker1 = productPicker.convert(productPicker.bounds, to: root)
        let price = controller.labelPrecio.convert(controller.labelPrecio.bounds, to: root)
        XCTAssertLessThanOrEqual(picker1.midY, root.bounds.height)
        XCTAssertLessThanOrEqual(price.maxY, root.bounds.height + 0.5, "the price fits beside the pickers")
        XCTAssertLessThan(price.maxX, picker1.minX, "texts left, pickers right")
    }

    /// Issue 34 item 1: a 320-pt SE in landscape. The picture stays (at least 44 pt) with the same
    /// height whatever the product wheel shows, and the rates caption ends on screen without
    /// scrolling. Hosted: only UIKit measures the real fonts and lays out the stacks.
    /// Un SE de 320 pt en horizontal: la imagen se queda, con la misma altura muestre lo que muestre
    /// la rueda, y la leyenda termina en pantalla sin desplazar. En simulador: solo UIKit mide y dispone.
    func testOnAnSEInLandscapeThePictureStaysAndTheCaptionIsOnScreenAsTheWheelTurns() throws {
        let controller = try XCTUnwrap(
            ProductosWireframe.makeModule(environment: environment) as? ProductosViewController)
        embed(
            controller, traits: UITraitCollection(verticalSizeClass: .compact),
            frame: CGRect(x: 0, y: 0, width: 568, height: 320))
        controller.view.layoutIfNeeded()
        let (productPicker, _) = try pickers(of: controller)
        let root = controller.view!
        var heights: Set<CGFloat> = []
        for row in 0..<productPicker.numberOfRows(inComponent: 0) {
            productPicker.selectRow(row, inComponent: 0, animated: false)
            controller.pickerView(productPicker, didSelectRow: row, inComponent: 0)
            controller.view.layoutIfNeeded()
            controller.view.layoutIfNeeded()
            XCTAssertFalse(controller.imageView1.isHidden, "row \(row)")
            heights.insert(controller.imageView1.bounds.height)
            let caption = controller.labelTipoCambio.convert(controller.labelTipoCambio.bounds, to: root)
            XCTAssertLessThanOrEqual(caption.maxY, root.bounds.height + 0.5, "row \(row): the caption on screen")
        }
        XCTAssertEqual(heights.count, 1, "the picture never moves: \(heights)")
        XCTAssertGreaterThanOrEqual(heights.first ?? 0, CGFloat(ProductosLayout.minimumImageHeight))
    }

    /// Issue 25: the prose on the card (name, colour, price heading, rates caption) may hyphenate, in
    /// the label's centred alignment, with the characters unchanged; the amount is one line that
    /// shrinks to half its size, never broken; VoiceOver reads the price once, on "Price", with the
    /// presenter's sentence (the colour keeps its own label). `layout-check` models the same settings
    /// (`runtime.json`, the storyboard).
    /// Issue 25: el texto corrido de la tarjeta puede llevar guion, sin cambiar los caracteres; el monto
    /// es una línea que se reduce; VoiceOver lee el precio una vez, en "Price".
    func testProseHyphenatesTheAmountShrinksAndThePriceIsReadOnce() throws {
        let controller = try makeScreen()
        let prose: [UILabel] = [
            controller.labelProd, controller.labelColor, controller.labelPrecioTitulo, controller.labelTipoCambio,
        ]
        for label in prose {
            let text = try XCTUnwrap(label.attributedText)
            let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
            XCTAssertEqual(style?.hyphenationFactor, 1, text.string)
            XCTAssertEqual(style?.alignment, .center, text.string)
            XCTAssertFalse(text.string.contains("\u{00AD}"), "no soft hyphen in \(text.string)")
        }
        XCTAssertEqual(controller.labelProd.text, "Xbox Series X")
        XCTAssertEqual(controller.labelProd.accessibilityLabel, "Xbox Series X")
        XCTAssertEqual(controller.labelColor.accessibilityLabel, "Color elegido: Rojo")
        XCTAssertEqual(controller.labelPrecioTitulo.text, "Precio (IVA incluido):")
        let amount = try XCTUnwrap(controller.labelPrecio)
        XCTAssertEqual(amount.text, "$13,999.00")
        XCTAssertEqual(amount.numberOfLines, 1)
        XCTAssertTrue(amount.adjustsFontSizeToFitWidth)
        XCTAssertEqual(amount.minimumScaleFactor, 0.5, accuracy: 0.001)
        let amountStyle = amount.attributedText?.attribute(.paragraphStyle, at: 0, effectiveRange: nil)
        XCTAssertEqual((amountStyle as? NSParagraphStyle)?.hyphenationFactor ?? 0, 0, "a number is not hyphenated")
        let price = try XCTUnwrap(controller.priceStack)
        XCTAssertTrue(price.isAccessibilityElement)
        XCTAssertEqual(price.accessibilityLabel, "Precio: 13,999.00 pesos mexicanos, IVA incluido")
        XCTAssertTrue(controller.labelPrecioTitulo.isDescendant(of: price) && amount.isDescendant(of: price))
        XCTAssertEqual(price.spacing, 0, "longestHeights adds the two labels up")
    }

    func testRowsReadThePresentersLabelAndShrinkOrWrap() throws {
        let controller = try makeScreen()
        let (_, pricePicker) = try pickers(of: controller)
        let row = try XCTUnwrap(
            controller.pickerView(pricePicker, viewForRow: 1, forComponent: 0, reusing: nil) as? UILabel)
        XCTAssertEqual(row.text, "USD · Dólar")
        XCTAssertEqual(row.accessibilityLabel, "Dólar estadounidense")
        XCTAssertTrue(row.adjustsFontSizeToFitWidth)
        XCTAssertEqual(row.numberOfLines, 2)
        XCTAssertTrue(row.adjustsFontForContentSizeCategory)
    }

    /// `controller` as a child of a container that overrides its `traits`, `frame` big: how these tests
    /// give a screen a size class or a text size. / La pantalla como hija de un contenedor que le impone
    /// esos rasgos, del tamaño `frame`.
    @discardableResult
    private func embed(_ controller: UIViewController, traits: UITraitCollection, frame: CGRect) -> UIViewController {
        let container = UIViewController()
        container.addChild(controller)
        container.view.addSubview(controller.view)
        controller.didMove(toParent: container)
        container.setOverrideTraitCollection(traits, forChild: controller)
        container.view.frame = frame
        controller.view.frame = container.view.bounds
        return container
    }
}
