import Foundation

/// A user name and its password. / Un nombre de usuario y su contraseña.
public struct Credentials: Equatable, Codable {
    public let user: String
    public let password: String

    public init(user: String, password: String) {
        self.user = user
        self.password = password
    }
}

/// Stores the credentials as ONE generic-password item (user and password together, JSON), so a
/// save either replaces both or neither; add-or-update semantics, so saving twice never fails with
/// a duplicate-item error. The item's protection follows the device: user presence with a
/// passcode, "when unlocked" without (`KeychainProtection`). Data of older versions (two items,
/// one for the user and one for the password) is moved into the one item on the first read.
///
/// Guarda las credenciales como UN solo elemento de contraseña genérica (usuario y contraseña
/// juntos, JSON): un guardado reemplaza ambos o ninguno; agregar o actualizar, así guardar dos
/// veces nunca falla con "elemento duplicado". La protección sigue al dispositivo: presencia del
/// usuario con código, "desbloqueado" sin código. Los datos de versiones anteriores (dos
/// elementos) se pasan al elemento único en la primera lectura.
public final class CredentialsService {
    /// The one item. / El elemento único.
    public static let account = "testapp.credentials"
    /// The user item of older versions. / El elemento del usuario de versiones anteriores.
    public static let legacyUserAccount = "testapp.credentials.user"
    /// The password item of older versions. / El elemento de la contraseña de versiones anteriores.
    public static let legacyPasswordAccount = "testapp.credentials.password"
    /// Every account this service may have written, for `removeAll`. / Cada cuenta posible.
    public static let allAccounts = [account, legacyUserAccount, legacyPasswordAccount]

    private let keychain: KeychainStoring
    private let deviceHasPasscode: () -> Bool

    /// `deviceHasPasscode` is asked at each save (the user may set or remove a passcode at any time).
    /// `deviceHasPasscode` se consulta en cada guardado (el usuario puede poner o quitar el código).
    public init(keychain: KeychainStoring, deviceHasPasscode: @escaping () -> Bool) {
        self.keychain = keychain
        self.deviceHasPasscode = deviceHasPasscode
    }

    /// The protection a save uses right now. / La protección que usa un guardado ahora.
    public var protection: KeychainProtection { .forDevice(hasPasscode: deviceHasPasscode()) }

    /// One write of the one item, then the leftovers of older versions are cleared (best effort:
    /// the one item always wins on read). / Una escritura del elemento único; luego se limpian los
    /// restos de versiones anteriores (sin exigirlo: al leer siempre gana el elemento único).
    public func save(_ credentials: Credentials) throws {
        let data = try JSONEncoder().encode(credentials)
        try upsert(data, account: Self.account, protection: protection)
        for legacy in [Self.legacyUserAccount, Self.legacyPasswordAccount] {
            try? deleteIfPresent(legacy)
        }
    }

    /// nil when nothing (or only half of an old pair) is stored; other Keychain failures are thrown.
    /// nil si no hay nada guardado (o solo la mitad de un par antiguo); los demás fallos se lanzan.
    public func load() throws -> Credentials? {
        if let data = try data(account: Self.account) {
            guard let credentials = try? JSONDecoder().decode(Credentials.self, from: data) else {
                throw KeychainError.unreadableData
            }
            return credentials
        }
        return try migrateLegacyPair()
    }

    /// Removes every item, also when some are missing; the first other failure is thrown after
    /// trying them all. / Borra todos los elementos, aunque falte alguno; el primer otro fallo se
    /// lanza después de intentarlos todos.
    public func removeAll() throws {
        var firstFailure: Error?
        for account in Self.allAccounts {
            do {
                try deleteIfPresent(account)
            } catch {
                firstFailure = firstFailure ?? error
            }
        }
        if let failure = firstFailure { throw failure }
    }

    // MARK: - Migration / Migración

    /// Reads the two items of older versions; when both exist they become the one item and are
    /// then deleted. If that write fails the old pair stays (nothing is lost) and the next read
    /// tries again. / Lee los dos elementos antiguos; si existen ambos pasan al elemento único y
    /// luego se borran. Si esa escritura falla, el par queda (nada se pierde) y se reintenta.
    private func migrateLegacyPair() throws -> Credentials? {
        guard let user = try text(account: Self.legacyUserAccount),
            let password = try text(account: Self.legacyPasswordAccount)
        else { return nil }
        let credentials = Credentials(user: user, password: password)
        try? save(credentials)
        return credentials
    }

    // MARK: - Add or update / Agregar o actualizar

    /// Tries `add`; on `errSecDuplicateItem` updates the existing item instead.
    /// Intenta `add`; con `errSecDuplicateItem` actualiza el elemento existente.
    func upsert(_ data: Data, account: String, protection: KeychainProtection) throws {
        do {
            try keychain.add(data, account: account, protection: protection)
        } catch KeychainError.duplicateItem {
            try keychain.update(data, account: account, protection: protection)
        }
    }

    private func deleteIfPresent(_ account: String) throws {
        do {
            try keychain.delete(account: account)
        } catch KeychainError.itemNotFound {
            return
        }
    }

    private func data(account: String) throws -> Data? {
        do {
            return try keychain.read(account: account)
        } catch KeychainError.itemNotFound {
            return nil
        }
    }

    private func text(account: String) throws -> String? {
        guard let data = try data(account: account) else { return nil }
        guard let text = String(data: data, encoding: .utf8) else { throw KeychainError.unreadableData }
        return text
    }
}
