import Foundation

/// The four Keychain operations the app needs, on generic-password items identified by `account`.
/// Implementations report failures as `KeychainError(status:)` so that the real Keychain
/// (`SystemKeychain` in the app, Security framework) and `InMemoryKeychain` (Linux tests) fail in
/// exactly the same way.
/// Las cuatro operaciones del Keychain que usa la app, sobre elementos de contraseña genérica
/// identificados por `account`. Los fallos se informan como `KeychainError(status:)` para que el
/// Keychain real y `InMemoryKeychain` fallen exactamente igual.
public protocol KeychainStoring: AnyObject {
    /// `SecItemAdd` with `protection`: fails with `.duplicateItem` when `account` already exists.
    /// `SecItemAdd` con `protection`: falla con `.duplicateItem` si `account` ya existe.
    func add(_ secret: Data, account: String, protection: KeychainProtection) throws
    /// `SecItemUpdate` of the data and the protection: fails with `.itemNotFound` when `account`
    /// does not exist. / `SecItemUpdate` del dato y la protección: falla con `.itemNotFound` si no existe.
    func update(_ secret: Data, account: String, protection: KeychainProtection) throws
    /// `SecItemCopyMatching` (with the just-authenticated context, if any): fails with
    /// `.itemNotFound` when `account` does not exist, `.userCanceled` / `.authenticationFailed`
    /// when the system's own prompt is cancelled or fails.
    /// `SecItemCopyMatching` (con el contexto recién autenticado, si hay): falla con
    /// `.itemNotFound` si no existe, `.userCanceled` / `.authenticationFailed` si la solicitud del
    /// sistema se cancela o falla.
    func read(account: String) throws -> Data
    /// `SecItemDelete`: fails with `.itemNotFound` when `account` does not exist.
    /// `SecItemDelete`: falla con `.itemNotFound` si `account` no existe.
    func delete(account: String) throws
}

/// The `OSStatus` values of Security.framework the app distinguishes (same numbers as
/// `errSec…` in `SecBase.h`, spelled out so Linux code can use them).
/// Los valores `OSStatus` de Security.framework que la app distingue (los mismos números que
/// `errSec…` de `SecBase.h`, escritos aquí para usarlos en Linux).
public enum KeychainStatus {
    public static let success: Int32 = 0
    public static let itemNotFound: Int32 = -25_300
    public static let duplicateItem: Int32 = -25_299
    public static let authFailed: Int32 = -25_293
    public static let userCanceled: Int32 = -128
    public static let interactionNotAllowed: Int32 = -25_308
    public static let decode: Int32 = -26_275
    public static let param: Int32 = -50
}
