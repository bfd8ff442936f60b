/// Outcome of asking the user to prove who they are (Face ID / Touch ID / passcode).
/// Resultado de pedir al usuario que se identifique (Face ID / Touch ID / código).
public enum AccessDecision: Equatable {
    case granted
    /// `message` is already localized and meant for an alert. / `message` ya está localizado.
    case denied(message: String)
    /// The user cancelled: stay quiet. / El usuario canceló: no mostrar nada.
    case cancelled
}

/// Guards a sensitive action (editing the profile, reading the Keychain password).
/// Protege una acción sensible (editar el perfil, leer la contraseña del Keychain).
public protocol AccessGate: AnyObject {
    func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void)
    /// Like `requestAccess`, and a `.granted` after a real verification also carries the one-shot
    /// authorization for the one protected operation that follows (nil when nothing was verified).
    /// Como `requestAccess`; un `.granted` tras una verificación real trae además la autorización de
    /// un solo uso para la única operación protegida que sigue (nil si no se verificó nada).
    func requestAuthorization(reason: String, completion: @escaping (AccessDecision, AccessAuthorization?) -> Void)
}

extension AccessGate {
    /// A gate that verifies nothing grants without an authorization.
    /// Una puerta que no verifica nada concede sin autorización.
    public func requestAuthorization(
        reason: String, completion: @escaping (AccessDecision, AccessAuthorization?) -> Void
    ) {
        requestAccess(reason: reason) { completion($0, nil) }
    }
}

/// A gate that always opens: previews, tests and devices where the feature is switched off.
/// Una puerta que siempre abre: pruebas y dispositivos con la función desactivada.
public final class OpenAccessGate: AccessGate {
    public init() {}
    public func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        completion(.granted)
    }
}
