import AppCore
import Foundation
import NetworkingKit
import TestSupport
import XCTest

/// The PokeAPI client against a real HTTP server on 127.0.0.1 serving the recorded payloads and
/// each failure mode. / El cliente de PokeAPI contra un servidor HTTP real en 127.0.0.1 con las
/// respuestas grabadas y cada modo de fallo.
final class PokemonAPITests: XCTestCase {
    private func api(for server: LoopbackServer, timeout: TimeInterval = 5) -> PokemonAPI {
        PokemonAPI(client: HTTPClient(timeout: timeout), baseURL: server.baseURL.appendingPathComponent("api/v2"))
    }

    /// Fetches the first page and waits for the answer. / Pide la primera página y espera.
    private func firstPage(from api: PokemonAPI, wait: TimeInterval = 10) -> Result<PokemonListPage, HTTPError>? {
        let done = expectation(description: "page")
        var outcome: Result<PokemonListPage, HTTPError>?
        api.fetchPage(limit: 20, offset: 0) { result in
            outcome = result
            done.fulfill()
        }
        self.wait(for: [done], timeout: wait)
        return outcome
    }

    private func failure(serving response: LoopbackServer.Response, timeout: TimeInterval = 5) throws -> HTTPError? {
        let server = try LoopbackServer { _ in response }
        guard case .failure(let error) = firstPage(from: api(for: server, timeout: timeout)) else { return nil }
        XCTAssertEqual(server.requestCount, 1)
        return error
    }

    func testFirstPageCostsExactlyOneRequestAndDecodes() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .json(body) }
        let page = try firstPage(from: api(for: server))?.get()
        XCTAssertEqual(page?.results.count, 20)
        XCTAssertEqual(page?.results.last?.name, "raticate")
        XCTAssertEqual(server.requestCount, 1)
        XCTAssertEqual(server.receivedTargets, ["/api/v2/pokemon?limit=20&offset=0"])
    }

    func testNotFound() throws {
        let error = try failure(serving: .json("{\"detail\":\"Not found.\"}", status: 404))
        XCTAssertEqual(error, .status(404))
        XCTAssertEqual(error?.messageKey, "http.error.notFound")
    }

    func testServerError() throws {
        let error = try failure(serving: .json("oops", status: 500))
        XCTAssertEqual(error, .status(500))
        XCTAssertEqual(error?.messageKey, "http.error.server")
    }

    func testResponseSlowerThanTheTimeoutTimesOut() throws {
        let body = try Fixture.listPage()
        let error = try failure(serving: .json(body, delay: 30), timeout: 1)
        XCTAssertEqual(error, .timedOut)
        XCTAssertEqual(error?.messageKey, "http.error.timeout")
    }

    func testTruncatedJSONIsMalformed() throws {
        let body = try Fixture.listPage()
        let error = try failure(serving: .json(body.prefix(body.count / 2)))
        guard case .malformedBody = error else {
            return XCTFail("expected malformedBody, got \(String(describing: error))")
        }
        XCTAssertEqual(error?.messageKey, "http.error.malformed")
    }

    func testEmptyBody() throws {
        let error = try failure(serving: .json(Data()))
        XCTAssertEqual(error, .emptyBody)
        XCTAssertEqual(error?.messageKey, "http.error.empty")
    }

    /// A refused connection: the service is not answering, not "no connection".
    /// Una conexión rechazada: el servicio no responde, no "sin conexión".
    func testServerDownIsUnreachable() throws {
        let down = try ClosedPort()
        let api = PokemonAPI(client: HTTPClient(timeout: 5), baseURL: down.baseURL.appendingPathComponent("api/v2"))
        let outcome = firstPage(from: api)
        if case .failure(let error) = outcome {
            XCTAssertEqual(error, .unreachable)
        } else {
            XCTFail("expected failure")
        }
    }

    /// The request reaches the server (counted), which hangs up: a failure, not a crash or a hang.
    /// (Linux reports "Empty reply from server", NSURLErrorBadServerResponse → `.transport`.)
    /// La petición llega al servidor (contada), que cuelga: un fallo, ni caída ni espera eterna.
    func testConnectionDroppedByTheServerIsAFailureAndWasAttempted() throws {
        XCTAssertNotNil(try failure(serving: .dropConnection))
    }

    func testSlowDripEndsInATimeoutWithinTheTotalLimit() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .drip(body, chunkSize: 1, every: 0.5) }
        let api = PokemonAPI(
            client: HTTPClient(timeout: 5, resourceTimeout: 1), baseURL: server.baseURL.appendingPathComponent("api/v2")
        )
        let outcome = firstPage(from: api)
        if case .failure(let error) = outcome { XCTAssertEqual(error, .timedOut) } else { XCTFail("expected failure") }
        XCTAssertLessThan(server.bodyBytesSent, body.count, "the body was still dripping")
    }

    func testOversizedBodyIsRefusedWhileReceiving() throws {
        for announced in [true, false] {
            let server = try LoopbackServer { _ in .huge(length: 8 * 1024 * 1024, announced: announced) }
            let api = PokemonAPI(
                client: HTTPClient(timeout: 5, maxBodyBytes: 64 * 1024),
                baseURL: server.baseURL.appendingPathComponent("api/v2"))
            let outcome = firstPage(from: api)
            if case .failure(let error) = outcome {
                XCTAssertEqual(error, .tooLarge(64 * 1024), "announced: \(announced)")
                XCTAssertEqual(error.messageKey, "http.error.tooLarge")
            } else {
                XCTFail("expected failure")
            }
        }
    }

    /// A repeat request while the first is in flight joins it: one request, two answers. The server
    /// holds the response until both callers are waiting, so "in flight" is certain.
    /// Una petición repetida mientras la primera está en curso se une a ella: una petición, dos
    /// respuestas. El servidor retiene la respuesta hasta que ambos esperan.
    func testRepeatRequestWhileInFlightIsCoalesced() throws {
        let held = HeldResponse(.json(try Fixture.listPage()))
        let server = try LoopbackServer(handler: held.handler)
        let client = api(for: server)
        let both = expectation(description: "both answers")
        both.expectedFulfillmentCount = 2
        var names: [String?] = []
        let lock = NSLock()
        let record: (Result<PokemonListPage, HTTPError>) -> Void = { result in
            lock.lock()
            names.append((try? result.get())?.results.first?.name)
            lock.unlock()
            both.fulfill()
        }
        client.fetchPage(limit: 20, offset: 0, completion: record)
        held.waitForArrival()
        client.fetchPage(limit: 20, offset: 0, completion: record)
        held.release()
        wait(for: [both], timeout: 10)
        XCTAssertEqual(names, ["bulbasaur", "bulbasaur"])
        XCTAssertEqual(server.requestCount, 1)
        // Once answered, a new request goes to the network again. / Ya respondida, otra va a la red.
        held.release()
        _ = firstPage(from: client)
        XCTAssertEqual(server.requestCount, 2)
    }

    /// Cancelling one of two joined callers answers it `.cancelled`; the other still gets the page.
    /// Cancelar a uno de dos llamadores unidos le responde `.cancelled`; el otro recibe la página.
    func testCancellingOneJoinedCallerKeepsTheRequestForTheOther() throws {
        let held = HeldResponse(.json(try Fixture.listPage()))
        let server = try LoopbackServer(handler: held.handler)
        let client = api(for: server)
        let answers = expectation(description: "answers")
        answers.expectedFulfillmentCount = 2
        var cancelled: Result<PokemonListPage, HTTPError>?
        var kept: Result<PokemonListPage, HTTPError>?
        let first = client.fetchPage(limit: 20, offset: 0) { result in
            cancelled = result
            answers.fulfill()
        }
        held.waitForArrival()
        client.fetchPage(limit: 20, offset: 0) { result in
            kept = result
            answers.fulfill()
        }
        first.cancel()
        first.cancel()
        held.release()
        wait(for: [answers], timeout: 10)
        XCTAssertEqual(cancelled.map { if case .failure(.cancelled) = $0 { return true } else { return false } }, true)
        XCTAssertEqual((try? kept?.get())?.results.count, 20)
        XCTAssertEqual(server.requestCount, 1)
    }

    /// Cancelling the only caller cancels the task at once (long before the server would answer),
    /// and the next request for the URL is a new one.
    /// Cancelar al único llamador cancela la tarea de inmediato, y la siguiente petición es nueva.
    func testCancellingTheOnlyCallerCancelsTheTask() throws {
        let held = HeldResponse(.json(try Fixture.listPage()))
        let server = try LoopbackServer(handler: held.handler)
        let client = api(for: server)
        let answered = expectation(description: "cancelled")
        var outcome: Result<PokemonListPage, HTTPError>?
        let request = client.fetchPage(limit: 20, offset: 0) { result in
            outcome = result
            answered.fulfill()
        }
        held.waitForArrival()
        request.cancel()
        wait(for: [answered], timeout: 10)
        XCTAssertEqual(outcome.map { if case .failure(.cancelled) = $0 { return true } else { return false } }, true)
        held.release(count: 2)
        XCTAssertEqual((try? firstPage(from: client)?.get())?.results.count, 20)
        XCTAssertEqual(server.requestCount, 2, "a cancelled URL is not joined afterwards")
    }

    /// The `URLSessionDataTask` itself is cancelled: a dripping download's connection closes at
    /// once instead of running for the ~2 minutes the drip would take.
    /// La `URLSessionDataTask` misma se cancela: la conexión de una descarga que gotea se cierra de
    /// inmediato en vez de durar los ~2 minutos del goteo.
    func testCancellingClosesTheConnection() throws {
        let server = try LoopbackServer { _ in .drip(Data(repeating: 32, count: 2000), every: 0.05) }
        let client = api(for: server, timeout: 30)
        let answered = expectation(description: "cancelled")
        let request = client.fetchPage(limit: 20, offset: 0) { _ in answered.fulfill() }
        XCTAssertTrue(waitUntil { server.bodyBytesSent > 0 }, "the drip never started")
        request.cancel()
        wait(for: [answered], timeout: 10)
        XCTAssertTrue(waitUntil { server.openConnections == 0 }, "the connection stayed open")
    }

    func testDifferentPagesAreNotCoalesced() throws {
        let body = try Fixture.listPage()
        let held = HeldResponse(.json(body))
        let server = try LoopbackServer(handler: held.handler)
        let client = api(for: server)
        let both = expectation(description: "both pages")
        both.expectedFulfillmentCount = 2
        client.fetchPage(limit: 20, offset: 0) { _ in both.fulfill() }
        held.waitForArrival()
        client.fetchPage(limit: 20, offset: 20) { _ in both.fulfill() }
        held.waitForArrival()
        held.release(count: 2)
        wait(for: [both], timeout: 10)
        XCTAssertEqual(
            Set(server.receivedTargets), ["/api/v2/pokemon?limit=20&offset=0", "/api/v2/pokemon?limit=20&offset=20"])
    }
}
