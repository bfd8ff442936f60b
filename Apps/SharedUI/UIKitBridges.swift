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

extension UIViewController {
    /// A native alert with one dismiss button; texts arrive already localized from a presenter.
    /// Screens adopt `AlertShowing` (`showAlert(_ AlertViewModel)`, pending alerts) instead; this stays
    /// only until Persistence adopts it too, then goes.
    /// Alerta nativa con un botón. Las pantallas adoptan `AlertShowing`; esta queda solo hasta que
    /// Persistence también lo adopte, y luego se borra.
    func showAlert(title: String, message: String, dismissTitle: String, handler: (() -> Void)? = nil) {
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: dismissTitle, style: .default) { _ in handler?() })
        present(alert, animated: true)
    }
}
