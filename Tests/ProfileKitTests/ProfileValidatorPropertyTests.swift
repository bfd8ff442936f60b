import Foundation
import ProfileKit
import PropertyBased
import Testing

/// Property-based tests of `ProfileValidator`: hundreds of generated valid inputs pass, generated
/// invalid inputs give the expected error, and arbitrary text never crashes it.
/// Pruebas basadas en propiedades de `ProfileValidator`: cientos de entradas válidas pasan, las
/// inválidas dan el error esperado y ningún texto arbitrario lo hace fallar.
struct ProfileValidatorPropertyTests {
    private let validator = ProfileValidator()
    private static let whitespace = Gen<Character?>.element(of: [" ", "\t", "\n"] as [Character]).map { $0! }
    private static let emailSymbol = Gen<Character?>.element(of: Array("._+-") as [Character]).map { $0! }

    // MARK: Names

    @Test func validNamesPassTrimmed() async {
        await propertyCheck(
            count: 400, input: Gen.letterOrNumber.string(of: 1...60), Self.whitespace.string(of: 0...3),
            Self.whitespace.string(of: 0...3)
        ) { core, before, after in
            #expect(validator.validateName(before + core + after) == .success(core))
        }
    }

    @Test func namesWithInnerSpacesAndAccentsPass() async {
        let accented = Gen<Character?>.element(of: Array("áéíóúñÑüÁ") as [Character]).map { $0! }
        await propertyCheck(count: 200, input: accented.string(of: 1...29), Gen.letter.string(of: 1...30)) {
            first, last in
            #expect(validator.validateName("\(first) \(last)") == .success("\(first) \(last)"))
        }
    }

    @Test func blankNamesAreEmpty() async {
        await propertyCheck(count: 200, input: Self.whitespace.string(of: 0...20)) { blank in
            #expect(validator.validateName(blank) == .failure(.empty))
        }
    }

    @Test func longNamesAreTooLong() async {
        await propertyCheck(count: 300, input: Gen.letterOrNumber.string(of: 61...300)) { name in
            #expect(validator.validateName(name) == .failure(.tooLong(maximum: 60)))
        }
    }

    // MARK: Ages

    @Test func agesFromZeroTo130Pass() async {
        await propertyCheck(count: 400, input: Gen.int(in: 0...130), Self.whitespace.string(of: 0...2)) {
            age, padding in
            #expect(validator.validateAge(padding + String(age) + padding) == .success(age))
        }
    }

    @Test func wholeNumbersOutsideTheRangeAreOutOfRange() async {
        await propertyCheck(count: 300, input: Gen.int(in: 131...Int.max), Gen.int(in: Int.min...(-1))) {
            high, low in
            #expect(validator.validateAge(String(high)) == .failure(.outOfRange(minimum: 0, maximum: 130)))
            #expect(validator.validateAge(String(low)) == .failure(.outOfRange(minimum: 0, maximum: 130)))
        }
    }

    @Test func hugeDigitStringsAreOutOfRangeNotCrashes() async {
        await propertyCheck(count: 200, input: Gen.number.string(of: 20...60)) { digits in
            let huge = "9" + digits
            #expect(validator.validateAge(huge) == .failure(.outOfRange(minimum: 0, maximum: 130)))
        }
    }

    @Test func decimalsAndWordsAreNotWholeNumbers() async {
        await propertyCheck(
            count: 300, input: Gen.int(in: 0...130), Gen.int(in: 1...99), Gen.letter.string(of: 1...10)
        ) { whole, fraction, word in
            #expect(validator.validateAge("\(whole).\(fraction)") == .failure(.notAWholeNumber))
            #expect(validator.validateAge("\(whole),\(fraction)") == .failure(.notAWholeNumber))
            #expect(validator.validateAge(word) == .failure(.notAWholeNumber))
            #expect(validator.validateAge("\(whole)\(word)") == .failure(.notAWholeNumber))
        }
    }

    // MARK: Emails

    private static let localPart = Gen.letterOrNumber.string(of: 1...20)
    private static let domainLabel = Gen.letterOrNumber.string(of: 1...20)
    private static let topLevelDomain = Gen.letter.string(of: 2...6)

    @Test func plausibleAddressesPass() async {
        await propertyCheck(
            count: 400, input: Self.localPart, Self.emailSymbol, Self.localPart, Self.domainLabel, Self.topLevelDomain
        ) { first, symbol, second, domain, tld in
            let address = "\(first)\(symbol)\(second)@\(domain).\(tld)"
            #expect(validator.validateEmail(" \(address) ") == .success(address))
        }
    }

    @Test func subdomainsPass() async {
        await propertyCheck(
            count: 200, input: Self.localPart, Self.domainLabel, Self.domainLabel, Self.topLevelDomain
        ) { local, sub, domain, tld in
            let address = "\(local)@\(sub).\(domain)-mx.\(tld)"
            #expect(validator.validateEmail(address) == .success(address))
        }
    }

    @Test func addressesWithInnerSpacesAreRejected() async {
        await propertyCheck(
            count: 300, input: Self.localPart, Self.localPart, Self.domainLabel, Self.topLevelDomain
        ) { left, right, domain, tld in
            #expect(validator.validateEmail("\(left) \(right)@\(domain).\(tld)") == .failure(.containsSpaces))
            #expect(validator.validateEmail("\(left)@\(domain) .\(tld)") == .failure(.containsSpaces))
        }
    }

    @Test func malformedAddressesAreInvalid() async {
        await propertyCheck(
            count: 400, input: Self.localPart, Self.domainLabel, Self.topLevelDomain, Gen.int(in: 0...9)
        ) { local, domain, tld, digit in
            let malformed = [
                "\(local)\(domain).\(tld)",  // no @ / sin @
                "\(local)@@\(domain).\(tld)",  // two @ / dos @
                "\(local)@\(domain)@\(domain).\(tld)",
                "@\(domain).\(tld)",  // no local part / sin parte local
                "\(local)@.\(tld)",  // empty domain label / etiqueta vacía
                "\(local)@\(domain)",  // no TLD / sin TLD
                "\(local)@\(domain).",  // empty TLD / TLD vacío
                "\(local)@\(domain).\(tld.prefix(1))",  // one-letter TLD / TLD de una letra
                "\(local)@\(domain).\(tld)\(digit)",  // digit in TLD / dígito en el TLD
                "\(local)..\(local)@\(domain).\(tld)",  // double dot / doble punto
                ".\(local)@\(domain).\(tld)",
                "\(local)@-\(domain).\(tld)",  // hyphen at label start / guion al inicio
                "\(local)@\(domain)..\(tld)",
            ]
            for address in malformed {
                #expect(validator.validateEmail(address) == .failure(.invalid), "\(address)")
            }
        }
    }

    @Test func blankAddressesAreEmpty() async {
        await propertyCheck(count: 100, input: Self.whitespace.string(of: 0...10)) { blank in
            #expect(validator.validateEmail(blank) == .failure(.empty))
        }
    }

    // MARK: Whole form and robustness

    /// Any text at all (controls, accents, symbols, CJK…): no crash, and whatever passes obeys the
    /// rules and passes again unchanged. / Cualquier texto: sin fallos, y lo que pasa cumple las
    /// reglas y vuelve a pasar sin cambios.
    @Test func arbitraryTextNeverCrashesAndPassingValuesObeyTheRules() async {
        let anyCharacter = Gen<UnicodeScalar>.unicodeScalar(in: "\u{0}"..."\u{D7FF}").map { Character($0) }
        let anyText = anyCharacter.string(of: 0...80)
        await propertyCheck(count: 600, input: anyText, anyText, anyText) { name, age, email in
            assertConsistent(ProfileForm(name: name, age: age, email: email))
        }
    }

    /// Near-valid text (ASCII with many "@" and ".") reaches the deeper email rules.
    /// Texto casi válido (ASCII con muchas "@" y ".") llega a las reglas profundas del correo.
    @Test func nearValidAsciiNeverCrashes() async {
        let nearValid = Gen<Character?>.element(of: Array("ab9@.-_ +é") as [Character]).map { $0! }
        await propertyCheck(count: 600, input: nearValid.string(of: 0...30), Gen.ascii.string(of: 0...6)) {
            email, age in
            assertConsistent(ProfileForm(name: email, age: age, email: email))
        }
    }

    private func assertConsistent(_ form: ProfileForm) {
        switch validator.validate(form) {
        case .success(let profile):
            #expect((1...60).contains(profile.name.count))
            #expect((0...130).contains(profile.age))
            #expect(!profile.email.contains(where: { $0.isWhitespace }))
            #expect(profile.email.filter { $0 == "@" }.count == 1)
            let again = ProfileForm(name: profile.name, age: String(profile.age), email: profile.email)
            #expect(validator.validate(again) == .success(profile))
        case .failure(let errors):
            #expect(errors.name != nil || errors.age != nil || errors.email != nil)
        }
    }

    /// The form reports every invalid field at once. / El formulario informa todos los campos a la vez.
    @Test func formCollectsEveryFieldError() async {
        await propertyCheck(
            count: 200, input: Gen.letterOrNumber.string(of: 61...100), Gen.letter.string(of: 1...5)
        ) { longName, word in
            let result = validator.validate(ProfileForm(name: longName, age: word, email: word))
            let expected = ProfileValidationErrors(name: .tooLong(maximum: 60), age: .notAWholeNumber, email: .invalid)
            #expect(result == .failure(expected))
        }
    }

    // MARK: Examples at the edges / Ejemplos en los bordes

    @Test(arguments: [
        ("0", Result<Int, AgeError>.success(0)), ("130", .success(130)), ("+7", .success(7)),
        ("131", .failure(.outOfRange(minimum: 0, maximum: 130))),
        ("-1", .failure(.outOfRange(minimum: 0, maximum: 130))), ("", .failure(.empty)),
        ("-", .failure(.notAWholeNumber)), ("٣", .failure(.notAWholeNumber)), ("1e2", .failure(.notAWholeNumber)),
        ("3 0", .failure(.notAWholeNumber)),
    ])
    func ageEdges(_ text: String, _ expected: Result<Int, AgeError>) {
        #expect(validator.validateAge(text) == expected)
    }

    @Test func nameLimitCountsCharactersNotBytes() {
        let sixty = String(repeating: "ñ", count: 60)
        #expect(validator.validateName(sixty) == .success(sixty))
        #expect(validator.validateName(sixty + "a") == .failure(.tooLong(maximum: 60)))
    }

    @Test func internationalAndSymbolAddresses() {
        #expect(validator.validateEmail("josé.pérez@correo.mx") == .success("josé.pérez@correo.mx"))
        #expect(validator.validateEmail("a+b_c@sub.example.co") == .success("a+b_c@sub.example.co"))
        #expect(validator.validateEmail("ana@example.c0m") == .failure(.invalid))
        #expect(validator.validateEmail(String(repeating: "a", count: 65) + "@example.com") == .failure(.invalid))
    }
}
