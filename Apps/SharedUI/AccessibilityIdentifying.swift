import UIKit

/// Every screen of the three apps sets its UI-test identifiers (from its app's
/// `AccessibilityIdentifiers.swift`) in this one method, called from `viewDidLoad`.
/// Cada pantalla de las tres apps pone sus identificadores de UI tests (del
/// `AccessibilityIdentifiers.swift` de su app) en este único método, llamado desde `viewDidLoad`.
protocol AccessibilityIdentifying: UIViewController {
    func applyAccessibilityIdentifiers()
}
