import AppCore
import AppServicesKit
import Foundation
import LocalAuthentication

/// `LAContext.invalidate()` is what `AccessAuthorization` calls once the one protected operation ran.
/// `AccessAuthorization` llama a `LAContext.invalidate()` cuando la única operación protegida terminó.
extension LAContext: AuthenticationContext {}

/// LocalAuthentication behind AppServicesKit's `BiometricEvaluating`: it asks `canEvaluatePolicy`
/// and runs `.deviceOwnerAuthentication` (Face ID / Touch ID with the passcode as fallback),
/// handing the raw answers to the package (`BiometricProbe`, `BiometricOutcome(success:errorCode:)`),
/// where every rule lives. It keeps no context: each evaluation's `LAContext` goes back with its
/// outcome as a one-shot `AccessAuthorization` (the gate hands it to the one Keychain operation
/// that needs it, which invalidates it), so an old authentication never unlocks a later read.
///
/// LocalAuthentication detrás de `BiometricEvaluating`: consulta `canEvaluatePolicy` y ejecuta
/// `.deviceOwnerAuthentication`, entregando las respuestas crudas al paquete, donde viven todas
/// las reglas. No guarda contexto: el `LAContext` de cada evaluación vuelve con su resultado como
/// `AccessAuthorization` de un solo uso (la puerta lo entrega a la única operación del Keychain que
/// lo necesita, que lo invalida), así una autenticación vieja nunca desbloquea una lectura posterior.
final class LocalAuthenticationEvaluator: BiometricEvaluating {
    /// Evaluations whose prompt may be on screen (main thread). The prompt resigns the app active,
    /// and `PrivacyCover` must not cover the screen the user is unlocking.
    /// Evaluaciones cuya solicitud puede estar en pantalla (hilo principal). La solicitud deja la app
    /// inactiva y `PrivacyCover` no debe tapar la pantalla que el usuario desbloquea.
    private var promptsInFlight = 0

    /// True from `evaluate` until its answer is back. / Verdadero desde `evaluate` hasta su respuesta.
    var isPrompting: Bool { promptsInFlight > 0 }

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

    func evaluate(
        _ prompt: BiometricPrompt, completion: @escaping (BiometricOutcome, AccessAuthorization?) -> Void
    ) {
        let context = LAContext()
        context.localizedCancelTitle = prompt.cancelTitle
        promptsInFlight += 1
        // The reply keeps the context alive until the prompt ends (a released context cancels it).
        // La respuesta mantiene vivo el contexto hasta que termina la solicitud (liberarlo la cancela).
        context.evaluatePolicy(.deviceOwnerAuthentication, localizedReason: prompt.reason) { success, error in
            let outcome = BiometricOutcome(success: success, errorCode: Self.code(of: error))
            let authorization = AccessAuthorization.after(success: success, context: context)
            DispatchQueue.main.async {
                self.promptsInFlight -= 1
                completion(outcome, authorization)
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
