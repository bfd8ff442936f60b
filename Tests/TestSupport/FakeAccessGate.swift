import AppCore

/// A gate that answers with a fixed decision and remembers the reason it was given (Profile and
/// Persistence tests). / Una puerta que responde con una decisión fija y recuerda el motivo recibido.
public final class FakeAccessGate: AccessGate {
    public var decision: AccessDecision
    public private(set) var reasons: [String] = []

    public init(_ decision: AccessDecision) { self.decision = decision }

    public func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
        reasons.append(reason)
        completion(decision)
    }
}
