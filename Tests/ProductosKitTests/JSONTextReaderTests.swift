import XCTest

@testable import ProductosKit

/// The number-preserving JSON reader. / El lector JSON que conserva el texto de los números.
final class JSONTextReaderTests: XCTestCase {
    private func parse(_ text: String) throws -> JSONValue {
        try JSONTextReader.parse(Data(text.utf8))
    }

    private func syntaxError(_ text: String, file: StaticString = #filePath, line: UInt = #line)
        -> JSONTextReader.SyntaxError?
    {
        do {
            _ = try parse(text)
            XCTFail("Expected a syntax error for \(text)", file: file, line: line)
            return nil
        } catch let error as JSONTextReader.SyntaxError {
            return error
        } catch {
            XCTFail("Unexpected error \(error)", file: file, line: line)
            return nil
        }
    }

    func testNumbersKeepTheirText() throws {
        XCTAssertEqual(
            try parse(#"{"a": 17.8213, "b": -0.5e-3, "c": 0, "d": 1.0}"#),
            .object(["a": .number("17.8213"), "b": .number("-0.5e-3"), "c": .number("0"), "d": .number("1.0")]))
    }

    func testNestedValuesLiteralsAndArrays() throws {
        XCTAssertEqual(
            try parse(#" [ {"x": [true, false, null]}, "s", [] , {} ] "#),
            .array([
                .object(["x": .array([.bool(true), .bool(false), .null])]), .string("s"), .array([]), .object([:]),
            ]))
    }

    func testStringEscapes() throws {
        XCTAssertEqual(try parse(#""a\"b\\c\/d\n\tM\u00e9xico \ud83d\ude00""#), .string("a\"b\\c/d\n\tMéxico 😀"))
        XCTAssertEqual(try parse("\"Banco de México\""), .string("Banco de México"))
    }

    func testSyntaxErrorsReportWhere() {
        XCTAssertEqual(syntaxError("")?.offset, 0)
        XCTAssertEqual(syntaxError(#"{"a": 1"#)?.reason, "expected ',' or '}'")
        XCTAssertEqual(syntaxError(#"{"a": 01}"#)?.reason, "leading zero in a number")
        XCTAssertEqual(syntaxError(#"{"a": 1.}"#)?.reason, "expected a digit after '.'")
        XCTAssertEqual(syntaxError(#"{"a": 1e}"#)?.reason, "expected an exponent")
        XCTAssertEqual(syntaxError(#"{"a": tru}"#)?.reason, "invalid literal")
        XCTAssertEqual(syntaxError(#"{"a": "b}"#)?.reason, "unterminated string")
        XCTAssertEqual(syntaxError(#"{"a": "\x"}"#)?.reason, "invalid escape")
        XCTAssertEqual(syntaxError(#""\ud83d""#)?.reason, "lone surrogate")
        XCTAssertEqual(syntaxError(#"{} {}"#)?.reason, "unexpected text after the JSON value")
        XCTAssertEqual(syntaxError("<html>")?.reason, "unexpected character")
        XCTAssertEqual(syntaxError(#"{"a": NaN}"#)?.reason, "unexpected character")
    }

    func testDeepNestingIsRejectedNotCrashing() {
        let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
        XCTAssertEqual(syntaxError(deep)?.reason, "nesting deeper than \(JSONTextReader.maximumDepth)")
    }

    /// A million escapes (23 s with the old reader, whose cost grew with the square of the count):
    /// each decoded byte is written once and one `String` is built, so the work is linear.
    /// Un millón de escapes: cada byte decodificado se escribe una vez y se construye un solo `String`.
    func testAMillionEscapesAreReadInLinearWork() throws {
        let count = 1_000_000
        let text =
            "[\"" + String(repeating: #"\n"#, count: count / 2) + String(repeating: #"\u00e9"#, count: count / 2)
            + "\"]"
        let (value, cost) = try JSONTextReader.parseCounting(Data(text.utf8))
        guard case .array(let elements) = value, case .string(let string) = elements.first else {
            return XCTFail("expected one string")
        }
        XCTAssertEqual(string.unicodeScalars.count, count)
        XCTAssertEqual(string.unicodeScalars.last, "é")
        XCTAssertEqual(cost.stringsBuilt, 1)
        XCTAssertEqual(cost.stringBytesWritten, count / 2 + count, "\\n → 1 byte, \\u00e9 → 2 bytes, once each")
    }

    func testUTF8EncodingOfEscapesAtEveryLength() throws {
        XCTAssertEqual(
            try parse(#""\u0041\u00e9\u20ac\ud83d\ude00\u0000""#), .string("A\u{E9}\u{20AC}\u{1F600}\u{0}"))
        XCTAssertEqual(syntaxError(#""\u00g0""#)?.reason, "invalid \\u escape")
        XCTAssertEqual(syntaxError(#""\u00""#)?.reason, "invalid \\u escape")
    }
}
