import AppCore

/// Reads the profile through the store and asks the gate before editing.
/// Lee el perfil con el almacén y pide permiso a la puerta antes de editar.
public final class ProfileInteractor: ProfileInteracting {
    private let store: ProfileStoring
    private let accessGate: AccessGate

    public init(store: ProfileStoring, accessGate: AccessGate) {
        self.store = store
        self.accessGate = accessGate
    }

    public func loadProfile() -> ProfileLoadResult {
        store.load()
    }

    public func requestEditAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        accessGate.requestAccess(reason: reason, completion: completion)
    }

    public func startOver() throws {
        try store.startOver()
    }
}
