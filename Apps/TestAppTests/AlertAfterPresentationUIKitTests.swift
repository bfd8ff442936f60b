import AppCore
import ProfileKit
import UIKit
import XCTest

@testable import TestApp

/// Issue 34, item 4: an alert that waited behind something presented over its screen comes up when
/// that goes. Dismissing an alert, an action sheet or a sheet never calls the screen's appearance
/// methods (iOS 12 and 13+), so only the answers' handlers and the dismissal's completion can flush
/// the queue. Hosted because only UIKit runs those handlers and completions and says what is presented;
/// the queue's rule is `AlertQueueTests` and the edit form's decision (hold a failure behind its sheet)
/// `ProfileEditMachinePropertyTests`, both on Linux.
/// Una alerta que esperaba detrás de algo presentado sobre su pantalla sube cuando eso se va. Cerrar una
/// alerta, una hoja de acciones o una hoja nunca llama a los métodos de aparición de la pantalla, así que
/// solo los handlers de las respuestas y el cierre completado pueden vaciar la cola. Alojada porque solo
/// UIKit ejecuta esos handlers y dice qué está presentado.
final class AlertAfterPresentationUIKitTests: XCTestCase {
    /// A bare screen that shows alerts. / Una pantalla mínima que muestra alertas.
    private final class AlertScreen: UIViewController, AlertShowing {}

    /// Reads nothing from disk. / No lee nada del disco.
    private final class StubProfileStore: ProfileStoring {
        func load() -> ProfileLoadResult { .loaded(.default) }
        func save(_ record: ProfileRecord) throws {}
        func startOver() throws {}
    }

    private final class NoDelegate: ProfileEditDelegate {
        func profileEdit(didSave record: ProfileRecord) {}
    }

    private let waiting = AlertViewModel(
        title: "No se pudo cargar la foto", message: "Elige otra foto.", dismissTitle: "Aceptar")
    private var window: UIWindow?

    override func tearDown() {
        closeWindow()
        super.tearDown()
    }

    private func closeWindow() {
        window?.rootViewController?.dismiss(animated: false)
        window?.isHidden = true
        window = nil
    }

    private func show(_ root: UIViewController) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 568))
        window.rootViewController = root
        window.isHidden = false
        self.window = window
    }

    /// Waits until `condition` holds (animations run on the main run loop).
    /// Espera a que `condition` se cumpla (las animaciones corren en el run loop principal).
    private func waitUntil(_ what: String, _ condition: @escaping () -> Bool) {
        let done = expectation(for: NSPredicate { _, _ in condition() }, evaluatedWith: nil)
        done.expectationDescription = what
        wait(for: [done], timeout: 5)
    }

    /// A tap on `style`'s button: the sheet goes, then UIKit runs the handler the action keeps. UIKit
    /// runs a handler only for a real tap, so the test reads it (the action's `handler` key, as UI test
    /// helpers do) and runs it after dismissing the sheet.
    /// Un toque en el botón de `style`: la hoja se va y UIKit ejecuta el handler de la acción.
    private func tap(_ style: UIAlertAction.Style, in sheet: UIAlertController) throws {
        typealias Handler = @convention(block) (UIAlertAction) -> Void
        let action = try XCTUnwrap(sheet.actions.first { $0.style == style })
        let block = try XCTUnwrap(action.value(forKey: "handler") as AnyObject?, "the action keeps its handler")
        sheet.dismiss(animated: false)
        unsafeBitCast(block, to: Handler.self)(action)
    }

    func testAnAlertWaitingBehindAConfirmationComesUpWhenItIsAnswered() throws {
        for style in [UIAlertAction.Style.cancel, .destructive] {
            let screen = AlertScreen()
            show(screen)
            var answers = 0
            let question = DestructiveQuestion(
                title: "¿Descartar los cambios?", message: nil, confirmTitle: "Descartar cambios",
                cancelTitle: "Seguir editando", anchor: .view(nil, rect: nil))
            screen.ask(question, onConfirm: { answers += 1 }, onCancel: { answers += 1 })
            let sheet = try XCTUnwrap(screen.presentedViewController as? UIAlertController)
            waitUntil("the sheet is up") { !sheet.isBeingPresented }
            screen.showAlert(waiting)
            XCTAssertTrue(screen.presentedViewController === sheet, "the alert waits behind the sheet")

            try tap(style, in: sheet)

            XCTAssertEqual(answers, 1)
            waitUntil("the waiting alert comes up") {
                (screen.presentedViewController as? UIAlertController)?.title == self.waiting.title
            }
            closeWindow()
        }
    }

    /// Perfil's alert that came while the edit form was up shows when the form closes (a sheet's
    /// dismissal never calls Perfil's `viewDidAppear`). / La alerta de Perfil que llegó con el
    /// formulario arriba se muestra cuando el formulario se cierra.
    func testAnAlertWaitingBehindTheEditFormComesUpWhenTheFormCloses() throws {
        let environment = AppEnvironment()
        environment.profileStore = StubProfileStore()
        let profile = try XCTUnwrap(ProfileWireframe.makeModule(environment: environment) as? ProfileViewController)
        show(UINavigationController(rootViewController: profile))
        let editor = ProfileEditWireframe.makeModule(record: .default, delegate: NoDelegate(), environment: environment)
        profile.present(editor, animated: false)
        let form = try XCTUnwrap((editor as? UINavigationController)?.topViewController as? ProfileEditViewController)
        form.loadViewIfNeeded()
        profile.showAlert(waiting)
        XCTAssertTrue(profile.presentedViewController === editor, "the alert waits behind the form")

        form.presenter.didTapCancel(form.currentForm)

        waitUntil("the form closed and the waiting alert came up") {
            (profile.presentedViewController as? UIAlertController)?.title == self.waiting.title
        }
    }
}
