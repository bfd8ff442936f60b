/// The codes of LocalAuthentication's `LAError`, with the same raw values as `LAError.Code`
/// (`LAPublicDefines.h`), so the app maps an `LAError` with `AuthenticationErrorCode(rawValue:)`
/// and every decision about them is tested on Linux.
///
/// Los códigos de `LAError` de LocalAuthentication, con los mismos valores que `LAError.Code`,
/// para que la app traduzca un `LAError` con `AuthenticationErrorCode(rawValue:)` y cada decisión
/// sobre ellos se pruebe en Linux.
public enum AuthenticationErrorCode: Int, CaseIterable, Equatable {
    case authenticationFailed = -1
    case userCancel = -2
    case userFallback = -3
    case systemCancel = -4
    case passcodeNotSet = -5
    /// Also `touchIDNotAvailable`. / También `touchIDNotAvailable`.
    case biometryNotAvailable = -6
    /// Also `touchIDNotEnrolled`. / También `touchIDNotEnrolled`.
    case biometryNotEnrolled = -7
    /// Also `touchIDLockout`. / También `touchIDLockout`.
    case biometryLockout = -8
    case appCancel = -9
    case invalidContext = -10
    case watchNotAvailable = -11
    case biometryNotPaired = -12
    case biometryDisconnected = -13
    case invalidDimensions = -14
    case notInteractive = -1004
}

extension BiometricOutcome {
    /// How an evaluation ended, from `evaluatePolicy`'s success flag and its error's code (`nil`
    /// when there is no error or it is not an `LAError`). Unknown or missing codes mean "not
    /// available", which after a prompt is a denial (`BiometricPolicy.verdict`), never a pass.
    ///
    /// Cómo terminó una evaluación, a partir del indicador de éxito de `evaluatePolicy` y del código
    /// de su error (`nil` si no hay error o no es un `LAError`). Los desconocidos o ausentes: "no
    /// disponible", que tras una solicitud es una negación, nunca un paso libre.
    public init(success: Bool, errorCode: Int?) {
        if success {
            self = .success
            return
        }
        switch errorCode.flatMap(AuthenticationErrorCode.init(rawValue:)) {
        case .userCancel?: self = .userCancel
        case .systemCancel?, .appCancel?: self = .systemCancel
        case .userFallback?: self = .userFallback
        case .authenticationFailed?: self = .failed
        case .biometryLockout?: self = .lockout
        case .biometryNotEnrolled?: self = .notEnrolled
        case .passcodeNotSet?: self = .passcodeNotSet
        default: self = .notAvailable
        }
    }
}

/// What `LAContext.canEvaluatePolicy` answered for the two policies, as plain values.
/// Lo que respondió `LAContext.canEvaluatePolicy` para las dos políticas, como valores simples.
public struct BiometricProbe: Equatable {
    /// `canEvaluatePolicy(.deviceOwnerAuthenticationWithBiometrics)`.
    public var canUseBiometrics: Bool
    /// `biometryType == .faceID` (read after the biometric probe). / `biometryType == .faceID`.
    public var isFaceID: Bool
    /// Code of the biometric probe's error, if any. / Código del error de la prueba biométrica.
    public var biometricsErrorCode: Int?
    /// `canEvaluatePolicy(.deviceOwnerAuthentication)` (biometrics or passcode).
    public var canUseDeviceOwner: Bool
    /// Code of the device-owner probe's error, if any. / Código del error de la prueba del dueño.
    public var deviceOwnerErrorCode: Int?

    public init(
        canUseBiometrics: Bool, isFaceID: Bool, biometricsErrorCode: Int?, canUseDeviceOwner: Bool,
        deviceOwnerErrorCode: Int?
    ) {
        self.canUseBiometrics = canUseBiometrics
        self.isFaceID = isFaceID
        self.biometricsErrorCode = biometricsErrorCode
        self.canUseDeviceOwner = canUseDeviceOwner
        self.deviceOwnerErrorCode = deviceOwnerErrorCode
    }
}

extension BiometricAvailability {
    /// The availability a probe describes: ready biometrics name themselves; otherwise the device
    /// owner policy decides (no passcode, no biometrics and no passcode, any other failure
    /// indeterminate, or passcode with biometrics not enrolled, locked out or absent).
    ///
    /// La disponibilidad que describe una prueba: la biometría lista se nombra; si no, decide la
    /// política del dueño (sin código, ni biometría ni código, cualquier otro fallo indeterminado,
    /// o código con biometría sin registrar, bloqueada o ausente).
    public init(_ probe: BiometricProbe) {
        if probe.canUseBiometrics {
            self = probe.isFaceID ? .faceID : .touchID
            return
        }
        guard probe.canUseDeviceOwner else {
            switch probe.deviceOwnerErrorCode.flatMap(AuthenticationErrorCode.init(rawValue:)) {
            case .passcodeNotSet?: self = .passcodeNotSet
            case .biometryNotAvailable?: self = .unavailable
            default: self = .indeterminate
            }
            return
        }
        switch probe.biometricsErrorCode.flatMap(AuthenticationErrorCode.init(rawValue:)) {
        case .biometryNotEnrolled?: self = .notEnrolled
        case .biometryLockout?: self = .lockedOut
        default: self = .none
        }
    }

    /// Whether the device has a passcode, so Keychain items can require user presence; an
    /// indeterminate probe counts as yes (the stronger protection, never a silent weaker one).
    /// Si el dispositivo tiene código, así los elementos del Keychain pueden exigir presencia; una
    /// prueba indeterminada cuenta como sí (la protección más fuerte, nunca una más débil en silencio).
    public var hasDevicePasscode: Bool {
        switch self {
        case .faceID, .touchID, .notEnrolled, .lockedOut, .none, .indeterminate: return true
        case .passcodeNotSet, .unavailable: return false
        }
    }
}
