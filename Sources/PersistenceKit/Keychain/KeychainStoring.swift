import AppCore
import Foundation

/// The Keychain operations the app needs, on generic-password items identified by `account`.
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
    /// `SecItemUpdate` of the data and the protection, with `context` (the one just evaluated for
    /// this very operation, or nil: the system asks itself): fails with `.itemNotFound` when
    /// `account` does not exist. / `SecItemUpdate` del dato y la protección, con `context` (el recién
    /// evaluado para esta operación, o nil: el sistema pregunta): falla con `.itemNotFound` si no existe.
    func update(_ secret: Data, account: String, protection: KeychainProtection, context: AuthenticationContext?)
        throws
    /// `SecItemCopyMatching` with `context` (`kSecUseAuthenticationContext`, the one just evaluated
    /// for this read, or nil): fails with `.itemNotFound` when `account` does not exist,
    /// `.userCanceled` / `.authenticationFailed` when the system's own prompt is cancelled or fails.
    /// `SecItemCopyMatching` con `context` (el recién evaluado para esta lectura, o nil): falla con
    /// `.itemNotFound` si no existe, `.userCanceled` / `.authenticationFailed` si la solicitud del
    /// sistema se cancela o falla.
    func read(account: String, context: AuthenticationContext?) throws -> Data
    /// Whether `account` exists, from its attributes only: never shows a prompt, also for an item
    /// that requires user presence. / Si `account` existe, solo por sus atributos: nunca muestra una
    /// solicitud, tampoco para un elemento que exige presencia.
    func contains(account: String) throws -> Bool
    /// `SecItemDelete`: fails with `.itemNotFound` when `account` does not exist.
    /// `SecItemDelete`: falla con `.itemNotFound` si `account` no existe.
    func delete(account: String) throws
}

extension KeychainStoring {
    /// `update` without a context. / `update` sin contexto.
    public func update(_ secret: Data, account: String, protection: KeychainProtection) throws {
        try update(secret, account: account, protection: protection, context: nil)
    }

    /// `read` without a context. / `read` sin contexto.
    public func read(account: String) throws -> Data {
        try read(account: account, context: nil)
    }
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
