import AppCore
import Foundation
import TestSupport
import XCTest

@testable import ProductosKit

/// The live-rate client against a real HTTP server on 127.0.0.1 (no mocked URLSession): recorded
/// responses and every failure mode. / El cliente contra un servidor HTTP real en 127.0.0.1.
final class FrankfurterClientTests: XCTestCase {

    private func fetch(
        from server: LoopbackServer, timeout: TimeInterval = 5, file: StaticString = #filePath, line: UInt = #line
    ) -> Result<ExchangeRates, HTTPError>? {
        fetchRates(
            FrankfurterClient(baseURL: server.baseURL, http: HTTPClient(timeout: timeout)), file: file, line: line)
    }

    /// Serves `response` for the expected target and 404 for anything else.
    /// Sirve `response` para la ruta esperada y 404 para cualquier otra.
    private func server(_ response: LoopbackServer.Response) throws -> LoopbackServer {
        try LoopbackServer { target in
            target == ProductosFixtures.latestTarget ? response : .json(#"{"message":"not found"}"#, status: 404)
        }
    }

    func testLatestURLAsksForTheFiveCurrenciesFromMXN() {
        let client = FrankfurterClient()
        XCTAssertEqual(
            client.latestURL.absoluteString, "https://api.frankfurter.dev/v1/latest?from=MXN&to=USD,EUR,JPY,GBP,CAD")
    }

    func testRecordedResponseGivesLiveRates() throws {
        let server = try server(.json(try ProductosFixtures.fixture("frankfurter-latest-sample")))
        let rates = try XCTUnwrap(fetch(from: server)).get()
        XCTAssertEqual(rates.source, .frankfurterLive)
        XCTAssertEqual(rates.date, ProductosFixtures.march13)
        XCTAssertEqual(rates.mxnPerUnit(of: .usd), ProductosFixtures.decimal("17.82213509"))
        XCTAssertEqual(server.receivedTargets, [ProductosFixtures.latestTarget])
    }

    func testBaseURLWithAPathPrefix() throws {
        let body = try ProductosFixtures.fixture("frankfurter-latest-amount-100")
        let server = try LoopbackServer { target in
            target == "/v1" + ProductosFixtures.latestTarget ? .json(body) : .json("{}", status: 404)
        }
        let client = FrankfurterClient(
            baseURL: server.baseURL.appendingPathComponent("v1"), http: HTTPClient(timeout: 5))
        let rates = try XCTUnwrap(fetchRates(client)).get()
        XCTAssertEqual(rates.mxnPerUnit(of: .usd), ProductosFixtures.decimal("17.82118226"))
    }

    func testNotFound() throws {
        let server = try LoopbackServer { _ in .json(#"{"message":"not found"}"#, status: 404) }
        let result = fetch(from: server)
        XCTAssertEqual(result, .failure(.status(404)))
        XCTAssertEqual(HTTPError.status(404).messageKey, "http.error.notFound")
    }

    func testServerError() throws {
        let server = try server(.json("Internal Server Error", status: 500))
        XCTAssertEqual(fetch(from: server), .failure(.status(500)))
    }

    func testDelayPastTheTimeout() throws {
        let server = try server(.json(try ProductosFixtures.fixture("frankfurter-latest-sample"), delay: 30))
        XCTAssertEqual(fetch(from: server, timeout: 1), .failure(.timedOut))
    }

    func testTruncatedJSON() throws {
        let body = try ProductosFixtures.fixture("frankfurter-latest-sample")
        let server = try server(.json(body.prefix(body.count / 2)))
        guard case .failure(.malformedBody(let reason)) = fetch(from: server) else {
            return XCTFail("expected a malformed body")
        }
        XCTAssertTrue(reason.hasPrefix("Invalid JSON at byte"), reason)
    }

    func testEmptyBody() throws {
        let server = try server(.json(Data()))
        XCTAssertEqual(fetch(from: server), .failure(.emptyBody))
    }

    func testHTMLInsteadOfJSON() throws {
        let server = try server(LoopbackServer.Response(status: 200, body: Data("<html>busy</html>".utf8)))
        XCTAssertEqual(fetch(from: server), .failure(.malformedBody("Invalid JSON at byte 0: unexpected character")))
    }

    func testMissingCurrencyArrivesForTheValidatorToName() throws {
        let server = try server(.json(try ProductosFixtures.fixture("frankfurter-latest-missing-cad")))
        let rates = try XCTUnwrap(fetch(from: server)).get()
        XCTAssertEqual(LiveRatesValidator.rejection(of: rates, reference: nil), .missing(.cad))
    }

    func testWrongBase() throws {
        let server = try server(.json(try ProductosFixtures.fixture("frankfurter-latest-base-eur")))
        XCTAssertEqual(fetch(from: server), .failure(.malformedBody("Rates are based on EUR, expected MXN")))
    }

    /// A stopped server refuses: the service is not answering (the phone is online).
    /// Un servidor detenido rechaza: el servicio no responde (el teléfono tiene red).
    func testStoppedServerIsNotAnswering() throws {
        let server = try server(.json("{}"))
        server.stop()
        XCTAssertEqual(fetch(from: server), .failure(.unreachable))
        XCTAssertEqual(server.requestCount, 0)
    }
}
