import FeaturesKit
import NetworkingKit
import PersistenceKit
import ProfileKit
import UIKit
import WebViewKit
import XCTest

@testable import TestApp

/// Every screen built through its wireframe loads its view: a missing outlet would stop
/// `viewDidLoad`, and `applyAccessibilityIdentifiers()` must have given the root view and the
/// outlets their identifiers.
/// Cada pantalla armada por su wireframe carga su vista: un outlet faltante detendría `viewDidLoad`, y
/// `applyAccessibilityIdentifiers()` debe haber dado su identificador a la vista raíz y a los outlets.
final class ModuleLoadingTests: XCTestCase {
    private typealias IDs = AccessibilityIdentifiers
    private let environment = AppEnvironment.current

    /// The module's screen (inside its navigation controller, if any), with its view loaded.
    /// La pantalla del módulo (dentro de su navigation controller, si lo hay), con la vista cargada.
    private func loaded(_ module: UIViewController?) throws -> UIViewController {
        let module = try XCTUnwrap(module)
        let screen = (module as? UINavigationController)?.topViewController ?? module
        screen.loadViewIfNeeded()
        return screen
    }

    private func identifiers(in view: UIView) -> Set<String> {
        view.subviews.reduce(Set([view.accessibilityIdentifier].compactMap { $0 })) {
            $0.union(identifiers(in: $1))
        }
    }

    private func assertIdentifiers(_ expected: Set<String>, in screen: UIViewController, line: UInt = #line) {
        let found = identifiers(in: screen.view)
        XCTAssertEqual(expected.subtracting(found), [], "missing identifiers", line: line)
    }

    func testFeatureListAndProfileTabsLoad() throws {
        let list = try loaded(FeatureListWireframe.makeModule(environment: environment))
        XCTAssertEqual(list.view.accessibilityIdentifier, IDs.FeatureList.table)
        let profile = try loaded(ProfileWireframe.makeModule(environment: environment))
        assertIdentifiers(
            [
                IDs.Profile.screen, IDs.Profile.image, IDs.Profile.name, IDs.Profile.age, IDs.Profile.email,
                IDs.Profile.unreadableMessage, IDs.Profile.retry,
            ], in: profile)
    }

    func testProfileEditLoads() throws {
        let editor = try loaded(
            ProfileEditWireframe.makeModule(
                record: .default, delegate: IgnoringEditDelegate(), environment: environment))
        assertIdentifiers(
            [
                IDs.ProfileEdit.screen, IDs.ProfileEdit.image, IDs.ProfileEdit.chooseImage, IDs.ProfileEdit.name,
                IDs.ProfileEdit.age, IDs.ProfileEdit.email,
            ], in: editor)
    }

    func testFeatureScreensLoad() throws {
        let expected: [FeatureKind: Set<String>] = [
            .uiComponents: [
                IDs.UIComponents.screen, IDs.UIComponents.richText, IDs.UIComponents.textField,
                IDs.UIComponents.showText, IDs.UIComponents.editingSwitch, IDs.UIComponents.mode,
                IDs.UIComponents.image,
            ],
            .album: [IDs.Album.screen, IDs.Album.largeImage, IDs.Album.thumbnails],
            .map: [
                IDs.Map.screen, IDs.Map.map, IDs.Map.latitude, IDs.Map.latitudeError, IDs.Map.longitude,
                IDs.Map.longitudeError, IDs.Map.show,
            ],
        ]
        for (kind, identifiers) in expected {
            let screen = try loaded(FeatureModuleFactory.makeModule(for: kind, environment: environment))
            assertIdentifiers(identifiers, in: screen)
        }
    }

    /// Built by the wireframe, then given a presenter that loads nothing: no page goes to the network.
    /// Armada por el wireframe y luego con un presenter que no carga nada: ninguna página va a la red.
    func testWebViewLoadsWithoutTheNetwork() throws {
        let screen = try XCTUnwrap(
            FeatureModuleFactory.makeModule(for: .webView, environment: environment) as? WebViewViewController)
        screen.presenter = SilentWebViewPresenter()
        screen.loadViewIfNeeded()
        assertIdentifiers(
            [
                IDs.WebView.screen, IDs.WebView.page, IDs.WebView.progress, IDs.WebView.error, IDs.WebView.retry,
                IDs.WebView.notice, IDs.WebView.noticeRetry, IDs.WebView.noticeDismiss, IDs.WebView.back,
                IDs.WebView.forward, IDs.WebView.reload,
            ], in: screen)
    }

    /// Built by the wireframe, then given a presenter that loads nothing: no page goes to PokeAPI.
    /// Armada por el wireframe y luego con un presenter que no carga nada: ninguna página va a PokeAPI.
    func testNetworkingLoadsWithoutTheNetwork() throws {
        let screen = try XCTUnwrap(
            FeatureModuleFactory.makeModule(for: .networking, environment: environment) as? NetworkingViewController)
        screen.presenter = SilentNetworkingPresenter()
        screen.loadViewIfNeeded()
        screen.showNotice("Sin conexión: se muestran los datos guardados.")  // the notice is the table's header
        assertIdentifiers(
            [IDs.Networking.screen, IDs.Networking.table, IDs.Networking.notice], in: screen)
    }

    /// An in-memory Keychain and a throwaway defaults suite: the device's own items are never read.
    /// Un Keychain en memoria y una suite desechable: nunca se leen los elementos del dispositivo.
    func testPersistenceLoadsOnAnInMemoryKeychain() throws {
        let suite = "ModuleLoadingTests.\(UUID().uuidString)"
        let defaults = try XCTUnwrap(UserDefaults(suiteName: suite))
        defer { defaults.removePersistentDomain(forName: suite) }
        let screen = try loaded(
            PersistenceWireframe.makeModule(keychain: InMemoryKeychain(), defaults: defaults, environment: environment))
        assertIdentifiers(
            [
                IDs.Persistence.screen, IDs.Persistence.user, IDs.Persistence.password,
                IDs.Persistence.passwordVisibility, IDs.Persistence.save, IDs.Persistence.read,
                IDs.Persistence.delete, IDs.Persistence.settingSwitch(0), IDs.Persistence.settingSwitch(1),
                IDs.Persistence.settingSwitch(2),
            ], in: screen)
    }
}

private final class IgnoringEditDelegate: ProfileEditDelegate {
    func profileEdit(didSave record: ProfileRecord) {}
}
