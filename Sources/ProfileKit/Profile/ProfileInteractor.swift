import AppCore

/// Reads and writes the profile through the store and asks the gate before editing.
/// Lee y escribe el perfil con el almacén y pide permiso a la puerta antes de editar.
public final class ProfileInteractor: ProfileInteracting {
    private let store: ProfileStoring
    private let accessGate: AccessGate

    public init(store: ProfileStoring, accessGate: AccessGate) {
        self.store = store
        self.accessGate = accessGate
    }

    public func loadProfile() -> ProfileRecord {
        store.load()
    }

    public func saveProfile(_ record: ProfileRecord) throws {
        try store.save(record)
    }

    public func requestEditAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        accessGate.requestAccess(reason: reason, completion: completion)
    }
}
