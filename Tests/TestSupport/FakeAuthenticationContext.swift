import AppCore

/// Stands for an evaluated `LAContext`: counts its invalidations.
/// Representa un `LAContext` evaluado: cuenta sus invalidaciones.
public final class FakeAuthenticationContext: AuthenticationContext {
    public private(set) var invalidations = 0

    public init() {}

    public func invalidate() { invalidations += 1 }
}
