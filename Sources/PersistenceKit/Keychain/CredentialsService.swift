import AppCore
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
/// One evaluation → one protected operation: an `AccessAuthorization` passed to `load` or `save`
/// is spent on the one call that needs it (the read of the item, the update of an existing item)
/// and discarded (invalidated) when the method returns, used or not. Call it off the main queue:
/// with user presence, the system may show its own prompt synchronously.
///
/// Guarda las credenciales como UN solo elemento de contraseña genérica (usuario y contraseña
/// juntos, JSON): un guardado reemplaza ambos o ninguno; agregar o actualizar, así guardar dos
/// veces nunca falla con "elemento duplicado". La protección sigue al dispositivo: presencia del
/// usuario con código, "desbloqueado" sin código. Los datos de versiones anteriores (dos
/// elementos) se pasan al elemento único en la primera lectura.
/// Una evaluación → una operación protegida: la `AccessAuthorization` que reciben `load` o `save`
/// se gasta en la única llamada que la necesita (leer el elemento, actualizar uno existente) y se
/// descarta (invalida) al volver, usada o no. Llamar fuera de la cola principal: con presencia, el
/// sistema puede mostrar su propia solicitud de forma síncrona.
public final class CredentialsService {
    /// The one item. / El elemento único.
    public static let account = "testapp.credentials"
    /// The user item of older versions. / El elemento del usuario de versiones anteriores.
    public static let legacyUserAccount = "testapp.credentials.user"
    /// The password item of older versions. / El elemento de la contraseña de versiones anteriores.
    public static let legacyPasswordAccount = "testapp.credentials.password"
    /// The Keychain service of every item: the app's bundle identifier (TestApp if it has none).
    /// El servicio del Keychain de cada elemento: el bundle id de la app (TestApp si no tiene).
    public static func keychainService(bundleIdentifier: String?) -> String {
        bundleIdentifier ?? "TestApp"
    }
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
    public func save(_ credentials: Credentials, authorization: AccessAuthorization? = nil) throws {
        defer { authorization?.discard() }
        let data = try JSONEncoder().encode(credentials)
        try upsert(data, account: Self.account, protection: protection, authorization: authorization)
        for legacy in [Self.legacyUserAccount, Self.legacyPasswordAccount] {
            try? deleteIfPresent(legacy)
        }
    }

    /// nil when nothing (or only half of an old pair) is stored; other Keychain failures are thrown.
    /// nil si no hay nada guardado (o solo la mitad de un par antiguo); los demás fallos se lanzan.
    public func load(authorization: AccessAuthorization? = nil) throws -> Credentials? {
        defer { authorization?.discard() }
        let stored = try authorized(authorization) { context in try data(account: Self.account, context: context) }
        if let data = stored {
            guard let credentials = try? JSONDecoder().decode(Credentials.self, from: data) else {
                throw KeychainError.unreadableData
            }
            return credentials
        }
        return try migrateLegacyPair()
    }

    /// Whether saving now would update an item the system protects with user presence (it exists
    /// and the device has a passcode), so the gate must be asked first, like for "Leer". Never
    /// shows a prompt. / Si guardar ahora actualizaría un elemento que el sistema protege con
    /// presencia (existe y hay código): primero se pregunta a la puerta, como para "Leer". Nunca
    /// muestra una solicitud.
    public func saveRequiresAuthorization() throws -> Bool {
        guard deviceHasPasscode() else { return false }
        return try keychain.contains(account: Self.account)
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

    /// Tries `add` (a new item needs no authentication); on `errSecDuplicateItem` updates the
    /// existing item instead, spending the authorization on that update.
    /// Intenta `add` (un elemento nuevo no pide autenticación); con `errSecDuplicateItem` actualiza
    /// el existente, gastando la autorización en esa actualización.
    func upsert(
        _ data: Data, account: String, protection: KeychainProtection, authorization: AccessAuthorization? = nil
    ) throws {
        do {
            try keychain.add(data, account: account, protection: protection)
        } catch KeychainError.duplicateItem {
            try authorized(authorization) { context in
                try keychain.update(data, account: account, protection: protection, context: context)
            }
        }
    }

    /// Runs `operation` with the authorization's context (spent), or with none.
    /// Ejecuta `operation` con el contexto de la autorización (gastado), o sin ninguno.
    private func authorized<T>(
        _ authorization: AccessAuthorization?, _ operation: (AuthenticationContext?) throws -> T
    ) throws -> T {
        guard let authorization = authorization else { return try operation(nil) }
        return try authorization.spend(operation)
    }

    private func deleteIfPresent(_ account: String) throws {
        do {
            try keychain.delete(account: account)
        } catch KeychainError.itemNotFound {
            return
        }
    }

    private func data(account: String, context: AuthenticationContext? = nil) throws -> Data? {
        do {
            return try keychain.read(account: account, context: context)
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
