import AppCore
import Foundation

/// A Keychain in memory that answers with the real Keychain's status codes (add of an existing
/// account → duplicate item; update, read or delete of a missing one → item not found). Tests
/// can also make the next call of an operation fail with any status.
/// Un Keychain en memoria que responde con los códigos del Keychain real (agregar una cuenta
/// existente → elemento duplicado; actualizar, leer o borrar una inexistente → no encontrado).
/// Las pruebas pueden hacer fallar la siguiente llamada de una operación con cualquier estado.
/// It also fails the n-th write (add or update) on request, to prove no save leaves a mix.
/// También hace fallar la n-ésima escritura (agregar o actualizar), para probar que ningún
/// guardado deja una mezcla.
public final class InMemoryKeychain: KeychainStoring {
    public enum Operation: Equatable, Hashable {
        case add
        case update
        case read
        case delete
        case contains
    }

    private var items: [String: Data] = [:]
    private var protections: [String: KeychainProtection] = [:]
    private var injectedFailures: [Operation: Int32] = [:]
    private var writes = 0
    private var failingWrite: (number: Int, status: Int32)?
    /// Every call in order, for tests. / Cada llamada en orden, para las pruebas.
    public private(set) var calls: [(Operation, String)] = []
    /// The context each read and update received (nil: none), in order.
    /// El contexto que recibió cada lectura y actualización (nil: ninguno), en orden.
    public private(set) var contexts: [(Operation, AuthenticationContext?)] = []

    public init(items: [String: Data] = [:]) {
        self.items = items
    }

    /// The next `operation` fails with `status` (one time). / La siguiente `operation` falla con `status`.
    public func failNext(_ operation: Operation, status: Int32) {
        injectedFailures[operation] = status
    }

    /// The `number`-th write from now (1 = the next add or update) fails with `status`.
    /// La escritura número `number` desde ahora (1 = la siguiente) falla con `status`.
    public func failWrite(number: Int, status: Int32) {
        writes = 0
        failingWrite = (number, status)
    }

    /// The protection an account was last written with. / La protección con que se escribió.
    public func protection(of account: String) -> KeychainProtection? { protections[account] }

    /// Stored accounts, sorted. / Cuentas guardadas, ordenadas.
    public var accounts: [String] { items.keys.sorted() }

    public func add(_ secret: Data, account: String, protection: KeychainProtection) throws {
        try begin(.add, account)
        guard items[account] == nil else { throw KeychainError.duplicateItem }
        items[account] = secret
        protections[account] = protection
    }

    public func update(
        _ secret: Data, account: String, protection: KeychainProtection, context: AuthenticationContext?
    ) throws {
        contexts.append((.update, context))
        try begin(.update, account)
        guard items[account] != nil else { throw KeychainError.itemNotFound }
        items[account] = secret
        protections[account] = protection
    }

    public func read(account: String, context: AuthenticationContext?) throws -> Data {
        contexts.append((.read, context))
        try begin(.read, account)
        guard let data = items[account] else { throw KeychainError.itemNotFound }
        return data
    }

    public func contains(account: String) throws -> Bool {
        try begin(.contains, account)
        return items[account] != nil
    }

    public func delete(account: String) throws {
        try begin(.delete, account)
        guard items.removeValue(forKey: account) != nil else { throw KeychainError.itemNotFound }
        protections[account] = nil
    }

    /// Records the call and throws an injected failure, if any. / Registra la llamada y lanza el fallo inyectado.
    private func begin(_ operation: Operation, _ account: String) throws {
        calls.append((operation, account))
        if operation == .add || operation == .update, let failing = failingWrite {
            writes += 1
            if writes == failing.number {
                failingWrite = nil
                try KeychainError.check(failing.status)
            }
        }
        if let status = injectedFailures.removeValue(forKey: operation) {
            try KeychainError.check(status)
        }
    }
}
