import AppCore

/// A gate that answers with a fixed decision and remembers the reason it was given (Profile and
/// Persistence tests). / Una puerta que responde con una decisión fija y recuerda el motivo recibido.
/// `requestAuthorization` grants with a fresh one-shot authorization over a context it keeps in
/// `contexts`, so tests see which operation used it and that it was invalidated.
/// `requestAuthorization` concede con una autorización nueva de un solo uso sobre un contexto que
/// guarda en `contexts`, para que las pruebas vean qué operación lo usó y que se invalidó.
public final class FakeAccessGate: AccessGate {
    public var decision: AccessDecision
    public private(set) var reasons: [String] = []
    /// The contexts handed out with `.granted`, in order. / Los contextos entregados, en orden.
    public private(set) var contexts: [FakeAuthenticationContext] = []
    /// When true, `.denied` and `.cancelled` also come with an authorization (a platform may hand one
    /// over with any answer); the gate keeps it alive, so only the caller's `discard()` invalidates it.
    /// Si es true, `.denied` y `.cancelled` también traen una autorización; la puerta la mantiene viva,
    /// así que solo el `discard()` de quien llama la invalida.
    public var handsOverAuthorizationWithEveryDecision = false
    /// The authorizations kept alive for `handsOverAuthorizationWithEveryDecision`. / Las que se mantienen vivas.
    public private(set) var keptAuthorizations: [AccessAuthorization] = []

    public init(_ decision: AccessDecision) { self.decision = decision }

    public func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        reasons.append(reason)
        completion(decision)
    }

    public func requestAuthorization(
        reason: String, completion: @escaping (AccessDecision, AccessAuthorization?) -> Void
    ) {
        reasons.append(reason)
        guard decision == .granted || handsOverAuthorizationWithEveryDecision else {
            return completion(decision, nil)
        }
        let context = FakeAuthenticationContext()
        contexts.append(context)
        let authorization = AccessAuthorization(context: context)
        if handsOverAuthorizationWithEveryDecision { keptAuthorizations.append(authorization) }
        completion(decision, authorization)
    }
}
