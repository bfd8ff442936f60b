import Foundation

/// A user name and its password. / Un nombre de usuario y su contraseña.
public struct Credentials: Equatable {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

/// Stores the credentials as two generic-password items with add-or-update semantics: saving
/// twice never fails with a duplicate-item error.
/// Guarda las credenciales como dos elementos de contraseña genérica con semántica de agregar o
/// actualizar: guardar dos veces nunca falla con "elemento duplicado".
public final class CredentialsService {
    public static let userAccount = "testapp.credentials.user"
    public static let passwordAccount = "testapp.credentials.password"

    private let keychain: KeychainStoring

    public init(keychain: KeychainStoring) {
        self.keychain = keychain
    }

    public func save(_ credentials: Credentials) throws {
        try upsert(credentials.user, account: Self.userAccount)
        try upsert(credentials.password, account: Self.passwordAccount)
    }

    /// nil when nothing (or only half) is stored; other Keychain failures are thrown.
    /// nil si no hay nada guardado (o solo la mitad); los demás fallos del Keychain se lanzan.
    public func load() throws -> Credentials? {
        guard let user = try text(account: Self.userAccount),
            let password = try text(account: Self.passwordAccount)
        else { return nil }
        return Credentials(user: user, password: password)
    }

    /// Removes both items; missing ones are fine. / Borra ambos elementos; si faltan, no pasa nada.
    public func removeAll() throws {
        for account in [Self.userAccount, Self.passwordAccount] {
            do {
                try keychain.delete(account: account)
            } catch KeychainError.itemNotFound {
                continue
            }
        }
    }

    // MARK: - Add or update / Agregar o actualizar

    /// Tries `add`; on `errSecDuplicateItem` updates the existing item instead.
    /// Intenta `add`; con `errSecDuplicateItem` actualiza el elemento existente.
    func upsert(_ value: String, account: String) throws {
        let data = Data(value.utf8)
        do {
            try keychain.add(data, account: account)
        } catch KeychainError.duplicateItem {
            try keychain.update(data, account: account)
        }
    }

    private func text(account: String) throws -> String? {
        do {
            let data = try keychain.read(account: account)
            guard let text = String(data: data, encoding: .utf8) else { throw KeychainError.unreadableData }
            return text
        } catch KeychainError.itemNotFound {
            return nil
        }
    }
}
