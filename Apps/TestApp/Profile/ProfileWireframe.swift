import UIKit

/// Temporary: replaced by the Profile module. / Temporal: lo reemplaza el módulo Perfil.
final class ProfileWireframe {
    static func makeModule(environment: AppEnvironment = .current) -> UIViewController {
        UIViewController()
    }
}
