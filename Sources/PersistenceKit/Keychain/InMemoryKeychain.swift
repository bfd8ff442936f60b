import Foundation

/// A Keychain in memory that answers with the real Keychain's status codes (add of an existing
/// account → duplicate item; update, read or delete of a missing one → item not found). Tests
/// can also make the next call of an operation fail with any status.
/// Un Keychain en memoria que responde con los códigos del Keychain real (agregar una cuenta
/// existente → elemento duplicado; actualizar, leer o borrar una inexistente → no encontrado).
/// Las pruebas pueden hacer fallar la siguiente llamada de una operación con cualquier estado.
public final class InMemoryKeychain: KeychainStoring {
    public enum Operation: Equatable, Hashable {
        case add
        case update
        case read
        case delete
    }

    private var items: [String: Data] = [:]
    private var injectedFailures: [Operation: Int32] = [:]
    /// Every call in order, for tests. / Cada llamada en orden, para las pruebas.
    public private(set) var calls: [(Operation, String)] = []

    public init(items: [String: Data] = [:]) {
        self.items = items
    }

    /// The next `operation` fails with `status` (one time). / La siguiente `operation` falla con `status`.
    public func failNext(_ operation: Operation, status: Int32) {
        injectedFailures[operation] = status
    }

    /// Stored accounts, sorted. / Cuentas guardadas, ordenadas.
    public var accounts: [String] { items.keys.sorted() }

    public func add(_ secret: Data, account: String) throws {
        try begin(.add, account)
        guard items[account] == nil else { throw KeychainError.duplicateItem }
        items[account] = secret
    }

    public func update(_ secret: Data, account: String) throws {
        try begin(.update, account)
        guard items[account] != nil else { throw KeychainError.itemNotFound }
        items[account] = secret
    }

    public func read(account: String) throws -> Data {
        try begin(.read, account)
        guard let data = items[account] else { throw KeychainError.itemNotFound }
        return data
    }

    public func delete(account: String) throws {
        try begin(.delete, account)
        guard items.removeValue(forKey: account) != nil else { throw KeychainError.itemNotFound }
    }

    /// Records the call and throws an injected failure, if any. / Registra la llamada y lanza el fallo inyectado.
    private func begin(_ operation: Operation, _ account: String) throws {
        calls.append((operation, account))
        if let status = injectedFailures.removeValue(forKey: operation) {
            try KeychainError.check(status)
        }
    }
}
