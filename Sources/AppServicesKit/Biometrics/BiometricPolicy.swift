import AppCore
import Foundation

/// The method the system is expected to show, used to name it in messages.
/// El método que el sistema mostrará, usado para nombrarlo en los mensajes.
public enum AuthenticationMethod: Equatable {
    case faceID
    case touchID
    case passcode

    /// Localization key of the method's name. / Clave de localización del nombre del método.
    var nameKey: String {
        switch self {
        case .faceID: return "biometric.method.faceID"
        case .touchID: return "biometric.method.touchID"
        case .passcode: return "biometric.method.passcode"
        }
    }
}

/// What to do before showing any prompt. / Qué hacer antes de mostrar cualquier solicitud.
public enum BiometricPreflight: Equatable {
    /// Show the system prompt; it will use `method`. / Mostrar la solicitud; usará `method`.
    case ask(AuthenticationMethod)
    /// Nothing can verify the user: let the action go on and show `notice` (one line).
    /// Nada puede verificar al usuario: la acción sigue y se muestra `notice` (una línea).
    case proceed(notice: String)
}

/// What the gate does after a prompt ended. / Qué hace la puerta cuando terminó una solicitud.
public enum BiometricVerdict: Equatable {
    /// Granted, denied or cancelled, as the user's answer says. / Según la respuesta del usuario.
    case decide(AccessDecision)
    /// The prompt could not verify anyone (no passcode, not available): go on with `notice`.
    /// La solicitud no pudo verificar a nadie (sin código, no disponible): seguir con `notice`.
    case proceed(notice: String)
}

/// The rules of TestApp's access gate (docs/apps/testapp.md, "Face ID / Touch ID"). Face ID and
/// Touch ID are optional; the features they guard (edit the profile, read the Keychain) are not:
/// - device with a passcode (biometrics or not) → ask (Face ID / Touch ID, passcode as fallback);
/// - no passcode, or authentication unavailable → the action proceeds with a one-line notice;
/// - success → granted; cancel or interruption → cancelled (no alert); failure, fallback or
///   lockout → denied with its message; a prompt that ends in "no passcode / not available /
///   not enrolled" → proceeds with the notice, as above. Only an explicit failure or cancel stops it.
///
/// Las reglas de la puerta de acceso de TestApp. Face ID y Touch ID son opcionales; las funciones
/// que protegen (editar el perfil, leer el Keychain) no:
/// - dispositivo con código (con o sin biometría) → preguntar (el código como alternativa);
/// - sin código, o autenticación no disponible → la acción sigue con un aviso de una línea;
/// - éxito → concedido; cancelación o interrupción → cancelado (sin alerta); fallo, alternativa o
///   bloqueo → denegado con su mensaje; una solicitud que termina en "sin código / no disponible /
///   sin registro" → sigue con el aviso. Solo un fallo o una cancelación explícitos la detienen.
public struct BiometricPolicy {
    private let localizer: Localizer

    public init(localizer: Localizer) {
        self.localizer = localizer
    }

    /// Whether to show a prompt, and with which method. / Si mostrar una solicitud y con qué método.
    public func preflight(_ availability: BiometricAvailability) -> BiometricPreflight {
        switch availability {
        case .faceID: return .ask(.faceID)
        case .touchID: return .ask(.touchID)
        case .notEnrolled, .lockedOut, .none: return .ask(.passcode)
        case .passcodeNotSet: return .proceed(notice: localizer("biometric.notice.noPasscode"))
        case .unavailable: return .proceed(notice: localizer("biometric.notice.unavailable"))
        }
    }

    /// The prompt's texts; an empty or blank reason gets the generic one.
    /// Los textos de la solicitud; una razón vacía recibe la genérica.
    public func prompt(reason: String) -> BiometricPrompt {
        let trimmed = reason.trimmingCharacters(in: .whitespacesAndNewlines)
        return BiometricPrompt(
            reason: trimmed.isEmpty ? localizer("biometric.reason.default") : trimmed,
            cancelTitle: localizer("biometric.prompt.cancel"))
    }

    /// What follows the outcome of a prompt shown with `method`.
    /// Lo que sigue al resultado de una solicitud mostrada con `method`.
    public func verdict(for outcome: BiometricOutcome, method: AuthenticationMethod) -> BiometricVerdict {
        switch outcome {
        case .success: return .decide(.granted)
        case .userCancel, .systemCancel: return .decide(.cancelled)
        case .userFallback: return .decide(denied("biometric.denied.fallback"))
        case .failed:
            return .decide(.denied(message: localizer("biometric.denied.failed", localizer(method.nameKey))))
        case .lockout: return .decide(denied("biometric.denied.lockout"))
        case .passcodeNotSet: return .proceed(notice: localizer("biometric.notice.noPasscode"))
        case .notEnrolled, .notAvailable: return .proceed(notice: localizer("biometric.notice.unavailable"))
        }
    }

    /// A denial whose message is the text of `key`. / Una negación cuyo mensaje es el texto de `key`.
    private func denied(_ key: String) -> AccessDecision {
        .denied(message: localizer(key))
    }
}
