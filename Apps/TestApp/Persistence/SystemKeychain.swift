import Foundation
import PersistenceKit
import Security

/// The real Keychain (Security framework): generic-password items of service = the app's bundle id,
/// readable only while the device is unlocked and never migrated to another device. Every
/// `OSStatus` goes through `KeychainError.check`, the same mapping the Linux tests exercise with
/// `InMemoryKeychain`; add-or-update lives in the package's `CredentialsService`.
/// El Keychain real (framework Security): elementos de contraseña genérica con servicio = bundle
/// id, legibles solo con el dispositivo desbloqueado y sin migrar a otro dispositivo. Cada
/// `OSStatus` pasa por `KeychainError.check`, la misma traducción que prueban los tests en Linux.
final class SystemKeychain: KeychainStoring {
    private let service: String

    init(service: String = Bundle.main.bundleIdentifier ?? "TestApp") {
        self.service = service
    }

    func add(_ secret: Data, account: String) throws {
        var attributes = itemQuery(account)
        attributes[kSecValueData as String] = secret
        attributes[kSecAttrAccessible as String] = kSecAttrAccessibleWhenUnlockedThisDeviceOnly
        try KeychainError.check(SecItemAdd(attributes as CFDictionary, nil))
    }

    func update(_ secret: Data, account: String) throws {
        let changes: [String: Any] = [
            kSecValueData as String: secret,
            kSecAttrAccessible as String: kSecAttrAccessibleWhenUnlockedThisDeviceOnly,
        ]
        try KeychainError.check(SecItemUpdate(itemQuery(account) as CFDictionary, changes as CFDictionary))
    }

    func read(account: String) throws -> Data {
        var query = itemQuery(account)
        query[kSecReturnData as String] = true
        query[kSecMatchLimit as String] = kSecMatchLimitOne
        var result: CFTypeRef?
        try KeychainError.check(SecItemCopyMatching(query as CFDictionary, &result))
        guard let data = result as? Data else { throw KeychainError.unreadableData }
        return data
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
}
