import AppCore
import Foundation
import PersistenceKit
import TestSupport
import Testing

final class FakePersistenceView: PersistenceView {
    var rendered: [PersistenceViewModel] = []
    var visibilities: [PasswordVisibility] = []
    var filled: [Credentials] = []
    var alerts: [AlertViewModel] = []

    func render(_ viewModel: PersistenceViewModel) { rendered.append(viewModel) }
    func setPasswordVisibility(_ visibility: PasswordVisibility) { visibilities.append(visibility) }
    func fill(_ credentials: Credentials) { filled.append(credentials) }
    func showAlert(_ alert: AlertViewModel) { alerts.append(alert) }
}

final class NoPersistenceRouting: PersistenceRouting {}

/// An access gate that answers with a fixed decision and records the reason.
/// Una puerta de acceso que responde con una decisión fija y registra el motivo.
final class FakeAccessGate: AccessGate {
    var decision: AccessDecision
    var reasons: [String] = []

    init(_ decision: AccessDecision) { self.decision = decision }

    func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        reasons.append(reason)
        completion(decision)
    }
}

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
        let localizer = try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
        let interactor = PersistenceInteractor(
            credentials: CredentialsService(keychain: keychain), settings: SettingsStore(defaults: defaults))
        presenter = PersistencePresenter(
            interactor: interactor, router: NoPersistenceRouting(), localizer: localizer, accessGate: gate)
        presenter.view = view
    }

    @Test func firstRenderShowsTheThreeRememberedSwitchesAndAHiddenPassword() throws {
        defaults.set(true, forKey: SettingKey.sounds.defaultsKey)
        presenter.viewDidLoad()
        let model = try #require(view.rendered.last)
        #expect(model.title == "Persistencia")
        #expect(
            model.settings.map(\.title) == [
                "Recibir notificaciones", "Sonidos al tocar", "Sincronizar automáticamente",
            ])
        #expect(model.settings.map(\.isOn) == [false, true, false])
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
        presenter.didToggleSetting(at: 2, isOn: true)
        presenter.didToggleSetting(at: 7, isOn: true)
        #expect(defaults.bool(forKey: SettingKey.autoSync.defaultsKey))
        #expect(SettingsStore(defaults: defaults).values().map(\.isOn) == [false, false, true])
        defaults.removePersistentDomain(forName: suite)
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
        #expect(gate.reasons == ["Confirma tu identidad para leer la contraseña guardada."])
    }

    @Test func readingWithNothingStoredShowsAnAlert() {
        presenter.didTapRead()
        #expect(view.filled.isEmpty)
        #expect(view.alerts.map(\.message) == ["No hay usuario ni contraseña guardados en el Keychain."])
    }

    @Test func deniedAccessShowsTheGateMessageAndReadsNothing() throws {
        try CredentialsService(keychain: keychain).save(Credentials(user: "a", password: "b"))
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
        try CredentialsService(keychain: keychain).save(Credentials(user: "a", password: "b"))
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
        #expect(view.alerts.last?.message == "El Keychain respondió con un error inesperado (código -34018).")
        #expect(
            !view.alerts.contains {
                $0.message.contains("x") && $0.title == "Error del Keychain" && $0.message.hasSuffix("x")
            })
    }

    @Test func presenterDoesNotKeepItsViewOrItselfAliveThroughTheGate() {
        var screen: FakePersistenceView? = FakePersistenceView()
        weak let weakScreen = screen
        presenter.view = screen
        screen = nil
        #expect(weakScreen == nil)
        weak var weakPresenter: PersistencePresenter?
        do {
            let local = PersistencePresenter(
                interactor: PersistenceInteractor(
                    credentials: CredentialsService(keychain: keychain), settings: SettingsStore(defaults: defaults)),
                router: NoPersistenceRouting(), localizer: .keys, accessGate: gate)
            weakPresenter = local
            local.didTapRead()
        }
        #expect(weakPresenter == nil)
    }
}
