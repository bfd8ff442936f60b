import AppCore
import UIKit
import XCTest

@testable import TestApp

/// Hyphens only where a word alone is wider than the label's line (issue 34 item 2; the rule is
/// `HyphenationRule`, tested on Linux): before, every hyphenated label had `hyphenationFactor = 1`, and
/// TextKit then hyphenated almost every wrapped line ("refe-rencia)"). Only UIKit measures its fonts, so
/// this is hosted. / Guiones solo donde una palabra sola es más ancha que la línea de la etiqueta.
final class HyphenationTests: XCTestCase {
    func testOnlyAWordWiderThanTheLineIsHyphenatedAndANewWidthDecidesAgain() throws {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 150, height: 200))
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 17)
        label.setHyphenatedText("vea la referencia (página 3)", alignment: .center)
        XCTAssertEqual(try factor(of: label), 0, "every word fits the line: wrapped whole")
        XCTAssertEqual(try style(of: label).alignment, .center)

        label.setHyphenatedText("electroencefalografista")
        XCTAssertEqual(try factor(of: label), 1, "a word wider than 150 pt at 17 pt is hyphenated")

        label.frame.size.width = 320
        label.updateHyphenation()
        XCTAssertEqual(try factor(of: label), 0, "wider, the word fits: decided again")
        XCTAssertEqual(label.text, "electroencefalografista", "the characters are unchanged")

        label.setHyphenatedText(nil)
        XCTAssertNil(label.attributedText?.string.nilIfEmpty)
    }

    /// Before the first layout a label has no width: nothing is hyphenated until it has one.
    /// Antes de la primera disposición no hay ancho: no se divide nada.
    func testALabelWithoutAWidthIsNotHyphenated() throws {
        let label = UILabel()
        label.setHyphenatedText("electroencefalografista")
        XCTAssertEqual(try factor(of: label), 0)
    }

    private func style(of label: UILabel) throws -> NSParagraphStyle {
        let text = try XCTUnwrap(label.attributedText)
        return try XCTUnwrap(text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle)
    }

    private func factor(of label: UILabel) throws -> Float { try style(of: label).hyphenationFactor }
}

/// The factor `HyphenationRule` asks for at `label`'s current width and font: what every hyphenating
/// label must carry after its layout. / El factor que pide la regla al ancho y fuente actuales.
func ruleHyphenationFactor(of label: UILabel) -> Float {
    let font = label.font ?? .preferredFont(forTextStyle: .body)
    let line = label.preferredMaxLayoutWidth > 0 ? label.preferredMaxLayoutWidth : label.bounds.width
    let text = label.attributedText?.string ?? ""
    let hyphenates = HyphenationRule.hyphenates(text, lineWidth: Double(line)) {
        Double((String($0) as NSString).size(withAttributes: [.font: font]).width)
    }
    return hyphenates ? 1 : 0
}

extension String {
    fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
