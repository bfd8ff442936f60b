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
