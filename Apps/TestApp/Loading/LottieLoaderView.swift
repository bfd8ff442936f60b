import Lottie
import UIKit

/// The overlay's animation: the bundled `loader.json` played by Lottie. The only file that imports
/// Lottie; `LoadingOverlay` finds it by its Objective-C name (see `lottieViewClassName`).
/// La animación del overlay: `loader.json` reproducido por Lottie. El único archivo que importa
/// Lottie; `LoadingOverlay` lo encuentra por su nombre de Objective-C.
@objc(TestAppLottieLoaderView)
final class LottieLoaderView: UIView, LoadingAnimating {
    private let animationView = LottieAnimationView(animation: nil)

    override init(frame: CGRect) {
        super.init(frame: frame)
        animationView.translatesAutoresizingMaskIntoConstraints = false
        animationView.contentMode = .scaleAspectFit
        animationView.backgroundBehavior = .pauseAndRestore
        addSubview(animationView)
        NSLayoutConstraint.activate([
            animationView.leadingAnchor.constraint(equalTo: leadingAnchor),
            animationView.trailingAnchor.constraint(equalTo: trailingAnchor),
            animationView.topAnchor.constraint(equalTo: topAnchor),
            animationView.bottomAnchor.constraint(equalTo: bottomAnchor),
        ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        fatalError("LottieLoaderView is created in code")
    }

    /// Parses the JSON the overlay read (no second file read); false if Lottie cannot decode it.
    /// Interpreta el JSON que leyó el overlay (sin leer otra vez el archivo); false si Lottie no puede.
    func prepare(animationJSON: Data) -> Bool {
        guard let animation = try? LottieAnimation.from(data: animationJSON) else { return false }
        animationView.animation = animation
        return true
    }

    func playLoop() {
        animationView.loopMode = .loop
        animationView.play()
    }

    func stop() {
        animationView.stop()
    }

    func showStillFrame() {
        animationView.currentProgress = 0.25
    }
}
