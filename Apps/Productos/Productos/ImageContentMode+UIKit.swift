import ProductosKit
import UIKit

extension UIView.ContentMode {
    /// The UIKit content mode for the package's own enum (exhaustive: a new case will not compile
    /// until it is mapped). / El modo de UIKit para el enum del paquete (exhaustivo).
    init(_ mode: ImageContentMode) {
        switch mode {
        case .scaleAspectFit: self = .scaleAspectFit
        case .scaleAspectFill: self = .scaleAspectFill
        case .scaleToFill: self = .scaleToFill
        case .center: self = .center
        case .top: self = .top
        case .bottom: self = .bottom
        case .left: self = .left
        case .right: self = .right
        case .topLeft: self = .topLeft
        case .topRight: self = .topRight
        case .bottomLeft: self = .bottomLeft
        case .bottomRight: self = .bottomRight
        }
    }
}
