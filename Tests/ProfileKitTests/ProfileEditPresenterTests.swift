import AppCore
import ProfileKit
import TestSupport
import XCTest

/// The edit form: prefill, picture, each validation message, save → dismiss + delegate, cancel → nothing.
/// El formulario: precarga, imagen, cada mensaje de validación, guardar → cerrar + delegado, cancelar → nada.
final class ProfileEditPresenterTests: XCTestCase {
    private var spanish: Localizer!
    private let current = ProfileRecord(
        profile: UserProfile(name: "Ana López", age: 30, email: "ana@correo.mx"), imageData: Data([1]))

    override func setUpWithError() throws {
        spanish = try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
    }

    private struct Module {
        let presenter: ProfileEditPresenter
        let view: FakeProfileEditView
        let router: FakeProfileEditRouter
        let delegate: RecordingEditDelegate
    }

    private func makeModule(localizer: Localizer? = nil) -> Module {
        let view = FakeProfileEditView()
        let router = FakeProfileEditRouter()
        let delegate = RecordingEditDelegate()
        let presenter = ProfileEditPresenter(
            record: current, interactor: ProfileEditInteractor(), router: router, localizer: localizer ?? spanish,
            delegate: delegate)
        presenter.view = view
        presenter.viewDidLoad()
        return Module(presenter: presenter, view: view, router: router, delegate: delegate)
    }

    private func form(name: String = "Ana López", age: String = "30", email: String = "ana@correo.mx") -> ProfileForm {
        ProfileForm(name: name, age: age, email: email)
    }

    func testPrefillsTheCurrentValuesAndPicture() {
        let module = makeModule()
        XCTAssertEqual(module.view.forms, [form()])
        XCTAssertEqual(module.view.images, [.custom(Data([1]))])
        XCTAssertEqual(module.view.imageLabels, ["Foto de perfil"])
        XCTAssertEqual(module.view.errors, [.none])
        XCTAssertEqual(module.view.texts?.title, "Editar perfil")
        XCTAssertEqual(module.view.texts?.save, "Guardar")
        XCTAssertEqual(module.view.texts?.cancel, "Cancelar")
        XCTAssertEqual(module.view.texts?.chooseImage, "Elegir foto")
        XCTAssertEqual(module.view.texts?.emailCaption, "Correo electrónico")
    }

    func testEachValidationErrorHasItsSpanishMessageAndNothingIsSaved() {
        let cases: [(ProfileForm, ProfileFieldMessages)] = [
            (form(name: "   "), ProfileFieldMessages(name: "Escribe tu nombre.")),
            (
                form(name: String(repeating: "a", count: 61)),
                ProfileFieldMessages(name: "El nombre puede tener como máximo 60 caracteres.")
            ),
            (form(age: ""), ProfileFieldMessages(age: "Escribe tu edad.")),
            (form(age: "30.5"), ProfileFieldMessages(age: "La edad debe ser un número entero, por ejemplo 30.")),
            (form(age: "131"), ProfileFieldMessages(age: "La edad debe estar entre 0 y 130 años.")),
            (form(email: ""), ProfileFieldMessages(email: "Escribe tu correo electrónico.")),
            (form(email: "ana @correo.mx"), ProfileFieldMessages(email: "El correo no puede tener espacios.")),
            (
                form(email: "ana@correo"),
                ProfileFieldMessages(email: "Escribe un correo válido, por ejemplo nombre@dominio.com.")
            ),
        ]
        for (input, expected) in cases {
            let module = makeModule()
            module.presenter.didTapSave(input)
            XCTAssertEqual(module.view.errors.last, expected, "\(input)")
            XCTAssertEqual(module.router.events, [], "\(input)")
            XCTAssertEqual(module.delegate.received, [], "\(input)")
        }
    }

    func testAllInvalidFieldsAreReportedTogether() {
        let module = makeModule()
        module.presenter.didTapSave(ProfileForm(name: "", age: "x", email: "y"))
        XCTAssertEqual(
            module.view.errors.last,
            ProfileFieldMessages(
                name: "Escribe tu nombre.", age: "La edad debe ser un número entero, por ejemplo 30.",
                email: "Escribe un correo válido, por ejemplo nombre@dominio.com."))
    }

    func testEnglishMessages() throws {
        let english = try Localizer.stringsFile(at: TestPaths.app("TestApp", "en.lproj", "Localizable.strings"))
        let module = makeModule(localizer: english)
        module.presenter.didTapSave(ProfileForm(name: "", age: "200", email: "a b@c.mx"))
        XCTAssertEqual(
            module.view.errors.last,
            ProfileFieldMessages(
                name: "Enter your name.", age: "The age must be between 0 and 130 years.",
                email: "The email address cannot contain spaces."))
    }

    func testSaveDismissesThenNotifiesTheDelegateWithTheCleanProfile() {
        let module = makeModule()
        module.delegate.onSave = { [unowned router = module.router] in router.events.append("delegate") }
        module.presenter.didTapSave(form(name: "  Eva Ruiz ", age: " 27", email: "eva@ruiz.mx "))

        XCTAssertEqual(module.router.events, ["dismiss", "delegate"])
        XCTAssertEqual(
            module.delegate.received,
            [ProfileRecord(profile: UserProfile(name: "Eva Ruiz", age: 27, email: "eva@ruiz.mx"), imageData: Data([1]))]
        )
        XCTAssertEqual(module.view.errors.last, ProfileFieldMessages.none)
    }

    func testAPickedPictureIsShownAndSaved() {
        let module = makeModule()
        module.presenter.didTapChooseImage()
        module.router.pickerCompletion?(Data([4, 2]))

        XCTAssertEqual(module.view.images.last, .custom(Data([4, 2])))
        module.presenter.didTapSave(form())
        XCTAssertEqual(module.delegate.received.last?.imageData, Data([4, 2]))
    }

    func testGivingUpThePickerKeepsThePicture() {
        let module = makeModule()
        module.presenter.didTapChooseImage()
        module.router.pickerCompletion?(nil)

        XCTAssertEqual(module.view.images, [.custom(Data([1]))])
        module.presenter.didTapSave(form())
        XCTAssertEqual(module.delegate.received.last?.imageData, Data([1]))
    }

    func testCancelOnlyDismisses() {
        let module = makeModule()
        module.presenter.didTapChooseImage()
        module.router.pickerCompletion?(Data([9]))
        module.presenter.didTapCancel()

        XCTAssertEqual(module.router.events, ["picker", "dismiss"])
        XCTAssertEqual(module.delegate.received, [])
    }

    func testTheDelegateIsHeldWeakly() {
        let view = FakeProfileEditView()
        var delegate: RecordingEditDelegate? = RecordingEditDelegate()
        let presenter = ProfileEditPresenter(
            record: current, interactor: ProfileEditInteractor(), router: FakeProfileEditRouter(), localizer: spanish,
            delegate: delegate)
        presenter.view = view
        weak var weakDelegate: RecordingEditDelegate?
        weakDelegate = delegate
        delegate = nil
        XCTAssertNil(weakDelegate)
        presenter.didTapSave(form())  // no crash without a delegate / sin delegado no falla
    }

    func testModuleDeallocatesWhenTheViewGoesAway() {
        weak var weakPresenter: ProfileEditPresenter?
        weak var weakView: FakeProfileEditView?
        weak var weakRouter: FakeProfileEditRouter?
        do {
            var module: Module? = makeModule()
            module?.view.presenter = module?.presenter
            // A pending picker completion must not keep the presenter alive.
            // Una respuesta pendiente del selector no debe retener al presenter.
            module?.presenter.didTapChooseImage()
            weakPresenter = module?.presenter
            weakView = module?.view
            weakRouter = module?.router
            module = nil
        }
        XCTAssertNil(weakView)
        XCTAssertNil(weakPresenter)
        XCTAssertNil(weakRouter)
    }
}
