import UIKit

extension UIView {
    /// Adds `content` inside this view: between the layout margins at the sides (the table's margins,
    /// and the safe area in landscape), `vertical` points from the top and the bottom. Used by the
    /// table headers and footers.
    /// Añade `content` dentro de esta vista: entre los márgenes a los lados y a `vertical` puntos arriba
    /// y abajo. Lo usan las cabeceras y pies de las tablas.
    func addSubviewWithinMargins(_ content: UIView, vertical: CGFloat) {
        content.translatesAutoresizingMaskIntoConstraints = false
        addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: topAnchor, constant: vertical),
            bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: vertical),
            content.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            layoutMarginsGuide.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        ])
    }
}
