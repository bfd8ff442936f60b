import UIKit

/// The system activity spinner: stands in when the Lottie view or its animation is unusable.
/// El indicador de actividad del sistema: sustituye a Lottie cuando su vista o animación no sirve.
final class SpinnerAnimationView: UIActivityIndicatorView, LoadingAnimating {
    /// Stays visible when stopped (Reduce Motion shows it still), so the overlay is never an empty card.
    /// Sigue visible detenido (con Reducir movimiento se muestra quieto): la tarjeta nunca queda vacía.
    convenience init() {
        if #available(iOS 13, *) {
            self.init(style: .medium)
        } else {
            self.init(frame: .zero)
            AdaptivePalette.tintLegacySpinner(self)
        }
        hidesWhenStopped = false
    }

    /// Needs no animation file. / No necesita archivo de animación.
    func prepare(animationJSON: Data) -> Bool { true }
    func playLoop() { startAnimating() }
    func stop() { stopAnimating() }
    func showStillFrame() { stopAnimating() }
}
