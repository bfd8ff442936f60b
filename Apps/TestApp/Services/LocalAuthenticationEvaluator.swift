import AppServicesKit
import Foundation
import LocalAuthentication

/// LocalAuthentication behind AppServicesKit's `BiometricEvaluating`: it asks `canEvaluatePolicy`
/// and runs `.deviceOwnerAuthentication` (Face ID / Touch ID with the passcode as fallback),
/// handing the raw answers to the package (`BiometricProbe`, `BiometricOutcome(success:errorCode:)`),
/// where every rule lives. The context of the last successful evaluation is kept so the Keychain
/// reads the user-presence item with it (`kSecUseAuthenticationContext`) instead of asking again.
///
/// LocalAuthentication detrás de `BiometricEvaluating`: consulta `canEvaluatePolicy` y ejecuta
/// `.deviceOwnerAuthentication`, entregando las respuestas crudas al paquete, donde viven todas
/// las reglas. Guarda el contexto de la última evaluación correcta para que el Keychain lea con él
/// el elemento protegido por presencia (`kSecUseAuthenticationContext`) sin volver a preguntar.
final class LocalAuthenticationEvaluator: BiometricEvaluating {
    /// The context that just proved the user's presence; nil after a failure.
    /// El contexto que acaba de comprobar la presencia del usuario; nil tras un fallo.
    private(set) var authenticatedContext: LAContext?

    func availability() -> BiometricAvailability {
        let context = LAContext()
        var biometricError: NSError?
        let biometrics = context.canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics, error: &biometricError)
        var ownerError: NSError?
        let owner = context.canEvaluatePolicy(.deviceOwnerAuthentication, error: &ownerError)
        return BiometricAvailability(
            BiometricProbe(
                canUseBiometrics: biometrics, isFaceID: context.biometryType == .faceID,
                biometricsErrorCode: Self.code(of: biometricError), canUseDeviceOwner: owner,
                deviceOwnerErrorCode: Self.code(of: ownerError)))
    }

    func evaluate(_ prompt: BiometricPrompt, completion: @escaping (BiometricOutcome) -> Void) {
        let context = LAContext()
        context.localizedCancelTitle = prompt.cancelTitle
        authenticatedContext = nil
        // The reply keeps the context alive until the prompt ends (a released context cancels it).
        // La respuesta mantiene vivo el contexto hasta que termina la solicitud (liberarlo la cancela).
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: prompt.reason) { success, error in
            let outcome = BiometricOutcome(success: success, errorCode: Self.code(of: error))
            DispatchQueue.main.async { [weak self] in
                self?.authenticatedContext = success ? context : nil
                completion(outcome)
            }
        }
    }

    /// The `LAError` code of `error`; nil for no error or another domain.
    /// El código `LAError` de `error`; nil si no hay error o es de otro dominio.
    private static func code(of error: Error?) -> Int? {
        guard let error = error as NSError?, error.domain == LAErrorDomain else { return nil }
        return error.code
    }
}
