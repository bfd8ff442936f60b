import AppCore
import Foundation
import PersistenceKit
import TestSupport
import Testing

/// The Persistence presenter with a fake view, the in-memory Keychain and a real UserDefaults suite.
/// El presenter de Persistencia con vista falsa, el Keychain en memoria y una suite real.
@Suite struct PersistencePresenterTests {
    let view = FakePersistenceView()
    let keychain = InMemoryKeychain()
    let gate = FakeAccessGate(.granted)
    let suite = "f234-presenter-" + UUID().uuidString
    let defaults: UserDefaults
    let presenter: PersistencePresenter

    init() throws {
        defaults = try #require(UserDefaults(suiteName: suite))
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        let interactor = PersistenceInteractor(
            credentials: CredentialsService(keychain: keychain, deviceHasPasscode: { true }),
            settings: SettingsStore(defaults: defaults), work: .immediate, delivery: .immediate)
        presenter = PersistencePresenter(
            interactor: interactor, router: NoPersistenceRouting(), localizer: localizer, accessGate: gate)
        presenter.view = view
    }

    @Test func firstRenderShowsTheThreeRememberedSwitchesAndAHiddenPassword() throws {
        defaults.set(true, forKey: SettingKey.notifications.defaultsKey)
        defaults.set(false, forKey: SettingKey.sounds.defaultsKey)
        presenter.viewDidLoad()
        let model = try #require(view.rendered.last)
        #expect(model.title == "Persistencia")
        #expect(
            model.settings.map(\.title) == [
                "Recibir notificaciones", "Sonidos al tocar", "Sincronizar automáticamente",
            ])
        #expect(model.settings.map(\.isOn) == [true, false, false])
        #expect(
            model.passwordVisibility
                == PasswordVisibility(
                    isSecure: true, buttonTitle: "Mostrar", buttonAccessibilityLabel: "Mostrar contraseña"))
        defaults.removePersistentDomain(forName: suite)
    }

    @Test func showHideButtonTogglesSecureEntry() {
        presenter.didTapTogglePasswordVisibility()
        presenter.didTapTogglePasswordVisibility()
        #expect(view.visibilities.map(\.isSecure) == [false, true])
        #expect(view.visibilities.map(\.buttonTitle) == ["Ocultar", "Mostrar"])
        #expect(view.visibilities.first?.buttonAccessibilityLabel == "Ocultar contraseña")
    }

    @Test func togglingASwitchWritesUserDefaults() {
        presenter.didToggleSetting(tag: 2, isOn: true)
        presenter.didToggleSetting(tag: 7, isOn: true)
        presenter.didToggleSetting(tag: -1, isOn: true)
        #expect(defaults.bool(forKey: SettingKey.autoSync.defaultsKey))
        #expect(SettingsStore(defaults: defaults).values().map(\.isOn) == [false, true, true])
        defaults.removePersistentDomain(forName: suite)
    }

    /// The storyboard's tags 0, 1, 2 are notifications, sounds, auto-sync; rows carry their tag.
    /// Las etiquetas 0, 1, 2 del storyboard son notificaciones, sonidos, sincronizar.
    @Test func switchTagsMapToSettings() throws {
        #expect(SettingKey.allCases.map(\.tag) == [0, 1, 2])
        #expect([0, 1, 2, 3, -1].map(SettingKey.init(tag:)) == [.notifications, .sounds, .autoSync, nil, nil])
        presenter.viewDidLoad()
        let rows = try #require(view.rendered.last).settings
        #expect(rows.map(\.tag) == [0, 1, 2])
        presenter.didToggleSetting(tag: 1, isOn: false)
        #expect(SettingsStore(defaults: defaults).isOn(.sounds) == false)
        defaults.removePersistentDomain(forName: suite)
    }

    /// The storyboard really tags each switch and label as `SettingKey.tag` says.
    /// El storyboard etiqueta cada interruptor y etiqueta como dice `SettingKey.tag`.
    @Test func storyboardTagsAgreeWithThePackage() throws {
        let storyboard = try String(
            contentsOf: TestPaths.repositoryRoot.appendingPathComponent(
                "Apps/TestApp/Persistence/Base.lproj/Persistence.storyboard"),
            encoding: .utf8)
        for kind in ["switch", "label"] {
            let tags = storyboard.components(separatedBy: "<\(kind) ").dropFirst().compactMap { element -> Int? in
                let header = element.prefix { $0 != ">" }
                guard let range = header.range(of: #"tag="(\d+)""#, options: .regularExpression) else { return nil }
                return Int(header[range].dropFirst(5).dropLast())
            }
            #expect(tags.sorted() == SettingKey.allCases.map(\.tag), "\(kind)")
        }
    }

    // MARK: Borrar

    @Test func deleteAsksFirstAndRemovesOnlyAfterConfirmation() throws {
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).save(
            Credentials(user: "a", password: "b"))
        presenter.didTapDelete()
        #expect(
            view.confirmations == [
                ConfirmationViewModel(
                    title: "¿Borrar las credenciales?",
                    message: "Se borrarán el usuario y la contraseña guardados en este dispositivo.",
                    confirmTitle: "Borrar", cancelTitle: "Cancelar")
            ])
        #expect(keychain.accounts == [CredentialsService.account], "nothing removed before confirming")
        presenter.didConfirmDelete()
        #expect(keychain.accounts.isEmpty)
        #expect(view.clears == 1)
        #expect(view.alerts.map(\.title) == ["Borrado"])
    }

    @Test func aDeleteFailureIsReportedAndTheFormKept() throws {
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).save(
            Credentials(user: "a", password: "b"))
        keychain.failNext(.delete, status: KeychainStatus.interactionNotAllowed)
        presenter.didConfirmDelete()
        #expect(view.clears == 0)
        #expect(view.alerts.last?.title == "Error del Keychain")
    }

    /// The system's own prompt on the protected item ends like the gate's.
    /// La solicitud del sistema sobre el elemento protegido termina como la de la puerta.
    @Test func theSystemPromptOnTheItemEndsLikeTheGate() throws {
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).save(
            Credentials(user: "a", password: "b"))
        keychain.failNext(.read, status: KeychainStatus.userCanceled)
        presenter.didTapRead()
        #expect(view.alerts.isEmpty && view.filled.isEmpty, "cancel stays quiet")
        keychain.failNext(.read, status: KeychainStatus.authFailed)
        presenter.didTapRead()
        #expect(
            view.alerts == [
                AlertViewModel(
                    title: "Acceso denegado", message: "No pudimos verificar tu identidad. Inténtalo de nuevo.",
                    dismissTitle: "Aceptar")
            ])
        #expect(view.filled.isEmpty)
    }

    @Test(
        arguments: [
            (nil, "x", "Escribe un usuario."), ("  ", "x", "Escribe un usuario."),
            ("ana", "", "Escribe una contraseña."),
            ("ana", nil, "Escribe una contraseña."),
        ] as [(String?, String?, String)])
    func incompleteFormsAreNotSaved(_ user: String?, _ password: String?, _ message: String) {
        presenter.didTapSave(user: user, password: password)
        #expect(view.alerts == [AlertViewModel(title: "Faltan datos", message: message, dismissTitle: "Aceptar")])
        #expect(keychain.calls.isEmpty)
    }

    @Test func savingStoresTrimmedUserAndExactPasswordThenReadingFillsTheForm() {
        presenter.didTapSave(user: "  ana ", password: " clave con espacios ")
        presenter.didTapSave(user: "ana", password: "nueva")
        #expect(view.alerts.map(\.title) == ["Guardado", "Guardado"], "second save updates, no duplicate error")
        presenter.didTapRead()
        #expect(view.filled == [Credentials(user: "ana", password: "nueva")])
        #expect(
            gate.reasons == [
                "Confirma tu identidad para cambiar la contraseña guardada.",
                "Confirma tu identidad para leer la contraseña guardada.",
            ], "the second save replaces a protected item: gate first")
    }

    @Test func readingWithNothingStoredShowsAnAlert() {
        presenter.didTapRead()
        #expect(view.filled.isEmpty)
        #expect(view.alerts.map(\.message) == ["No hay usuario ni contraseña guardados en el Keychain."])
    }

    @Test func deniedAccessShowsTheGateMessageAndReadsNothing() throws {
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).save(
            Credentials(user: "a", password: "b"))
        let before = keychain.calls.count
        gate.decision = .denied(message: "No pudimos verificar tu identidad.")
        presenter.didTapRead()
        #expect(
            view.alerts == [
                AlertViewModel(
                    title: "Acceso denegado", message: "No pudimos verificar tu identidad.", dismissTitle: "Aceptar")
            ])
        #expect(view.filled.isEmpty)
        #expect(keychain.calls.count == before)
    }

    @Test func cancelledAccessDoesNothing() throws {
        try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).save(
            Credentials(user: "a", password: "b"))
        gate.decision = .cancelled
        presenter.didTapRead()
        #expect(view.alerts.isEmpty && view.filled.isEmpty)
    }

    @Test func keychainFailuresBecomeReadableAlerts() {
        keychain.failNext(.add, status: KeychainStatus.interactionNotAllowed)
        presenter.didTapSave(user: "ana", password: "x")
        #expect(view.alerts.last?.title == "Error del Keychain")
        #expect(view.alerts.last?.message.contains("bloqueado") == true)
        keychain.failNext(.read, status: -34_018)
        presenter.didTapRead()
        #expect(view.confirmations.map(\.action) == [.replaceTypingWithStored], "the unsaved typing is asked about")
        presenter.didConfirmRead()
        #expect(view.alerts.last?.message == "El Keychain respondió con un error inesperado (código -34018).")
        #expect(
            !view.alerts.contains {
                $0.message.contains("x") && $0.title == "Error del Keychain" && $0.message.hasSuffix("x")
            })
    }

    @Test func presenterDoesNotKeepItsViewOrItselfAliveThroughTheGate() {
        let survivors = LeakCheck.survivors {
            let screen = FakePersistenceView()
            let router = NoPersistenceRouting()
            let local = PersistencePresenter(
                interactor: PersistenceInteractor(
                    credentials: CredentialsService(keychain: keychain, deviceHasPasscode: { true }),
                    settings: SettingsStore(defaults: defaults), work: .immediate, delivery: .immediate),
                router: router, localizer: .keys, accessGate: gate)
            local.view = screen
            screen.presenter = local
            local.viewDidLoad()
            local.didTapRead()
            return [screen, local, router]
        }
        #expect(survivors == [])
    }
}
