import Foundation
import PropertyBased
import Testing
import UIComponentsKit

/// Hundreds of generated edits: in Edad mode an edit is accepted exactly when the resulting text is
/// 0–3 ASCII digits (or it is a deletion); nothing crashes.
/// Cientos de ediciones generadas: en modo Edad una edición se acepta solo si el resultado son
/// 0–3 dígitos ASCII (o es un borrado); nada falla.
@Suite struct DigitFilterPropertyTests {
    /// Characters a user could type or paste: ASCII digits, letters, other Unicode digits, emoji.
    /// Caracteres que alguien podría escribir o pegar: dígitos ASCII, letras, otros dígitos, emoji.
    static let pool: [Character] = Array("0123456789abcXYZ -.,٣۴３²😀ñ")

    @Test func ageModeAcceptsExactlyShortASCIIDigitStrings() async {
        let text = Gen.element(of: Self.pool).compactMap { $0 }.array(of: 0...4).map { String($0) }
        await propertyCheck(count: 500, input: text, text, Gen.int(in: 0...10), Gen.int(in: 0...10)) {
            current, replacement, start, length in
            let view = FakeUIComponentsView()
            let presenter = makePresenter(view, localizer: .keys)
            presenter.didSelectSegment(at: 1)
            let range = NSRange(location: start, length: length)
            let accepted = presenter.shouldChangeCharacters(in: current, range: range, replacement: replacement)
            guard let swiftRange = Range(range, in: current) else {
                #expect(!accepted, "invalid range \(range) in \(current.debugDescription)")
                return
            }
            let result = current.replacingCharacters(in: swiftRange, with: replacement)
            let valid =
                result.unicodeScalars.count <= 3 && result.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
            #expect(
                accepted == (replacement.isEmpty || valid),
                "\(current.debugDescription) + \(replacement.debugDescription)")
        }
    }

    /// The exact limit: with three digits typed, any fourth digit is refused wherever it goes, while
    /// replacing one of the three keeps the length at three and is accepted.
    /// El límite exacto: con tres dígitos, un cuarto se rechaza donde vaya; reemplazar uno de los
    /// tres mantiene la longitud en tres y se acepta.
    @Test func aFourthDigitIsRefusedAndAReplacementAtThreeIsAccepted() async {
        let threeDigits = Gen.number.array(of: 3...3).map { String($0) }
        await propertyCheck(count: 300, input: threeDigits, Gen.number, Gen.int(in: 0...3)) { current, digit, offset in
            let presenter = makePresenter(FakeUIComponentsView(), localizer: .keys)
            presenter.didSelectSegment(at: 1)
            let insert = NSRange(location: offset, length: 0)
            #expect(!presenter.shouldChangeCharacters(in: current, range: insert, replacement: String(digit)))
            let replace = NSRange(location: min(offset, 2), length: 1)
            #expect(presenter.shouldChangeCharacters(in: current, range: replace, replacement: String(digit)))
        }
    }

    @Test func digitsOnlyInputIsAlwaysAcceptedUpToThreeDigits() async {
        let digits = Gen.number.array(of: 0...3).map { String($0) }
        await propertyCheck(count: 300, input: digits) { digits in
            let presenter = makePresenter(FakeUIComponentsView(), localizer: .keys)
            presenter.didSelectSegment(at: 1)
            #expect(
                presenter.shouldChangeCharacters(in: "", range: NSRange(location: 0, length: 0), replacement: digits))
        }
    }
}
