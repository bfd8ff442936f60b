import ProfileKit
import Testing

/// The e-mail length limits at their exact edges (RFC 5321: 64-character local part, 63-character
/// domain label, 254-character address): the limit itself passes, one more is invalid.
/// Los límites de longitud del correo en su borde exacto (RFC 5321: parte local de 64, etiqueta de
/// dominio de 63, dirección de 254): el límite pasa y uno más es inválido.
@Suite struct ProfileEmailLengthLimitTests {
    let validator = ProfileValidator()

    /// "x…x" of `count` characters. / "x…x" de `count` caracteres.
    func run(_ character: Character, _ count: Int) -> String {
        String(repeating: character, count: count)
    }

    @Test func localPartOf64PassesAnd65IsInvalid() {
        let sixtyFour = run("a", 64) + "@example.com"
        #expect(validator.validateEmail(sixtyFour) == .success(sixtyFour))
        #expect(validator.validateEmail(run("a", 65) + "@example.com") == .failure(.invalid))
    }

    @Test func domainLabelOf63PassesAnd64IsInvalid() {
        let sixtyThree = "ana@" + run("b", 63) + ".mx"
        #expect(validator.validateEmail(sixtyThree) == .success(sixtyThree))
        #expect(validator.validateEmail("ana@" + run("b", 64) + ".mx") == .failure(.invalid))
        // The top-level domain is a label too. / El dominio de primer nivel también es una etiqueta.
        let longTLD = "ana@example." + run("c", 63)
        #expect(validator.validateEmail(longTLD) == .success(longTLD))
        #expect(validator.validateEmail("ana@example." + run("c", 64)) == .failure(.invalid))
    }

    /// 64 + "@" + 63 + "." + 63 + "." + 61 = 254 characters, every part within its own limit.
    /// Cada parte dentro de su propio límite; solo cuenta el total.
    @Test func addressOf254PassesAnd255IsInvalid() {
        let domain254 = run("d", 63) + "." + run("e", 63) + "." + run("f", 61)
        let address254 = run("a", 64) + "@" + domain254
        #expect(address254.count == 254)
        #expect(validator.validateEmail(address254) == .success(address254))

        let address255 = address254 + "f"
        #expect(address255.count == 255)
        #expect(validator.validateEmail(address255) == .failure(.invalid))
        #expect(ProfileValidator.maximumEmailLength == 254)
    }

    /// Spaces around the address do not count towards the limit. / Los espacios alrededor no cuentan.
    @Test func surroundingSpacesDoNotCount() {
        let address254 = run("a", 64) + "@" + run("d", 63) + "." + run("e", 63) + "." + run("f", 61)
        #expect(validator.validateEmail("  " + address254 + "\n") == .success(address254))
    }
}
