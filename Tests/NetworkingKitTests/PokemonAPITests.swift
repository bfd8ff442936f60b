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

    func testDetailDecodes() throws {
        let body = try Fixture.detail()
        let server = try LoopbackServer { target in target == "/api/v2/pokemon/1" ? .json(body) : .json("", status: 404)
        }
        let done = expectation(description: "detail")
        var detail: PokemonDetail?
        api(for: server).fetchDetail(id: 1) { result in
            detail = try? result.get()
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        XCTAssertEqual(detail?.name, "bulbasaur")
        XCTAssertEqual(detail?.types.count, 2)
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
        let error = try failure(serving: .json(body, delay: 3), timeout: 1)
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

    func testStoppedServerIsOffline() throws {
        let server = try LoopbackServer { _ in .json("{}") }
        server.stop()
        let outcome = firstPage(from: api(for: server))
        XCTAssertEqual(outcome.flatMap { try? $0.get() }, nil)
        if case .failure(let error) = outcome { XCTAssertEqual(error, .offline) } else { XCTFail("expected failure") }
        XCTAssertEqual(server.requestCount, 0)
    }

    /// A repeat request while the first is in flight joins it: one request, two answers.
    /// Una petición repetida mientras la primera está en curso se une a ella: una petición, dos respuestas.
    func testRepeatRequestWhileInFlightIsCoalesced() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .json(body, delay: 1) }
        let client = api(for: server)
        let both = expectation(description: "both answers")
        both.expectedFulfillmentCount = 2
        var names: [String?] = []
        let lock = NSLock()
        for _ in 0..<2 {
            client.fetchPage(limit: 20, offset: 0) { result in
                lock.lock()
                names.append((try? result.get())?.results.first?.name)
                lock.unlock()
                both.fulfill()
            }
        }
        wait(for: [both], timeout: 10)
        XCTAssertEqual(names, ["bulbasaur", "bulbasaur"])
        XCTAssertEqual(server.requestCount, 1)
        // Once answered, a new request goes to the network again. / Ya respondida, otra va a la red.
        _ = firstPage(from: client)
        XCTAssertEqual(server.requestCount, 2)
    }

    func testDifferentPagesAreNotCoalesced() throws {
        let body = try Fixture.listPage()
        let server = try LoopbackServer { _ in .json(body, delay: 0.5) }
        let client = api(for: server)
        let both = expectation(description: "both pages")
        both.expectedFulfillmentCount = 2
        client.fetchPage(limit: 20, offset: 0) { _ in both.fulfill() }
        client.fetchPage(limit: 20, offset: 20) { _ in both.fulfill() }
        wait(for: [both], timeout: 10)
        XCTAssertEqual(
            Set(server.receivedTargets), ["/api/v2/pokemon?limit=20&offset=0", "/api/v2/pokemon?limit=20&offset=20"])
    }
}
