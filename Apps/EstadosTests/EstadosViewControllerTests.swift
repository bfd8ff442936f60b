import EstadosKit
import UIKit
import XCTest

@testable import Estados

/// UIKit mapping of the Estados screen (runs on a simulator, hosted by the app).
/// Mapeo UIKit de la pantalla Estados (corre en simulador, dentro de la app).
final class EstadosViewControllerTests: XCTestCase {
    private func makeScreen() throws -> EstadosViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: Bundle(for: EstadosViewController.self))
        let controller = try XCTUnwrap(storyboard.instantiateInitialViewController() as? EstadosViewController)
        EstadosWireframe.assemble(controller, bundle: Bundle(for: EstadosViewController.self))
        controller.loadViewIfNeeded()
        return controller
    }

    private func picker(of controller: EstadosViewController) throws -> UIPickerView {
        try XCTUnwrap(controller.nombreEstado.inputView as? UIPickerView)
    }

    func testStoryboardConnectsEveryOutlet() throws {
        let controller = try makeScreen()
        XCTAssertNotNil(controller.nombreEstado)
        XCTAssertNotNil(controller.imagenBanderas)
        XCTAssertNotNil(controller.poblacion)
        XCTAssertNotNil(controller.informacion)
    }

    func testInstantiateByStoryboardID() {
        XCTAssertNotNil(EstadosViewController.instantiate().view)
    }

    func testTheFieldOpensAPickerWithAToolbar() throws {
        let controller = try makeScreen()
        let picker = try picker(of: controller)
        XCTAssertEqual(controller.pickerView(picker, numberOfRowsInComponent: 0), 32)
        let toolbar = try XCTUnwrap(controller.nombreEstado.inputAccessoryView as? UIToolbar)
        let titled = toolbar.items?.compactMap(\.title) ?? []
        XCTAssertEqual(titled.count, 2, "hide and adiós buttons")
        XCTAssertFalse(controller.nombreEstado.placeholder?.isEmpty ?? true)
    }

    func testRowsAreOrangeFuturaLabelsWithVoiceOverText() throws {
        let controller = try makeScreen()
        let picker = try picker(of: controller)
        let row = controller.pickerView(picker, viewForRow: 0, forComponent: 0, reusing: nil)
        let label = try XCTUnwrap(row as? UILabel)
        XCTAssertEqual(label.text, controller.pickerView(picker, titleForRow: 0, forComponent: 0))
        XCTAssertTrue(label.font.familyName.hasPrefix("Futura"))
        XCTAssertTrue(label.accessibilityLabel?.contains(label.text ?? "-") ?? false)
    }

    func testSelectingARowShowsTheStateAndReadableColours() throws {
        let controller = try makeScreen()
        let picker = try picker(of: controller)
        for row in 0..<controller.pickerView(picker, numberOfRowsInComponent: 0) {
            controller.pickerView(picker, didSelectRow: row, inComponent: 0)
            XCTAssertNotNil(controller.imagenBanderas.image, "row \(row) has no image")
            XCTAssertTrue(controller.imagenBanderas.isAccessibilityElement)
            XCTAssertFalse(controller.imagenBanderas.accessibilityLabel?.isEmpty ?? true)
            XCTAssertEqual(
                controller.nombreEstado.text, controller.pickerView(picker, titleForRow: row, forComponent: 0))
            XCTAssertFalse(controller.informacion.text?.isEmpty ?? true)
        }
    }

    func testScreenIsReleased() throws {
        weak var released: EstadosViewController?
        try autoreleasepool {
            let controller = try makeScreen()
            released = controller
            XCTAssertNotNil(released)
        }
        XCTAssertNil(released)
    }
}
