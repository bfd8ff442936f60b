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

    /// Asks the user to prove who they are, or lets the action go on (with the notice) when
    /// nothing can verify them. A second request while a prompt is showing (a double tap) is
    /// cancelled quietly.
    ///
    /// Pide al usuario que se identifique, o deja seguir la acción (con el aviso) si nada puede
    /// verificarlo. Una segunda petición con una solicitud en pantalla (doble toque) se cancela.
    public func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        guard !isEvaluating else { return completion(.cancelled) }
        switch policy.preflight(evaluator.availability()) {
        case .proceed(let notice):
            Self.proceed(notice: notice, notices: notices, completion: completion)
        case .ask(let method):
            isEvaluating = true
            evaluator.evaluate(policy.prompt(reason: reason)) { [weak self, policy, notices] outcome in
                self?.isEvaluating = false
                switch policy.verdict(for: outcome, method: method) {
                case .decide(let decision): completion(decision)
                case .proceed(let notice): Self.proceed(notice: notice, notices: notices, completion: completion)
                }
            }
        }
    }

    /// Shows the notice, then grants. / Muestra el aviso y luego concede.
    private static func proceed(
        notice: String, notices: AccessNoticeShowing, completion: @escaping (AccessDecision) -> Void
    ) {
        notices.showAccessNotice(notice)
        completion(.granted)
    }
}
