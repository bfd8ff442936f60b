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
    /// Decide without a prompt. / Decidir sin solicitud.
    case decide(AccessDecision)
}

/// The rules of TestApp's access gate (documented in README.md, "Optional features"):
/// - biometrics ready → ask (Face ID / Touch ID, passcode as fallback);
/// - biometrics missing, not enrolled or locked out → ask (the system asks for the passcode);
/// - no passcode at all → deny with a message telling the user to set one (the data stays protected);
/// - success → granted; cancel or interruption → cancelled (no alert); everything else → denied with its message.
///
/// Las reglas de la puerta de acceso de TestApp:
/// - biometría lista → preguntar (Face ID / Touch ID, con el código como alternativa);
/// - sin biometría, sin registro o bloqueada → preguntar (el sistema pide el código);
/// - sin código → denegar con un mensaje que pide configurarlo (los datos siguen protegidos);
/// - éxito → concedido; cancelación o interrupción → cancelado (sin alerta); lo demás → denegado con su mensaje.
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
        case .passcodeNotSet: return .decide(denied("biometric.denied.passcodeNotSet"))
        case .unavailable: return .decide(denied("biometric.denied.unavailable"))
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

    /// The decision for the outcome of a prompt shown with `method`.
    /// La decisión para el resultado de una solicitud mostrada con `method`.
    public func decision(for outcome: BiometricOutcome, method: AuthenticationMethod) -> AccessDecision {
        switch outcome {
        case .success: return .granted
        case .userCancel, .systemCancel: return .cancelled
        case .userFallback: return denied("biometric.denied.fallback")
        case .failed: return .denied(message: localizer("biometric.denied.failed", localizer(method.nameKey)))
        case .lockout: return denied("biometric.denied.lockout")
        case .notEnrolled: return denied("biometric.denied.notEnrolled")
        case .passcodeNotSet: return denied("biometric.denied.passcodeNotSet")
        case .notAvailable: return denied("biometric.denied.unavailable")
        }
    }

    /// A denial whose message is the text of `key`. / Una negación cuyo mensaje es el texto de `key`.
    private func denied(_ key: String) -> AccessDecision {
        .denied(message: localizer(key))
    }
}
