import Foundation
import TestSupport
import Testing

@testable import AppCore

/// The body cap at its boundary, with and without `Content-Length`, and what receiving a body costs.
/// El límite del cuerpo en su frontera, con y sin `Content-Length`, y lo que cuesta recibir un cuerpo.
@Suite("HTTPClient body")
struct HTTPClientBodyTests {
    private static let cap = 64 * 1024

    private static func fetch(length: Int, announced: Bool, client: HTTPClient) throws -> Result<Data, HTTPError> {
        let server = try LoopbackServer { _ in .huge(length: length, announced: announced) }
        return HTTPClientStatusTests.fetch(server.baseURL.appendingPathComponent("body"), client: client)
    }

    @Test("Exactly the cap passes", arguments: [false, true])
    func exactlyTheCapPasses(announced: Bool) throws {
        let result = try Self.fetch(length: Self.cap, announced: announced, client: HTTPClient(maxBodyBytes: Self.cap))
        #expect(try result.get().count == Self.cap)
    }

    @Test("One byte over the cap is too large", arguments: [false, true])
    func oneByteOverIsTooLarge(announced: Bool) throws {
        let client = HTTPClient(maxBodyBytes: Self.cap)
        let result = try Self.fetch(length: Self.cap + 1, announced: announced, client: client)
        #expect(result == .failure(.tooLarge(Self.cap)))
        if announced {
            #expect(client.bodyBytesMoved == 0, "refused from its Content-Length, before any byte is kept")
        } else {
            #expect(client.bodyBytesMoved <= Self.cap, "the byte past the cap is never kept")
        }
    }

    /// Each byte of the body is stored once: the chunks are appended in place, never by copying what
    /// came before (which would cost the square of the body and twice its memory).
    /// Cada byte del cuerpo se guarda una vez: los trozos se agregan en su lugar, nunca copiando lo
    /// anterior (que costaría el cuadrado del cuerpo y el doble de memoria).
    @Test("Receiving a body moves each byte once")
    func receivingIsLinear() throws {
        let length = 2 * 1024 * 1024
        let client = HTTPClient(maxBodyBytes: HTTPClient.defaultMaxBodyBytes)
        let result = try Self.fetch(length: length, announced: false, client: client)
        #expect(try result.get().count == length)
        #expect(client.bodyBytesMoved == length)
    }

    @Test("The default cap is 5 MiB") func defaultCap() {
        #expect(HTTPClient.defaultMaxBodyBytes == 5 * 1024 * 1024)
    }
}
