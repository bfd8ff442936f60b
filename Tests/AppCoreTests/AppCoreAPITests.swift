import Foundation
import TestSupport
import XCTest

@testable import AppCore

/// The public pieces of AppCore the apps rely on beyond the HTTP client: the default hooks, the
/// `.strings` reader's errors, `Localizer.bundle`, the system random source and the mapping of
/// transport errors.
/// Las piezas públicas de AppCore que usan las apps además del cliente HTTP: los ganchos por
/// defecto, los errores del lector de `.strings`, `Localizer.bundle`, la fuente aleatoria del
/// sistema y la traducción de errores de transporte.
final class AppCoreAPITests: XCTestCase {
    // MARK: - Hooks / Ganchos

    func testOpenAccessGateGrantsAtOnce() {
        var decisions: [AccessDecision] = []
        OpenAccessGate().requestAccess(reason: "Editar perfil") { decisions.append($0) }
        XCTAssertEqual(decisions, [.granted], "granted once, synchronously")
    }

    // MARK: - StringsFile

    func testAMissingFileIsUnreadableAndSaysWhich() throws {
        let directory = try TemporaryDirectory()
        let missing = directory.url.appendingPathComponent("Nope.strings")
        XCTAssertThrowsError(try StringsFile.parse(contentsOf: missing)) { error in
            XCTAssertEqual(error as? StringsFile.ParseError, .unreadable(missing.path))
            XCTAssertEqual(String(describing: error), "Cannot read \(missing.path)")
        }
    }

    func testAFileThatIsNotAStringsTableSaysWhich() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("Broken.strings")
        try Data("\"a\" = ".utf8).write(to: file)
        XCTAssertThrowsError(try StringsFile.parse(contentsOf: file)) { error in
            XCTAssertEqual(error as? StringsFile.ParseError, .notAStringsTable(file.path))
            XCTAssertEqual(String(describing: error), "\(file.path) is not a valid .strings table")
        }
    }

    /// A property list that is valid but not a flat table of strings is rejected too.
    /// Una lista de propiedades válida que no es una tabla plana de textos también se rechaza.
    func testANestedPropertyListIsNotAStringsTable() {
        let nested = Data("\"a\" = { \"b\" = \"c\"; };".utf8)
        XCTAssertThrowsError(try StringsFile.parse(nested, name: "Nested.strings")) { error in
            XCTAssertEqual(error as? StringsFile.ParseError, .notAStringsTable("Nested.strings"))
        }
    }

    func testStringsFileReadsARealFileFromDisk() throws {
        let directory = try TemporaryDirectory()
        let file = directory.url.appendingPathComponent("Localizable.strings")
        try Data("/* Título */\n\"map.title\" = \"Mapa\";\n".utf8).write(to: file)
        XCTAssertEqual(try StringsFile.parse(contentsOf: file), ["map.title": "Mapa"])
        XCTAssertEqual(try Localizer.stringsFile(at: file)("map.title"), "Mapa")
    }

    // MARK: - Localizer.bundle

    /// The live localizer reads `Localizable.strings` from a bundle; a missing key comes back as
    /// itself. / El localizador real lee de un bundle; una clave ausente vuelve tal cual.
    func testBundleLocalizerReadsTheBundlesTable() throws {
        let directory = try TemporaryDirectory()
        let bundleURL = directory.url.appendingPathComponent("Strings.bundle")
        try FileManager.default.createDirectory(at: bundleURL, withIntermediateDirectories: true)
        try Data("\"map.title\" = \"Mapa\";\n".utf8).write(to: bundleURL.appendingPathComponent("Localizable.strings"))
        try Data("\"map.title\" = \"Otro\";\n".utf8).write(to: bundleURL.appendingPathComponent("Other.strings"))
        let bundle = try XCTUnwrap(Bundle(url: bundleURL))

        XCTAssertEqual(Localizer.bundle(bundle)("map.title"), "Mapa")
        XCTAssertEqual(Localizer.bundle(bundle)("map.missing"), "map.missing")
        XCTAssertEqual(Localizer.bundle(bundle, table: "Other")("map.title"), "Otro")
    }

    // MARK: - RandomSource

    func testTheSystemSourceDrawsUniformValuesInZeroToOne() {
        let source = RandomSource.system()
        let draws = (0..<1_000).map { _ in source.unit() }
        XCTAssertTrue(draws.allSatisfy { (0...1).contains($0) })
        // Not a fixed sequence: 1,000 draws of 53 bits are all different in practice.
        // No es una secuencia fija: 1.000 sorteos de 53 bits son todos distintos en la práctica.
        XCTAssertGreaterThan(Set(draws).count, 990)
        XCTAssertEqual(draws.reduce(0, +) / 1_000, 0.5, accuracy: 0.1)
    }

    // MARK: - Transport errors / Errores de transporte

    /// "No connection" (this device has no network) is told apart from "the service is not answering"
    /// (the phone is online, the server is not) and from a connection that dropped mid-request.
    /// "Sin conexión" (el equipo no tiene red) se distingue de "el servicio no responde" (el teléfono
    /// tiene red, el servidor no) y de una conexión que se cortó a mitad de la petición.
    func testTransportErrorsMapToWhatReallyFailed() {
        let cases: [(Int, HTTPError)] = [
            (NSURLErrorTimedOut, .timedOut), (NSURLErrorNotConnectedToInternet, .offline),
            (NSURLErrorInternationalRoamingOff, .offline), (NSURLErrorCallIsActive, .offline),
            (NSURLErrorDataNotAllowed, .offline), (NSURLErrorNetworkConnectionLost, .connectionLost),
            (NSURLErrorCannotConnectToHost, .unreachable), (NSURLErrorCannotFindHost, .unreachable),
            (NSURLErrorDNSLookupFailed, .unreachable), (NSURLErrorHTTPTooManyRedirects, .tooManyRedirects),
            (NSURLErrorCancelled, .cancelled),
        ]
        for (code, expected) in cases {
            XCTAssertEqual(
                HTTPClient.mapTransportError(NSError(domain: NSURLErrorDomain, code: code)), expected, "\(code)")
        }
    }

    func testEachFailureHasItsKindAndMessageKey() {
        let cases: [(HTTPError, HTTPError.Kind, String)] = [
            (.offline, .noConnection, "http.error.offline"),
            (.connectionLost, .noConnection, "http.error.connectionLost"),
            (.unreachable, .serviceNotAnswering, "http.error.unreachable"),
            (.timedOut, .serviceNotAnswering, "http.error.timeout"),
            (.status(500), .serviceNotAnswering, "http.error.server"),
            (.status(502), .serviceNotAnswering, "http.error.server"),
            (.status(503), .serviceNotAnswering, "http.error.server"),
            (.status(504), .serviceNotAnswering, "http.error.server"),
            (.status(404), .other, "http.error.notFound"),
            (.status(400), .other, "http.error.status"), (.status(403), .other, "http.error.status"),
            (.status(418), .other, "http.error.status"), (.status(301), .other, "http.error.status"),
            (.tooManyRedirects, .other, "http.error.status"), (.emptyBody, .other, "http.error.empty"),
            (.malformedBody("x"), .other, "http.error.malformed"), (.transport("x"), .other, "http.error.transport"),
            (.tooLarge(1), .other, "http.error.tooLarge"), (.cancelled, .other, "http.error.cancelled"),
        ]
        for (error, kind, key) in cases {
            XCTAssertEqual(error.kind, kind, "\(error)")
            XCTAssertEqual(error.messageKey, key, "\(error)")
        }
    }

    func testOtherErrorsAreTransportErrorsWithTheirDescription() {
        let badURL = NSError(
            domain: NSURLErrorDomain, code: NSURLErrorBadURL, userInfo: [NSLocalizedDescriptionKey: "bad URL"])
        XCTAssertEqual(HTTPClient.mapTransportError(badURL), .transport("bad URL"))
        let other = NSError(domain: "Other", code: NSURLErrorTimedOut, userInfo: [NSLocalizedDescriptionKey: "other"])
        XCTAssertEqual(HTTPClient.mapTransportError(other), .transport("other"), "only NSURLErrorDomain is special")
        XCTAssertEqual(HTTPError.transport("x").messageKey, "http.error.transport")
    }
}
