import AppCore
import Testing

/// The privacy cover through iOS's real event orders around a Face ID / passcode prompt on Perfil or
/// Persistencia (a sensitive screen): the prompt resigns the app active; its answer reaches the cover
/// on the main queue, before or after `didBecomeActive`, which iOS does not order.
/// La tapa de privacidad con los órdenes reales de eventos de iOS alrededor de una solicitud de
/// Face ID / código en Perfil o Persistencia: la solicitud deja la app inactiva; su respuesta llega a
/// la tapa en la cola principal, antes o después de `didBecomeActive`, que iOS no ordena.
@Suite struct PrivacyCoverDriverTests {
    /// The device as the cover sees it, the work left for later, and every time the cover went on.
    /// El dispositivo como lo ve la tapa, el trabajo dejado para después y cada vez que se puso la tapa.
    private final class Device {
        var promptShowing = false
        var sensitive = true
        var active = true
        var later: [() -> Void] = []
        var covered = false
        var coverings = 0

        lazy var driver = PrivacyCoverDriver(
            isPromptShowing: { [unowned self] in promptShowing },
            isSensitiveScreenShowing: { [unowned self] in sensitive },
            isAppActive: { [unowned self] in active },
            later: { [unowned self] in later.append($0) },
            apply: { [unowned self] in record($0) })

        private func record(_ action: PrivacyCoverAction) {
            switch action {
            case .cover:
                if !covered { coverings += 1 }
                covered = true
            case .uncover: covered = false
            case .leave: break
            }
        }

        /// "Editar" / "Leer": the prompt goes up and the app resigns active.
        /// "Editar" / "Leer": aparece la solicitud y la app deja de estar activa.
        func promptAppears() {
            promptShowing = true
            active = false
            driver.handle(.willResignActive)
        }

        /// The evaluator's answer, hopped to the main queue (its counter drops first).
        /// La respuesta del evaluador en la cola principal (su contador baja antes).
        func promptAnswers() {
            promptShowing = false
            driver.promptEnded()
        }

        func becomesActive() {
            active = true
            driver.handle(.didBecomeActive)
        }

        /// The main queue runs what was left for later. / La cola principal ejecuta lo pendiente.
        func runLater() {
            let work = later
            later = []
            work.forEach { $0() }
        }
    }

    /// (a) Face ID succeeds, no app switcher, the answer first: the cover never goes on (no flash).
    /// (a) Face ID acierta, sin selector, primero la respuesta: la tapa nunca se pone (sin destello).
    @Test func aSuccessfulUnlockWhoseAnswerComesBeforeDidBecomeActiveNeverCovers() {
        let device = Device()
        device.promptAppears()
        device.promptAnswers()
        device.becomesActive()
        device.runLater()
        #expect(device.coverings == 0)
        #expect(!device.covered)
    }

    /// (a) The same with `didBecomeActive` first: nothing to decide when the answer comes.
    /// (a) Lo mismo con `didBecomeActive` primero: nada que decidir cuando llega la respuesta.
    @Test func aSuccessfulUnlockWhoseAnswerComesAfterDidBecomeActiveNeverCovers() {
        let device = Device()
        device.promptAppears()
        device.becomesActive()
        device.promptAnswers()
        device.runLater()
        #expect(device.coverings == 0)
        #expect(device.later.isEmpty)
    }

    /// (b) The app switcher opened over the prompt (no event: the app is inactive already), then the
    /// prompt ends (cancelled) while the switcher is still up: the card gets covered; back in the app,
    /// uncovered.
    /// (b) El selector abierto sobre la solicitud (sin evento: la app ya está inactiva) y la solicitud
    /// termina (cancelada) con el selector arriba: la tarjeta queda tapada; de vuelta, destapada.
    @Test func aPromptEndingUnderTheAppSwitcherCoversTheScreenUntilTheAppIsBack() {
        let device = Device()
        device.promptAppears()
        device.promptAnswers()
        device.runLater()
        #expect(device.covered)
        device.becomesActive()
        #expect(!device.covered)
    }

    /// (b) on a screen that shows no secret: nothing to cover.
    /// (b) en una pantalla sin secretos: nada que tapar.
    @Test func aPromptEndingUnderTheAppSwitcherLeavesAPlainScreen() {
        let device = Device()
        device.sensitive = false
        device.promptAppears()
        device.promptAnswers()
        device.runLater()
        #expect(device.coverings == 0)
    }

    /// (c) Passcode fallback: Face ID fails, the app may become active for an instant and resign again
    /// for the passcode sheet (same request, still prompting), then the passcode is entered and the
    /// answer comes before `didBecomeActive`: no cover at any point.
    /// (c) Código de respaldo: Face ID falla, la app puede activarse un instante y volver a quedar
    /// inactiva para el código (misma petición), y la respuesta llega antes de `didBecomeActive`.
    @Test func thePasscodeFallbackNeverCovers() {
        let device = Device()
        device.promptAppears()
        device.becomesActive()
        device.promptAppears()
        device.promptAnswers()
        device.becomesActive()
        device.runLater()
        #expect(device.coverings == 0)
    }

    /// (c) with the app switcher opened over the passcode sheet: covered once the prompt ends.
    /// (c) con el selector abierto sobre el código: tapada cuando termina la solicitud.
    @Test func thePasscodeFallbackEndingUnderTheAppSwitcherCovers() {
        let device = Device()
        device.promptAppears()
        device.becomesActive()
        device.promptAppears()
        device.promptAnswers()
        device.runLater()
        #expect(device.covered)
    }

    /// A request that ends without resigning the app active (no prompt shown: biometry unavailable)
    /// while the app is inactive for another reason (a plain screen then): the decision that was
    /// taken stands, nothing is left for later.
    /// Una petición que termina sin dejar la app inactiva (sin solicitud) mientras la app está inactiva
    /// por otro motivo: vale la decisión ya tomada; no queda nada pendiente.
    @Test func aPromptThatSkippedNoResignDecidesNothing() {
        let device = Device()
        device.sensitive = false
        device.active = false
        device.driver.handle(.willResignActive)
        device.sensitive = true
        device.driver.promptEnded()
        device.runLater()
        #expect(device.coverings == 0)
    }

    /// A later look that finds a new prompt up (the user asked again) leaves the screen uncovered.
    /// Una revisión que encuentra otra solicitud arriba (el usuario volvió a pedir) no tapa.
    @Test func aLaterLookWithANewPromptUpLeavesTheScreen() {
        let device = Device()
        device.promptAppears()
        device.promptAnswers()
        device.becomesActive()
        device.promptAppears()
        device.runLater()
        #expect(device.coverings == 0)
    }

    /// The usual lifecycle still covers and uncovers through the driver.
    /// El ciclo de vida de siempre sigue tapando y destapando a través del conductor.
    @Test func theAppSwitcherWithoutAPromptAndTheBackgroundCover() {
        let device = Device()
        device.active = false
        device.driver.handle(.willResignActive)
        #expect(device.covered)
        device.becomesActive()
        #expect(!device.covered)
        device.driver.handle(.didEnterBackground)
        #expect(device.covered)
        device.driver.handle(.willEnterForeground)
        #expect(!device.covered)
    }
}
