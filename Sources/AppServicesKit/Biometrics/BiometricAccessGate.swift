import AppCore

/// Shows the one-line notice of an action that went on without verification (no passcode, or
/// authentication unavailable); the app shows it as a short banner and a VoiceOver announcement.
/// Muestra el aviso de una línea de una acción que siguió sin verificación (sin código, o
/// autenticación no disponible); la app lo muestra como un aviso breve y un anuncio de VoiceOver.
public protocol AccessNoticeShowing: AnyObject {
    func showAccessNotice(_ text: String)
}

/// `AccessGate` over Face ID / Touch ID with passcode fallback; the platform hides behind
/// `BiometricEvaluating` and the rules live in `BiometricPolicy`. It never blocks a mandatory
/// feature: without a lock to verify with, the action is granted and `notices` shows why.
/// Call it from the main queue.
///
/// `AccessGate` con Face ID / Touch ID y el código como alternativa; la plataforma se oculta tras
/// `BiometricEvaluating` y las reglas viven en `BiometricPolicy`. Nunca bloquea una función
/// obligatoria: sin bloqueo con qué verificar, concede y `notices` explica por qué.
/// Llámala desde la cola principal.
public final class BiometricAccessGate: AccessGate {
    private let evaluator: BiometricEvaluating
    private let policy: BiometricPolicy
    private let notices: AccessNoticeShowing
    /// True while a system prompt is on screen. / Verdadero mientras hay una solicitud en pantalla.
    private var isEvaluating = false

    public init(evaluator: BiometricEvaluating, policy: BiometricPolicy, notices: AccessNoticeShowing) {
        self.evaluator = evaluator
        self.policy = policy
        self.notices = notices
    }

    /// Asks the user to prove who they are, or lets the action go on (with the notice) when the
    /// device has no lock to verify with. A second request while a prompt is showing (a double tap)
    /// is cancelled quietly. The evaluated context is dropped at once (`requestAuthorization` hands
    /// it on instead).
    ///
    /// Pide al usuario que se identifique, o deja seguir la acción (con el aviso) si el dispositivo
    /// no tiene bloqueo con qué verificar. Una segunda petición con una solicitud en pantalla (doble
    /// toque) se cancela. El contexto evaluado se descarta enseguida (`requestAuthorization` lo entrega).
    public func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        requestAuthorization(reason: reason) { decision, authorization in
            authorization?.discard()
            completion(decision)
        }
    }

    /// Like `requestAccess`; a granted prompt also hands on the context it evaluated, good for one
    /// protected operation. / Como `requestAccess`; una solicitud concedida entrega además el
    /// contexto evaluado, válido para una operación protegida.
    public func requestAuthorization(
        reason: String, completion: @escaping (AccessDecision, AccessAuthorization?) -> Void
    ) {
        guard !isEvaluating else { return completion(.cancelled, nil) }
        switch policy.preflight(evaluator.availability()) {
        case .proceed(let notice):
            notices.showAccessNotice(notice)
            completion(.granted, nil)
        case .deny(let message):
            completion(.denied(message: message), nil)
        case .ask(let method):
            isEvaluating = true
            evaluator.evaluate(policy.prompt(reason: reason)) { [weak self, policy] outcome, authorization in
                self?.isEvaluating = false
                let decision = policy.verdict(for: outcome, method: method)
                guard decision == .granted else {
                    authorization?.discard()
                    return completion(decision, nil)
                }
                completion(decision, authorization)
            }
        }
    }
}
