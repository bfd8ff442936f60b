import UIKit

/// The optional greeting above the Features table (Remote Config text), Dynamic Type ready.
/// El saludo opcional sobre la tabla Features (texto de Remote Config), listo para Dynamic Type.
final class WelcomeHeaderView: UIView {
    private let label = UILabel()

    init(text: String) {
        super.init(frame: .zero)
        label.text = text
        label.numberOfLines = 0
        label.useAppFont(.subheadline)
        label.textColor = AdaptivePalette.secondaryText
        accessibilityIdentifier = AccessibilityIdentifiers.FeatureList.header
        addSubviewWithinMargins(label, vertical: 8)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
