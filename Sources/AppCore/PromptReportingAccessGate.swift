/// An `AccessGate` that says when a request to it ended (the Face ID / Touch ID / passcode prompt, if
/// one was shown, is gone), before handing the answer on. Perfil and Persistencia ask through it so
/// the privacy cover can decide again when a prompt ends with the app still inactive
/// (`PrivacyCoverDriver.promptEnded()`).
///
/// Un `AccessGate` que avisa cuando una petición terminó (la solicitud de Face ID / Touch ID / código,
/// si se mostró, ya no está) antes de entregar la respuesta. Perfil y Persistencia preguntan por él
/// para que la tapa de privacidad vuelva a decidir si la solicitud termina con la app aún inactiva.
public final class PromptReportingAccessGate: AccessGate {
    private let gate: AccessGate
    private let promptEnded: () -> Void

    /// - Parameters:
    ///   - gate: the gate that asks. / La puerta que pregunta.
    ///   - promptEnded: called once per request, when it ends. / Se llama una vez por petición, al terminar.
    public init(_ gate: AccessGate, promptEnded: @escaping () -> Void) {
        self.gate = gate
        self.promptEnded = promptEnded
    }

    public func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        gate.requestAccess(reason: reason) { [promptEnded] decision in
            promptEnded()
            completion(decision)
        }
    }

    public func requestAuthorization(
        reason: String, completion: @escaping (AccessDecision, AccessAuthorization?) -> Void
    ) {
        gate.requestAuthorization(reason: reason) { [promptEnded] decision, authorization in
            promptEnded()
            completion(decision, authorization)
        }
    }
}
