import Foundation
import Testing

@testable import ProductosKit

/// Every escape RFC 8259 defines, surrogate pairs, unpaired surrogates and raw control characters.
/// Cada escape que define RFC 8259, pares sustitutos, sustitutos sueltos y caracteres de control.
@Suite struct JSONTextEscapeTests {
    private func string(_ json: String) throws -> String? {
        guard case .string(let value) = try JSONTextReader.parse(Data(json.utf8)) else { return nil }
        return value
    }

    private func failure(_ json: String) -> JSONTextReader.SyntaxError? {
        do {
            _ = try JSONTextReader.parse(Data(json.utf8))
            return nil
        } catch {
            return error as? JSONTextReader.SyntaxError
        }
    }

    /// The eight two-character escapes, each alone and between letters, decode to their one scalar.
    /// Los ocho escapes de dos caracteres, solos y entre letras, dan su único escalar.
    @Test(arguments: [
        (#"\""#, "\u{22}"), (#"\\"#, "\u{5C}"), (#"\/"#, "\u{2F}"), (#"\b"#, "\u{08}"),
        (#"\f"#, "\u{0C}"), (#"\n"#, "\u{0A}"), (#"\r"#, "\u{0D}"), (#"\t"#, "\u{09}"),
    ])
    func eachShortEscapeDecodesToItsScalar(escape: String, scalar: String) throws {
        #expect(try string("\"" + escape + "\"") == scalar)
        #expect(try string("\"a" + escape + "z\"") == "a" + scalar + "z")
        #expect(try string("\"" + escape + escape + "\"") == scalar + scalar)
    }

    /// `\uXXXX` gives the same scalar as its short form, in either hex case.
    /// `\uXXXX` da el mismo escalar que su forma corta, en mayúsculas o minúsculas.
    @Test func unicodeEscapesMatchTheShortFormsInBothHexCases() throws {
        #expect(try string(#""\u0022\u005C\u002F\u0008\u000C\u000A\u000D\u0009""#) == "\"\\/\u{08}\u{0C}\n\r\t")
        #expect(try string(#""\u00E9\u00e9\u20AC\u20ac""#) == "\u{E9}\u{E9}\u{20AC}\u{20AC}")
        #expect(try string(#""\u001f\u007F""#) == "\u{1F}\u{7F}")
    }

    /// A high surrogate followed by a low one is one scalar above U+FFFF, at both ends of the range.
    /// Un sustituto alto seguido de uno bajo es un escalar por encima de U+FFFF, en ambos extremos.
    @Test func surrogatePairsJoinIntoOneScalar() throws {
        #expect(try string(#""\uD800\uDC00""#)?.unicodeScalars.map(\.value) == [0x10000])
        #expect(try string(#""\uDBFF\uDFFF""#)?.unicodeScalars.map(\.value) == [0x10FFFF])
        #expect(try string(#""\ud83d\ude00x\uD83C\uDDF2\uD83C\uDDFD""#) == "😀x🇲🇽")
    }

    /// An unpaired surrogate is an error where it stands, not a replacement character.
    /// Un sustituto sin pareja es un error en su sitio, no un carácter de reemplazo.
    @Test func unpairedSurrogatesAreRejected() {
        #expect(failure(#""\ud83d""#)?.reason == "lone surrogate")
        #expect(failure(#""\ud83dx""#)?.reason == "lone surrogate")
        #expect(failure(#""\ud83d\n""#)?.reason == "lone surrogate")
        #expect(failure(#""\ude00""#)?.reason == "lone surrogate")
        #expect(failure(#""\ude00\ud83d""#)?.reason == "lone surrogate")
        #expect(failure(#""\ud83d\ud83d""#)?.reason == "invalid surrogate pair")
        #expect(failure(#""\ud83d\u0041""#)?.reason == "invalid surrogate pair")
    }

    /// Every raw control character U+0000…U+001F inside a string is rejected at its own byte;
    /// DEL (U+007F) is not a control character for JSON and is allowed.
    /// Cada carácter de control U+0000…U+001F sin escapar se rechaza en su propio byte; DEL se acepta.
    @Test func rawControlCharactersAreRejectedAtTheirByte() throws {
        for value in UInt8(0)..<0x20 {
            let data = Data([UInt8(ascii: "\""), UInt8(ascii: "a"), value, UInt8(ascii: "\"")])
            #expect(
                throws: JSONTextReader.SyntaxError(offset: 2, reason: "control character in a string"),
                "U+\(String(value, radix: 16))"
            ) { try JSONTextReader.parse(data) }
        }
        #expect(try string("\"a\u{7F}\"") == "a\u{7F}")
    }

    /// Escapes JSON does not define, and `\u` with too few or non-hex digits, are rejected.
    /// Los escapes que JSON no define, y `\u` con pocos dígitos o no hexadecimales, se rechazan.
    @Test(arguments: [#""\a""#, #""\v""#, #""\0""#, #""\'""#, #""\x41""#, #""\U0041""#, #""\""#])
    func undefinedEscapesAreRejected(json: String) {
        #expect(failure(json)?.reason == (json == #""\""# ? "unterminated string" : "invalid escape"))
    }

    @Test(arguments: [#""\u""#, #""\u12""#, #""\u12G4""#, #""\u-123""#, #""\u 123""#])
    func shortOrNonHexUnicodeEscapesAreRejected(json: String) {
        #expect(failure(json)?.reason == "invalid \\u escape")
    }
}
