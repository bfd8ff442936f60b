import AppCore
import ProfileKit
import TestSupport
import XCTest

/// The Perfil screen: shows the stored profile, guards "Editar", shows what the form saved.
/// La pantalla Perfil: muestra el perfil guardado, protege "Editar", muestra lo que guardó el formulario.
final class ProfilePresenterTests: XCTestCase {
    private var spanish: Localizer!
    private let luis = ProfileRecord(
        profile: UserProfile(name: "Luis Pérez", age: 41, email: "luis@correo.mx"), imageData: Data([7, 7]))

    override func setUpWithError() throws {
        spanish = try TestLocalizer.spanish(app: "TestApp")
    }

    private struct Module {
        let presenter: ProfilePresenter
        let view: FakeProfileView
        let router: FakeProfileRouter
        let store: InMemoryProfileStore
        let gate: FakeAccessGate
    }

    private func makeModule(stored: ProfileRecord = .default, decision: AccessDecision = .granted) -> Module {
        let store = InMemoryProfileStore(stored)
        let gate = FakeAccessGate(decision)
        let router = FakeProfileRouter()
        let view = FakeProfileView()
        let presenter = ProfilePresenter(
            interactor: ProfileInteractor(store: store, accessGate: gate), router: router, localizer: spanish)
        presenter.view = view
        return Module(presenter: presenter, view: view, router: router, store: store, gate: gate)
    }

    func testShowsTheStoredProfileInSpanish() {
        let module = makeModule(stored: luis)
        module.presenter.viewDidLoad()

        XCTAssertEqual(module.view.title, "Perfil")
        XCTAssertEqual(module.view.editTitle, "Editar")
        XCTAssertEqual(
            module.view.shown,
            [
                ProfileViewModel(
                    image: .custom(Data([7, 7])), imageAccessibilityLabel: "Foto de perfil de Luis Pérez",
                    name: "Luis Pérez", age: "41 años", email: "luis@correo.mx")
            ])
    }

    func testWithoutAPictureTheDefaultImageIsShown() {
        let module = makeModule()
        module.presenter.viewDidLoad()
        XCTAssertEqual(module.view.shown.last?.image, .placeholder(name: "profile-default"))
        XCTAssertEqual(module.view.shown.last?.name, UserProfile.default.name)
    }

    func testEditGrantedPresentsTheFormWithTheCurrentProfileAndItselfAsDelegate() {
        let module = makeModule(stored: luis)
        module.presenter.viewDidLoad()
        module.presenter.didTapEdit()

        XCTAssertEqual(module.gate.reasons, ["Confirma que eres tú para editar tu perfil."])
        XCTAssertEqual(module.router.editorRecords, [luis])
        XCTAssertTrue(module.router.lastDelegate === module.presenter)
        XCTAssertEqual(module.view.alerts, [])
    }

    func testEditDeniedShowsTheGateMessageAndNoForm() {
        let module = makeModule(decision: .denied(message: "Face ID está bloqueado."))
        module.presenter.viewDidLoad()
        module.presenter.didTapEdit()

        XCTAssertEqual(module.router.editorRecords, [])
        XCTAssertEqual(
            module.view.alerts,
            [AlertViewModel(title: "No se puede editar", message: "Face ID está bloqueado.", dismissTitle: "Aceptar")])
    }

    func testEditCancelledDoesNothing() {
        let module = makeModule(decision: .cancelled)
        module.presenter.viewDidLoad()
        module.presenter.didTapEdit()

        XCTAssertEqual(module.router.editorRecords, [])
        XCTAssertEqual(module.view.alerts, [])
    }

    /// The form saved already; Perfil shows what it was given and does not write again.
    /// El formulario ya guardó; Perfil muestra lo recibido y no vuelve a escribir.
    func testSavedEditIsShownAndUsedForTheNextEditWithoutASecondWrite() {
        let module = makeModule()
        module.presenter.viewDidLoad()
        module.presenter.profileEdit(didSave: luis)

        XCTAssertEqual(module.view.shown.last?.name, "Luis Pérez")
        XCTAssertEqual(module.view.shown.last?.age, "41 años")
        XCTAssertEqual(module.store.attempts, 0)
        XCTAssertEqual(module.view.alerts, [])
        module.presenter.didTapEdit()
        XCTAssertEqual(module.router.editorRecords, [luis])
    }

    func testEnglishTexts() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        let view = FakeProfileView()
        let presenter = ProfilePresenter(
            interactor: ProfileInteractor(store: InMemoryProfileStore(luis), accessGate: OpenAccessGate()),
            router: FakeProfileRouter(), localizer: english)
        presenter.view = view
        presenter.viewDidLoad()
        XCTAssertEqual(view.title, "Profile")
        XCTAssertEqual(view.shown.last?.age, "41 years old")
        XCTAssertEqual(view.shown.last?.imageAccessibilityLabel, "Profile picture of Luis Pérez")
    }

    /// One year is singular ("1 año", "1 year old"); zero and more are plural.
    /// Un año va en singular; cero y más van en plural.
    func testAgeOfOneIsSingularInBothLanguages() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        for (localizer, expected) in [
            (spanish!, ["0 años", "1 año", "2 años"]), (english, ["0 years old", "1 year old", "2 years old"]),
        ] {
            let shown = [0, 1, 2].map { age -> String? in
                let record = ProfileRecord(profile: UserProfile(name: "Eva", age: age, email: "eva@correo.mx"))
                let view = FakeProfileView()
                let presenter = ProfilePresenter(
                    interactor: ProfileInteractor(store: InMemoryProfileStore(record), accessGate: OpenAccessGate()),
                    router: FakeProfileRouter(), localizer: localizer)
                presenter.view = view
                presenter.viewDidLoad()
                return view.shown.last?.age
            }
            XCTAssertEqual(shown, expected)
        }
    }

    // MARK: A saved profile that cannot be read / Un perfil guardado que no se puede leer

    private let unreadableSpanish = ProfileScreenContent.unreadable(
        message:
            "Tu perfil guardado no se puede leer ahora, quizá porque el dispositivo sigue bloqueado. No se cambió nada. Desbloquéalo y toca Reintentar.",
        retryTitle: "Reintentar", startOverTitle: nil)

    /// No default profile pretending to be the user's, and no "Editar".
    /// Ningún perfil de ejemplo haciéndose pasar por el del usuario, y sin "Editar".
    func testAnUnreadableProfileShowsTheMessageWithRetryAndNoEdit() {
        let module = makeModule(stored: luis)
        module.store.unreadable = true

        module.presenter.viewDidLoad()

        XCTAssertEqual(
            module.view.rendered,
            [ProfileScreenViewModel(title: "Perfil", editButtonTitle: nil, content: unreadableSpanish)])
        XCTAssertEqual(module.view.shown, [])
    }

    func testTheUnreadableMessageInEnglish() throws {
        let store = InMemoryProfileStore(luis)
        store.unreadable = true
        let view = FakeProfileView()
        let presenter = ProfilePresenter(
            interactor: ProfileInteractor(store: store, accessGate: OpenAccessGate()), router: FakeProfileRouter(),
            localizer: try TestLocalizer.english(app: "TestApp"))
        presenter.view = view

        presenter.viewDidLoad()

        XCTAssertEqual(
            view.contents,
            [
                .unreadable(
                    message:
                        "Your saved profile cannot be read right now, perhaps because the device is still locked. Nothing was changed. Unlock it and tap Retry.",
                    retryTitle: "Retry", startOverTitle: nil)
            ])
        XCTAssertNil(view.editTitle)
    }

    /// A stale "Editar" tap is refused with the same message; the gate is not even asked.
    /// Un toque tardío en "Editar" se rechaza con el mismo mensaje; ni se pregunta a la puerta.
    func testEditWhileUnreadableIsRefusedWithTheMessageAndOpensNoForm() {
        let module = makeModule(stored: luis)
        module.store.unreadable = true
        module.presenter.viewDidLoad()

        module.presenter.didTapEdit()

        XCTAssertEqual(module.gate.reasons, [])
        XCTAssertEqual(module.router.editorRecords, [])
        XCTAssertEqual(
            module.view.alerts,
            [
                AlertViewModel(
                    title: "No se puede leer el perfil",
                    message:
                        "Tu perfil guardado no se puede leer ahora, quizá porque el dispositivo sigue bloqueado. No se cambió nada. Desbloquéalo y toca Reintentar.",
                    dismissTitle: "Aceptar")
            ])
    }

    func testRetryWhileStillUnreadableReadsAgainAndKeepsTheMessage() {
        let module = makeModule(stored: luis)
        module.store.unreadable = true
        module.presenter.viewDidLoad()

        module.presenter.didTapRetry(isProtectedDataAvailable: false)

        XCTAssertEqual(module.store.loads, 2)
        XCTAssertEqual(module.view.contents, [unreadableSpanish, unreadableSpanish])
        XCTAssertNil(module.view.editTitle)
    }

    /// Once a read succeeds: the saved profile, "Editar", and the form opens with that profile.
    /// Cuando una lectura funciona: el perfil guardado, "Editar" y el formulario abre con ese perfil.
    func testRetryAfterTheDeviceUnlocksShowsTheSavedProfileAndEditWorksAgain() {
        let module = makeModule(stored: luis)
        module.store.unreadable = true
        module.presenter.viewDidLoad()
        module.store.unreadable = false

        module.presenter.didTapRetry(isProtectedDataAvailable: false)

        XCTAssertEqual(module.view.editTitle, "Editar")
        XCTAssertEqual(module.view.shown.map(\.name), ["Luis Pérez"])
        module.presenter.didTapEdit()
        XCTAssertEqual(module.router.editorRecords, [luis])
        XCTAssertEqual(module.view.alerts, [])
    }

    func testBecomingActiveReadsAgainWhileUnreadable() {
        let module = makeModule(stored: luis)
        module.store.unreadable = true
        module.presenter.viewDidLoad()
        module.store.unreadable = false

        module.presenter.appDidBecomeActive(isProtectedDataAvailable: false)

        XCTAssertEqual(module.store.loads, 2)
        XCTAssertEqual(module.view.shown.map(\.name), ["Luis Pérez"])
        XCTAssertEqual(module.view.editTitle, "Editar")
    }

    /// A profile on screen is not read again (nor redrawn) each time the app becomes active.
    /// Un perfil en pantalla no se vuelve a leer (ni a dibujar) cada vez que la app se activa.
    func testBecomingActiveWithAProfileShownReadsNothing() {
        let module = makeModule(stored: luis)
        module.presenter.viewDidLoad()

        module.presenter.appDidBecomeActive(isProtectedDataAvailable: false)

        XCTAssertEqual(module.store.loads, 1)
        XCTAssertEqual(module.view.rendered.count, 1)
    }

    /// Granted after the profile became unreadable (the prompt was still up): no form, the message.
    /// Concedido después de que el perfil se volvió ilegible (el aviso seguía arriba): sin formulario.
    func testAGrantArrivingAfterTheProfileBecameUnreadableOpensNoForm() {
        let store = InMemoryProfileStore(luis)
        let gate = HeldAccessGate()
        let router = FakeProfileRouter()
        let view = FakeProfileView()
        let presenter = ProfilePresenter(
            interactor: ProfileInteractor(store: store, accessGate: gate), router: router, localizer: spanish)
        presenter.view = view
        presenter.viewDidLoad()
        presenter.didTapEdit()
        store.unreadable = true
        presenter.didTapRetry(isProtectedDataAvailable: false)

        gate.answer(.granted)

        XCTAssertEqual(router.editorRecords, [])
        XCTAssertEqual(view.alerts.map(\.title), ["No se puede leer el perfil"])
    }

    /// With the real store: unreadable at launch, the form's save is refused (nothing written) even if
    /// it were reached, and after unlocking Perfil shows the profile that was on disk all along.
    /// Con el almacén real: ilegible al arrancar, el guardado se rechaza (nada escrito) aunque se
    /// llegara al formulario, y tras desbloquear Perfil muestra el perfil que siempre estuvo en disco.
    func testWithTheRealStoreTheSavedProfileSurvivesALockedLaunch() throws {
        let folder = try TemporaryDirectory()
        let directory = folder.url.appendingPathComponent("Profile")
        try ProfileStore(directory: directory, log: { _ in }).save(luis)
        let disk = FaultyFileSystem()
        disk.failingReads = [ProfileStore.profileFileName]
        let store = ProfileStore(directory: directory, fileSystem: disk, log: { _ in })
        let view = FakeProfileView()
        let presenter = ProfilePresenter(
            interactor: ProfileInteractor(store: store, accessGate: OpenAccessGate()), router: FakeProfileRouter(),
            localizer: spanish)
        presenter.view = view
        presenter.viewDidLoad()
        XCTAssertEqual(view.contents, [unreadableSpanish])

        XCTAssertThrowsError(try ProfileEditInteractor(store: store).save(.default))
        XCTAssertEqual(disk.operations, [])

        disk.failingReads = []
        presenter.appDidBecomeActive(isProtectedDataAvailable: false)
        XCTAssertEqual(view.shown.map(\.name), ["Luis Pérez"])
        XCTAssertEqual(ProfileStore(directory: directory, log: { _ in }).load(), .loaded(luis))
    }

    func testModuleDeallocatesWhenTheViewGoesAway() {
        let survivors = LeakCheck.survivors {
            let module = makeModule()
            module.view.presenter = module.presenter
            module.presenter.viewDidLoad()
            module.presenter.didTapEdit()
            return [module.view, module.presenter, module.router]
        }
        XCTAssertEqual(survivors, [])
    }
}
