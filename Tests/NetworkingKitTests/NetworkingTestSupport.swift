import AppCore
import Dispatch
import Foundation
import NetworkingKit
import TestSupport
import XCTest

/// A recorded PokeAPI payload (`GET /api/v2/pokemon?limit=20&offset=0`, copied verbatim) and pages in its shape.
/// Una respuesta grabada de PokeAPI (copiada tal cual) y páginas con su forma.
enum Fixture {
    static func data(_ name: String) throws -> Data {
        let folder = try XCTUnwrap(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Data(contentsOf: folder.appendingPathComponent(name))
    }

    static func listPage() throws -> Data { try data("pokeapi-list-sample.json") }

    /// A page in the recorded shape with `names`, optionally linking to a next page.
    /// Una página con la forma grabada con `names`, con enlace opcional a la siguiente.
    static func page(_ names: [String], firstNumber: Int = 1, next: String? = nil) -> PokemonListPage {
        PokemonListPage(
            count: 1302, next: next, previous: nil,
            results: names.enumerated().map { offset, name in
                NamedResource(name: name, url: "https://pokeapi.co/api/v2/pokemon/\(firstNumber + offset)/")
            })
    }

    /// PokeAPI's `next` for `offset`. / El `next` de PokeAPI para `offset`.
    static func next(_ offset: Int) -> String {
        "https://pokeapi.co/api/v2/pokemon?offset=\(offset)&limit=20"
    }

    /// Page `offset` of a `total`-entry list ("p1", "p2"…), 20 per page, linking forward like PokeAPI.
    /// La página `offset` de una lista de `total` entradas, 20 por página, enlazada como PokeAPI.
    static func synthesizedPage(offset: Int, total: Int = 1302) -> PokemonListPage {
        let range = offset..<min(offset + 20, total)
        let next = range.upperBound < total ? Fixture.next(range.upperBound) : nil
        return page(range.map { "p\($0 + 1)" }, firstNumber: offset + 1, next: next)
    }
}

/// The `offset` query item of a request target ("/api/v2/pokemon?limit=20&offset=40" → 40).
/// El parámetro `offset` de una ruta pedida.
func requestedOffset(_ target: String) -> Int {
    URLComponents(string: target)?.queryItems?.first { $0.name == "offset" }?.value.flatMap(Int.init) ?? -1
}

/// A server response held until the test releases it, so "still in flight" is guaranteed rather
/// than hoped for. / Una respuesta retenida hasta que la prueba la suelta: "en curso" garantizado.
final class HeldResponse {
    private let arrived = DispatchSemaphore(value: 0)
    private let gate = DispatchSemaphore(value: 0)
    private let response: LoopbackServer.Response

    init(_ response: LoopbackServer.Response) {
        self.response = response
    }

    /// The server's handler: signals the arrival, then waits for `release()` (30 s at most).
    /// El handler del servidor: avisa la llegada y espera a `release()` (30 s como máximo).
    var handler: LoopbackServer.Handler {
        { [arrived, gate, response] _ in
            arrived.signal()
            _ = gate.wait(timeout: .now() + 30)
            return response
        }
    }

    /// Blocks until the server holds the request. / Espera a que el servidor retenga la petición.
    func waitForArrival(file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(arrived.wait(timeout: .now() + 10), .success, "no request arrived", file: file, line: line)
    }

    func release(count: Int = 1) {
        (0..<count).forEach { _ in gate.signal() }
    }
}

/// A counter the server's threads can share. / Un contador que comparten los hilos del servidor.
final class LockedCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0

    /// Adds one and returns the new value. / Suma uno y devuelve el valor nuevo.
    func increment() -> Int {
        lock.lock()
        defer { lock.unlock() }
        value += 1
        return value
    }
}
