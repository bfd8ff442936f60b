import Foundation
import ProductosKit
import XCTest

/// Edge inputs of the rates download. / Entradas límite de la descarga de tipos de cambio.
final class RatesInputEdgeTests: XCTestCase {
    /// RFC 8259: a raw control character (U+0000–U+001F) inside a string is not JSON; a response
    /// with one is rejected with the byte where it sits, never read as text.
    /// RFC 8259: un carácter de control sin escapar dentro de una cadena no es JSON; la respuesta se
    /// rechaza con el byte donde está, nunca se lee como texto.
    func testARawControlCharacterInAStringRejectsTheResponseAtItsByte() {
        for control in ["\n", "\t", "\u{0}", "\u{1F}"] {
            let prefix = #"{"base":"MX"#
            let body = prefix + control + #"N","date":"2026-03-13","rates":{"USD":0.05}}"#

            XCTAssertEqual(
                FrankfurterResponse.parse(Data(body.utf8)),
                .failure(.invalidJSON(offset: prefix.utf8.count, reason: "control character in a string")),
                "U+\(String(control.unicodeScalars.first?.value ?? 0, radix: 16))")
        }
        let escaped = #"{"base":"MX\nN","date":"2026-03-13","rates":{"USD":0.05}}"#
        XCTAssertEqual(
            FrankfurterResponse.parse(Data(escaped.utf8)), .failure(.unexpectedBase("MX\nN")),
            "the escaped form is valid JSON and reaches the base check")
    }
}
