import MapKit
import PersistenceKit
import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// Every text of the storyboard screens is drawn in Lato (`AppFont.adopt(in:)` turned the storyboard's
/// text styles into TestApp's font), and the code-built views use it too. Hosted: only UIKit loads a
/// storyboard and resolves a font; that every screen calls `adopt` and no file asks for the system
/// font is checked on Linux (`TestAppFontUseTests`).
/// Cada texto de las pantallas de storyboard se dibuja en Lato, y las vistas hechas en código también.
/// En la app: solo UIKit carga un storyboard y resuelve una fuente; el resto se comprueba en Linux.
final class TypographyUIKitTests: XCTestCase {
    private let environment = AppEnvironment.current

    /// Fonts of the labels, button titles, fields and text views under `view` (a button's or field's
    /// inner labels count once, as the control). / Las fuentes de etiquetas, botones, campos y textos.
    private func fonts(in view: UIView) -> [(String, UIFont?)] {
        switch view {
        case let button as UIButton: return [("button \(button.currentTitle ?? "")", button.titleLabel?.font)]
        case let field as UITextField: return [("field \(field.placeholder ?? "")", field.font)]
        case let label as UILabel: return [("label \(label.text ?? "")", label.font)]
        case let textView as UITextView: return [("text view", textView.font)]
        // Drawn by UIKit itself: segment titles (`UISegmentedControl.appearance()`) and the map's legal label.
        // Los dibuja UIKit: títulos de segmentos (por apariencia) y la etiqueta legal del mapa.
        case is UISegmentedControl, is MKMapView: return []
        default: return view.subviews.flatMap(fonts(in:))
        }
    }

    private func assertLato(_ screen: UIViewController, file: StaticString = #filePath, line: UInt = #line) {
        screen.loadViewIfNeeded()
        let found = fonts(in: screen.view)
        XCTAssertFalse(found.isEmpty, "\(type(of: screen)) has text", file: file, line: line)
        for (name, font) in found {
            XCTAssertEqual(font?.familyName, "Lato", "\(type(of: screen)): \(name)", file: file, line: line)
        }
    }

    func testTheStoryboardScreensDrawTheirTextInLato() throws {
        let suite = "TypographyUIKitTests.\(UUID().uuidString)"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        addTeardownBlock { defaults.removePersistentDomain(forName: suite) }
        assertLato(
            PersistenceWireframe.makeModule(keychain: InMemoryKeychain(), defaults: defaults, environment: environment))
        assertLato(MapWireframe.makeModule(environment: environment))
        assertLato(UIComponentsWireframe.makeModule(environment: environment))
        let profile = ProfileWireframe.makeModule(environment: environment)
        assertLato((profile as? UINavigationController)?.topViewController ?? profile)
        let editor = ProfileEditWireframe.makeModule(
            record: .default, delegate: SilentEditDelegate(), environment: environment)
        assertLato((editor as? UINavigationController)?.topViewController ?? editor)
    }

    /// The views built in code: the error panel and the notice banner. / Las vistas hechas en código.
    func testTheCodeBuiltViewsUseLato() {
        let panel = RetryMessageView()
        panel.show(message: "Sin conexión.", retryTitle: "Reintentar")
        for (name, font) in fonts(in: panel) {
            XCTAssertEqual(font?.familyName, "Lato", name)
        }
    }
}

private final class SilentEditDelegate: ProfileEditDelegate {
    func profileEdit(didSave record: ProfileRecord) {}
}
