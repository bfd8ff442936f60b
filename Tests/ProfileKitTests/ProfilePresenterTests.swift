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
