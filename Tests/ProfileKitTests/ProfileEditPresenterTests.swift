import AppCore
import ProfileKit
import TestSupport
import XCTest

/// The edit form: prefill, picture, each validation message, save first → then dismiss + delegate,
/// a failed save keeps the form, unsaved changes are never dropped silently.
/// El formulario: precarga, imagen, cada mensaje de validación, primero guardar → luego cerrar + delegado,
/// un guardado fallido conserva el formulario, los cambios sin guardar nunca se pierden en silencio.
final class ProfileEditPresenterTests: XCTestCase {
    private var spanish: Localizer!
    private let current = ProfileRecord(
        profile: UserProfile(name: "Ana López", age: 30, email: "ana@correo.mx"), imageData: Data([1]))

    override func setUpWithError() throws {
        spanish = try TestLocalizer.spanish(app: "TestApp")
    }

    private struct Module {
        let presenter: ProfileEditPresenter
        let view: FakeProfileEditView
        let router: FakeProfileEditRouter
        let delegate: FakeProfileEditDelegate
        let store: InMemoryProfileStore
    }

    private func makeModule(localizer: Localizer? = nil) -> Module {
        let view = FakeProfileEditView()
        let router = FakeProfileEditRouter()
        let delegate = FakeProfileEditDelegate()
        let store = InMemoryProfileStore(current)
        let presenter = ProfileEditPresenter(
            record: current, interactor: ProfileEditInteractor(store: store), router: router,
            localizer: localizer ?? spanish, delegate: delegate)
        presenter.view = view
        presenter.viewDidLoad()
        return Module(presenter: presenter, view: view, router: router, delegate: delegate, store: store)
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
            XCTAssertEqual(module.store.attempts, 0, "\(input)")
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
        let english = try TestLocalizer.english(app: "TestApp")
        let module = makeModule(localizer: english)
        module.presenter.didTapSave(ProfileForm(name: "", age: "200", email: "a b@c.mx"))
        XCTAssertEqual(
            module.view.errors.last,
            ProfileFieldMessages(
                name: "Enter your name.", age: "The age must be between 0 and 130 years.",
                email: "The email address cannot contain spaces."))
    }

    func testSaveWritesFirstThenDismissesThenNotifiesTheDelegateWithTheCleanProfile() {
        let module = makeModule()
        module.store.onSave = { [unowned router = module.router] in router.events.append("saved") }
        module.delegate.onSave = { [unowned router = module.router] in router.events.append("delegate") }
        module.presenter.didTapSave(form(name: "  Eva Ruiz ", age: " 27", email: "eva@ruiz.mx "))

        let eva = ProfileRecord(
            profile: UserProfile(name: "Eva Ruiz", age: 27, email: "eva@ruiz.mx"), imageData: Data([1]))
        XCTAssertEqual(module.router.events, ["saved", "dismiss", "delegate"])
        XCTAssertEqual(module.store.saved, [eva])
        XCTAssertEqual(module.delegate.received, [eva])
        XCTAssertEqual(module.view.errors.last, ProfileFieldMessages.none)
        XCTAssertEqual(module.view.alerts, [])
    }

    /// The store refuses: no dismiss, no delegate (Perfil keeps showing the saved profile), an alert,
    /// and the typed values stay (the form is never re-filled); "Guardar" again can succeed.
    /// El almacén falla: no se cierra, no se avisa (Perfil sigue con el perfil guardado), una alerta y
    /// lo escrito se queda (el formulario no se vuelve a llenar); otro "Guardar" puede funcionar.
    func testAFailedSaveKeepsTheFormOpenWithTheTypedValuesAndSaysSo() {
        let module = makeModule()
        module.store.failSaving = true
        let typed = form(name: "Eva Ruiz", age: "27")
        module.presenter.didEditForm(typed)
        module.presenter.didTapSave(typed)

        XCTAssertEqual(module.router.events, [])
        XCTAssertEqual(module.delegate.received, [])
        XCTAssertEqual(
            module.view.alerts,
            [
                AlertViewModel(
                    title: "No se guardó el perfil",
                    message: "No se pudieron guardar los cambios en el dispositivo. Siguen en el formulario; "
                        + "vuelve a intentarlo.", dismissTitle: "Aceptar")
            ])
        XCTAssertEqual(module.view.forms, [form()], "the form is filled once, at load")
        XCTAssertTrue(module.presenter.hasUnsavedChanges)
        XCTAssertEqual(module.view.unsavedChanges.last, true)

        module.store.failSaving = false
        module.presenter.didTapSave(typed)
        XCTAssertEqual(module.router.events, ["dismiss"])
        XCTAssertEqual(module.delegate.received.map(\.profile.name), ["Eva Ruiz"])
    }

    func testAPickedPictureIsShownAndSaved() {
        let module = makeModule()
        module.presenter.didTapChooseImage()
        module.router.pickerCompletion?(.picked(Data([4, 2])))

        XCTAssertEqual(module.view.images.last, .custom(Data([4, 2])))
        module.presenter.didTapSave(form())
        XCTAssertEqual(module.delegate.received.last?.imageData, Data([4, 2]))
        XCTAssertEqual(module.store.saved.last?.imageData, Data([4, 2]))
    }

    func testGivingUpThePickerKeepsThePicture() {
        let module = makeModule()
        module.presenter.didTapChooseImage()
        module.router.pickerCompletion?(.cancelled)

        XCTAssertEqual(module.view.images, [.custom(Data([1]))])
        XCTAssertEqual(module.view.alerts, [])
        XCTAssertFalse(module.presenter.hasUnsavedChanges)
        module.presenter.didTapSave(form())
        XCTAssertEqual(module.delegate.received.last?.imageData, Data([1]))
    }

    /// A photo that cannot be loaded is an error the user sees, not a silent cancel.
    /// Una foto que no se puede cargar es un error visible, no un cancelar silencioso.
    func testAPhotoThatCannotBeLoadedShowsAnErrorAndKeepsThePicture() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        for (localizer, expected) in [
            (
                spanish!,
                AlertViewModel(
                    title: "No se pudo cargar la foto", message: "Elige otra foto o vuelve a intentarlo.",
                    dismissTitle: "Aceptar")
            ),
            (
                english,
                AlertViewModel(
                    title: "The photo could not be loaded", message: "Choose another photo or try again.",
                    dismissTitle: "OK")
            ),
        ] {
            let module = makeModule(localizer: localizer)
            module.presenter.didTapChooseImage()
            module.router.pickerProgress?(.closed)
            module.router.pickerCompletion?(.failed)

            XCTAssertEqual(module.view.alerts, [expected])
            XCTAssertEqual(module.view.images, [.custom(Data([1]))])
            XCTAssertFalse(module.presenter.hasUnsavedChanges)
        }
    }

    // MARK: Unsaved changes / Cambios sin guardar

    func testTheFormKnowsWhetherItHasUnsavedChanges() {
        let module = makeModule()
        XCTAssertEqual(module.view.unsavedChanges, [false])

        module.presenter.didEditForm(form(name: "Ana López G"))
        module.presenter.didEditForm(form(name: "Ana López Ga"))
        XCTAssertEqual(module.view.unsavedChanges, [false, true], "told once per change of answer")

        module.presenter.didEditForm(form())
        XCTAssertEqual(module.view.unsavedChanges, [false, true, false], "typing it back is no change")

        module.presenter.didTapChooseImage()
        module.router.pickerCompletion?(.picked(Data([5])))
        XCTAssertEqual(module.view.unsavedChanges, [false, true, false, true], "a new picture is a change")
    }

    func testCancelWithoutChangesClosesAtOnce() {
        let module = makeModule()
        module.presenter.didTapCancel(form())

        XCTAssertEqual(module.router.events, ["dismiss"])
        XCTAssertEqual(module.view.confirmations, [])
        XCTAssertEqual(module.delegate.received, [])
        XCTAssertEqual(module.store.attempts, 0)
    }

    func testCancelWithChangesAsksBeforeDiscarding() {
        let module = makeModule()
        // The typed text arrives with the tap even if no edit event came before.
        // Lo escrito llega con el toque aunque antes no llegara ningún evento de edición.
        module.presenter.didTapCancel(form(email: "otro@correo.mx"))

        XCTAssertEqual(module.router.events, [])
        XCTAssertEqual(
            module.view.confirmations,
            [
                ProfileDiscardConfirmation(
                    title: "¿Descartar los cambios?", message: "Lo que cambiaste no se guardará.",
                    discardTitle: "Descartar cambios", keepEditingTitle: "Seguir editando")
            ])
        XCTAssertEqual(module.view.unsavedChanges.last, true)

        module.presenter.didConfirmDiscard()
        XCTAssertEqual(module.router.events, ["dismiss"])
        XCTAssertEqual(module.delegate.received, [])
        XCTAssertEqual(module.store.attempts, 0)
    }

    func testCancelAfterPickingAPictureAsksToo() {
        let module = makeModule()
        module.presenter.didTapChooseImage()
        module.router.pickerCompletion?(.picked(Data([9])))
        module.presenter.didTapCancel(form())

        XCTAssertEqual(module.router.events, ["picker"])
        XCTAssertEqual(module.view.confirmations.count, 1)
        XCTAssertEqual(module.delegate.received, [])
    }

    func testEnglishDiscardConfirmation() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        let module = makeModule(localizer: english)
        module.presenter.didTapCancel(form(age: "31"))
        XCTAssertEqual(
            module.view.confirmations,
            [
                ProfileDiscardConfirmation(
                    title: "Discard your changes?", message: "What you changed will not be saved.",
                    discardTitle: "Discard changes", keepEditingTitle: "Keep editing")
            ])
    }

    /// Once closing, a second "Guardar" (during the dismiss animation) neither saves nor notifies again.
    /// Al cerrar, un segundo "Guardar" (durante la animación) no vuelve a guardar ni a avisar.
    func testTapsAfterClosingAreIgnored() {
        let module = makeModule()
        module.presenter.didTapSave(form(age: "31"))
        module.presenter.didTapSave(form(age: "32"))
        module.presenter.didTapCancel(form(age: "33"))
        module.presenter.didConfirmDiscard()

        XCTAssertEqual(module.store.attempts, 1)
        XCTAssertEqual(module.router.events, ["dismiss"])
        XCTAssertEqual(module.delegate.received.map(\.profile.age), [31])
    }

    // MARK: Error accessibility (issue 16) / Accesibilidad de los errores

    func testEachInvalidFieldReadsItsTextAndMessageAndVoiceOverGoesToTheFirst() {
        let module = makeModule()
        module.presenter.didTapSave(ProfileForm(name: "  ", age: "tres", email: "ana @correo.mx"))

        let shown = module.view.errorViewModels.last
        XCTAssertEqual(
            shown?.accessibilityValues,
            ProfileFieldMessages(
                name: "Escribe tu nombre.", age: "tres. La edad debe ser un número entero, por ejemplo 30.",
                email: "ana @correo.mx. El correo no puede tener espacios."))
        XCTAssertEqual(shown?.firstInvalidField, .name)
    }

    func testValidFieldsHaveNoErrorValueAndFocusSkipsThem() {
        let module = makeModule()
        module.presenter.didTapSave(form(email: "ana@correo"))

        let shown = module.view.errorViewModels.last
        XCTAssertEqual(
            shown?.accessibilityValues,
            ProfileFieldMessages(email: "ana@correo. Escribe un correo válido, por ejemplo nombre@dominio.com."))
        XCTAssertEqual(shown?.firstInvalidField, .email)

        module.presenter.didTapSave(form(age: "200", email: "ana@correo"))
        XCTAssertEqual(module.view.errorViewModels.last?.firstInvalidField, .age)

        module.presenter.didTapSave(form())
        XCTAssertEqual(module.view.errorViewModels.last, ProfileFormErrorsViewModel.none)
    }

    func testTheDelegateIsHeldWeakly() {
        let view = FakeProfileEditView()
        var delegate: FakeProfileEditDelegate? = FakeProfileEditDelegate()
        let presenter = ProfileEditPresenter(
            record: current, interactor: ProfileEditInteractor(store: InMemoryProfileStore()),
            router: FakeProfileEditRouter(), localizer: spanish, delegate: delegate)
        presenter.view = view
        weak var weakDelegate: FakeProfileEditDelegate?
        weakDelegate = delegate
        delegate = nil
        XCTAssertNil(weakDelegate)
        presenter.didTapSave(form())  // no crash without a delegate / sin delegado no falla
    }

    func testModuleDeallocatesWhenTheViewGoesAway() {
        let survivors = LeakCheck.survivors {
            let module = makeModule()
            module.view.presenter = module.presenter
            // A pending picker completion must not keep the presenter alive.
            // Una respuesta pendiente del selector no debe retener al presenter.
            module.presenter.didTapChooseImage()
            return [module.view, module.presenter, module.router]
        }
        XCTAssertEqual(survivors, [])
    }
}
