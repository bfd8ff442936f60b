import AppCore
import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// Perfil draws what the presenter decided: the profile with "Editar", or the "cannot be read" panel
/// with "Reintentar", no "Editar" and, when offered, "Empezar de nuevo". The module reads a fake store,
/// never the host's real profile.
/// Perfil dibuja lo que decidió el presenter: el perfil con "Editar", o el panel "no se puede leer" con
/// "Reintentar", sin "Editar" y, si se ofrece, "Empezar de nuevo". El módulo lee un almacén falso, nunca
/// el perfil real del anfitrión.
final class ProfileUIKitTests: XCTestCase {
    private let profile = ProfileViewModel(
        image: .placeholder(name: ProfileImage.placeholderName), imageAccessibilityLabel: "Foto de perfil de Eva",
        name: "Eva", age: "27 años", email: "eva@correo.mx")

    /// A store that answers `result` and counts reads; nothing touches the disk.
    /// Un almacén que responde `result` y cuenta lecturas; nada toca el disco.
    private final class StubProfileStore: ProfileStoring {
        var result: ProfileLoadResult
        private(set) var loads = 0

        init(_ result: ProfileLoadResult) { self.result = result }

        func load() -> ProfileLoadResult {
            loads += 1
            return result
        }

        func save(_ record: ProfileRecord) throws { result = .loaded(record) }
        func startOver() throws { result = .noProfileYet }
    }

    private func loadedScreen(
        store: StubProfileStore = StubProfileStore(.noProfileYet)
    ) throws -> ProfileViewController {
        let environment = AppEnvironment()
        environment.profileStore = store
        let screen = try XCTUnwrap(ProfileWireframe.makeModule(environment: environment) as? ProfileViewController)
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

    func testTheModuleReadsTheInjectedStore() throws {
        let store = StubProfileStore(
            .loaded(ProfileRecord(profile: UserProfile(name: "Inyectada", age: 40, email: "i@correo.mx"))))
        let screen = try loadedScreen(store: store)

        XCTAssertEqual(store.loads, 1)
        let name = view(AccessibilityIdentifiers.Profile.name, in: screen.view) as? UILabel
        XCTAssertEqual(name?.text, "Inyectada")
    }

    func testTheUnreadableStateShowsTheMessageAndRetryAndNoEdit() throws {
        let screen = try loadedScreen()
        screen.render(
            ProfileScreenViewModel(
                title: "Perfil", editButtonTitle: nil,
                content: .unreadable(message: "No se puede leer.", retryTitle: "Reintentar", startOverTitle: nil)))

        XCTAssertNil(screen.navigationItem.rightBarButtonItem)
        let message = view(AccessibilityIdentifiers.Profile.unreadableMessage, in: screen.view) as? UILabel
        XCTAssertEqual(message?.text, "No se puede leer.")
        XCTAssertFalse(isHidden(message))
        XCTAssertTrue(isHidden(view(AccessibilityIdentifiers.Profile.name, in: screen.view)))
    }

    func testStartOverIsShownInTheBarOnlyWhenOffered() throws {
        let screen = try loadedScreen(store: StubProfileStore(.unreadable))
        XCTAssertNil(screen.navigationItem.rightBarButtonItem)

        screen.render(
            ProfileScreenViewModel(
                title: "Perfil", editButtonTitle: nil,
                content: .unreadable(
                    message: "Sigue sin poder leerse.", retryTitle: "Reintentar", startOverTitle: "Empezar de nuevo")))

        let button = try XCTUnwrap(screen.navigationItem.rightBarButtonItem)
        XCTAssertEqual(button.title, "Empezar de nuevo")
        XCTAssertEqual(button.accessibilityIdentifier, AccessibilityIdentifiers.Profile.startOverButton)
    }

    func testAReadProfileShowsItWithEditAndHidesThePanel() throws {
        let screen = try loadedScreen()
        screen.render(
            ProfileScreenViewModel(
                title: "Perfil", editButtonTitle: nil,
                content: .unreadable(
                    message: "No se puede leer.", retryTitle: "Reintentar", startOverTitle: "Empezar de nuevo")))
        screen.render(ProfileScreenViewModel(title: "Perfil", editButtonTitle: "Editar", content: .profile(profile)))

        XCTAssertEqual(screen.navigationItem.rightBarButtonItem?.title, "Editar")
        XCTAssertEqual(
            screen.navigationItem.rightBarButtonItem?.accessibilityIdentifier,
            AccessibilityIdentifiers.Profile.editButton)
        let name = view(AccessibilityIdentifiers.Profile.name, in: screen.view) as? UILabel
        XCTAssertEqual(name?.text, "Eva")
        XCTAssertFalse(isHidden(name))
        XCTAssertTrue(isHidden(view(AccessibilityIdentifiers.Profile.unreadableMessage, in: screen.view)))
    }
}
