import AppCore
import UIKit

extension PrivacyCover {
    /// The app's cover for `window`: the biometric prompt is the environment's LocalAuthentication
    /// evaluator's. / La tapa de la app para `window`: la solicitud biométrica es la del evaluador.
    static func make(for window: UIWindow, environment: AppEnvironment) -> PrivacyCover {
        let evaluator = environment.deviceAuthentication
        return PrivacyCover(
            window: window,
            isBiometricPromptShowing: { [weak evaluator] in
                evaluator?.isPrompting ?? false
            })
    }
}

extension AppEnvironment {
    /// The access gate of the screens that show a secret (Perfil, Persistencia): the environment's,
    /// and every request's end reaches the privacy cover, which covers the screen if the app is still
    /// inactive then (the app switcher opened over the Face ID / passcode prompt).
    /// La puerta de las pantallas que muestran un secreto: la del entorno, y el fin de cada petición
    /// llega a la tapa de privacidad, que tapa la pantalla si la app sigue inactiva (el selector de
    /// apps abierto sobre la solicitud).
    var privacyAwareAccessGate: AccessGate {
        PromptReportingAccessGate(accessGate) { PrivacyCover.reportPromptEnded() }
    }
}
