import AppCore
import Foundation
import TestSupport
import XCTest

/// The client against a real server on 127.0.0.1. / El cliente contra un servidor real en 127.0.0.1.
final class HTTPClientTests: XCTestCase {
    private struct Payload: Decodable, Equatable { let name: String }

    private func fetch(_ path: String, client: HTTPClient, server: LoopbackServer) -> Result<Data, HTTPError> {
        fetch(server.baseURL.appendingPathComponent(path), client: client)
    }

    private func fetch(_ url: URL, client: HTTPClient) -> Result<Data, HTTPError> {
        let done = expectation(description: "response")
        var outcome: Result<Data, HTTPError> = .failure(.transport("no answer"))
        client.get(url) {
            outcome = $0
            done.fulfill()
        }
        wait(for: [done], timeout: 20)
        return outcome
    }

    func testSuccessReturnsBodyAndCountsOneRequest() throws {
        let server = try LoopbackServer { _ in .json(#"{"name":"ok"}"#) }
        let result = fetch("a", client: HTTPClient(), server: server)
        XCTAssertEqual(try result.get(), Data(#"{"name":"ok"}"#.utf8))
        XCTAssertEqual(server.receivedTargets, ["/a"])
    }

    func testStatusCodesBecomeDistinctErrorsWithTheirKeys() throws {
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

    func testSlowResponseTimesOut() throws {
        // Whole seconds: Linux's URLSession rounds sub-second timeouts down.
        // Segundos enteros: URLSession en Linux redondea hacia abajo los tiempos menores a 1 s.
        let server = try LoopbackServer { _ in .json("{}", delay: 30) }
        XCTAssertEqual(fetch("slow", client: HTTPClient(timeout: 1), server: server), .failure(.timedOut))
    }

    /// A refused connection is the service not answering (the phone is online), not "no connection".
    /// Una conexión rechazada es el servicio que no responde (el teléfono tiene red), no "sin conexión".
    func testRefusedConnectionMeansTheServiceIsNotAnswering() throws {
        let closed = try ClosedPort()
        let result = fetch(closed.baseURL.appendingPathComponent("gone"), client: HTTPClient())
        XCTAssertEqual(result, .failure(.unreachable))
        XCTAssertEqual(result.failure?.kind, .serviceNotAnswering)
    }

    func testStoppedServerRefusesAndHasNoConnectionLeft() throws {
        let server = try LoopbackServer { _ in .json("{}", delay: 30) }
        let done = expectation(description: "hung request ends")
        var outcome: Result<Data, HTTPError>?
        HTTPClient().get(server.baseURL.appendingPathComponent("hang")) {
            outcome = $0
            done.fulfill()
        }
        XCTAssertTrue(waitUntil { server.requestCount == 1 }, "the request reached the server")
        server.stop()
        wait(for: [done], timeout: 10)
        XCTAssertThrowsError(try outcome?.get(), "a hung-up request fails")
        XCTAssertEqual(server.requestCount, 1)
        XCTAssertTrue(waitUntil { server.openConnections == 0 }, "every connection was hung up")
    }

    func testSlowDripEndsAtTheTotalTimeLimit() throws {
        // One byte every 0.2 s never trips the 1 s idle timeout; the 1 s total limit ends it. The drip
        // is the clock: by 1 s 5 bytes are out, so at most 8 bounds the end from above (a limit
        // enforced 0.8 s late or more lets 9 or more out) without timing anything; a busy machine only
        // slows the drip, which keeps the count lower.
        // Un byte cada 0.2 s nunca agota el tiempo sin datos; el límite total de 1 s la termina. El
        // goteo es el reloj: a 1 s salieron 5 bytes, así que 8 como máximo acota el final por arriba
        // (un límite aplicado 0.8 s tarde o más deja salir 9 o más) sin medir tiempos.
        let server = try LoopbackServer { _ in .drip(Data(repeating: UInt8(ascii: " "), count: 500), every: 0.2) }
        let client = HTTPClient(timeout: 1, resourceTimeout: 1)
        XCTAssertEqual(fetch("drip", client: client, server: server), .failure(.timedOut))
        XCTAssertGreaterThan(server.bodyBytesSent, 0, "bytes kept arriving, so the idle timeout never fired")
        XCTAssertLessThanOrEqual(server.bodyBytesSent, 8, "the total limit ended the request on time")
    }

    func testDripWithinTheLimitsArrivesWhole() throws {
        let body = Data(#"{"name":"slow but fine"}"#.utf8)
        let server = try LoopbackServer { _ in .drip(body, chunkSize: 8, every: 0.05) }
        XCTAssertEqual(
            fetch("drip", client: HTTPClient(timeout: 5, resourceTimeout: 10), server: server), .success(body))
    }

    func testAnnouncedOversizedBodyIsRefusedBeforeDownloading() throws {
        let server = try LoopbackServer { _ in .huge(length: 800 * 1024 * 1024, announced: true) }
        let client = HTTPClient(maxBodyBytes: 1024 * 1024)
        XCTAssertEqual(fetch("huge", client: client, server: server), .failure(.tooLarge(1024 * 1024)))
    }

    func testUnannouncedOversizedBodyIsStoppedWhileReceiving() throws {
        // No Content-Length: the cap is enforced as bytes arrive (bytes past it are never kept).
        // Sin Content-Length: el límite se aplica al llegar los bytes (lo que pasa de él no se guarda).
        let server = try LoopbackServer { _ in .huge(length: 32 * 1024 * 1024, announced: false) }
        let client = HTTPClient(maxBodyBytes: 1024 * 1024)
        XCTAssertEqual(fetch("huge", client: client, server: server), .failure(.tooLarge(1024 * 1024)))
    }

    func testBodyAtTheCapIsAccepted() throws {
        let server = try LoopbackServer { _ in .huge(length: 4096, announced: false) }
        let result = fetch("exact", client: HTTPClient(maxBodyBytes: 4096), server: server)
        XCTAssertEqual(try result.get().count, 4096)
    }

    func testCancelledRequestCompletesOnceWithCancelled() throws {
        let server = try LoopbackServer { _ in .json("{}", delay: 30) }
        let done = expectation(description: "cancelled")
        var outcomes: [Result<Data, HTTPError>] = []
        let task = HTTPClient().get(server.baseURL.appendingPathComponent("slow")) {
            outcomes.append($0)
            done.fulfill()
        }
        XCTAssertTrue(waitUntil { server.requestCount == 1 }, "the request reached the server")
        task.cancel()
        wait(for: [done], timeout: 10)
        XCTAssertEqual(outcomes, [.failure(.cancelled)])
    }

    func testPermanentRedirectIsFollowed() throws {
        let target = try LoopbackServer { _ in .json(#"{"name":"moved"}"#) }
        let old = try LoopbackServer { _ in .redirect(to: target.baseURL.appendingPathComponent("v1/latest")) }
        let result = fetch("latest", client: HTTPClient(), server: old)
        XCTAssertEqual(try result.get(), Data(#"{"name":"moved"}"#.utf8))
        XCTAssertEqual(old.receivedTargets, ["/latest"])
        XCTAssertEqual(target.receivedTargets, ["/v1/latest"])
    }

    func testDroppedConnectionIsAnErrorAndCountsAsAttempted() throws {
        let server = try LoopbackServer { _ in .dropConnection }
        let result = fetch("drop", client: HTTPClient(), server: server)
        XCTAssertThrowsError(try result.get())
        XCTAssertEqual(server.requestCount, 1)
    }

    func testNewFailuresHaveTheirOwnMessageKeys() {
        XCTAssertEqual(HTTPError.tooLarge(1).messageKey, "http.error.tooLarge")
        XCTAssertEqual(HTTPError.cancelled.messageKey, "http.error.cancelled")
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

extension Result {
    /// The failure, if any. / El fallo, si lo hay.
    var failure: Failure? {
        if case .failure(let failure) = self { return failure }
        return nil
    }
}
