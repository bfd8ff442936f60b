import AppCore
import Foundation
import TestSupport
import XCTest

/// The client against a real server on 127.0.0.1. / El cliente contra un servidor real en 127.0.0.1.
final class HTTPClientTests: XCTestCase {
    private struct Payload: Decodable, Equatable { let name: String }

    private func fetch(_ path: String, client: HTTPClient, server: LoopbackServer) -> Result<Data, HTTPError> {
        let done = expectation(description: "response")
        var outcome: Result<Data, HTTPError>?
        client.get(server.baseURL.appendingPathComponent(path)) {
            outcome = $0
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        return outcome!
    }

    func testSuccessReturnsBodyAndCountsOneRequest() throws {
        let server = try LoopbackServer { _ in .json(#"{"name":"ok"}"#) }
        let result = fetch("a", client: HTTPClient(), server: server)
        XCTAssertEqual(try result.get(), Data(#"{"name":"ok"}"#.utf8))
        XCTAssertEqual(server.receivedTargets, ["/a"])
    }

    func testStatusCodesBecomeDistinctErrors() throws {
        let server = try LoopbackServer { target in .json("{}", status: target == "/missing" ? 404 : 500) }
        XCTAssertEqual(fetch("missing", client: HTTPClient(), server: server), .failure(.status(404)))
        XCTAssertEqual(fetch("broken", client: HTTPClient(), server: server), .failure(.status(500)))
        XCTAssertEqual(HTTPError.status(404).messageKey, "http.error.notFound")
        XCTAssertEqual(HTTPError.status(500).messageKey, "http.error.server")
    }

    func testEmptyBodyIsAnError() throws {
        let server = try LoopbackServer { _ in .init(status: 200) }
        XCTAssertEqual(fetch("empty", client: HTTPClient(), server: server), .failure(.emptyBody))
    }

    func testSlowResponseTimesOutAfterTheTimeoutNotBefore() throws {
        // Whole seconds: Linux's URLSession rounds sub-second timeouts down.
        // Segundos enteros: URLSession en Linux redondea hacia abajo los tiempos menores a 1 s.
        let server = try LoopbackServer { _ in .json("{}", delay: 3) }
        let start = Date()
        XCTAssertEqual(fetch("slow", client: HTTPClient(timeout: 1), server: server), .failure(.timedOut))
        XCTAssertGreaterThan(Date().timeIntervalSince(start), 0.9)
    }

    func testStoppedServerMeansOffline() throws {
        let server = try LoopbackServer { _ in .json("{}") }
        server.stop()
        XCTAssertEqual(fetch("gone", client: HTTPClient(), server: server), .failure(.offline))
    }

    func testMalformedJSONIsReportedAsSuch() throws {
        let server = try LoopbackServer { _ in .json(#"{"name": "trunc"#) }
        let done = expectation(description: "decoded")
        var outcome: Result<Payload, HTTPError>?
        HTTPClient().getJSON(Payload.self, from: server.baseURL.appendingPathComponent("x")) {
            outcome = $0
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        guard case .failure(.malformedBody)? = outcome else {
            return XCTFail("expected malformedBody, got \(String(describing: outcome))")
        }
    }
}
