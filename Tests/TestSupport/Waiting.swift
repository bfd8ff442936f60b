import Foundation

/// Runs the main run loop until `condition` holds (true) or `timeout` passes (false): for signals
/// only the server can see, such as a closed connection.
/// Atiende el run loop principal hasta que `condition` se cumple (true) o pasa `timeout` (false).
public func waitUntil(timeout: TimeInterval = 10, _ condition: () -> Bool) -> Bool {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while !condition() {
        guard Date() < deadline else { return false }
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.01))
    }
    return true
}
