import UIKit

/// The rounded card behind each feature row. Its shadow path is rebuilt in its own
/// `layoutSubviews`, the one moment its final bounds are known, so rows of different heights (and
/// Dynamic Type or rotation changes) never keep a stale shadow.
/// La tarjeta redondeada de cada fila. Su ruta de sombra se rehace en su propio `layoutSubviews`,
/// el único momento en que conoce sus bounds finales, así ninguna fila conserva una sombra vieja.
final class FeatureCardView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        // A shadow path keeps scrolling smooth. / Una ruta de sombra mantiene fluido el desplazamiento.
        layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: layer.cornerRadius).cgPath
    }
}
