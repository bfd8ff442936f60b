import EstadosKit
import UIKit
import XCTest

@testable import Estados

/// UIKit mapping of the Estados screen (runs on a simulator, hosted by the app).
/// Mapeo UIKit de la pantalla Estados (corre en simulador, dentro de la app).
final class EstadosViewControllerTests: XCTestCase {
    private func makeScreen() throws -> EstadosViewController {
        let module = EstadosWireframe.makeModule(bundle: Bundle(for: EstadosViewController.self))
        let controller = try XCTUnwrap(module as? EstadosViewController)
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

    /// `applyAccessibilityIdentifiers()` named the root view and every outlet.
    /// `applyAccessibilityIdentifiers()` nombró la vista raíz y cada outlet.
    func testEveryOutletHasItsAccessibilityIdentifier() throws {
        let controller = try makeScreen()
        let ids = AccessibilityIdentifiers.Estados.self
        XCTAssertEqual(controller.view.accessibilityIdentifier, ids.screen)
        XCTAssertEqual(controller.nombreEstado.accessibilityIdentifier, ids.stateField)
        XCTAssertEqual(controller.imagenBanderas.accessibilityIdentifier, ids.image)
        XCTAssertEqual(controller.poblacion.accessibilityIdentifier, ids.population)
        XCTAssertEqual(controller.informacion.accessibilityIdentifier, ids.information)
        XCTAssertEqual(try picker(of: controller).accessibilityIdentifier, ids.picker)
    }

    /// The wireframe is the only way in: its screen has a presenter that talks back to it.
    /// El wireframe es la única entrada: su pantalla tiene un presenter que le responde.
    func testTheWireframeBuildsTheScreenWithItsPresenter() throws {
        let controller = try makeScreen()
        let presenter = try XCTUnwrap(controller.presenter as? EstadosPresenter)
        XCTAssertTrue(presenter.view === controller)
        XCTAssertEqual(controller.presenter.numberOfRows, 32)
    }

    /// The window's root comes from the wireframe, not from a storyboard named in Info.plist.
    /// La raíz de la ventana viene del wireframe, no de un storyboard nombrado en Info.plist.
    func testInfoPlistLaunchesNoStoryboard() {
        let manifest = Bundle(for: EstadosViewController.self).object(
            forInfoDictionaryKey: "UIApplicationSceneManifest")
        let configurations = (manifest as? [String: Any])?["UISceneConfigurations"] as? [String: Any]
        let roles = (configurations?.values.compactMap { $0 as? [[String: Any]] } ?? []).flatMap { $0 }
        XCTAssertFalse(roles.isEmpty)
        XCTAssertTrue(roles.allSatisfy { $0["UISceneStoryboardFile"] == nil })
    }

    /// Before a choice the card shows the country and the invitation, and the map sits on its fixed
    /// card colour.
    /// Antes de elegir, la tarjeta muestra el país y la invitación; el mapa está sobre su tarjeta.
    func testTheCardInvitesBeforeAChoice() throws {
        let controller = try makeScreen()
        XCTAssertEqual(controller.imagenBanderas.image, UIImage(named: EstadosMapViewModel.countryImageName))
        XCTAssertNotNil(controller.imagenBanderas.image)
        XCTAssertTrue(controller.imagenBanderas.isAccessibilityElement)
        XCTAssertFalse(controller.mapInvitation.isHidden)
        XCTAssertFalse(controller.mapInvitationLabel.text?.isEmpty ?? true)
        XCTAssertTrue(controller.imagenBanderas.isDescendant(of: controller.mapCard))
        XCTAssertEqual(controller.mapCard.backgroundColor, UIColor(named: "MapCard"))
        controller.pickerView(try picker(of: controller), didSelectRow: 3, inComponent: 0)
        XCTAssertTrue(controller.mapInvitation.isHidden)
    }

    /// A 375 pt-tall phone in landscape with the picker up (162 + 44): the map card moves beside the
    /// texts and the map, the name and the population are all inside the visible part.
    /// Un teléfono de 375 pt en horizontal con el picker arriba: la tarjeta pasa junto a los textos y
    /// mapa, nombre y población quedan en la parte visible.
    func testInCompactHeightTheMapNameAndPopulationShowAboveThePicker() throws {
        let controller = try makeScreen()
        let container = UIViewController()
        container.addChild(controller)
        container.view.addSubview(controller.view)
        controller.didMove(toParent: container)
        container.setOverrideTraitCollection(UITraitCollection(verticalSizeClass: .compact), forChild: controller)
        container.view.frame = CGRect(x: 0, y: 0, width: 667, height: 375)
        controller.view.frame = container.view.bounds
        controller.view.layoutIfNeeded()
        controller.pickerView(try picker(of: controller), didSelectRow: 5, inComponent: 0)
        controller.scrollView.contentInset.bottom = 206
        controller.applyArrangement()
        controller.scrollDetailsIntoView(animated: false)

        XCTAssertNotNil(controller.appliedArrangement?.mapWidth)
        XCTAssertEqual(controller.contentStack.axis, .horizontal)
        let scroll = try XCTUnwrap(controller.scrollView)
        let visibleTop = scroll.contentOffset.y + scroll.adjustedContentInset.top
        let visibleBottom = scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
        for part in [controller.mapCard!, controller.nombreEstado!, controller.poblacion!] {
            let frame = part.convert(part.bounds, to: scroll)
            XCTAssertGreaterThanOrEqual(frame.minY, visibleTop - 0.5, "\(part)")
            XCTAssertLessThanOrEqual(frame.maxY, visibleBottom + 0.5, "\(part)")
        }
        XCTAssertTrue(controller.nombreEstado.isDescendant(of: controller.columnStack))
    }

    /// With the picker's height taken from the bottom, the population and description are inside
    /// the visible part of the scroll view (SE size).
    /// Con la altura del picker quitada abajo, la población y la descripción quedan en la parte
    /// visible del scroll view (tamaño SE).
    func testDetailsAreScrolledAboveThePicker() throws {
        let controller = try makeScreen()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        controller.view.layoutIfNeeded()
        let picker = try picker(of: controller)
        controller.pickerView(picker, didSelectRow: 5, inComponent: 0)
        controller.scrollView.contentInset.bottom = 260
        controller.scrollDetailsIntoView(animated: false)

        let scroll = controller.scrollView!
        let visibleTop = scroll.contentOffset.y + scroll.adjustedContentInset.top
        let visibleBottom = scroll.contentOffset.y + scroll.bounds.height - scroll.adjustedContentInset.bottom
        let population = controller.poblacion.convert(controller.poblacion.bounds, to: scroll)
        XCTAssertGreaterThanOrEqual(population.minY, visibleTop)
        XCTAssertLessThanOrEqual(population.maxY, visibleBottom)
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

    /// Issue 14: every state's name fits the field of an SE in portrait at the field's smallest
    /// font, so at large text sizes it shrinks instead of being cut; the text stays whole.
    /// Issue 14: el nombre de cada estado cabe en el campo de un SE vertical con la fuente mínima del
    /// campo, así que en tamaños grandes se reduce en lugar de cortarse; el texto sigue completo.
    func testEveryStateNameShrinksToFitTheFieldOfAnSE() throws {
        let controller = try makeScreen()
        controller.view.frame = CGRect(x: 0, y: 0, width: 320, height: 568)
        controller.view.layoutIfNeeded()
        let field = try XCTUnwrap(controller.nombreEstado)
        XCTAssertTrue(field.adjustsFontSizeToFitWidth)
        let font = try XCTUnwrap(field.font).withSize(field.minimumFontSize)
        let textWidth = field.textRect(forBounds: field.bounds).width
        let picker = try picker(of: controller)
        for row in 0..<controller.pickerView(picker, numberOfRowsInComponent: 0) {
            controller.pickerView(picker, didSelectRow: row, inComponent: 0)
            let name = try XCTUnwrap(field.text)
            let width = (name as NSString).size(withAttributes: [.font: font]).width
            XCTAssertLessThanOrEqual(width, textWidth, "\(name) is cut at \(field.minimumFontSize) pt")
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
