import AppCore
import Foundation
import PersistenceKit
import TestSupport
import Testing

/// "Guardar", "Leer" and "Borrar" run the Keychain off the main queue, show the busy state while
/// in flight, ignore further taps, and route a save over a protected item through the gate
/// (issue 13 review, findings 2 and 3).
/// "Guardar", "Leer" y "Borrar" usan el Keychain fuera de la cola principal, muestran el estado
/// ocupado, ignoran más toques y pasan un guardado sobre un elemento protegido por la puerta.
@Suite final class PersistenceKeychainFlowTests: KeychainFlowHarness {

    @Test func aSaveInFlightShowsTheBusyStateAndIgnoresASecondTap() throws {
        let presenter = makePresenter(manual: true)
        presenter.viewDidLoad()
        presenter.didTapSave(user: "ana", password: "uno")
        #expect(keychain.calls.isEmpty, "nothing touches the Keychain on the tapping queue")
        let busy = try #require(view.rendered.last)
        #expect(busy.isBusy && busy.saveTitle == "Guardar" && busy.saveAccessibilityValue == "Guardando…")

        presenter.didTapSave(user: "ana", password: "otra")
        presenter.didTapRead()
        presenter.didTapDelete()
        #expect(work.pending.count == 1, "the second tap, a read and a delete are ignored")
        #expect(gate.reasons.isEmpty && view.confirmations.isEmpty)

        work.runAll()
        #expect(view.alerts.isEmpty, "the result waits for the main queue")
        main.runAll()
        work.runAll()
        main.runAll()
        let done = try #require(view.rendered.last)
        #expect(!done.isBusy && done.saveTitle == "Guardar")
        #expect(view.alerts.map(\.title) == ["Guardado"])
        #expect(keychain.calls.filter { $0.0 == .add || $0.0 == .update }.count == 1)
        #expect(try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).load()?.password == "uno")

        presenter.didTapSave(user: "ana", password: "dos")
        #expect(work.pending.count == 1, "after the result, taps work again")
    }

    @Test func theFirstRenderIsNotBusy() throws {
        makePresenter().viewDidLoad()
        let model = try #require(view.rendered.last)
        #expect(!model.isBusy && model.saveTitle == "Guardar")
    }

    /// One evaluation, then the update with that very context, which is then invalidated.
    /// Una evaluación y luego la actualización con ese mismo contexto, que después se invalida.
    @Test func savingOverAProtectedItemAsksTheGateOnceAndUpdatesWithItsContext() throws {
        try storeExisting()
        makePresenter().didTapSave(user: "ana", password: "dos")
        #expect(gate.reasons == ["Confirma tu identidad para cambiar la contraseña guardada."])
        let context = try #require(gate.contexts.first)
        #expect(keychain.contexts.count == 1)
        #expect(keychain.contexts.first?.0 == .update && keychain.contexts.first?.1 === context)
        #expect(context.invalidations == 1)
        #expect(view.alerts.map(\.title) == ["Guardado"])
        #expect(try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).load()?.password == "dos")
        #expect(view.rendered.last?.isBusy == false)
    }

    @Test func aNewItemOrADeviceWithoutPasscodeSavesWithoutTheGate() throws {
        let presenter = makePresenter()
        presenter.didTapSave(user: "ana", password: "uno")
        #expect(gate.reasons.isEmpty, "nothing to protect yet")
        makePresenter(passcode: false).didTapSave(user: "ana", password: "dos")
        #expect(gate.reasons.isEmpty, "no lock to verify with")
        #expect(view.alerts.map(\.title) == ["Guardado", "Guardado"])
    }

    @Test func aDeniedOrCancelledGateWritesNothing() throws {
        try storeExisting()
        let before = keychain.calls.count
        gate.decision = .denied(message: "No pudimos verificar tu identidad.")
        let presenter = makePresenter()
        presenter.didTapSave(user: "ana", password: "dos")
        gate.decision = .cancelled
        presenter.didTapSave(user: "ana", password: "tres")
        #expect(keychain.calls.dropFirst(before).allSatisfy { $0.0 == .contains }, "no write")
        #expect(view.alerts.map(\.title) == ["Acceso denegado"], "the cancel stays quiet")
        #expect(view.rendered.last?.isBusy == false, "the buttons come back")
        #expect(try CredentialsService(keychain: keychain, deviceHasPasscode: { true }).load()?.password == "uno")
    }

    /// Each "Leer" gets its own evaluation; the previous one never unlocks a later read.
    /// Cada "Leer" tiene su evaluación; la anterior nunca desbloquea una lectura posterior.
    @Test func everyReadUsesItsOwnFreshContextOnce() throws {
        try storeExisting()
        let presenter = makePresenter()
        presenter.didTapRead()
        presenter.didTapRead()
        #expect(gate.contexts.count == 2)
        #expect(keychain.contexts.count == 2)
        for (index, call) in keychain.contexts.enumerated() {
            #expect(call.0 == .read && call.1 === gate.contexts[index])
        }
        #expect(gate.contexts.map(\.invalidations) == [1, 1])
        #expect(view.filled.count == 2)
    }

    @Test func aReadAndADeleteAlsoRunOffTheMainQueue() throws {
        try storeExisting()
        let presenter = makePresenter(manual: true)
        presenter.didTapRead()
        #expect(view.filled.isEmpty && view.rendered.last?.isBusy == true)
        work.runAll()
        main.runAll()
        #expect(view.filled == [Credentials(user: "ana", password: "uno")])
        presenter.didConfirmDelete()
        #expect(keychain.accounts == [CredentialsService.account], "still there until the work runs")
        work.runAll()
        main.runAll()
        #expect(keychain.accounts.isEmpty && view.clears == 1)
        #expect(view.rendered.last?.isBusy == false)
    }
}
