import AppCore
import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// UIKit side of issue 13 part A and issue 20 (runs on a Mac): show/hide keeps the password's text and
/// cursor, and the privacy cover hides only windows showing a `PrivacySensitiveScreen` — also when UIKit
/// took the presenter's view out of the window (the edit form presented full screen, as on iOS 12).
/// The decisions are tested on Linux (`PrivacyScreenTests`); only a real window can show that the
/// description UIKit gives is the right one, hence these hosted tests.
/// Lado UIKit del issue 13 parte A y del issue 20 (se ejecuta en un Mac): mostrar/ocultar conserva el
/// texto y el cursor, y la tapa oculta solo ventanas que muestran una `PrivacySensitiveScreen`, también
/// cuando UIKit sacó de la ventana la vista de quien presenta (el formulario a pantalla completa, como
/// en iOS 12). Las decisiones se prueban en Linux; solo una ventana real prueba la descripción de UIKit.
final class PrivacyUIKitTests: XCTestCase {
    private final class SecretScreen: UIViewController, PrivacySensitiveScreen {}

    private var window: UIWindow!

    override func setUp() {
        super.setUp()
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
    }

    override func tearDown() {
        window.isHidden = true
        window = nil
        super.tearDown()
    }

    private func show(_ root: UIViewController) {
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.view.layoutIfNeeded()
    }

    // MARK: Show / hide / Mostrar / ocultar

    private func offsets(_ field: UITextField) throws -> (Int, Int) {
        let range = try XCTUnwrap(field.selectedTextRange)
        return (
            field.offset(from: field.beginningOfDocument, to: range.start),
            field.offset(from: field.beginningOfDocument, to: range.end)
        )
    }

    func testShowingAndHidingKeepsTextAndCursorAndTheNextKeystrokeAppends() throws {
        let screen = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        field.isSecureTextEntry = true
        screen.view.addSubview(field)
        show(screen)
        XCTAssertTrue(field.becomeFirstResponder())
        field.insertText("abcdef")
        let third = try XCTUnwrap(field.position(from: field.beginningOfDocument, offset: 3))
        field.selectedTextRange = field.textRange(from: third, to: third)

        field.setSecureTextEntryKeepingText(false)
        XCTAssertFalse(field.isSecureTextEntry)
        XCTAssertEqual(field.text, "abcdef")
        XCTAssertEqual(try offsets(field).0, 3)

        field.setSecureTextEntryKeepingText(true)
        XCTAssertTrue(field.isSecureTextEntry)
        XCTAssertEqual(field.text, "abcdef")
        XCTAssertEqual(try offsets(field).0, 3)

        field.insertText("X")
        XCTAssertEqual(field.text, "abcXdef", "re-securing a focused field must not clear it")
    }

    // MARK: Privacy cover / Tapa de privacidad

    private var promptShowing = false

    private func makeCover() -> PrivacyCover {
        PrivacyCover(window: window, isBiometricPromptShowing: { [unowned self] in self.promptShowing })
    }

    /// iOS 12 presents the edit form full screen and UIKit takes the tab bar's view out of the window:
    /// the form (name, age, e-mail, photo) must still be found and covered when the app resigns active.
    /// iOS 12 presenta el formulario a pantalla completa y UIKit saca de la ventana la vista de la barra
    /// de pestañas: el formulario debe encontrarse y taparse igual cuando la app deja de estar activa.
    func testTheEditFormPresentedFullScreenIsCoveredEvenWithTheTabsOutOfTheWindow() {
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: UIViewController())]
        show(tabs)
        let editor = ProfileEditWireframe.makeModule(
            record: .default, delegate: FormDelegateSpy(), environment: AppEnvironment.current)
        editor.modalPresentationStyle = .fullScreen
        let presented = expectation(description: "the form is on screen")
        tabs.present(editor, animated: false) { presented.fulfill() }
        wait(for: [presented], timeout: 5)
        XCTAssertNil(tabs.view.window, "UIKit removed the presenter's view, the case that hid the form")

        XCTAssertTrue(PrivacyCover.showsSensitiveScreen(in: window))
        let cover = makeCover()
        cover.handle(.willResignActive)
        XCTAssertTrue(cover.isCovering)
        XCTAssertEqual(window.subviews.last?.frame, window.bounds)
        cover.handle(.didBecomeActive)
        XCTAssertFalse(cover.isCovering)
        tabs.dismiss(animated: false)
    }

    /// The Face ID / Touch ID prompt resigns the app active: no cover then; the background still covers.
    /// La solicitud de Face ID / Touch ID deja la app inactiva: sin tapa entonces; el segundo plano sí tapa.
    func testTheBiometricPromptIsNotCoveredButTheBackgroundIs() {
        show(UINavigationController(rootViewController: SecretScreen()))
        let cover = makeCover()
        promptShowing = true
        cover.handle(.willResignActive)
        XCTAssertFalse(cover.isCovering)
        cover.handle(.didEnterBackground)
        XCTAssertTrue(cover.isCovering)
    }

    /// The app switcher opened over the prompt sends no event; the prompt's end, with the app still
    /// inactive, covers once the driver's later look finds it still so. Hosted: only a real window and
    /// NotificationCenter show the wiring (the event orders are `PrivacyCoverDriverTests` on Linux).
    /// El selector de apps abierto sobre la solicitud no envía eventos; el fin de la solicitud, con la
    /// app aún inactiva, tapa cuando la revisión posterior la encuentra igual. En la app: solo una
    /// ventana real muestra la conexión.
    func testAPromptEndingWhileTheAppIsInactiveCoversTheScreenAtTheLaterLook() {
        show(UINavigationController(rootViewController: SecretScreen()))
        var appActive = false
        var later: [() -> Void] = []
        let cover = PrivacyCover(
            window: window, isBiometricPromptShowing: { [unowned self] in self.promptShowing },
            isAppActive: { appActive }, later: { later.append($0) })
        promptShowing = true
        cover.handle(.willResignActive)
        promptShowing = false
        PrivacyCover.reportPromptEnded()
        XCTAssertFalse(cover.isCovering, "not at once: didBecomeActive may still come")
        XCTAssertEqual(later.count, 1)
        later.removeFirst()()
        XCTAssertTrue(cover.isCovering)
        cover.handle(.didBecomeActive)
        XCTAssertFalse(cover.isCovering)
        appActive = true
        PrivacyCover.reportPromptEnded()
        XCTAssertTrue(later.isEmpty, "back on the screen: the prompt's end leaves nothing for later")
    }

    /// A successful Face ID whose answer comes before `didBecomeActive`: the cover never goes on.
    /// Un Face ID correcto cuya respuesta llega antes de `didBecomeActive`: la tapa nunca se pone.
    func testASuccessfulUnlockNeverPutsTheCoverOn() {
        show(UINavigationController(rootViewController: SecretScreen()))
        var appActive = false
        var later: [() -> Void] = []
        let cover = PrivacyCover(
            window: window, isBiometricPromptShowing: { [unowned self] in self.promptShowing },
            isAppActive: { appActive }, later: { later.append($0) })
        promptShowing = true
        cover.handle(.willResignActive)
        promptShowing = false
        PrivacyCover.reportPromptEnded()
        appActive = true
        cover.handle(.didBecomeActive)
        later.forEach { $0() }
        XCTAssertFalse(cover.isCovering)
    }

    /// Perfil's and Persistencia's gate reports each request's end to the covers.
    /// La puerta de Perfil y Persistencia avisa a las tapas el fin de cada petición.
    func testTheScreensGateReportsThePromptsEnd() {
        let environment = AppEnvironment()
        environment.accessGate = OpenAccessGate()
        let reported = expectation(forNotification: PrivacyCover.promptDidEnd, object: nil)
        var decision: AccessDecision?
        environment.privacyAwareAccessGate.requestAccess(reason: "Leer") { decision = $0 }
        wait(for: [reported], timeout: 1)
        XCTAssertEqual(decision, .granted)
    }

    func testAVisibleSensitiveScreenIsCoveredInTheBackgroundAndUncoveredOnReturn() {
        show(UINavigationController(rootViewController: SecretScreen()))
        let cover = makeCover()
        let before = window.subviews.count
        cover.handle(.didEnterBackground)
        XCTAssertEqual(window.subviews.count, before + 1)
        XCTAssertEqual(window.subviews.last?.frame, window.bounds)
        cover.handle(.willEnterForeground)
        XCTAssertEqual(window.subviews.count, before)
    }

    func testOtherScreensAreNotCovered() {
        let navigation = UINavigationController(rootViewController: SecretScreen())
        navigation.pushViewController(UIViewController(), animated: false)
        show(navigation)
        let cover = makeCover()
        let before = window.subviews.count
        cover.handle(.willResignActive)
        cover.handle(.didEnterBackground)
        XCTAssertEqual(window.subviews.count, before, "the secret screen is under the top of the stack")
    }

    func testTheRealScreensOptIn() {
        let screens: [UIViewController] = [
            PersistenceViewController.instantiate(), ProfileViewController.instantiate(),
            ProfileEditViewController.instantiate(),
        ]
        XCTAssertTrue(screens.allSatisfy { PrivacyCover.isSensitive($0) })
        XCTAssertFalse(PrivacyCover.isSensitive(UIViewController()))
    }
}

private final class FormDelegateSpy: ProfileEditDelegate {
    func profileEdit(didSave record: ProfileRecord) {}
}
