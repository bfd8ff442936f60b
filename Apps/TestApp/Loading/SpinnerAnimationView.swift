import UIKit

/// The system activity spinner: stands in when the Lottie view or its animation is unusable.
/// El indicador de actividad del sistema: sustituye a Lottie cuando su vista o animación no sirve.
final class SpinnerAnimationView: UIActivityIndicatorView, LoadingAnimating {
    convenience init() {
        self.init(style: AdaptivePalette.spinnerStyle)
    }

    /// Needs no animation file. / No necesita archivo de animación.
    func prepare(animationJSON: Data) -> Bool { true }
    func playLoop() { startAnimating() }
    func stop() { stopAnimating() }
    func showStillFrame() { stopAnimating() }
}
