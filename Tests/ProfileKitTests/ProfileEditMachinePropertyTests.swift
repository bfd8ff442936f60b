import AppCore
import Foundation
import ProfileKit
import PropertyBased
import TestSupport
import Testing

/// Thousands of random sequences of what a user and the photo picker can do to the edit form, run
/// against the real presenter in a fake world, with the invariants checked after every step. A failing
/// sequence is shrunk by the library and printed with the broken invariant.
/// Miles de secuencias aleatorias de lo que el usuario y el selector de fotos pueden hacerle al
/// formulario, contra el presenter real en un mundo falso, con las invariantes revisadas tras cada paso.
/// Una secuencia que falla se reduce (la librería) y se imprime con la invariante rota.
struct ProfileEditMachinePropertyTests {
    /// One thing that can happen. / Una cosa que puede pasar.
    enum Step: String, CaseIterable, CustomStringConvertible, Sendable {
        case typeChange, typeInvalid, typeBack, choosePhoto, photoStartsLoading, pickerCloses, photoPicked,
            pickerCancelled, photoFails, save, cancel, confirmDiscard, keepEditing, storeBreaks, storeWorks

        var description: String { rawValue }
    }

    private static let steps = Gen.int(in: 0...(Step.allCases.count - 1)).map { Step.allCases[$0] }.array(of: 1...40)

    @Test func everyRandomSequenceKeepsTheInvariants() async throws {
        let localizer = try TestLocalizer.spanish(app: "TestApp")
        var reached = ReachedCases<ProfileEditStateCase>()
        var scenes: Set<String> = []
        await propertyCheck(count: 3000, input: Self.steps) { steps in
            var world = ProfileEditWorld(localizer: localizer)
            defer { scenes.formUnion(world.reached) }
            for (index, step) in steps.enumerated() {
                if let broken = world.perform(step) {
                    Issue.record("\(broken) after \(steps.prefix(index + 1).map { "\($0)" })")
                    return
                }
                reached.record(ProfileEditStateCase.of(world.state))
            }
        }
        #expect(reached.neverReached == [])
        // The discard sheet is opened and answered while a photo loads (issue 34).
        // La hoja de descarte se abre y se responde mientras carga una foto (issue 34).
        #expect(scenes == ProfileEditWorld.everyScene)
    }

    /// The pure function alone, without a view: a save waiting for the photo freezes the form (edits and
    /// a second "Guardar" change nothing) and "Cancelar" takes it back and asks.
    /// La función pura sola, sin vista: un guardado que espera la foto congela el formulario y
    /// "Cancelar" lo retira y pregunta.
    @Test func aWaitingSaveFreezesTheFormUntilCancelled() {
        let record = ProfileRecord(profile: UserProfile(name: "Ana", age: 30, email: "ana@correo.mx"), imageData: nil)
        let tapped = UserProfile(name: "Eva", age: 27, email: "eva@ruiz.mx")
        var waiting = ProfileEditState(record: record)
        waiting.form = ProfileForm(name: "Eva", age: "27", email: "eva@ruiz.mx")
        waiting.phase = .editing(.loading(pickerOnScreen: false, savesWhenLoaded: tapped))
        let other = ProfileForm(name: "Otra", age: "1", email: "o@t.ra")
        #expect(ProfileEditMachine.reduce(waiting, .edited(other)) == (waiting, []))
        #expect(ProfileEditMachine.reduce(waiting, .saveTapped(other, .success(tapped))) == (waiting, []))
        let (cancelled, effects) = ProfileEditMachine.reduce(waiting, .cancelTapped(waiting.form))
        #expect(effects == [.askToDiscard])
        #expect(cancelled.phase == .editing(.loading(pickerOnScreen: false, savesWhenLoaded: nil)))
        let (saved, saving) = ProfileEditMachine.reduce(waiting, .pickerFinished(.picked(Data([7]))))
        #expect(saving == [.save(ProfileRecord(profile: tapped, imageData: Data([7])))])
        #expect(saved.phase == .editing(.none))
    }

    /// Issue 34: a photo that fails while "¿Descartar los cambios?" is up is held (an alert asked for
    /// under the sheet would wait unseen), told after "Seguir editando" and dropped with "Descartar".
    /// Una foto que falla con "¿Descartar los cambios?" arriba se retiene, se avisa tras "Seguir
    /// editando" y se descarta con "Descartar".
    @Test func aPhotoFailureBehindTheDiscardSheetIsToldWhenTheUserKeepsEditing() {
        let record = ProfileRecord(profile: UserProfile(name: "Ana", age: 30, email: "ana@correo.mx"), imageData: nil)
        var loading = ProfileEditState(record: record)
        loading.phase = .editing(.loading(pickerOnScreen: false, savesWhenLoaded: nil))
        let (asking, asked) = ProfileEditMachine.reduce(loading, .cancelTapped(loading.form))
        #expect(asked == [.askToDiscard])
        let (failed, meanwhile) = ProfileEditMachine.reduce(asking, .pickerFinished(.failed))
        #expect(meanwhile == [], "no alert under the sheet")
        #expect(failed.discardSheet == .onScreen(holding: .photo))
        let (kept, told) = ProfileEditMachine.reduce(failed, .keepEditing)
        #expect(told == [.showPhotoFailure])
        #expect(kept.discardSheet == .none && kept.phase == .editing(.none))
        let (discarded, closing) = ProfileEditMachine.reduce(failed, .discardConfirmed)
        #expect(closing == [.dismiss], "the form closes; the dropped photo is not told")
        #expect(discarded.phase == .closed)
    }
}

/// The user, the picker and the store around a real presenter, and what each must see.
/// El usuario, el selector y el almacén alrededor de un presenter real, y lo que cada uno debe ver.
private struct ProfileEditWorld {
    typealias Step = ProfileEditMachinePropertyTests.Step
    private static let record = ProfileRecord(
        profile: UserProfile(name: "Ana López", age: 30, email: "ana@correo.mx"), imageData: Data([1]))
    private let original = ProfileForm(name: "Ana López", age: "30", email: "ana@correo.mx")
    private let view = FakeProfileEditView()
    private let router = FakeProfileEditRouter()
    private let delegate = FakeProfileEditDelegate()
    private let store = InMemoryProfileStore(Self.record)
    private let presenter: ProfileEditPresenter
    /// The machine's state now (for the cases reached). / El estado de la máquina ahora.
    var state: ProfileEditState { presenter.state }

    /// What is in the fields. / Lo que hay en los campos.
    private var typed: ProfileForm
    /// The picture the form should show. / La imagen que debe mostrar el formulario.
    private var picture = Self.record.imageData
    /// The current picker: on screen, answered, reported loading. / El selector actual.
    private var pickerOnScreen = false
    private var pickerAnswered = true
    private var photoLoading = false
    private var photosPicked: UInt8 = 1
    /// The fields of a valid "Guardar" waiting for the photo. / Los campos de un "Guardar" válido en espera.
    private var waitingSave: ProfileForm?
    private var confirmationOpen = false
    private var dismissed = false
    /// A failure happened and no alert has told it yet. / Pasó un fallo y ninguna alerta lo ha dicho aún.
    private var untoldFailure = false
    /// The scenes the sequence went through (the test checks each is reached).
    /// Las escenas por las que pasó la secuencia (la prueba revisa que se alcance cada una).
    private(set) var reached: Set<String> = []
    static let everyScene: Set<String> = [
        "the discard sheet asked while a photo loads", "a failure behind the discard sheet",
        "a held failure told after Seguir editando", "discarded while a photo loads",
    ]

    init(localizer: Localizer) {
        typed = original
        presenter = ProfileEditPresenter(
            record: Self.record, interactor: ProfileEditInteractor(store: store), router: router, localizer: localizer,
            delegate: delegate)
        presenter.view = view
        presenter.viewDidLoad()
    }

    private var hasUnsavedChanges: Bool { typed != original || picture != Self.record.imageData || photoLoading }

    /// Does `step` (if it can happen now) and returns the invariant it broke, if any.
    /// Hace `step` (si puede pasar ahora) y devuelve la invariante que rompió, si alguna.
    mutating func perform(_ step: Step) -> String? {
        let before = (
            saves: store.attempts, saved: store.saved.count, events: router.events, asked: view.confirmations.count,
            alerts: view.alerts.count
        )
        let (wasDismissed, pickerWasActive) = (dismissed, pickerIsActive)
        var expectedSave: ProfileForm?
        switch step {
        case .typeChange: type(ProfileForm(name: "Eva Ruiz", age: "27", email: "eva@ruiz.mx"))
        case .typeInvalid: type(ProfileForm(name: " ", age: "30", email: "ana@correo.mx"))
        case .typeBack: type(original)
        case .choosePhoto: choosePhoto()
        case .photoStartsLoading:
            guard pickerIsActive, !photoLoading else { return nil }
            photoLoading = true
            router.pickerProgress?(.loadingChosenPhoto)
        case .pickerCloses:
            guard pickerOnScreen else { return nil }
            pickerOnScreen = false
            router.pickerProgress?(.closed)
        case .photoPicked, .pickerCancelled, .photoFails:
            expectedSave = answerPicker(step)
        case .save:
            // The picker is modal: "Guardar" is reachable once it is closing (a photo chosen or loading).
            // El selector es modal: "Guardar" se alcanza cuando se está cerrando (foto elegida o cargando).
            guard isSaveEnabled, !confirmationOpen, !(pickerOnScreen && pickerIsActive && !photoLoading) else {
                return nil
            }
            expectedSave = tapSave()
        case .cancel:
            // The sheet is modal: "Cancelar" is under it. / La hoja es modal: "Cancelar" queda debajo.
            guard !confirmationOpen else { return nil }
            waitingSave = nil
            confirmationOpen = !dismissed
            presenter.didTapCancel(typed)
            if view.confirmations.count > before.asked, photoLoading {
                reached.insert("the discard sheet asked while a photo loads")
            }
        case .confirmDiscard:
            guard confirmationOpen else { return nil }
            confirmationOpen = false
            if photoLoading { reached.insert("discarded while a photo loads") }
            presenter.didConfirmDiscard()
        case .keepEditing:
            guard confirmationOpen else { return nil }
            confirmationOpen = false
            presenter.didKeepEditing()
            if view.alerts.count > before.alerts { reached.insert("a held failure told after Seguir editando") }
        case .storeBreaks: store.failSaving = true
        case .storeWorks: store.failSaving = false
        }
        let closedNow = router.events.filter { $0 == "dismiss" }.count > before.events.filter { $0 == "dismiss" }.count
        let savedNow = store.saved.count > before.saved
        if wasDismissed {
            return before.saves == store.attempts && before.events == router.events
                && before.asked == view.confirmations.count
                ? nil : "something happened after the form closed"
        }
        if closedNow {
            dismissed = true
            let confirmed = step == .confirmDiscard
            let cleanCancel = step == .cancel && !hasUnsavedChanges
            guard confirmed || savedNow || cleanCancel else {
                return "closed with unsaved typing, not confirmed nor saved"
            }
        }
        if store.attempts > before.saves {
            guard !photoLoading else { return "saved while the picked photo was still loading" }
            guard store.saved.last?.imageData == picture || !savedNow else { return "saved without the picked photo" }
            let form = expectedSave ?? typed
            let profile = try? ProfileValidator().validate(form).get()
            guard !savedNow || store.saved.last?.profile == profile else { return "saved other values than the tap's" }
        }
        // An alert over the picker (up or closing) or the discard sheet would wait unseen; every failure
        // is told once neither is up. / Una alerta sobre el selector (arriba o cerrándose) o la hoja de
        // descarte esperaría sin verse; todo fallo se dice cuando ninguno está arriba.
        let alerted = view.alerts.count > before.alerts
        if alerted, pickerOnScreen { return "an alert while the picker is on screen" }
        if alerted, confirmationOpen { return "an alert while the discard sheet is on screen" }
        if let broken = checkFailuresAreTold(
            alerted: alerted,
            failed: failed(step, pickerWasActive: pickerWasActive, saves: before.saves, saved: before.saved))
        {
            return broken
        }
        if step == .cancel, !closedNow, view.confirmations.count == before.asked {
            return "Cancelar neither closed nor asked"
        }
        if step == .confirmDiscard, !closedNow { return "Descartar cambios did not close" }
        return checkScreen()
    }

    /// A failure this step: the photo, or a save the store refused. / Un fallo en este paso: la foto o un guardado rechazado.
    private func failed(_ step: Step, pickerWasActive: Bool, saves: Int, saved: Int) -> Bool {
        let refused = store.attempts > saves && store.saved.count == saved
        return step == .photoFails && pickerWasActive || refused
    }

    /// Once neither the picker nor the discard sheet is up, no failure is left untold (a closed form tells nothing).
    /// Cuando ni el selector ni la hoja de descarte están arriba, ningún fallo queda sin decir.
    private mutating func checkFailuresAreTold(alerted: Bool, failed: Bool) -> String? {
        if failed, confirmationOpen { reached.insert("a failure behind the discard sheet") }
        if alerted { untoldFailure = false } else if failed { untoldFailure = true }
        guard untoldFailure, !pickerOnScreen, !confirmationOpen, !dismissed else { return nil }
        return "a failure was never told"
    }

    /// What the last render shows matches the world. / Lo último dibujado coincide con el mundo.
    private func checkScreen() -> String? {
        guard !dismissed, let shown = view.rendered.last else { return nil }
        if shown.hasUnsavedChanges != hasUnsavedChanges { return "unsaved changes shown as \(shown.hasUnsavedChanges)" }
        if shown.isLoadingImage != photoLoading { return "the spinner says \(shown.isLoadingImage)" }
        if shown.image != ProfileImage(data: picture) { return "the picture on screen is not the one picked" }
        let waiting = waitingSave != nil
        if shown.isSaveEnabled == waiting || shown.areFieldsEditable == waiting {
            return "a save waiting for the photo is \(waiting ? "not " : "")shown on screen"
        }
        return nil
    }

    private var pickerIsActive: Bool { !pickerAnswered }
    /// What the screen lets the user do (the last render). / Lo que la pantalla deja hacer (el último dibujo).
    private var isSaveEnabled: Bool { view.rendered.last?.isSaveEnabled ?? true }
    private var areFieldsEditable: Bool { view.rendered.last?.areFieldsEditable ?? true }

    private mutating func type(_ form: ProfileForm) {
        guard areFieldsEditable, !dismissed, !confirmationOpen else { return }
        typed = form
        presenter.didEditForm(form)
    }

    private mutating func choosePhoto() {
        guard !confirmationOpen else { return }
        let pickers = router.events.count
        presenter.didTapChooseImage()
        guard router.events.count > pickers else { return }
        pickerOnScreen = true
        pickerAnswered = false
        photoLoading = false
    }

    /// The picker's answer; a waiting "Guardar" then saves the tap's fields.
    /// La respuesta del selector; un "Guardar" en espera guarda entonces los campos del toque.
    private mutating func answerPicker(_ step: Step) -> ProfileForm? {
        guard pickerIsActive else { return nil }
        pickerAnswered = true
        photoLoading = false
        let waiting = waitingSave
        waitingSave = nil
        switch step {
        case .photoPicked:
            photosPicked += 1
            if !dismissed { picture = Data([photosPicked]) }
            router.pickerCompletion?(.picked(Data([photosPicked])))
        case .pickerCancelled: router.pickerCompletion?(.cancelled)
        default: router.pickerCompletion?(.failed)
        }
        return waiting
    }

    private mutating func tapSave() -> ProfileForm? {
        let valid = (try? ProfileValidator().validate(typed).get()) != nil
        if valid, photoLoading, !dismissed, waitingSave == nil { waitingSave = typed }
        presenter.didTapSave(typed)
        return nil
    }
}

/// The cases of `ProfileEditPhase` (with the photo pick's own), each reached by some sequence.
/// Los casos de `ProfileEditPhase` (con los de la foto), cada uno alcanzado por alguna secuencia.
enum ProfileEditStateCase: CaseIterable {
    case editing, pickerOnScreen, photoFailureWaitingForThePicker, saveFailureWaitingForThePicker
    case loadingUnderThePicker, loadingUnderThePickerWithASaveWaiting, loading, loadingWithASaveWaiting, closed

    /// The case `state` is in (exhaustive: a new case must be named here).
    /// El caso en que está `state` (exhaustivo: un caso nuevo debe nombrarse aquí).
    static func of(_ state: ProfileEditState) -> ProfileEditStateCase {
        switch state.phase {
        case .closed: return .closed
        case .editing(.none): return .editing
        case .editing(.pickerOnScreen): return .pickerOnScreen
        case .editing(.failureWaitingForPickerToClose(.photo)): return .photoFailureWaitingForThePicker
        case .editing(.failureWaitingForPickerToClose(.save)): return .saveFailureWaitingForThePicker
        case .editing(.loading(true, nil)): return .loadingUnderThePicker
        case .editing(.loading(true, _?)): return .loadingUnderThePickerWithASaveWaiting
        case .editing(.loading(false, nil)): return .loading
        case .editing(.loading(false, _?)): return .loadingWithASaveWaiting
        }
    }
}
