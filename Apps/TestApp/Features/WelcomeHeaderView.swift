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
        label.translatesAutoresizingMaskIntoConstraints = false
        accessibilityIdentifier = AccessibilityIdentifiers.FeatureList.header
        addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("init(coder:) is not supported")
    }
}
