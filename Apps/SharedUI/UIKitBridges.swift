import AppCore
import UIKit

extension UIColor {
    /// A UIKit colour from the package's platform-neutral one.
    /// Un color de UIKit a partir del color neutral del paquete.
    convenience init(_ color: RGBColor) {
        self.init(red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: 1)
    }
}

extension Localizer {
    /// The app's own `Localizable.strings` (Spanish first, English second).
    /// El `Localizable.strings` de la app (español primero, inglés después).
    static let live = Localizer.bundle(.main)
}
