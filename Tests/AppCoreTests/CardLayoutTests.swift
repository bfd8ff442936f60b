import AppCore
import Testing

/// Where the Features cards put their icon at each text size, and how UIKit's names map.
/// Dónde ponen el icono las tarjetas de Features en cada tamaño de texto, y cómo se leen los nombres de UIKit.
@Suite struct CardLayoutTests {
    @Test func upToAX2TheIconStaysBesideTheText() {
        let beside = TextSizeCategory.allCases.filter { $0 < .accessibilityExtraLarge }
        #expect(beside.count == 9)
        #expect(beside.allSatisfy { CardLayout.iconPlacement(for: $0) == .beside })
        #expect(CardLayout.iconPlacement(for: nil) == .beside, "unspecified is the default size")
    }

    /// AX3–AX5: a 56 pt icon beside the text leaves ~10 characters a line.
    /// AX3–AX5: un icono de 56 pt al lado deja ~10 caracteres por línea.
    @Test(arguments: [
        TextSizeCategory.accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ])
    func fromAX3TheIconGoesAbove(category: TextSizeCategory) {
        #expect(CardLayout.iconPlacement(for: category) == .above)
    }

    @Test func uiKitNamesMapInOrder() {
        #expect(TextSizeCategory(uiKitName: "UICTContentSizeCategoryL") == .large)
        #expect(TextSizeCategory(uiKitName: "UICTContentSizeCategoryXXXL") == .extraExtraExtraLarge)
        #expect(TextSizeCategory(uiKitName: "UICTContentSizeCategoryAccessibilityM") == .accessibilityMedium)
        #expect(TextSizeCategory(uiKitName: "UICTContentSizeCategoryAccessibilityXL") == .accessibilityExtraLarge)
        #expect(
            TextSizeCategory(uiKitName: "UICTContentSizeCategoryAccessibilityXXXL")
                == .accessibilityExtraExtraExtraLarge)
        #expect(TextSizeCategory(uiKitName: "_UICTContentSizeCategoryUnspecified") == nil)
        #expect(TextSizeCategory(uiKitName: "UICTContentSizeCategoryHuge") == nil)
    }

    @Test func onlyAX1ToAX5AreAccessibilitySizes() {
        #expect(TextSizeCategory.allCases.filter(\.isAccessibilitySize).count == 5)
        #expect(!TextSizeCategory.extraExtraExtraLarge.isAccessibilitySize)
        #expect(TextSizeCategory.accessibilityMedium.isAccessibilitySize)
    }
}
