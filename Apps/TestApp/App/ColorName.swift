/// Named colours of `Assets.xcassets/Colors/` (each with a dark variant), used from code.
/// Colores con nombre de `Assets.xcassets/Colors/` (cada uno con variante oscura), usados en código.
enum ColorName {
    static let accent = "AccentColor"
    static let screenBackground = "ScreenBackground"
    static let cardBackground = "CardBackground"
    static let cardShadow = "CardShadow"
    static let primaryText = "PrimaryText"
    static let secondaryText = "SecondaryText"
}
