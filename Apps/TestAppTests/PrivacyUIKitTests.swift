import UIKit
import XCTest

@testable import TestApp

/// UIKit side of issue 13 part A (runs on a Mac): show/hide keeps the password's text and cursor,
/// and the privacy cover hides only windows showing a `PrivacySensitiveScreen`.
/// Lado UIKit del issue 13 parte A (se ejecuta en un Mac): mostrar/ocultar conserva el texto y el
/// cursor, y la tapa de privacidad oculta solo ventanas que muestran una `PrivacySensitiveScreen`.
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

    func testAVisibleSensitiveScreenIsCoveredInTheBackgroundAndUncoveredOnReturn() {
        show(UINavigationController(rootViewController: SecretScreen()))
        let cover = PrivacyCover(window: window)
        let before = window.subviews.count
        cover.appDidEnterBackground()
        XCTAssertEqual(window.subviews.count, before + 1)
        XCTAssertEqual(window.subviews.last?.frame, window.bounds)
        cover.appWillEnterForeground()
        XCTAssertEqual(window.subviews.count, before)
    }

    func testOtherScreensAreNotCovered() {
        let navigation = UINavigationController(rootViewController: SecretScreen())
        navigation.pushViewController(UIViewController(), animated: false)
        show(navigation)
        let cover = PrivacyCover(window: window)
        let before = window.subviews.count
        cover.appDidEnterBackground()
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
