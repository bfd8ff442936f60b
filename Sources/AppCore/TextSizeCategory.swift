/// The user's text size (Dynamic Type), from Extra Small to AX5, in order; the app maps
/// `UIContentSizeCategory` to it by raw value (`UICTContentSizeCategoryAccessibilityXL`…).
/// El tamaño de texto del usuario (Dynamic Type), de Extra Small a AX5, en orden; la app lo obtiene
/// de `UIContentSizeCategory` por su valor crudo.
public enum TextSizeCategory: Int, CaseIterable, Comparable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    /// `UIContentSizeCategory.rawValue` suffixes in `rawValue` order. / Sufijos del valor crudo de UIKit.
    private static let uiKitSuffixes = [
        "XS", "S", "M", "L", "XL", "XXL", "XXXL",
        "AccessibilityM", "AccessibilityL", "AccessibilityXL", "AccessibilityXXL", "AccessibilityXXXL",
    ]

    /// From `UIContentSizeCategory.rawValue`; `unspecified` or an unknown value is nil (use the default).
    /// Desde el valor crudo de UIKit; `unspecified` o un valor desconocido da nil.
    public init?(uiKitName: String) {
        let prefix = "UICTContentSizeCategory"
        guard uiKitName.hasPrefix(prefix),
            let index = Self.uiKitSuffixes.firstIndex(of: String(uiKitName.dropFirst(prefix.count)))
        else { return nil }
        self.init(rawValue: index)
    }

    /// AX1 to AX5 (Settings ▸ Accessibility ▸ Larger Text). / AX1 a AX5.
    public var isAccessibilitySize: Bool { self >= .accessibilityMedium }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}
