import Dispatch
import Foundation
import TestSupport
import Testing

@testable import AppCore

/// Every class of status code, redirect loops and empty bodies, against a real server on 127.0.0.1.
/// Cada clase de código de estado, los bucles de redirección y los cuerpos vacíos, contra un servidor real.
@Suite("HTTPClient status classes")
struct HTTPClientStatusTests {
    /// One GET, waited for on this thread (the completion runs on the session's queue).
    /// Un GET, esperado en este hilo (el completion corre en la cola de la sesión).
    static func fetch(_ url: URL, client: HTTPClient = HTTPClient(timeout: 5)) -> Result<Data, HTTPError> {
        let done = DispatchSemaphore(value: 0)
        var outcome: Result<Data, HTTPError> = .failure(.transport("no answer"))
        client.get(url) {
            outcome = $0
            done.signal()
        }
        _ = done.wait(timeout: .now() + 20)
        return outcome
    }

    @Test("5xx is a server error: the service is not answering", arguments: [500, 502, 503, 504])
    func serverErrors(status: Int) throws {
        let server = try LoopbackServer { _ in .json(#"{"error":"down"}"#, status: status) }
        let result = Self.fetch(server.baseURL.appendingPathComponent("x"))
        #expect(result == .failure(.status(status)))
        #expect(HTTPError.status(status).messageKey == "http.error.server")
        #expect(HTTPError.status(status).kind == .serviceNotAnswering)
    }

    @Test("404 is not found") func notFound() throws {
        let server = try LoopbackServer { _ in .json("{}", status: 404) }
        #expect(Self.fetch(server.baseURL.appendingPathComponent("x")) == .failure(.status(404)))
        #expect(HTTPError.status(404).messageKey == "http.error.notFound")
    }

    @Test("Other 4xx are the generic status error", arguments: [400, 401, 403, 410, 418, 429])
    func otherClientErrors(status: Int) throws {
        let server = try LoopbackServer { _ in .json("{}", status: status) }
        #expect(Self.fetch(server.baseURL.appendingPathComponent("x")) == .failure(.status(status)))
        #expect(HTTPError.status(status).messageKey == "http.error.status")
        #expect(HTTPError.status(status).kind == .other)
    }

    /// A redirect that points at itself ends (URLSession's redirect limit), as `.tooManyRedirects`,
    /// after a bounded number of requests. / Una redirección a sí misma termina tras pocas peticiones.
    @Test("A redirect loop ends") func redirectLoop() throws {
        var selfURL: URL?
        let server = try LoopbackServer { _ in .redirect(to: selfURL!) }
        selfURL = server.baseURL.appendingPathComponent("loop")
        let result = Self.fetch(server.baseURL.appendingPathComponent("loop"))
        #expect(result == .failure(.tooManyRedirects))
        #expect(server.requestCount > 1)
        #expect(server.requestCount <= 21, "a bounded number of hops")
    }

    @Test("A 3xx without Location is a status error") func redirectWithoutLocation() throws {
        let server = try LoopbackServer { _ in .json("{}", status: 300) }
        #expect(Self.fetch(server.baseURL.appendingPathComponent("x")) == .failure(.status(300)))
        #expect(HTTPError.status(300).messageKey == "http.error.status")
    }

    @Test("204 and an empty 200 are empty bodies", arguments: [200, 204])
    func emptyBodies(status: Int) throws {
        let server = try LoopbackServer { _ in .init(status: status) }
        #expect(Self.fetch(server.baseURL.appendingPathComponent("x")) == .failure(.emptyBody))
    }
}
