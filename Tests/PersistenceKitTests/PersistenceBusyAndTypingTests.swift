import AppCore
import Foundation
import PersistenceKit
import TestSupport
import Testing

/// Issue 13 follow-up: while a Keychain action runs, titles stay put (the button row keeps its axis),
/// the running button says what it does to VoiceOver, the fields are disabled; "Leer" asks before
/// replacing unsaved typing; a refused gate's authorization is invalidated.
/// Seguimiento del issue 13: mientras corre una acción del Keychain los títulos no cambian, el botón
/// en curso le dice a VoiceOver qué hace y los campos se desactivan; "Leer" pregunta antes de
/// reemplazar lo escrito sin guardar; la autorización de una puerta que rechaza se invalida.
@Suite final class PersistenceBusyAndTypingTests: KeychainFlowHarness {

    /// The busy screen's accessibility values of Guardar / Leer / Borrar. / Valores de accesibilidad.
    func values(_ model: PersistenceViewModel?) -> [String?] {
        [model?.saveAccessibilityValue, model?.readAccessibilityValue, model?.deleteAccessibilityValue]
    }

    func expectIdle(_ model: PersistenceViewModel?) {
        #expect(model?.isBusy == false && model?.areFieldsEnabled == true && model?.runningAction == nil)
        #expect(values(model) == [nil, nil, nil])
    }

    // MARK: 1–2. Busy state / Estado ocupado

    @Test func savingDisablesButtonsAndFieldsAndOnlyTheSaveButtonSaysSo() throws {
        let presenter = makePresenter(manual: true)
        presenter.viewDidLoad()
        presenter.didTapSave(user: "ana", password: "uno")
        let busy = try #require(view.rendered.last)
        #expect(busy.isBusy && !busy.areFieldsEnabled && busy.runningAction == .save)
        #expect(busy.saveTitle == "Guardar", "the title never changes: the row keeps its axis")
        #expect(values(busy) == ["Guardando…", nil, nil])
        work.runAll()
        main.runAll()
        #expect(view.rendered.last == busy, "still busy between the existence check and the write")
        work.runAll()
        main.runAll()
        expectIdle(view.rendered.last)
        #expect(Set(view.rendered.map(\.saveTitle)) == ["Guardar"])
    }

    @Test func readingDisablesButtonsAndFieldsAndOnlyTheReadButtonSaysSo() throws {
        try storeExisting()
        let presenter = makePresenter(manual: true)
        presenter.didTapRead()
        let busy = try #require(view.rendered.last)
        #expect(busy.isBusy && !busy.areFieldsEnabled && busy.runningAction == .read)
        #expect(busy.saveTitle == "Guardar")
        #expect(values(busy) == [nil, "Leyendo…", nil])
        work.runAll()
        main.runAll()
        expectIdle(view.rendered.last)
        #expect(view.filled == [Credentials(user: "ana", password: "uno")])
    }

    @Test func deletingDisablesButtonsAndFieldsAndOnlyTheDeleteButtonSaysSo() throws {
        try storeExisting()
        let presenter = makePresenter(manual: true)
        presenter.didConfirmDelete()
        let busy = try #require(view.rendered.last)
        #expect(busy.isBusy && !busy.areFieldsEnabled && busy.runningAction == .delete)
        #expect(busy.saveTitle == "Guardar")
        #expect(values(busy) == [nil, nil, "Borrando…"])
        work.runAll()
        main.runAll()
        expectIdle(view.rendered.last)
    }

    @Test func theBusyValuesAreTranslated() throws {
        let english = try TestLocalizer.english(app: "TestApp")
        #expect(
            KeychainAction.allCases.count == 3
                && ["persistence.save.busy", "persistence.read.busy", "persistence.delete.busy"].map { english($0) }
                    == ["Saving…", "Reading…", "Deleting…"]
        )
    }

    // MARK: 3. "Leer" over unsaved typing / "Leer" sobre lo escrito sin guardar

    @Test func readingOverUnsavedTypingAsksFirstAndReadsOnlyAfterConfirmation() throws {
        try storeExisting()
        let presenter = makePresenter()
        presenter.didEditFields(user: "beto", password: "secreta")
        presenter.didTapRead()
        #expect(
            view.confirmations == [
                ConfirmationViewModel(
                    title: "¿Reemplazar lo que escribiste?",
                    message:
                        "El usuario y la contraseña que escribiste y no guardaste se reemplazarán por los guardados en el Keychain.",
                    confirmTitle: "Leer y reemplazar", cancelTitle: "Cancelar", action: .replaceTypingWithStored)
            ])
        #expect(gate.reasons.isEmpty && view.filled.isEmpty, "nothing read before confirming")
        #expect(!keychain.calls.contains { $0.0 == .read })
        presenter.didConfirmRead()
        #expect(view.filled == [Credentials(user: "ana", password: "uno")])
        presenter.didTapRead()
        #expect(view.confirmations.count == 1 && view.filled.count == 2, "what was read is not unsaved typing")
    }

    @Test func onlyTheReadQuestionIsAnActionSheet() {
        #expect(ConfirmedAction.replaceTypingWithStored.asksWithActionSheet)
        #expect(!ConfirmedAction.delete.asksWithActionSheet)
    }

    @Test func emptyFieldsAreReadAtOnce() throws {
        try storeExisting()
        let presenter = makePresenter()
        presenter.didEditFields(user: "a", password: nil)
        presenter.didEditFields(user: "", password: "")
        presenter.didTapRead()
        #expect(view.confirmations.isEmpty && view.filled.count == 1)
    }

    @Test func whatWasJustSavedIsNotUnsavedTyping() throws {
        let presenter = makePresenter()
        presenter.didEditFields(user: " ana ", password: "uno")
        presenter.didTapSave(user: " ana ", password: "uno")
        presenter.didTapRead()
        #expect(view.confirmations.isEmpty && view.filled == [Credentials(user: "ana", password: "uno")])
    }

    @Test func typingAfterARead_orAFailedSave_isProtected() throws {
        try storeExisting()
        let presenter = makePresenter()
        presenter.didTapRead()
        presenter.didEditFields(user: "ana", password: "unos")
        presenter.didTapRead()
        #expect(view.confirmations.map(\.action) == [.replaceTypingWithStored])
        keychain.failNext(.update, status: KeychainStatus.interactionNotAllowed)
        presenter.didTapSave(user: "ana", password: "unos")
        presenter.didTapRead()
        #expect(view.confirmations.count == 2, "a failed save leaves the typing unsaved")
        #expect(view.filled.count == 1)
    }

    @Test func afterDeletingTheEmptyFormIsReadAtOnce() throws {
        try storeExisting()
        let presenter = makePresenter()
        presenter.didEditFields(user: "beto", password: "x")
        presenter.didConfirmDelete()
        #expect(view.clears == 1)
        presenter.didTapRead()
        #expect(view.confirmations.isEmpty)
        #expect(view.alerts.last?.title == "Sin datos")
    }

    @Test func aConfirmedReadWhileBusyIsIgnored() throws {
        try storeExisting()
        let presenter = makePresenter(manual: true)
        presenter.didTapRead()
        presenter.didConfirmRead()
        #expect(work.pending.count == 1)
    }

    // MARK: 4. A refused gate's authorization / La autorización de una puerta que rechaza

    @Test(arguments: [AccessDecision.denied(message: "No."), .cancelled])
    func aRefusedReadOrSaveInvalidatesTheAuthorizationItWasHanded(_ decision: AccessDecision) throws {
        try storeExisting()
        gate.decision = decision
        gate.handsOverAuthorizationWithEveryDecision = true
        let presenter = makePresenter()
        presenter.didTapRead()
        presenter.didTapSave(user: "ana", password: "dos")
        #expect(gate.contexts.count == 2)
        #expect(gate.contexts.map(\.invalidations) == [1, 1])
        #expect(keychain.contexts.isEmpty, "no Keychain call got a context")
        #expect(view.rendered.last?.isBusy == false)
    }
}
