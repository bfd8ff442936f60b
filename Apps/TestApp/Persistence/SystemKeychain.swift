import AppCore
import Foundation
import LocalAuthentication
import PersistenceKit
import Security

/// The real Keychain (Security framework), a thin adapter: generic-password items of service = the
/// app's bundle id, with the `KeychainProtection` the package chose (user presence via
/// `SecAccessControlCreateWithFlags`, or "when unlocked"), read or updated with the `LAContext` the
/// gate just evaluated for that one call (`kSecUseAuthenticationContext`; the package's
/// `AccessAuthorization` hands it over once and invalidates it). It keeps no context. Every
/// `OSStatus` goes through `KeychainError.check`,
/// the same mapping the Linux tests exercise; add-or-update, the one-item format and the migration
/// live in the package's `CredentialsService`.
///
/// El Keychain real (framework Security), un adaptador mínimo: elementos de contraseña genérica con
/// servicio = bundle id, con la `KeychainProtection` que eligió el paquete, leídos o actualizados
/// con el `LAContext` que la puerta acaba de evaluar para esa llamada (no guarda ninguno). Cada `OSStatus` pasa por `KeychainError.check`; las
/// decisiones viven en `CredentialsService`.
final class SystemKeychain: KeychainStoring {
    private let service: String

    init(service: String = CredentialsService.keychainService(bundleIdentifier: Bundle.main.bundleIdentifier)) {
        self.service = service
    }

    func add(_ secret: Data, account: String, protection: KeychainProtection) throws {
        var attributes = itemQuery(account)
        attributes[kSecValueData as String] = secret
        try attributes.merge(Self.attributes(for: protection)) { _, new in new }
        try KeychainError.check(SecItemAdd(attributes as CFDictionary, nil))
    }

    func update(_ secret: Data, account: String, protection: KeychainProtection, context: AuthenticationContext?)
        throws
    {
        var changes = try Self.attributes(for: protection)
        changes[kSecValueData as String] = secret
        let query = authenticatedQuery(account, context: context)
        try KeychainError.check(SecItemUpdate(query as CFDictionary, changes as CFDictionary))
    }

    func read(account: String, context: AuthenticationContext?) throws -> Data {
        var query = authenticatedQuery(account, context: context)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        try KeychainError.check(SecItemCopyMatching(query as CFDictionary, &result))
        guard let data = result as? Data else { throw KeychainError.unreadableData }
        return data
    }

    /// Attributes only, with a context that may not show UI: a protected item answers
    /// errSecInteractionNotAllowed instead of a prompt (`KeychainError.existence(status:)`).
    /// Solo atributos, con un contexto que no puede mostrar nada: un elemento protegido responde
    /// errSecInteractionNotAllowed en vez de una solicitud.
    func contains(account: String) throws -> Bool {
        let silent = LAContext()
        silent.interactionNotAllowed = true
        var query = itemQuery(account)
        query[kSecReturnAttributes as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        query[kSecUseAuthenticationContext as String] = silent
        var result: CFTypeRef?
        return try KeychainError.existence(status: SecItemCopyMatching(query as CFDictionary, &result))
    }

    func delete(account: String) throws {
        try KeychainError.check(SecItemDelete(itemQuery(account) as CFDictionary))
    }

    /// The attributes that identify one item. / Los atributos que identifican un elemento.
    private func itemQuery(_ account: String) -> [String: Any] {
        [
            kSecClass as String: kSecClassGenericPassword,
            kSecAttrService as String: service,
            kSecAttrAccount as String: account,
        ]
    }

    /// The item query plus the context evaluated for this call, when there is one.
    /// La consulta del elemento más el contexto evaluado para esta llamada, si lo hay.
    private func authenticatedQuery(_ account: String, context: AuthenticationContext?) -> [String: Any] {
        var query = itemQuery(account)
        if let context = context as? LAContext {
            query[kSecUseAuthenticationContext as String] = context
        }
        return query
    }

    /// `kSecAttrAccessControl` (user presence) or `kSecAttrAccessible`, as the package decided.
    /// `kSecAttrAccessControl` (presencia) o `kSecAttrAccessible`, según decidió el paquete.
    private static func attributes(for protection: KeychainProtection) throws -> [String: Any] {
        let accessible: CFString
        switch protection.accessibility {
        case .whenPasscodeSetThisDeviceOnly: accessible = kSecAttrAccessibleWhenPasscodeSetThisDeviceOnly
        case .whenUnlockedThisDeviceOnly: accessible = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        }
        guard protection.requiresUserPresence else { return [kSecAttrAccessible as String: accessible] }
        var error: Unmanaged<CFError>?
        guard let access = SecAccessControlCreateWithFlags(nil, accessible, .userPresence, &error) else {
            let status = error.map { Int32(truncatingIfNeeded: CFErrorGetCode($0.takeRetainedValue())) }
            throw KeychainError.unexpectedStatus(status ?? KeychainStatus.param)
        }
        return [kSecAttrAccessControl as String: access]
    }
}
