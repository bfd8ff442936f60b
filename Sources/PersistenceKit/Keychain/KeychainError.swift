/// A failed Keychain call as a readable error. `init(status:)` is the single place that maps
/// `OSStatus` codes; both the Security-framework wrapper and the in-memory fake use it.
/// Una llamada fallida al Keychain como error legible. `init(status:)` es el único lugar que
/// traduce códigos `OSStatus`; lo usan el envoltorio de Security y el doble en memoria.
public enum KeychainError: Error, Equatable, CustomStringConvertible {
    /// errSecItemNotFound (-25300).
    case itemNotFound
    /// errSecDuplicateItem (-25299).
    case duplicateItem
    /// errSecAuthFailed (-25293): the system's authentication for the item failed (the gate's
    /// "denied"). / Falló la autenticación del sistema para el elemento (el "denegado" de la puerta).
    case authenticationFailed
    /// errSecUserCanceled (-128): the user cancelled the system's prompt (the gate's quiet
    /// "cancelled"). / El usuario canceló la solicitud del sistema (el "cancelado" silencioso).
    case userCanceled
    /// errSecInteractionNotAllowed (-25308): the device is locked. / El dispositivo está bloqueado.
    case interactionNotAllowed
    /// The stored bytes are not UTF-8 text. / Los bytes guardados no son texto UTF-8.
    case unreadableData
    /// Any other status. / Cualquier otro estado.
    case unexpectedStatus(Int32)

    /// nil for `errSecSuccess` (0). / nil para `errSecSuccess` (0).
    public init?(status: Int32) {
        switch status {
        case KeychainStatus.success: return nil
        case KeychainStatus.itemNotFound: self = .itemNotFound
        case KeychainStatus.duplicateItem: self = .duplicateItem
        case KeychainStatus.authFailed: self = .authenticationFailed
        case KeychainStatus.userCanceled: self = .userCanceled
        case KeychainStatus.interactionNotAllowed: self = .interactionNotAllowed
        case KeychainStatus.decode: self = .unreadableData
        default: self = .unexpectedStatus(status)
        }
    }

    /// Whether an attributes-only lookup that may not show UI found the item: success or "interaction
    /// not allowed" (a protected item) → true; not found → false; anything else is thrown.
    /// Si una búsqueda de atributos sin interfaz encontró el elemento: éxito o "interacción no
    /// permitida" (un elemento protegido) → true; no encontrado → false; lo demás se lanza.
    public static func existence(status: Int32) throws -> Bool {
        switch status {
        case KeychainStatus.success, KeychainStatus.interactionNotAllowed: return true
        case KeychainStatus.itemNotFound: return false
        default: throw KeychainError(status: status) ?? .unexpectedStatus(status)
        }
    }

    /// Throws the matching error unless `status` is success. / Lanza el error salvo si es éxito.
    public static func check(_ status: Int32) throws {
        if let error = KeychainError(status: status) { throw error }
    }

    /// The `OSStatus` this error stands for. / El `OSStatus` que representa este error.
    public var status: Int32 {
        switch self {
        case .itemNotFound: return KeychainStatus.itemNotFound
        case .duplicateItem: return KeychainStatus.duplicateItem
        case .authenticationFailed: return KeychainStatus.authFailed
        case .userCanceled: return KeychainStatus.userCanceled
        case .interactionNotAllowed: return KeychainStatus.interactionNotAllowed
        case .unreadableData: return KeychainStatus.decode
        case .unexpectedStatus(let status): return status
        }
    }

    /// Key of the user-facing message in `Localizable.strings`. / Clave del mensaje para el usuario.
    public var messageKey: String {
        switch self {
        case .itemNotFound: return "persistence.keychain.error.notFound"
        case .duplicateItem: return "persistence.keychain.error.duplicate"
        case .authenticationFailed: return "persistence.keychain.error.authFailed"
        case .userCanceled: return "persistence.keychain.error.cancelled"
        case .interactionNotAllowed: return "persistence.keychain.error.locked"
        case .unreadableData: return "persistence.keychain.error.unreadable"
        case .unexpectedStatus: return "persistence.keychain.error.unexpected"
        }
    }

    /// English text for logs and test failures (never contains the secret).
    /// Texto en inglés para registros y pruebas (nunca contiene el secreto).
    public var description: String {
        switch self {
        case .itemNotFound: return "Keychain item not found (errSecItemNotFound, -25300)"
        case .duplicateItem: return "Keychain item already exists (errSecDuplicateItem, -25299)"
        case .authenticationFailed: return "Keychain authentication failed (errSecAuthFailed, -25293)"
        case .userCanceled: return "Keychain authentication cancelled (errSecUserCanceled, -128)"
        case .interactionNotAllowed:
            return "Keychain not available while the device is locked (errSecInteractionNotAllowed, -25308)"
        case .unreadableData: return "Keychain item is not readable text (errSecDecode, -26275)"
        case .unexpectedStatus(let status): return "Unexpected Keychain status \(status)"
        }
    }
}
