import AppCore
import Foundation
import MapFeatureKit
import PropertyBased
import TestSupport
import Testing

/// Hundreds of generated strings per property: valid ones give the number typed, invalid ones get
/// their exact message, nothing crashes.
/// Cientos de textos generados por propiedad: los válidos dan el número escrito, los inválidos
/// reciben su mensaje exacto y nada falla.
@Suite struct CoordinateValidatorPropertyTests {
    let localizer: Localizer
    let presenter: MapPresenter

    init() throws {
        localizer = try TestLocalizer.spanish(app: "TestApp")
        presenter = MapPresenter(interactor: MapInteractor(), router: NoMapRouting(), localizer: localizer)
    }

    /// How a generated number is written: sign, separator and spaces around it.
    /// Cómo se escribe un número generado: signo, separador y espacios alrededor.
    struct Spelling {
        /// "", "+" or "-". / "", "+" o "-".
        let sign: String
        let comma: Bool
        let before: Int
        let after: Int

        static let generator = zip(
            Gen.element(of: ["", "+", "-"]).map { $0 ?? "" }, Gen.bool, Gen.int(in: 0...3), Gen.int(in: 0...3)
        ).map { Spelling(sign: $0, comma: $1, before: $2, after: $3) }

        /// The text as typed, e.g. "  -19,4326 ". / El texto como se escribe.
        func typed(whole: String, fraction: String) -> String {
            let number = fraction.isEmpty ? whole : whole + (comma ? "," : ".") + fraction
            return String(repeating: " ", count: before) + sign + number + String(repeating: " ", count: after)
        }

        /// The value the typed decimal stands for, computed apart from the validator.
        /// El valor que representa el decimal escrito, calculado aparte del validador.
        func value(whole: String, fraction: String) -> Double? {
            let magnitude = Double(fraction.isEmpty ? whole : whole + "." + fraction)
            return sign == "-" ? magnitude.map { -$0 } : magnitude
        }
    }

    /// Decimal digits that fit in `CoordinateValidator.maximumLength` (24) with sign, whole part and point.
    /// Dígitos decimales que caben en 24 caracteres con signo, parte entera y punto.
    static func fractionRoom(sign: String, whole: String) -> Int {
        24 - sign.count - whole.count - 1
    }

    /// A number inside `-limit...limit` exactly as typed: any whole part and decimals, with extra
    /// weight on ±limit itself ("90", "-180,000"), on the largest values below it ("89.9999…") and on
    /// texts of exactly the maximum length.
    /// Un número dentro de `-limit...limit` tal como se escribe: cualquier parte entera y decimales,
    /// con más peso en ±limit ("90", "-180,000"), en los valores justo debajo ("89.9999…") y en
    /// textos de exactamente la longitud máxima.
    static func inside(limit: Int) -> Generator<(text: String, value: Double), some Sequence> {
        zip(Spelling.generator, Gen.int(in: 0...5), Gen.int(in: 0...limit), Gen.number.string(of: 0...19))
            .map { spelling, kind, randomWhole, randomDigits -> (text: String, value: Double) in
                var whole = String(randomWhole)
                var fraction = randomDigits
                switch kind {
                case 0:  // exactly the bound / justo el límite
                    whole = String(limit)
                    fraction = String(repeating: "0", count: min(fraction.count, 3))
                case 1:  // just below the bound / justo debajo del límite
                    whole = String(limit - 1)
                    fraction = String(repeating: "9", count: max(1, fraction.count))
                case 2:  // exactly the maximum length / exactamente la longitud máxima
                    let room = fractionRoom(sign: spelling.sign, whole: whole)
                    fraction = String((fraction + String(repeating: "7", count: room)).prefix(room))
                default:
                    break
                }
                if whole == String(limit) { fraction = String(repeating: "0", count: fraction.count) }
                fraction = String(fraction.prefix(fractionRoom(sign: spelling.sign, whole: whole)))
                let text = spelling.typed(whole: whole, fraction: fraction)
                return (text, spelling.value(whole: whole, fraction: fraction) ?? .nan)
            }
    }

    /// A number beyond ±limit exactly as typed: the bound plus one tiny last digit
    /// ("90.0000000000000000001", whose `Double` is 90), the bound plus any non-zero decimals, or a
    /// larger whole part up to 99,999.
    /// Un número más allá de ±limit tal como se escribe: el límite más un último dígito diminuto
    /// (cuyo `Double` es 90), el límite más decimales no nulos, o una parte entera mayor.
    static func beyond(limit: Int) -> Generator<String, some Sequence> {
        zip(
            Spelling.generator, Gen.int(in: 0...2), Gen.int(in: (limit + 1)...99_999), Gen.number.string(of: 0...18),
            Gen.int(in: 1...9)
        )
        .map { spelling, kind, largerWhole, randomDigits, lastDigit -> String in
            let bound = String(limit)
            let room = fractionRoom(sign: spelling.sign, whole: bound)
            switch kind {
            case 0:  // the bound and a tiny excess / el límite y un exceso diminuto
                let zeros = String(repeating: "0", count: min(randomDigits.count, room - 1))
                return spelling.typed(whole: bound, fraction: zeros + String(lastDigit))
            case 1:  // the bound and any non-zero decimals / el límite y decimales no nulos
                let fraction = String(randomDigits.prefix(room - 1)) + String(lastDigit)
                return spelling.typed(whole: bound, fraction: fraction)
            default:  // a larger whole number / un entero mayor
                let whole = String(largerWhole)
                let fraction = randomDigits.prefix(fractionRoom(sign: spelling.sign, whole: whole))
                return spelling.typed(whole: whole, fraction: String(fraction))
            }
        }
    }

    /// Checks that `text` fails with `error` on `axis` and that its Spanish message exists.
    /// Comprueba que `text` falla con `error` en `axis` y que existe su mensaje en español.
    func expectFailure(_ text: String, _ error: CoordinateFieldError, _ axis: CoordinateAxis) {
        let result = CoordinateValidator.value(of: text, axis: axis)
        #expect(result == .failure(error), "\(text.debugDescription) on \(axis)")
        let message = presenter.message(error, axis)
        #expect(!message.isEmpty && !message.hasPrefix("map."), "missing text for \(error.messageKey(for: axis))")
    }

    @Test func validLatitudesAreAccepted() async {
        await propertyCheck(count: 400, input: Self.inside(limit: 90)) { input in
            #expect(
                CoordinateValidator.value(of: input.text, axis: .latitude) == .success(input.value),
                "\(input.text.debugDescription)")
        }
    }

    @Test func validLongitudesAreAccepted() async {
        await propertyCheck(count: 400, input: Self.inside(limit: 180)) { input in
            #expect(
                CoordinateValidator.value(of: input.text, axis: .longitude) == .success(input.value),
                "\(input.text.debugDescription)")
        }
    }

    @Test func latitudesBeyondNinetyAreOutOfRange() async {
        await propertyCheck(count: 300, input: Self.beyond(limit: 90)) { text in
            expectFailure(text, .outOfRange, .latitude)
        }
    }

    @Test func longitudesBeyondOneEightyAreOutOfRange() async {
        await propertyCheck(count: 300, input: Self.beyond(limit: 180)) { text in
            expectFailure(text, .outOfRange, .longitude)
        }
    }

    /// The generators themselves: every text is at most 24 characters once trimmed, so the
    /// properties above test the range, never the length.
    /// Los generadores mismos: cada texto tiene como máximo 24 caracteres sin espacios, así las
    /// propiedades de arriba prueban el rango y nunca la longitud.
    @Test func generatedNumbersFitTheMaximumLength() async {
        await propertyCheck(count: 300, input: Self.inside(limit: 180), Self.beyond(limit: 180)) { inside, beyond in
            #expect(inside.text.trimmingCharacters(in: .whitespaces).count <= 24, "\(inside.text)")
            #expect(beyond.trimmingCharacters(in: .whitespaces).count <= 24, "\(beyond)")
        }
    }

    @Test func exponentsAreNotNumbers() async {
        await propertyCheck(count: 300, input: zip(Gen.int(in: -999...999), Gen.int(in: -20...20), Gen.bool)) {
            base, power, upper in
            expectFailure("\(base)\(upper ? "E" : "e")\(power)", .notANumber, .latitude)
        }
    }

    @Test func repeatedOrMisplacedSignsAreNotNumbers() async {
        let signs = Gen.element(of: ["--", "++", "+-", "-+", "- ", "−"]).map { $0! }
        await propertyCheck(count: 300, input: zip(signs, Gen.int(in: 0...180))) { sign, number in
            expectFailure("\(sign)\(number)", .notANumber, .longitude)
            expectFailure("\(number)\(sign)", .notANumber, .longitude)
        }
    }

    @Test func nonASCIIDigitsAreNotNumbers() async {
        // Arabic-Indic "٠"…"٩", Devanagari "०"…"९" and full-width "０"…"９" (first scalar of each).
        // Dígitos arábigo-índicos, devanagari y de ancho completo (primer escalar de cada uno).
        let zeros: [UInt32] = [0x0660, 0x0966, 0xFF10]
        await propertyCheck(count: 300, input: zip(Gen.int(in: 0...2), Gen.int(in: 0...9).array(of: 1...8))) {
            script, digits in
            let text = String(String.UnicodeScalarView(digits.map { UnicodeScalar(zeros[script] + UInt32($0))! }))
            expectFailure(text, .notANumber, .latitude)
            expectFailure("1" + text, .notANumber, .latitude)
            expectFailure(text + ",5", .notANumber, .longitude)
        }
        expectFailure("٣", .notANumber, .latitude)
    }

    @Test func wordsAndSymbolsAreNotNumbers() async {
        await propertyCheck(count: 300, input: Gen.letter.string(of: 1...12)) { word in
            expectFailure(word, .notANumber, .latitude)
        }
        for text in [
            "NaN", "nan", "inf", "-Infinity", "0x1A", "1_000", ".5", "5.", "1,000.5", "1.2.3", "12 34", "1,,2", "19°",
        ] {
            expectFailure(text, .notANumber, .latitude)
        }
    }

    @Test func blankIsEmpty() async {
        let blank = Gen.element(of: [" ", "\t", "\n", "\u{A0}"]).map { $0! }
        await propertyCheck(count: 200, input: blank.array(of: 0...12)) { pieces in
            expectFailure(pieces.joined(), .empty, .longitude)
        }
    }

    @Test func veryLongTextIsTooLong() async {
        await propertyCheck(count: 300, input: Gen.number.string(of: 25...400)) { digits in
            expectFailure(digits, .tooLong, .latitude)
            expectFailure("  " + digits + "  ", .tooLong, .longitude)
        }
        expectFailure(String(repeating: "9", count: 100_000), .tooLong, .latitude)
        expectFailure(String(repeating: "٣", count: 30), .tooLong, .longitude)
        #expect(presenter.message(.tooLong, .latitude) == "La latitud es demasiado larga (máximo 24 caracteres).")
    }

    /// Arbitrary printable ASCII and random Unicode: never crashes; a success is inside the range,
    /// a failure always has a message.
    /// ASCII imprimible y Unicode al azar: nunca falla; un éxito está en rango y un fallo tiene mensaje.
    @Test func arbitraryTextNeverCrashes() async {
        let text = zip(
            Gen.character(in: " "..."~").string(of: 0...40), Gen.character(in: "\u{1}"..."\u{2FFF}").string(of: 0...40),
            Gen.bool
        ).map { printable, unicode, usePrintable in usePrintable ? printable : unicode }
        let axis = Gen.element(of: CoordinateAxis.allCases).map { $0! }
        await propertyCheck(count: 600, input: zip(text, axis)) { text, axis in
            switch CoordinateValidator.value(of: text, axis: axis) {
            case .success(let value):
                #expect(axis.range.contains(value) && value.isFinite)
            case .failure(let error):
                #expect(!presenter.message(error, axis).hasPrefix("map."))
            }
        }
    }
}
