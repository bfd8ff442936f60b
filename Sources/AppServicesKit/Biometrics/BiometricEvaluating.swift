import AppCore

/// What the device can use to prove who the user is, asked before each protected action.
/// Qué puede usar el dispositivo para comprobar la identidad, consultado antes de cada acción protegida.
public enum BiometricAvailability: Equatable, CaseIterable {
    /// Face ID is enrolled and ready (the passcode remains the fallback).
    /// Face ID está registrado y listo (el código sigue como alternativa).
    case faceID
    /// Touch ID is enrolled and ready (the passcode remains the fallback).
    /// Touch ID está registrado y listo (el código sigue como alternativa).
    case touchID
    /// Biometric hardware without an enrolled face or finger: the passcode is asked.
    /// Hay hardware biométrico pero nada registrado: se pide el código.
    case notEnrolled
    /// Biometrics locked after too many failures: the passcode is asked.
    /// Biometría bloqueada tras demasiados fallos: se pide el código.
    case lockedOut
    /// No biometric hardware: the passcode is asked. / Sin hardware biométrico: se pide el código.
    case none
    /// No device passcode: nothing can prove who the user is, so the action proceeds with a notice.
    /// Sin código: nada puede identificar al usuario, así que la acción sigue con un aviso.
    case passcodeNotSet
    /// Neither biometrics nor a passcode can be used (`biometryNotAvailable` on the device-owner
    /// probe): nothing can verify the user, so the action proceeds with a notice.
    /// No se puede usar ni biometría ni código (`biometryNotAvailable` en la prueba del dueño): nada
    /// puede verificar al usuario, así que la acción sigue con un aviso.
    case unavailable
    /// The probe failed for another reason (invalid context, not interactive, an unknown code, no
    /// code): nothing says the device has no lock, so the action is denied (try again).
    /// La prueba falló por otra razón (contexto inválido, no interactivo, código desconocido o sin
    /// código): nada dice que el dispositivo no tenga bloqueo, así que se deniega (reintentar).
    case indeterminate
}

/// How one evaluation ended, already translated from the platform's error codes.
/// Cómo terminó una evaluación, ya traducida desde los códigos de error de la plataforma.
public enum BiometricOutcome: Equatable, CaseIterable {
    case success
    /// The user tapped Cancel. / El usuario tocó Cancelar.
    case userCancel
    /// The system or the app interrupted the prompt (app sent to background, another prompt).
    /// El sistema o la app interrumpió la solicitud (app en segundo plano, otra solicitud).
    case systemCancel
    /// The user chose the fallback button. / El usuario eligió el botón alternativo.
    case userFallback
    /// The face, finger or passcode did not match. / El rostro, la huella o el código no coincidió.
    case failed
    /// Too many failed attempts. / Demasiados intentos fallidos.
    case lockout
    /// No face or finger enrolled. / Ningún rostro ni huella registrado.
    case notEnrolled
    /// The device has no passcode. / El dispositivo no tiene código.
    case passcodeNotSet
    /// Any other reason the prompt could not verify the user (invalid context, not interactive, an
    /// unknown code or no code). / Cualquier otra razón por la que la solicitud no pudo verificar
    /// al usuario (contexto inválido, no interactivo, código desconocido o ninguno).
    case notAvailable
}

/// The texts of the system prompt. / Los textos de la solicitud del sistema.
public struct BiometricPrompt: Equatable {
    /// Why the app asks; never empty (the system rejects an empty reason).
    /// Por qué la app lo pide; nunca vacío (el sistema rechaza una razón vacía).
    public let reason: String
    /// Title of the prompt's cancel button. / Título del botón cancelar de la solicitud.
    public let cancelTitle: String

    public init(reason: String, cancelTitle: String) {
        self.reason = reason
        self.cancelTitle = cancelTitle
    }
}

/// The platform side (LocalAuthentication on iOS, a fake in tests).
/// El lado de la plataforma (LocalAuthentication en iOS, un doble en las pruebas).
public protocol BiometricEvaluating: AnyObject {
    /// What can be used right now. / Qué se puede usar ahora.
    func availability() -> BiometricAvailability
    /// Shows the system prompt (biometrics with passcode fallback) and reports on the main queue;
    /// on success also the evaluated context, as a one-shot authorization (nil otherwise).
    /// Muestra la solicitud del sistema (biometría con código como alternativa) y responde en la
    /// cola principal; si tiene éxito, también el contexto evaluado como autorización de un solo uso.
    func evaluate(
        _ prompt: BiometricPrompt, completion: @escaping (BiometricOutcome, AccessAuthorization?) -> Void)
}
