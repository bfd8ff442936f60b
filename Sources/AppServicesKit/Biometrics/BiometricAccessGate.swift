import AppCore

/// `AccessGate` over Face ID / Touch ID with passcode fallback; the platform hides behind
/// `BiometricEvaluating` and the rules live in `BiometricPolicy`. Call it from the main queue.
///
/// `AccessGate` con Face ID / Touch ID y el código como alternativa; la plataforma se oculta tras
/// `BiometricEvaluating` y las reglas viven en `BiometricPolicy`. Llámala desde la cola principal.
public final class BiometricAccessGate: AccessGate {
    private let evaluator: BiometricEvaluating
    private let policy: BiometricPolicy
    /// True while a system prompt is on screen. / Verdadero mientras hay una solicitud en pantalla.
    private var isEvaluating = false

    public init(evaluator: BiometricEvaluating, policy: BiometricPolicy) {
        self.evaluator = evaluator
        self.policy = policy
    }

    /// Asks the user to prove who they are, or decides at once when no prompt can help.
    /// A second request while a prompt is showing (a double tap) is cancelled quietly.
    ///
    /// Pide al usuario que se identifique, o decide de inmediato si ninguna solicitud sirve.
    /// Una segunda petición con una solicitud en pantalla (doble toque) se cancela sin aviso.
    public func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        guard !isEvaluating else { return completion(.cancelled) }
        switch policy.preflight(evaluator.availability()) {
        case .decide(let decision):
            completion(decision)
        case .ask(let method):
            isEvaluating = true
            evaluator.evaluate(policy.prompt(reason: reason)) { [weak self, policy] outcome in
                self?.isEvaluating = false
                completion(policy.decision(for: outcome, method: method))
            }
        }
    }
}
