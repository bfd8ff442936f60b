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
    /// The device has no lock to verify with: let the action go on and show `notice` (one line).
    /// El dispositivo no tiene bloqueo con qué verificar: la acción sigue y se muestra `notice`.
    case proceed(notice: String)
    /// The device could not be checked (an unexpected probe failure): deny with `message`.
    /// No se pudo comprobar el dispositivo (un fallo inesperado de la prueba): denegar con `message`.
    case deny(message: String)
}

/// The rules of TestApp's access gate (docs/apps/testapp.md, "Face ID / Touch ID"). Face ID and
/// Touch ID are optional; the features they guard (edit the profile, read the Keychain) are not:
/// - device with a passcode (biometrics or not) → ask (Face ID / Touch ID, passcode as fallback);
/// - no lock to verify with, as `canEvaluatePolicy` reports BEFORE any prompt (no passcode; no
///   biometrics and no passcode) → the action proceeds with a one-line notice;
/// - any other probe failure (invalid context, not interactive, unknown or missing code) → denied;
/// - once a prompt was shown: success → granted; cancel or interruption → cancelled (no alert);
///   ANY other outcome (failure, fallback, lockout, no passcode, not available, unknown) → denied.
///
/// Las reglas de la puerta de acceso de TestApp. Face ID y Touch ID son opcionales; las funciones
/// que protegen (editar el perfil, leer el Keychain) no:
/// - dispositivo con código (con o sin biometría) → preguntar (el código como alternativa);
/// - sin bloqueo con qué verificar, según `canEvaluatePolicy` ANTES de preguntar (sin código; ni
///   biometría ni código) → la acción sigue con un aviso de una línea;
/// - cualquier otro fallo de la prueba (contexto inválido, no interactivo, código desconocido o
///   ausente) → denegado;
/// - tras mostrar la solicitud: éxito → concedido; cancelación o interrupción → cancelado (sin
///   alerta); CUALQUIER otro resultado → denegado.
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
        case .indeterminate: return .deny(message: localizer("biometric.denied.unavailable"))
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

    /// What follows the outcome of a prompt shown with `method`: only success grants, a cancel is
    /// quiet, everything else denies (a prompt was attempted, so "nothing to verify with" no longer
    /// applies). / Lo que sigue al resultado de una solicitud mostrada con `method`: solo el éxito
    /// concede, una cancelación es silenciosa, todo lo demás deniega (ya se intentó preguntar).
    public func verdict(for outcome: BiometricOutcome, method: AuthenticationMethod) -> AccessDecision {
        switch outcome {
        case .success: return .granted
        case .userCancel, .systemCancel: return .cancelled
        case .userFallback: return denied("biometric.denied.fallback")
        case .failed: return .denied(message: localizer("biometric.denied.failed", localizer(method.nameKey)))
        case .lockout: return denied("biometric.denied.lockout")
        case .passcodeNotSet, .notEnrolled, .notAvailable: return denied("biometric.denied.unavailable")
        }
    }

    /// A denial whose message is the text of `key`. / Una negación cuyo mensaje es el texto de `key`.
    private func denied(_ key: String) -> AccessDecision {
        .denied(message: localizer(key))
    }
}
