import AppServicesKit
import Foundation
import LocalAuthentication

/// LocalAuthentication behind AppServicesKit's `BiometricEvaluating`: it reports what the device
/// can use and runs `.deviceOwnerAuthentication` (Face ID / Touch ID with the passcode as fallback),
/// translating `LAError` codes. The rules for each answer live in `BiometricPolicy`.
///
/// LocalAuthentication detrás de `BiometricEvaluating`: informa qué puede usar el dispositivo y
/// ejecuta `.deviceOwnerAuthentication` (Face ID / Touch ID con el código como alternativa),
/// traduciendo los códigos `LAError`. Las reglas de cada respuesta viven en `BiometricPolicy`.
final class LocalAuthenticationEvaluator: BiometricEvaluating {
    func availability() -> BiometricAvailability {
        let context = LAContext()
        var biometricError: NSError?
        if context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &biometricError) {
            return context.biometryType == .faceID ? .faceID : .touchID
        }
        var ownerError: NSError?
        guard context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &ownerError) else {
            return Self.code(of: ownerError) == .passcodeNotSet ? .passcodeNotSet : .unavailable
        }
        switch Self.code(of: biometricError) {
        case .biometryNotEnrolled?: return .notEnrolled
        case .biometryLockout?: return .lockedOut
        default: return .none
        }
    }

    func evaluate(_ prompt: BiometricPrompt, completion: @escaping (BiometricOutcome) -> Void) {
        let context = LAContext()
        context.localizedCancelTitle = prompt.cancelTitle
        // The reply keeps the context alive until the prompt ends (a released context cancels it).
        // La respuesta mantiene vivo el contexto hasta que termina la solicitud (liberarlo la cancela).
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: prompt.reason) { success, error in
            withExtendedLifetime(context) {}
            let outcome = success ? BiometricOutcome.success : Self.outcome(for: error)
            DispatchQueue.main.async { completion(outcome) }
        }
    }

    /// Every `LAError` code mapped to an outcome; unknown codes mean "not available".
    /// Cada código `LAError` traducido a un resultado; los desconocidos significan "no disponible".
    private static func outcome(for error: Error?) -> BiometricOutcome {
        switch code(of: error) {
        case .userCancel?: return .userCancel
        case .systemCancel?, .appCancel?: return .systemCancel
        case .userFallback?: return .userFallback
        case .authenticationFailed?: return .failed
        case .biometryLockout?: return .lockout
        case .biometryNotEnrolled?: return .notEnrolled
        case .passcodeNotSet?: return .passcodeNotSet
        default: return .notAvailable
        }
    }

    private static func code(of error: Error?) -> LAError.Code? {
        (error as? LAError)?.code
    }
}
