import Foundation

/// Drives one privacy cover through the app's lifecycle and the end of Face ID / passcode prompts:
/// the whole sequence of decisions, so Linux tests replay iOS's real event orders
/// (`PrivacyCoverDriverTests`). `PrivacyCover` (UIKit) forwards the events, answers the three
/// questions, runs `later` on the main queue and puts or removes the view.
///
/// The prompt resigns the app active, so that `willResignActive` is skipped (the user is looking at
/// the screen). When the prompt's answer arrives the app is often still inactive even with no app
/// switcher: iOS does not order the answer (hopped to the main queue) and `didBecomeActive`, which
/// follows the prompt's closing animation. Activation state alone cannot tell "the switcher is up"
/// from "the prompt just closed", so the end of a prompt covers only after a look `later`, and only
/// if a `willResignActive` was skipped for the prompt, no lifecycle event came since and the app is
/// still inactive with no prompt up.
///
/// Lleva una tapa de privacidad a lo largo del ciclo de vida y del fin de las solicitudes de Face ID /
/// código: toda la secuencia de decisiones, para que las pruebas en Linux repitan los órdenes reales
/// de eventos de iOS. `PrivacyCover` (UIKit) reenvía los eventos, responde las tres preguntas, ejecuta
/// `later` en la cola principal y pone o quita la vista. La solicitud deja la app inactiva y ese
/// `willResignActive` se omite. Al llegar la respuesta la app suele seguir inactiva aunque no haya
/// selector: iOS no ordena la respuesta y `didBecomeActive`, que sigue a la animación de cierre. El
/// estado de activación no distingue "selector arriba" de "la solicitud acaba de cerrarse", así que el
/// fin de una solicitud tapa solo tras una revisión `later`, y solo si se omitió un `willResignActive`
/// por la solicitud, no llegó otro evento desde entonces y la app sigue inactiva sin solicitud arriba.
public final class PrivacyCoverDriver {
    /// How long after a prompt's answer the app's `later` looks again: longer than the prompt's
    /// closing animation (after which `didBecomeActive` comes), short enough that the app switcher's
    /// card is covered while the user looks at it (leaving for another app covers at once anyway).
    /// Not measured on a device. / Cuánto después de la respuesta mira otra vez `later`: más que la
    /// animación de cierre de la solicitud, poco para que la tarjeta del selector se tape mientras se
    /// mira (ir a otra app tapa enseguida). No medido en un dispositivo.
    public static let promptEndGrace: TimeInterval = 1

    private let isPromptShowing: () -> Bool
    private let isSensitiveScreenShowing: () -> Bool
    private let isAppActive: () -> Bool
    private let later: (@escaping () -> Void) -> Void
    private let apply: (PrivacyCoverAction) -> Void
    /// The last lifecycle event was a `willResignActive` skipped because a prompt was up.
    /// El último evento del ciclo de vida fue un `willResignActive` omitido por una solicitud.
    private var resignSkippedForPrompt = false

    /// - Parameters:
    ///   - later: runs its work on the main queue after `promptEndGrace` (tests run it by hand).
    ///     / Ejecuta su trabajo en la cola principal tras `promptEndGrace` (las pruebas, a mano).
    ///   - apply: puts the cover on or takes it off. / Pone o quita la tapa.
    public init(
        isPromptShowing: @escaping () -> Bool, isSensitiveScreenShowing: @escaping () -> Bool,
        isAppActive: @escaping () -> Bool, later: @escaping (@escaping () -> Void) -> Void,
        apply: @escaping (PrivacyCoverAction) -> Void
    ) {
        self.isPromptShowing = isPromptShowing
        self.isSensitiveScreenShowing = isSensitiveScreenShowing
        self.isAppActive = isAppActive
        self.later = later
        self.apply = apply
    }

    /// A lifecycle event, decided by `PrivacyScreen.coverAction`; remembers a resign skipped for a
    /// prompt until the next event. / Un evento, decidido por `coverAction`; recuerda un
    /// `willResignActive` omitido por una solicitud hasta el siguiente evento.
    public func handle(_ event: AppLifecycleEvent) {
        let promptShowing = isPromptShowing()
        resignSkippedForPrompt = event == .willResignActive && promptShowing
        apply(
            PrivacyScreen.coverAction(
                for: event, biometricPromptShowing: promptShowing, sensitiveScreenShowing: isSensitiveScreenShowing()))
    }

    /// A Face ID / Touch ID / passcode request ended (its answer is on the main queue): look again
    /// `later` if a resign was skipped for it and the app is still inactive.
    /// Terminó una petición: mirar otra vez `later` si se omitió una salida por ella y la app sigue
    /// inactiva.
    public func promptEnded() {
        guard resignSkippedForPrompt, !isAppActive() else { return }
        later { [weak self] in self?.lookAgainAfterPrompt() }
    }

    /// Still inactive with no event since and no new prompt: the app switcher is up over the app;
    /// decided as the skipped `willResignActive` would have been.
    /// Sigue inactiva sin eventos desde entonces ni otra solicitud: el selector está sobre la app; se
    /// decide como lo habría hecho el `willResignActive` omitido.
    private func lookAgainAfterPrompt() {
        guard resignSkippedForPrompt, !isAppActive(), !isPromptShowing() else { return }
        apply(
            PrivacyScreen.coverAction(
                for: .willResignActive, biometricPromptShowing: false,
                sensitiveScreenShowing: isSensitiveScreenShowing()))
    }
}
