import UIKit

/// View controllers created from a storyboard through one typed entry point (Kickstarter style).
/// View controllers creados desde un storyboard por un único punto tipado (estilo Kickstarter).
protocol StoryboardInstantiable: UIViewController {
    static var storyboardID: StoryboardID { get }
}

extension StoryboardInstantiable {
    /// A new instance from its storyboard; a mismatch is a programming error caught by the
    /// storyboard check on Linux before it can reach a device.
    /// Una instancia nueva desde su storyboard; un desajuste es un error de programación que el
    /// chequeo de storyboards detecta en Linux antes de llegar a un dispositivo.
    static func instantiate() -> Self {
        let storyboard = UIStoryboard(name: storyboardID.storyboard, bundle: Bundle(for: self))
        guard let controller = storyboard.instantiateViewController(withIdentifier: storyboardID.identifier) as? Self
        else {
            fatalError("Storyboard \(storyboardID.storyboard) has no \(storyboardID.identifier) of type \(self)")
        }
        return controller
    }
}
