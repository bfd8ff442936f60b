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

    /// The wireframe's assembly with the data and "Adiós" a test chooses (the app reads both from
    /// its bundle). / El armado del wireframe con los datos y el "Adiós" que elige la prueba.
    private func makeScreen(
        goodbye: GoodbyeButton, loadData: (() throws -> Data)? = nil
    ) -> EstadosViewController {
        let bundle = Bundle(for: EstadosViewController.self)
        let controller = EstadosWireframe.assemble(
            goodbye: goodbye, loadData: loadData ?? { try EstadosWireframe.statesData(in: bundle) })
        controller.loadViewIfNeeded()
        return controller
    }

    private func localized(_ key: String) -> String {
        Bundle(for: EstadosViewController.self).localizedString(forKey: key, value: nil, table: nil)
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
        embed(
            controller, traits: UITraitCollection(verticalSizeClass: .compact),
            frame: CGRect(x: 0, y: 0, width: 667, height: 375))
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

    /// Each row draws its icon before the name; VoiceOver reads the name (and population) without it.
    /// Cada fila dibuja su icono antes del nombre; VoiceOver lee el nombre (y la población) sin él.
    func testRowsAreOrangeFuturaLabelsWithVoiceOverText() throws {
        let controller = try makeScreen()
        let picker = try picker(of: controller)
        for row in 0..<controller.pickerView(picker, numberOfRowsInComponent: 0) {
            let view = controller.pickerView(picker, viewForRow: row, forComponent: 0, reusing: nil)
            let label = try XCTUnwrap(view as? UILabel)
            let name = try XCTUnwrap(controller.pickerView(picker, titleForRow: row, forComponent: 0))
            let text = try XCTUnwrap(label.text)
            XCTAssertTrue(text.hasSuffix(" " + name), text)
            let icon = String(text.dropLast(name.count + 1))
            XCTAssertFalse(icon.isEmpty, "row \(row) draws an icon")
            XCTAssertTrue(label.font.familyName.hasPrefix("Futura"))
            let spoken = try XCTUnwrap(label.accessibilityLabel)
            XCTAssertTrue(spoken.hasPrefix(name), spoken)
            XCTAssertFalse(spoken.contains(icon), spoken)
        }
    }

    /// At AX5 on an SE the row font stops at the cap and a row stays under a third of the 216 pt
    /// wheel (uncapped it was ≈ 110 pt, two rows); every name with its icon fits two lines at the
    /// smallest scale, so "Baja California Sur" wraps instead of being cut. Hosted: only UIKit gives
    /// Futura's scaled line height and the wrapped size of a string.
    /// En AX5 en un SE la fuente se detiene en el tope y una fila queda bajo un tercio de la rueda; cada
    /// nombre con su icono cabe en dos líneas a la escala mínima. En simulador: solo UIKit da el alto
    /// de línea escalado de Futura y el tamaño de un texto partido.
    func testAtTheLargestTextSizeRowsAreCappedAndEveryNameFits() throws {
        let controller = try makeScreen()
        embed(
            controller, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
            frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        controller.view.layoutIfNeeded()
        XCTAssertEqual(controller.traitCollection.preferredContentSizeCategory, .accessibilityExtraExtraExtraLarge)

        let picker = try picker(of: controller)
        let rowHeight = controller.pickerView(picker, rowHeightForComponent: 0)
        XCTAssertLessThanOrEqual(rowHeight, 216 / 3)
        let textWidth: CGFloat = 320 - 2 * 20
        for row in 0..<controller.pickerView(picker, numberOfRowsInComponent: 0) {
            let label = try XCTUnwrap(
                controller.pickerView(picker, viewForRow: row, forComponent: 0, reusing: nil) as? UILabel)
            XCTAssertLessThanOrEqual(label.font.pointSize, CGFloat(PickerRowStyle.maximumPointSize) + 0.5)
            XCTAssertEqual(label.numberOfLines, PickerRowStyle.maximumLines)
            let smallest = label.font.withSize(label.font.pointSize * label.minimumScaleFactor)
            let text = try XCTUnwrap(label.text) as NSString
            let size = text.boundingRect(
                with: CGSize(width: textWidth, height: .greatestFiniteMagnitude),
                options: [.usesLineFragmentOrigin], attributes: [.font: smallest], context: nil)
            XCTAssertLessThanOrEqual(size.height, rowHeight, "\(text) does not fit its row")
            XCTAssertLessThanOrEqual(size.height, 2 * smallest.lineHeight + 1, "\(text) needs more than two lines")
        }
    }

    /// The build setting reaches the app twice, and both agree: the Info.plist carries its value (one of
    /// the two, expanded), and the private call is compiled in exactly when that value is `suspend`.
    /// Whichever value is committed. / El ajuste llega dos veces y ambas coinciden: el Info.plist lleva
    /// su valor y la llamada privada se compila solo si es `suspend`, sea cual sea el valor guardado.
    func testTheBuildSettingReachesTheInfoPlistAndTheCompilationCondition() throws {
        let value = Bundle(for: EstadosViewController.self).object(forInfoDictionaryKey: GoodbyeButton.infoPlistKey)
        let text = try XCTUnwrap(value as? String)
        XCTAssertTrue(GoodbyeButton.allCases.map(\.rawValue).contains(text), text)
        XCTAssertEqual(GoodbyeButton(infoPlistValue: value) == .suspend, EstadosViewController.suspendIsCompiledIn)
    }

    /// Built for the App Store (`hidden`), the toolbar has "Ocultar" only.
    /// Compilada para la App Store, la barra solo tiene "Ocultar".
    func testWithoutTheGoodbyeButtonTheToolbarOnlyHides() throws {
        let controller = makeScreen(goodbye: .hidden)
        let toolbar = try XCTUnwrap(controller.nombreEstado.inputAccessoryView as? UIToolbar)
        let titled = toolbar.items?.compactMap(\.title) ?? []
        XCTAssertEqual(titled, [localized("estados.toolbar.hide")])
        XCTAssertTrue(
            toolbar.items?.allSatisfy { $0.accessibilityIdentifier != AccessibilityIdentifiers.Estados.goodbyeButton }
                ?? false)
    }

    /// `states.json` unreadable: the field cannot open an empty wheel, and the texts say what happened
    /// instead of "0 estados por descubrir".
    /// `states.json` ilegible: el campo no abre una rueda vacía y los textos dicen qué pasó.
    func testUnreadableDataLeavesAPlainErrorState() throws {
        let controller = makeScreen(goodbye: .suspend) { throw StateCatalogError.missingResource("states.json") }
        XCTAssertFalse(controller.nombreEstado.isEnabled)
        XCTAssertEqual(controller.poblacion.text, localized("estados.error.title"))
        XCTAssertEqual(controller.informacion.text, localized("estados.error.message"))
        XCTAssertTrue(controller.mapInvitation.isHidden)
        XCTAssertEqual(controller.pickerView(try picker(of: controller), numberOfRowsInComponent: 0), 0)
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

    /// Issue 25: a description's word wider than the line ("amurallada," at AX5 on 320 pt with the
    /// picker up) may hyphenate, in the label's alignment, with the characters unchanged
    /// (`layout-check`: `runtime.json`).
    /// Issue 25: una palabra de la descripción más ancha que la línea puede llevar guion.
    func testTheDescriptionHyphenates() throws {
        let controller = try makeScreen()
        let picker = try picker(of: controller)
        for row in [0, controller.pickerView(picker, numberOfRowsInComponent: 0) - 1] {
            controller.pickerView(picker, didSelectRow: row, inComponent: 0)
            let text = try XCTUnwrap(controller.informacion.attributedText)
            let style = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
            // Hyphenated only where a word alone is wider than the line (issue 34 item 2): at the default
            // size every word fits, so no line ends in a hyphen. / Con guion solo donde una palabra sola
            // es más ancha que la línea: en el tamaño por omisión todas caben.
            XCTAssertEqual(style?.hyphenationFactor, 0, "row \(row)")
            XCTAssertEqual(style?.alignment, .natural, "row \(row)")
            XCTAssertEqual(controller.informacion.accessibilityLabel, text.string, "VoiceOver reads the same text")
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

    /// Issue 34 item 3: while the picker is up the field is first responder, and a `UITextField` being
    /// edited does not shrink its text: at AX5 on an SE "Baja California Sur" read "Baja Califo". The
    /// field's font is capped (`StateFieldFont`) so every name is whole while editing. Hosted: only a
    /// real first responder in a window edits, and only UIKit gives Title 2 at AX5 and the text rect.
    /// Con el picker arriba el campo se edita y no reduce su texto; con el tope de la fuente cada
    /// nombre se ve entero. En simulador: solo un primer respondedor real en una ventana edita.
    func testTheChosenNameIsWholeWhileEditingAtAX5() throws {
        let controller = try makeScreen()
        let container = embed(
            controller, traits: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge),
            frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = container
        window.makeKeyAndVisible()
        defer { window.isHidden = true }
        controller.view.frame = container.view.bounds
        controller.view.layoutIfNeeded()
        let field = try XCTUnwrap(controller.nombreEstado)
        XCTAssertTrue(field.becomeFirstResponder())
        XCTAssertTrue(field.isEditing)
        let picker = try picker(of: controller)
        var seen: [String] = []
        for row in 0..<controller.pickerView(picker, numberOfRowsInComponent: 0) {
            controller.pickerView(picker, didSelectRow: row, inComponent: 0)
            controller.view.layoutIfNeeded()
            let name = try XCTUnwrap(field.text)
            let font = try XCTUnwrap(field.font)
            let width = (name as NSString).size(withAttributes: [.font: font]).width
            XCTAssertLessThanOrEqual(
                width, field.textRect(forBounds: field.bounds).width, "\(name) is cut while editing")
            seen.append(name)
        }
        XCTAssertTrue(seen.contains("Baja California Sur"), "\(seen)")
        XCTAssertTrue(field.isEditing, "still editing")
        field.resignFirstResponder()
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
