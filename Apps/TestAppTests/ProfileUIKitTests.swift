import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// Perfil draws what the presenter decided: the profile with "Editar", or the "cannot be read" panel
/// with "Reintentar" and no "Editar".
/// Perfil dibuja lo que decidió el presenter: el perfil con "Editar", o el panel "no se puede leer" con
/// "Reintentar" y sin "Editar".
final class ProfileUIKitTests: XCTestCase {
    private let profile = ProfileViewModel(
        image: .placeholder(name: ProfileImage.placeholderName), imageAccessibilityLabel: "Foto de perfil de Eva",
        name: "Eva", age: "27 años", email: "eva@correo.mx")

    private func loadedScreen() throws -> ProfileViewController {
        let screen = try XCTUnwrap(
            ProfileWireframe.makeModule(environment: AppEnvironment.current) as? ProfileViewController)
        screen.loadViewIfNeeded()
        return screen
    }

    private func view(_ identifier: String, in root: UIView) -> UIView? {
        if root.accessibilityIdentifier == identifier { return root }
        return root.subviews.lazy.compactMap { self.view(identifier, in: $0) }.first
    }

    /// Hidden itself or inside a hidden view. / Oculta o dentro de una vista oculta.
    private func isHidden(_ view: UIView?) -> Bool {
        guard let view = view else { return true }
        return view.isHidden || isHidden(view.superview) && view.superview != nil
    }

    func testTheUnreadableStateShowsTheMessageAndRetryAndNoEdit() throws {
        let screen = try loadedScreen()
        screen.render(
            ProfileScreenViewModel(
                title: "Perfil", editButtonTitle: nil,
                content: .unreadable(message: "No se puede leer.", retryTitle: "Reintentar")))

        XCTAssertNil(screen.navigationItem.rightBarButtonItem)
        let message = view(AccessibilityIdentifiers.Profile.unreadableMessage, in: screen.view) as? UILabel
        XCTAssertEqual(message?.text, "No se puede leer.")
        XCTAssertFalse(isHidden(message))
        XCTAssertTrue(isHidden(view(AccessibilityIdentifiers.Profile.name, in: screen.view)))
    }

    func testAReadProfileShowsItWithEditAndHidesThePanel() throws {
        let screen = try loadedScreen()
        screen.render(
            ProfileScreenViewModel(
                title: "Perfil", editButtonTitle: nil,
                content: .unreadable(message: "No se puede leer.", retryTitle: "Reintentar")))
        screen.render(ProfileScreenViewModel(title: "Perfil", editButtonTitle: "Editar", content: .profile(profile)))

        XCTAssertEqual(screen.navigationItem.rightBarButtonItem?.title, "Editar")
        let name = view(AccessibilityIdentifiers.Profile.name, in: screen.view) as? UILabel
        XCTAssertEqual(name?.text, "Eva")
        XCTAssertFalse(isHidden(name))
        XCTAssertTrue(isHidden(view(AccessibilityIdentifiers.Profile.unreadableMessage, in: screen.view)))
    }
}
