import AppCore
import Foundation
import ProfileKit
import TestSupport
import Testing

/// Perfil never stuck on a profile that stays unreadable: it reads again when protected data becomes
/// available, offers "Empezar de nuevo" only after a retry failed with protected data available, and
/// tells VoiceOver when it switches between the profile and the panel.
/// Perfil nunca atascado en un perfil que sigue ilegible: vuelve a leer cuando los datos protegidos
/// están disponibles, ofrece "Empezar de nuevo" solo tras un reintento fallido con los datos
/// protegidos disponibles y avisa a VoiceOver al cambiar entre el perfil y el panel.
@Suite struct ProfileStartOverTests {
    private let luis = ProfileRecord(
        profile: UserProfile(name: "Luis Pérez", age: 41, email: "luis@correo.mx"), imageData: Data([7, 7]))
    private let eva = ProfileRecord(profile: UserProfile(name: "Eva", age: 27, email: "eva@correo.mx"))

    private struct Module {
        let presenter: ProfilePresenter
        let view: FakeProfileView
        let router: FakeProfileRouter
        let store: InMemoryProfileStore
    }

    /// Unreadable from the start unless `unreadable` is false. / Ilegible desde el inicio salvo que se diga.
    private func makeModule(
        unreadable: Bool = true, localizer: Localizer? = nil, store: ProfileStoring? = nil
    ) throws -> Module {
        let memory = InMemoryProfileStore(luis)
        memory.unreadable = unreadable
        let router = FakeProfileRouter()
        let view = FakeProfileView()
        let presenter = ProfilePresenter(
            interactor: ProfileInteractor(store: store ?? memory, accessGate: OpenAccessGate()), router: router,
            localizer: try localizer ?? TestLocalizer.spanish(app: "TestApp"))
        presenter.view = view
        return Module(presenter: presenter, view: view, router: router, store: memory)
    }

    /// The "Empezar de nuevo" title of the last render, if offered. / El título de "Empezar de nuevo".
    private func startOverTitle(_ module: Module) -> String? {
        guard case .unreadable(_, _, let title)? = module.view.contents.last else { return nil }
        return title
    }

    // MARK: Reading again / Volver a leer

    @Test func protectedDataBecomingAvailableReadsAgainWhileUnreadable() throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()
        module.store.unreadable = false

        module.presenter.protectedDataDidBecomeAvailable()

        #expect(module.store.loads == 2)
        #expect(module.view.shown.map(\.name) == ["Luis Pérez"])
        #expect(module.view.editTitle == "Editar")
    }

    @Test func protectedDataBecomingAvailableWithAProfileShownReadsNothing() throws {
        let module = try makeModule(unreadable: false)
        module.presenter.viewDidLoad()

        module.presenter.protectedDataDidBecomeAvailable()

        #expect(module.store.loads == 1)
        #expect(module.view.rendered.count == 1)
    }

    // MARK: When "Empezar de nuevo" is offered / Cuándo se ofrece "Empezar de nuevo"

    @Test func theFirstFailedReadAndRetriesWhileProtectedDataIsUnavailableOfferNoStartOver() throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()
        #expect(module.view.contents.count == 1)
        #expect(startOverTitle(module) == nil)

        module.presenter.didTapRetry(isProtectedDataAvailable: false)
        module.presenter.appDidBecomeActive(isProtectedDataAvailable: false)

        #expect(module.view.contents.count == 3)
        #expect(startOverTitle(module) == nil)
        module.presenter.didTapStartOver()
        #expect(module.view.startOverConfirmations == [])
    }

    /// Each way of reading again, failing while protected data is available, offers it with the
    /// "still unreadable" message. / Cada forma de volver a leer, si falla con los datos protegidos
    /// disponibles, lo ofrece con el mensaje "sigue sin poder leerse".
    @Test(arguments: ["retry", "active", "protectedData"])
    func aRetryThatFailsAgainWithProtectedDataAvailableOffersStartOver(_ retry: String) throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()

        switch retry {
        case "retry": module.presenter.didTapRetry(isProtectedDataAvailable: true)
        case "active": module.presenter.appDidBecomeActive(isProtectedDataAvailable: true)
        default: module.presenter.protectedDataDidBecomeAvailable()
        }

        #expect(
            module.view.rendered.last
                == ProfileScreenViewModel(
                    title: "Perfil", editButtonTitle: nil,
                    content: .unreadable(
                        message:
                            "Tu perfil guardado sigue sin poder leerse, aunque el dispositivo está desbloqueado. Puedes reintentar o empezar de nuevo: el archivo se guarda aparte, no se borra.",
                        retryTitle: "Reintentar", startOverTitle: "Empezar de nuevo")))
    }

    @Test func aRetryThatSucceedsShowsTheProfileAndNoLongerOffersStartOver() throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        module.store.unreadable = false

        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        module.presenter.didTapStartOver()

        #expect(module.view.shown.map(\.name) == ["Luis Pérez"])
        #expect(module.view.startOverConfirmations == [])
        #expect(module.store.startOvers == 0)
    }

    // MARK: Confirming / Confirmar

    /// The tap only asks; until confirmed (cancel sends nothing) nothing changes.
    /// El toque solo pregunta; hasta confirmar (cancelar no envía nada) nada cambia.
    @Test func startOverAsksForADestructiveConfirmationAndChangesNothingYet() throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        let before = module.view.rendered

        module.presenter.didTapStartOver()

        #expect(
            module.view.startOverConfirmations == [
                ProfileStartOverConfirmation(
                    title: "¿Empezar de nuevo?",
                    message:
                        "Tu perfil guardado se apartará (no se borra) y verás el perfil de ejemplo, que podrás editar.",
                    confirmTitle: "Empezar de nuevo", cancelTitle: "Cancelar")
            ])
        #expect(module.store.startOvers == 0)
        #expect(module.view.rendered == before)
        #expect(module.store.saved == [])
    }

    @Test func theConfirmationInEnglish() throws {
        let module = try makeModule(localizer: TestLocalizer.english(app: "TestApp"))
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: true)

        module.presenter.didTapStartOver()

        #expect(startOverTitle(module) == "Start over")
        #expect(module.view.startOverConfirmations.map(\.title) == ["Start over?"])
        #expect(module.view.startOverConfirmations.map(\.cancelTitle) == ["Cancel"])
    }

    @Test func confirmingShowsTheDefaultProfileAndEditWorks() throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        module.presenter.didTapStartOver()

        module.presenter.didConfirmStartOver()

        #expect(module.store.startOvers == 1)
        #expect(module.view.editTitle == "Editar")
        #expect(module.view.shown.map(\.name) == [UserProfile.default.name])
        module.presenter.didTapEdit()
        #expect(module.router.editorRecords == [.default])
        #expect(module.view.alerts == [])
    }

    @Test func aStartOverThatFailsShowsAnAlertAndKeepsThePanel() throws {
        let module = try makeModule()
        module.store.failStartOver = true
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        let before = module.view.rendered

        module.presenter.didConfirmStartOver()

        #expect(
            module.view.alerts == [
                AlertViewModel(
                    title: "No se pudo empezar de nuevo",
                    message: "Tu perfil guardado no se pudo apartar. No se cambió nada; vuelve a intentarlo más tarde.",
                    dismissTitle: "Aceptar")
            ])
        #expect(module.view.rendered == before)
        #expect(module.view.editTitle == nil)
    }

    /// With the real store: cancel (no confirmation) still refuses saving; confirming moves the file
    /// aside, never deletes it, and the form's save works.
    /// Con el almacén real: sin confirmar se sigue rechazando guardar; al confirmar el archivo se aparta,
    /// nunca se borra, y el guardado del formulario funciona.
    @Test func withTheRealStoreConfirmingQuarantinesTheFileAndAllowsSaving() throws {
        let folder = try TemporaryDirectory()
        let directory = folder.url.appendingPathComponent("Profile")
        try ProfileStore(directory: directory, log: { _ in }).save(luis)
        let disk = FaultyFileSystem()
        disk.failingReads = [ProfileStore.profileFileName]
        let store = ProfileStore(
            directory: directory, fileSystem: disk, now: { Date(timeIntervalSince1970: 1_700_000_000) }, log: { _ in })
        let module = try makeModule(store: store)
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        module.presenter.didTapStartOver()
        #expect(throws: ProfileStoreError.unreadableProfile(path: directory.path)) {
            try ProfileEditInteractor(store: store).save(eva)
        }

        module.presenter.didConfirmStartOver()
        try ProfileEditInteractor(store: store).save(eva)

        #expect(!disk.operations.contains { $0.hasPrefix("remove") })
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.contains("\(ProfileStore.profileFileName).corrupt-1700000000"))
        #expect(ProfileStore(directory: directory, log: { _ in }).load() == .loaded(eva))
    }

    // MARK: VoiceOver / VoiceOver

    /// Announced on each switch between the profile and the panel, not on the first render nor on a
    /// render that stays on the same one. / Se anuncia en cada cambio entre el perfil y el panel, no en
    /// el primer dibujo ni en uno que se queda igual.
    @Test func switchingToOrFromThePanelIsAnnouncedToVoiceOver() throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: false)
        #expect(module.view.screenChanges == 0)

        module.store.unreadable = false
        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        #expect(module.view.screenChanges == 1)

        module.presenter.profileEdit(didSave: eva)
        #expect(module.view.screenChanges == 1)

        module.store.unreadable = true
        module.presenter.didTapRetry(isProtectedDataAvailable: true)
        #expect(module.view.screenChanges == 2)
    }

    @Test func confirmingStartOverIsAnnouncedToVoiceOver() throws {
        let module = try makeModule()
        module.presenter.viewDidLoad()
        module.presenter.didTapRetry(isProtectedDataAvailable: true)

        module.presenter.didConfirmStartOver()

        #expect(module.view.screenChanges == 1)
    }
}
