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
        localizer = try Localizer.stringsFile(at: TestPaths.app("TestApp", "es.lproj", "Localizable.strings"))
        presenter = MapPresenter(interactor: MapInteractor(), router: NoMapRouting(), localizer: localizer)
    }

    /// A number as a user could type it: 0–8 decimals, point or comma, optional "+", spaces around.
    /// Un número como lo escribiría alguien: 0–8 decimales, punto o coma, "+" opcional, espacios.
    static func typed(_ range: ClosedRange<Double>) -> Generator<(text: String, value: Double), some Sequence> {
        zip(Gen.double(in: range), Gen.int(in: 0...8), Gen.bool, Gen.bool, Gen.int(in: 0...3), Gen.int(in: 0...3))
            .map { number, decimals, comma, plus, before, after in
                let plain = String(format: "%.\(decimals)f", number)
                let exact = Double(plain)!
                var text = comma ? plain.replacingOccurrences(of: ".", with: ",") : plain
                if plus, exact >= 0 { text = "+" + text }
                return (String(repeating: " ", count: before) + text + String(repeating: " ", count: after), exact)
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
        await propertyCheck(count: 400, input: Self.typed(-90...90)) { input in
            #expect(
                CoordinateValidator.value(of: input.text, axis: .latitude) == .success(input.value), "\(input.text)")
        }
    }

    @Test func validLongitudesAreAccepted() async {
        await propertyCheck(count: 400, input: Self.typed(-180...180)) { input in
            #expect(
                CoordinateValidator.value(of: input.text, axis: .longitude) == .success(input.value), "\(input.text)")
        }
    }

    @Test func latitudesBeyondNinetyAreOutOfRange() async {
        await propertyCheck(count: 300, input: zip(Self.typed(90.01...99_999), Gen.bool)) { input, negative in
            let text =
                negative
                ? "-" + input.text.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "+", with: "")
                : input.text
            expectFailure(text, .outOfRange, .latitude)
        }
    }

    @Test func longitudesBeyondOneEightyAreOutOfRange() async {
        await propertyCheck(count: 300, input: Self.typed(180.01...99_999)) { input in
            expectFailure(input.text, .outOfRange, .longitude)
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

final class NoMapRouting: MapRouting {}
