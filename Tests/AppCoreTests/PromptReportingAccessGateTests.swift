import AppCore
import Testing

/// The gate Perfil and Persistencia ask: it tells the privacy cover that a prompt ended, once per
/// request, before the screen hears the answer.
/// La puerta a la que preguntan Perfil y Persistencia: avisa a la tapa de privacidad que una
/// solicitud terminó, una vez por petición, antes de que la pantalla reciba la respuesta.
@Suite struct PromptReportingAccessGateTests {
    /// Holds each request's completion until the test answers it (the prompt is "up" meanwhile).
    /// Guarda la respuesta de cada petición hasta que la prueba contesta (la solicitud "está arriba").
    private final class HeldGate: AccessGate {
        var pendingAccess: [(AccessDecision) -> Void] = []
        var pendingAuthorization: [(AccessDecision, AccessAuthorization?) -> Void] = []

        func requestAccess(reason: String, completion: @escaping (AccessDecision) -> Void) {
            pendingAccess.append(completion)
        }

        func requestAuthorization(
            reason: String, completion: @escaping (AccessDecision, AccessAuthorization?) -> Void
        ) {
            pendingAuthorization.append(completion)
        }
    }

    private final class Log {
        var entries: [String] = []
    }

    @Test func theEndOfARequestAccessIsReportedOnceBeforeTheAnswer() {
        let held = HeldGate()
        let log = Log()
        let gate = PromptReportingAccessGate(held) { log.entries.append("prompt ended") }
        gate.requestAccess(reason: "Editar") { log.entries.append("answer \($0)") }
        #expect(log.entries.isEmpty, "the prompt is still up")

        held.pendingAccess.first?(.cancelled)
        #expect(log.entries == ["prompt ended", "answer cancelled"])
    }

    @Test func theEndOfARequestAuthorizationIsReportedOnceBeforeTheAnswer() {
        let held = HeldGate()
        let log = Log()
        let gate = PromptReportingAccessGate(held) { log.entries.append("prompt ended") }
        gate.requestAuthorization(reason: "Leer") { decision, _ in log.entries.append("answer \(decision)") }
        #expect(log.entries.isEmpty, "the prompt is still up")

        held.pendingAuthorization.first?(.granted, nil)
        #expect(log.entries == ["prompt ended", "answer granted"])
        #expect(held.pendingAccess.isEmpty, "the authorization is asked as such, never as plain access")
    }
}
